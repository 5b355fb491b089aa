import type { MemberCentrePage } from '@arcadia/contracts';
import { useTranslation } from '../../i18n/react.tsx';
import { useUi } from '../../lib/ui-store.ts';
import { CentreLayout } from '../../ui/panel/centre-layout.tsx';
import { CentreMenu } from './centre-menu.tsx';
import { CENTRE_PAGES } from './pages.tsx';
import { useCentreCounts } from './use-centre-counts.ts';

/** Menu on the left (a drawer on a phone), the chosen page on the right. */
export function CentreBody({ page }: { page: MemberCentrePage }) {
  const { t } = useTranslation('memberCentre');
  const openMemberPanel = useUi((state) => state.openMemberPanel);
  const counts = useCentreCounts();
  const Page = CENTRE_PAGES[page];
  return (
    <CentreLayout
      labels={{ menu: t('menu'), close: t('closeMenu') }}
      current={t(`page.${page}`)}
      menu={(close) => (
        <CentreMenu
          active={page}
          counts={counts}
          onSelect={(next) => {
            openMemberPanel(next);
            close();
          }}
        />
      )}
    >
      <Page key={page} />
    </CentreLayout>
  );
}
