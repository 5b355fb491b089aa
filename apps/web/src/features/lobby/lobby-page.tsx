import { useTranslation } from '../../i18n/react.tsx';
import { useGameMenus } from '../../lib/game-menus.ts';
import { VASSALAGE_KEY } from '../../lib/game-start.ts';
import { useLocation } from '../../lib/router/router.tsx';
import { session } from '../../lib/storage.ts';
import { Lobby } from './lobby.tsx';
import { readLobbyParams, resolveVendor } from './lobby-params.ts';
import './lobby.css';

/**
 * /live, /pvp, /fish, /rng: the lobby of the game type the address names.
 * The lobby starts afresh when the address asks for another type, tab or
 * vendor (a header link while already here); the rng `page` parameter is the
 * lobby's own and does not restart it.
 */
export default function LobbyPage() {
  const { t } = useTranslation('lobby');
  const { pathname, search } = useLocation();
  const params = readLobbyParams(pathname, new URLSearchParams(search));
  const menus = useGameMenus();
  const title = t(`common:category.${params.gameType}`);

  if (menus.isPending) {
    return (
      <section className="lobby-page" aria-busy="true">
        <h1 className="page-title">{title}</h1>
        <p className="game-list-loading" role="status">
          {t('loading')}
        </p>
      </section>
    );
  }
  // Without the menu the list still works, over all the category's games.
  const vendors = menus.data?.find((category) => category.title === params.gameType)?.cards ?? [];
  const stored = params.gameType === 'RNG' ? session.get(VASSALAGE_KEY) : null;
  const vendor = resolveVendor(
    vendors.map((card) => card.vassalage),
    params.vendor,
    stored,
  );
  const key = [params.gameType, params.vendor, new URLSearchParams(search).get('type')].join('|');
  return (
    <section className="lobby-page">
      <h1 className="page-title">{title}</h1>
      <Lobby
        key={key}
        gameType={params.gameType}
        vendors={vendors}
        initialVendor={vendor}
        initialListType={params.listType}
      />
    </section>
  );
}
