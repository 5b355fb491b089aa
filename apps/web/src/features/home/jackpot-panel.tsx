import { useTranslation } from '../../i18n/react.tsx';
import { Jackpot } from '../../shell/jackpot/jackpot.tsx';
import './jackpot-panel.css';

/** The progressive jackpot, centre stage on the home page. */
export function JackpotPanel() {
  const { t } = useTranslation('home');
  return (
    <section className="jackpot-panel" aria-labelledby="home-jackpot-title">
      <h2 id="home-jackpot-title" className="jackpot-panel-title">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M3 8l4.5 3.5L12 5l4.5 6.5L21 8l-2 10H5z" />
        </svg>
        {t('jackpot.title')}
      </h2>
      <Jackpot className="jackpot-panel-value" />
      <p className="jackpot-panel-subtitle">{t('jackpot.subtitle')}</p>
    </section>
  );
}
