import { DEVICE } from '@arcadia/contracts';
import { useTranslation } from '../../../i18n/react.tsx';
import { useBrand } from '../../../lib/brand.ts';
import { launchErrorMessage } from '../../../lib/game-start.ts';
import { useLocation } from '../../../lib/router/router.tsx';
import { useSiteLanguage } from '../site-language.ts';
import { allowedGameUrl } from './allowed-url.ts';
import { useFbSportsLaunch } from './api/fb-sports-launch.ts';
import { GameFrame } from './game-frame.tsx';
import { GameNotice, GameStage } from './game-stage.tsx';
import { LoginGate } from './login-gate.tsx';

/**
 * /fbsports: the FB sports book under the header. FB is a third party not
 * configured in this deployment, so the launch answers game-maintenance and
 * the page says so in the member's language rather than pretending.
 */
export default function FbSportsPage() {
  const { t } = useTranslation('games');
  return (
    <GameStage title={t('common:page.fbsports')}>
      <LoginGate>
        <FbSportsGame />
      </LoginGate>
    </GameStage>
  );
}

function FbSportsGame() {
  const { t } = useTranslation('games');
  const language = useSiteLanguage();
  const { launchGameCDNs } = useBrand();
  const location = useLocation();
  const launch = useFbSportsLaunch(
    { language, device: DEVICE, backUrl: `${location.pathname}${location.search}` },
    true,
  );
  if (launch.isPending)
    return (
      <p className="game-loading" aria-busy="true">
        {t('frame.opening')}
      </p>
    );
  if (launch.isError) return <GameNotice message={launchErrorMessage(launch.error, t)} />;
  const src = allowedGameUrl(launch.data.url, window.location.origin, launchGameCDNs);
  // Either launch mode opens here: this page exists to keep the sports book under the site's header.
  if (!src) return <GameNotice message={t('frame.refused')} />;
  return <GameFrame src={src} title={t('common:page.fbsports')} />;
}
