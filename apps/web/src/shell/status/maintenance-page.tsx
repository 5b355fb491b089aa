import { useTranslation } from '../../i18n/react.tsx';
import { formatLocalTime } from './locale.ts';
import { StatusLayout } from './status-layout.tsx';

const wrench = (
  <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
    <path
      d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.8-3.8a6 6 0 0 1-7.9 7.9l-6.9 6.9a2.1 2.1 0 0 1-3-3l6.9-6.9a6 6 0 0 1 7.9-7.9z"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

/** Shown instead of the app while the brand is under maintenance (site status 1). */
export function MaintenancePage({ endTime }: { endTime: string | null }) {
  const { t, i18n } = useTranslation('status');
  const end = endTime ? formatLocalTime(endTime, i18n.language) : null;
  return (
    <StatusLayout icon={wrench} title={t('maintenance.title')}>
      {end && (
        <p className="status-time">
          {t('maintenance.endTime')} <time dateTime={endTime ?? undefined}>{end}</time>
        </p>
      )}
      <p className="status-message">{t('maintenance.message')}</p>
    </StatusLayout>
  );
}
