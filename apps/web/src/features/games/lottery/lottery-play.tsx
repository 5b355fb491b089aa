import { useTranslation } from '../../../i18n/react.tsx';
import { useBrand } from '../../../lib/brand.ts';
import { launchErrorMessage } from '../../../lib/game-start.ts';
import { allowedGameUrl } from '../frame/allowed-url.ts';
import { GameFrame } from '../frame/game-frame.tsx';
import { GameNotice } from '../frame/game-stage.tsx';
import { type LotteryLaunch, useLotteryLaunch } from './api/lottery-launch.ts';

/**
 * The chosen lottery running in the house lottery page: launched through the
 * lobby launch, shown in the site's frame (its balance messages refresh the
 * header). A vendor that cannot be opened here says why.
 */
export function LotteryPlay({ launch, title }: { launch: LotteryLaunch; title: string }) {
  const { t } = useTranslation('games');
  const { launchGameCDNs } = useBrand();
  const started = useLotteryLaunch(launch, true);
  if (started.isPending) {
    return (
      <p className="game-loading" aria-busy="true">
        {t('frame.opening')}
      </p>
    );
  }
  if (started.isError) return <GameNotice message={launchErrorMessage(started.error, t)} />;
  const src = allowedGameUrl(started.data.url, window.location.origin, launchGameCDNs);
  if (!src) return <GameNotice message={t('frame.refused')} />;
  return <GameFrame src={src} title={title} />;
}
