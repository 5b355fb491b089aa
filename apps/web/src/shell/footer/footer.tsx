import { COPYRIGHT_YEAR, LICENCES } from '@arcadia/contracts';
import { useTranslation } from '../../i18n/react.tsx';
import { useBrand } from '../../lib/brand.ts';
import { Link } from '../../lib/router/router.tsx';
import { LicenceBadge } from '../../ui/licence/licence-badge.tsx';
import { liveChatChannel } from './customer-service.ts';
import { LiveChatLink } from './live-chat-link.tsx';
import './footer.css';

const HELP_LINKS = [
  { key: 'about', to: '/help?topic=about' },
  { key: 'rules', to: '/help?topic=rules' },
  { key: 'privacy', to: '/help?topic=privacy' },
  { key: 'responsible', to: '/help?topic=responsible' },
  { key: 'faq', to: '/help?topic=faq' },
  { key: 'helpmc', to: '/helpmc' },
] as const;

/** Site footer: brand, help menu, licence badges, copyright and, when configured, live chat. */
export function Footer() {
  const { t } = useTranslation('footer');
  const { merchant, customerService, customerServiceKey } = useBrand();
  const liveChat = liveChatChannel(customerService);

  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <section className="site-footer-brand" aria-label={merchant.name}>
          <img className="site-footer-logo" src={merchant.logoUrl} alt={merchant.name} height={36} />
          <p>{t('tagline')}</p>
          {liveChat && <LiveChatLink channel={liveChat} base64Key={customerServiceKey} />}
        </section>

        <nav className="site-footer-help" aria-labelledby="footer-help-title">
          <h2 id="footer-help-title">{t('help')}</h2>
          <ul>
            {HELP_LINKS.map((link) => (
              <li key={link.key}>
                <Link to={link.to}>{t(`links.${link.key}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <section className="site-footer-licences" aria-labelledby="footer-licences-title">
          <h2 id="footer-licences-title">{t('licences')}</h2>
          <ul>
            {LICENCES.map((licence) => (
              <li key={licence}>
                <LicenceBadge licence={licence} label={t(`licence.${licence}`)} />
              </li>
            ))}
          </ul>
        </section>
      </div>

      <div className="site-footer-bottom">
        <p>{t('copyright', { year: COPYRIGHT_YEAR, brand: merchant.name })}</p>
        <p className="site-footer-age">
          <span aria-hidden="true">18+</span>
          {t('playResponsibly')}
        </p>
      </div>
    </footer>
  );
}
