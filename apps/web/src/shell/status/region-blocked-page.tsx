import { useTranslation } from '../../i18n/react.tsx';
import { StatusLayout } from './status-layout.tsx';

const globe = (
  <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
    <g fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h17M12 3.5c2.3 2.4 3.4 5.2 3.4 8.5s-1.1 6.1-3.4 8.5c-2.3-2.4-3.4-5.2-3.4-8.5s1.1-6.1 3.4-8.5z" />
      <path d="M5.5 5.5l13 13" />
    </g>
  </svg>
);

/** Shown instead of the app when the visitor's region is blocked (site status 2). */
export function RegionBlockedPage({ ip }: { ip: string }) {
  const { t } = useTranslation('status');
  return (
    <StatusLayout icon={globe} title={t('blocked.title')}>
      <p className="status-ip">{t('blocked.ip', { ip })}</p>
      <p className="status-message">{t('blocked.message')}</p>
    </StatusLayout>
  );
}
