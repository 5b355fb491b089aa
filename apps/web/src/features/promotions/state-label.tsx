import type { PromotionState } from '@arcadia/contracts';
import { useTranslation } from '../../i18n/react.tsx';

/** The spec's state labels as translation keys (one is two words). */
const KEYS: Record<PromotionState, string> = {
  Join: 'join',
  Claim: 'claim',
  Applying: 'applying',
  Close: 'close',
  Rejected: 'rejected',
  Issued: 'issued',
  Claimed: 'claimed',
  Process: 'process',
  Joined: 'joined',
  Signed: 'signed',
  'Coming soon': 'comingSoon',
};

/** The label of a state in the site language. */
export function useStateLabel(): (state: PromotionState) => string {
  const { t } = useTranslation('promotions');
  return (state) => t(`state.${KEYS[state]}`);
}

/** States a member can act on: the button does something. */
export const ACTIONABLE: readonly PromotionState[] = ['Join', 'Claim'];

/** The state as a small tag on a card. */
export function StateTag({ state }: { state: PromotionState }) {
  const label = useStateLabel();
  return <span className={`promo-state promo-state-${KEYS[state]}`}>{label(state)}</span>;
}
