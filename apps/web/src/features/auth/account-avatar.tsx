import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useBadgeCounts } from '../../lib/centre-counts.ts';

/** Rewards available to claim plus unread messages (site-shell §2); unknown counts add nothing. */
const useBadgeCount = (): number => {
  const { data } = useBadgeCounts();
  return (data?.rewardCount ?? 0) + (data?.messageCount ?? 0);
};

/** The member's avatar with the badge; a failed image falls back to a drawn one. */
export function AccountAvatar({ url }: { url: string | undefined }) {
  const { t } = useTranslation('auth');
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const count = useBadgeCount();
  const usable = url && url !== failedUrl;
  return (
    <span className="account-avatar">
      {usable ? (
        <img src={url} alt={t('avatar')} width={34} height={34} onError={() => setFailedUrl(url)} />
      ) : (
        <svg viewBox="0 0 34 34" width="34" height="34" role="img" aria-label={t('avatar')}>
          <circle cx="17" cy="17" r="17" fill="currentColor" opacity="0.18" />
          <circle cx="17" cy="13" r="6" fill="currentColor" opacity="0.75" />
          <path d="M6 29c2-6 6.5-8.5 11-8.5S26 23 28 29" fill="currentColor" opacity="0.75" />
        </svg>
      )}
      {count > 0 && (
        <span className="account-badge">
          <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
          <span className="visually-hidden">{t('badge', { count })}</span>
        </span>
      )}
    </span>
  );
}
