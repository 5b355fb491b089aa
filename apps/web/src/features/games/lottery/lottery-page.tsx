import type { LotteryGame } from '@arcadia/contracts';
import { useTranslation } from '../../../i18n/react.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { checkLogin } from '../../../lib/login-check.ts';
import { useLocation, useSearchParams } from '../../../lib/router/router.tsx';
import { LoginGate } from '../frame/login-gate.tsx';
import { useSiteLanguage } from '../site-language.ts';
import { useLotteryMenu } from './api/lottery-menu.ts';
import { useLotteryRecent } from './api/lottery-recent.ts';
import { usePopularLottery } from './api/popular-lottery.ts';
import { LotteryMenu, LotteryShortcuts } from './lottery-menu.tsx';
import { LotteryPlay } from './lottery-play.tsx';
import { LotteryResults } from './lottery-results.tsx';
import { launchFor, readSelection, selectionSearch } from './lottery-selection.ts';
import '../frame/game-frame.css';
import './lottery.css';

/**
 * /lottery and /lott: the brand's lotteries (by region, recently played,
 * popular) beside the chosen one running in the house lottery page, and the
 * latest results. The choice lives in the address (gameCode, vendor, playType).
 */
export default function LotteryPage() {
  const { t } = useTranslation('games');
  const language = useSiteLanguage();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const selection = readSelection(params);
  const member = useAuth((state) => checkLogin(state) === 'allowed');
  const menu = useLotteryMenu(language);
  const recent = useLotteryRecent(language, member);
  const popular = usePopularLottery(language);

  const games = menu.data?.flatMap((group) => group.games) ?? [];
  const chosen = games.find((game) => game.gameCode === selection.gameCode);
  // The prize mode comes from the menu: wait for it (or its failure) so the launch is asked for once.
  const launch = menu.isPending
    ? null
    : launchFor(selection, chosen, { language, backUrl: `${location.pathname}${location.search}` });
  const choose = (game: LotteryGame) =>
    setParams(selectionSearch({ gameCode: game.gameCode, vendor: game.vendor, playType: null }));

  return (
    <section className="page-frame lottery-page">
      <h1 className="page-title">{t('common:page.lottery')}</h1>
      <div className="lottery-layout">
        <aside className="lottery-side">
          {menu.isError && (
            <div className="lottery-error" role="alert">
              <p>{t('lottery.menuError')}</p>
              <button type="button" className="button" onClick={() => menu.refetch()}>
                {t('common:retry')}
              </button>
            </div>
          )}
          {menu.data && <LotteryMenu groups={menu.data} selectedCode={selection.gameCode} onChoose={choose} />}
          <LotteryShortcuts
            title={t('lottery.recent')}
            games={recent.data ?? []}
            selectedCode={selection.gameCode}
            onChoose={choose}
          />
          <LotteryShortcuts
            title={t('lottery.popular')}
            games={popular.data ?? []}
            selectedCode={selection.gameCode}
            onChoose={choose}
          />
        </aside>
        <div className="lottery-main">
          <div className="lottery-stage">
            {launch ? (
              <LoginGate>
                <LotteryPlay
                  key={JSON.stringify(launch)}
                  launch={launch}
                  title={chosen?.name ?? selection.gameCode ?? t('lottery.lobby', { vendor: selection.vendor ?? '' })}
                />
              </LoginGate>
            ) : (
              <p className="game-loading">{menu.isPending ? t('frame.opening') : t('lottery.choose')}</p>
            )}
          </div>
          <LotteryResults gameCode={selection.gameCode} />
        </div>
      </div>
    </section>
  );
}
