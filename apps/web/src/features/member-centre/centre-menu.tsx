import { MEMBER_CENTRE_PAGES, type MemberCentrePage } from '@arcadia/contracts';
import { useTranslation } from '../../i18n/react.tsx';
import { PanelMenu } from '../../ui/panel/panel-menu.tsx';
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
    <PanelMenu
      label={t('menuLabel')}
      entries={MEMBER_CENTRE_PAGES}
      entryKey={(page) => page}
      active={active}
      onSelect={onSelect}
      itemClassName="centre-menu-item"
    >
      {(page) => {
        const badge = BADGES[page];
        return (
          <>
            <span className="centre-menu-label">{t(`page.${page}`)}</span>
            {/* A space keeps the accessible name "Label 3 new"; the flex layout does not show it. */}
            {badge && ' '}
            {badge && <CountBadge count={counts[badge]} />}
          </>
        );
      }}
    </PanelMenu>
  );
}
