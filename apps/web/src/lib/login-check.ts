import { isEnabled, TRIAL_TYPE, type WhitelabelNode } from '@arcadia/contracts';
import { useCallback } from 'react';
import { create } from 'zustand';
import { useAuth } from './auth.ts';
import { useBrand } from './brand.ts';
import { useUi } from './ui-store.ts';

export type AccessOutcome = 'allowed' | 'login' | 'real-account';
export type Centre = 'PERSONAL_CENTER' | 'AGENT_CENTER';

interface Session {
  token: string | null;
  isAgent: number | null;
}

/**
 * The login check (site-shell §5): without a token the login popup opens; a
 * trial account (type 4) is told it needs a real account. Both block.
 */
export function checkLogin({ token, isAgent }: Session): AccessOutcome {
  if (!token) return 'login';
  if (isAgent === TRIAL_TYPE) return 'real-account';
  return 'allowed';
}

/** The member and agent centres also need their whitelabel switch; off gives the same warning. */
export function checkCentre(session: Session, whitelabel: readonly WhitelabelNode[], centre: Centre): AccessOutcome {
  const outcome = checkLogin(session);
  if (outcome !== 'allowed') return outcome;
  return isEnabled(whitelabel, centre) ? 'allowed' : 'real-account';
}

/** The need-a-real-account warning; mounted once (features/auth), shown from anywhere. */
export const useAccountWarning = create<{ open: boolean; show: () => void; hide: () => void }>((set) => ({
  open: false,
  show: () => set({ open: true }),
  hide: () => set({ open: false }),
}));

const act = (outcome: AccessOutcome, action?: () => void): boolean => {
  if (outcome === 'login') useUi.getState().openAuthModal('login');
  else if (outcome === 'real-account') useAccountWarning.getState().show();
  else action?.();
  return outcome === 'allowed';
};

/** `(action?) => boolean`: runs the action and answers true only for a real, logged-in member. */
export function useLoginCheck(): (action?: () => void) => boolean {
  return useCallback((action) => act(checkLogin(useAuth.getState()), action), []);
}

/** Like the login check, and the centre's switch must be on (member centre: PERSONAL_CENTER, agent: AGENT_CENTER). */
export function useCentreCheck(): (centre: Centre, action?: () => void) => boolean {
  const { whitelabel } = useBrand();
  return useCallback(
    (centre, action) => act(checkCentre(useAuth.getState(), whitelabel, centre), action),
    [whitelabel],
  );
}
