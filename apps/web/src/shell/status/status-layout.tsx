import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useBrand } from '../../lib/brand.ts';
import { openChannel, preferredChannel } from '../footer/customer-service.ts';
import './status-page.css';

/**
 * The frame of the full-page notices shown instead of the app (maintenance,
 * blocked region). They render outside the router, so nothing here may use
 * router hooks or links.
 */
export function StatusLayout({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  const { t } = useTranslation('status');
  const { merchant, customerService, customerServiceKey } = useBrand();
  const channel = preferredChannel(customerService);
  return (
    <main className="status-screen" aria-labelledby="status-title">
      <div className="status-card">
        <img className="status-logo" src={merchant.logoUrl} alt={merchant.name} height={40} />
        <div className="status-icon">{icon}</div>
        <h1 id="status-title">{title}</h1>
        {children}
        {channel && (
          <button
            type="button"
            className="button status-service"
            onClick={() => void openChannel(channel, customerServiceKey)}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                <path d="M4 13.5V12a8 8 0 0 1 16 0v1.5M18.5 19v.5a2 2 0 0 1-2 2H13" />
                <rect x="3.5" y="13" width="4" height="6" rx="1.5" />
                <rect x="16.5" y="13" width="4" height="6" rx="1.5" />
              </g>
            </svg>
            {t('customerService')}
          </button>
        )}
      </div>
    </main>
  );
}
