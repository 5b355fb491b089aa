import { MEMBER_CENTRE_PAGES, type MemberCentrePage } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { CountBadge } from './count-badge.tsx';
import type { CentreCounts } from './use-centre-counts.ts';

/** Which menu entries carry a count badge, and which count (endpoints §2). */
const BADGES: Partial<Record<MemberCentrePage, keyof CentreCounts>> = {
  rewardCenter: 'rewardCount',
  missionLeaderboard: 'missionCount',
  messageV2: 'messageCount',
};

interface CentreMenuProps {
  active: MemberCentrePage;
  counts: CentreCounts;
  onSelect: (page: MemberCentrePage) => void;
}

/** The personal centre's left menu, in the specification's order, the active page marked. */
export function CentreMenu({ active, counts, onSelect }: CentreMenuProps) {
  const { t } = useTranslation('memberCentre');
  return (
    <nav className="centre-menu" aria-label={t('menuLabel')}>
      <ul>
        {MEMBER_CENTRE_PAGES.map((page) => {
          const badge = BADGES[page];
          return (
            <li key={page}>
              <button
                type="button"
                className="centre-menu-item"
                aria-current={page === active ? 'page' : undefined}
                onClick={() => onSelect(page)}
              >
                <span className="centre-menu-label">{t(`page.${page}`)}</span>
                {/* A space keeps the accessible name "Label 3 new"; the flex layout does not show it. */}
                {badge && ' '}
                {badge && <CountBadge count={counts[badge]} />}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
