import { useTranslation } from '../../../i18n/react.tsx';
import { useUi } from '../../../lib/ui-store.ts';
import { Modal } from '../../../ui/modal/modal.tsx';
import { VendorGameList } from './vendor-game-list.tsx';
import './game-list.css';

/**
 * The popup game list (site-shell §4): opened by the game-start rules for a
 * vendor whose isGame is VASSALAGE (ui-store `gameList`); mounted once.
 */
export function GameListModal() {
  const { t } = useTranslation('games');
  const popup = useUi((state) => state.gameList);
  const close = useUi((state) => state.closeGameList);
  return (
    <Modal
      open={popup !== null}
      onClose={close}
      title={popup ? t('rooms.popupTitle', { name: popup.name ?? popup.vendor }) : ''}
      width={820}
      height={420}
      className="game-list-modal"
    >
      {popup && <VendorGameList key={popup.vendor} popup={popup} onStarted={close} />}
    </Modal>
  );
}
