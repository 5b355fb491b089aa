import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { useLocation } from '../lib/router/router.tsx';
import { useUi } from '../lib/ui-store.ts';

/** The query parameter a payment gateway sends the member back with (member-centre/deposit/use-deposit-return.ts). */
const DEPOSIT_RETURN = /[?&]deposit=/;

const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

const MemberCentre = named(() => import('../features/member-centre/member-centre.tsx'), 'MemberCentre');
const AgentCentre = named(() => import('../features/agent-centre/agent-centre.tsx'), 'AgentCentre');
const AnnouncementModal = named(() => import('../features/announcements/announcement-modal.tsx'), 'AnnouncementModal');
const GameListModal = named(() => import('../features/games/game-list/game-list-modal.tsx'), 'GameListModal');
const GameNoticeDialog = named(() => import('../features/lobby/game-notice-dialog.tsx'), 'GameNoticeDialog');

/** True from the first render where `now` is, for good: a panel stays mounted once it was opened. */
function useOnce(now: boolean): boolean {
  const [seen, setSeen] = useState(now);
  if (now && !seen) setSeen(true);
  return seen || now;
}

/**
 * The panels and popups the root layout holds, each loaded (code and styles) the first time the
 * UI store opens it, so none of them weighs on the first screen. The member centre also mounts
 * for a member coming back from a payment gateway, whose order it shows.
 */
export function OnDemandPanels() {
  const { search } = useLocation();
  const member = useOnce(useUi((ui) => ui.memberPanel.open) || DEPOSIT_RETURN.test(search));
  const agent = useOnce(useUi((ui) => ui.agentPanel.open));
  const notice = useOnce(useUi((ui) => ui.notice.open));
  const gameList = useOnce(useUi((ui) => ui.gameList !== null));
  const gameNotice = useOnce(useUi((ui) => ui.gameNotice !== null));
  // Each behind its own boundary, mounted with it: one loading never holds back another.
  const mount = (when: boolean, panel: ReactNode) => when && <Suspense fallback={null}>{panel}</Suspense>;
  return (
    <>
      {mount(member, <MemberCentre />)}
      {mount(agent, <AgentCentre />)}
      {mount(notice, <AnnouncementModal />)}
      {mount(gameList, <GameListModal />)}
      {mount(gameNotice, <GameNoticeDialog />)}
    </>
  );
}
