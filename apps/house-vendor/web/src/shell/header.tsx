import { BackIcon, GameMark, WalletIcon } from './icons.tsx';
import { useShell } from './shell-context.tsx';

/** The site's Back target, when it is a real http(s) address or a path of the site (never javascript:). */
export function backHref(backUrl: string | null, siteOrigin: string | null): string | null {
  if (!backUrl) return null;
  try {
    const url = new URL(backUrl, siteOrigin ?? undefined);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The page's top bar: Back (only outside the site's frame), the game, play money, the balance. */
export function Header() {
  const { t, family, session, balance, formatMoney } = useShell();
  const framed = typeof window !== 'undefined' && window.top !== window;
  const back = framed ? null : backHref(session.backUrl, session.siteOrigin);
  return (
    <header className="top">
      {back ? (
        <a className="top-back" href={back}>
          <BackIcon />
          <span>{t('shell.back')}</span>
        </a>
      ) : null}
      <h1 className="top-title">
        <span className="top-logo" aria-hidden="true">
          <GameMark family={family} />
        </span>
        {t(`game.${family}`)}
      </h1>
      {session.playMoney ? <span className="badge-play">{t('shell.playMoney')}</span> : null}
      <output className="top-balance" aria-label={t('shell.balance')}>
        <WalletIcon />
        <span className="top-balance-value">{formatMoney(balance)}</span>
      </output>
    </header>
  );
}
