import type { MemberCentrePage } from '@arcadia/contracts';
import { useUi } from '../../lib/ui-store.ts';
import { CentreMenu } from './centre-menu.tsx';
import { CENTRE_PAGES } from './pages.tsx';
import { PendingPage } from './pending-page.tsx';
import { useCentreCounts } from './use-centre-counts.ts';

/** Menu on the left, the chosen page on the right. */
export function CentreBody({ page }: { page: MemberCentrePage }) {
  const openMemberPanel = useUi((state) => state.openMemberPanel);
  const counts = useCentreCounts();
  const Page = CENTRE_PAGES[page];
  return (
    <div className="centre-panel-body">
      <CentreMenu active={page} counts={counts} onSelect={openMemberPanel} />
      <div className="centre-panel-content">{Page ? <Page key={page} /> : <PendingPage key={page} page={page} />}</div>
    </div>
  );
}
