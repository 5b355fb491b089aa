import { useUi } from '../../lib/ui-store.ts';
import { Dialog } from '../../ui/modal/dialog.tsx';

/**
 * Why a game did not start (game-maintenance, game-not-found …), from any
 * page: lib/game-start.ts puts the translated message in the ui store and the
 * root layout mounts this once.
 */
export function GameNoticeDialog() {
  const message = useUi((ui) => ui.gameNotice);
  const close = useUi((ui) => ui.closeGameNotice);
  return <Dialog open={message !== null} onClose={close} message={message ?? ''} />;
}
