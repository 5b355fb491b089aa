import { useTranslation } from '../../../i18n/react.tsx';
import { useBrand } from '../../../lib/brand.ts';
import { useSearchParams } from '../../../lib/router/router.tsx';
import { allowedGameUrl } from './allowed-url.ts';
import { GameFrame } from './game-frame.tsx';
import { GameNotice, GameStage } from './game-stage.tsx';
import { LoginGate } from './login-gate.tsx';

/**
 * The game in the site's frame, under the header only. `url` is the launch
 * address (refused unless it is ours or the brand's launch CDN), `name` the
 * game's name for the bar, `back` where the back button leads.
 */
export function FramedGame({ pageTitle }: { pageTitle: string }) {
  const { t } = useTranslation('games');
  const [params] = useSearchParams();
  const { launchGameCDNs } = useBrand();
  const src = allowedGameUrl(params.get('url'), window.location.origin, launchGameCDNs);
  const title = params.get('name')?.trim() || pageTitle;
  return (
    <GameStage title={title}>
      <LoginGate>{src ? <GameFrame src={src} title={title} /> : <GameNotice message={t('frame.refused')} />}</LoginGate>
    </GameStage>
  );
}

/** /game: the iframe game page. */
export default function GamePage() {
  const { t } = useTranslation('games');
  return <FramedGame pageTitle={t('common:page.game')} />;
}
