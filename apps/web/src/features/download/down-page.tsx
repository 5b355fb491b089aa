import { QR_DEFAULTS } from '@arcadia/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useBrand } from '../../lib/brand.ts';
import { useSearchParams } from '../../lib/router/router.tsx';
import { QrCode } from '../../ui/qr/qr-code.tsx';
import { RichText } from '../../ui/rich-text/rich-text.tsx';
import { type AppCard, appCards } from './app-cards.ts';
import { downloadTutorialsQuery } from './get-tutorials.ts';
import './down.css';

const tutorialId = (topic: string) => `tutorial-${topic}`;

function CardAction({ card, label, onGuide }: { card: AppCard; label: string; onGuide: (topic: string) => void }) {
  const { t } = useTranslation('help');
  if (card.action.kind === 'guide') {
    const topic = card.action.topic;
    return (
      <button type="button" className="button" onClick={() => onGuide(topic)}>
        {t('down.guide')}
      </button>
    );
  }
  return (
    <a
      className="button"
      href={card.action.url}
      aria-label={`${t('down.download')} — ${label}`}
      {...(card.action.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {t('down.download')}
    </a>
  );
}

/**
 * /down (and /download): the brand's apps, each with a QR code a phone scans
 * (size 200, margin 20, level M) and its download or installation guide, then
 * the installation tutorials. `?platform=` (the side bar's links) marks a card.
 */
export default function DownPage() {
  const { t, i18n } = useTranslation('help');
  const { merchant, resources } = useBrand();
  const platform = useSearchParams()[0].get('platform');
  const cards = appCards(resources);
  const tutorials = useQuery(downloadTutorialsQuery(i18n.language));
  // The guide asked for, scrolled to once its tutorial is on the page: the tutorials may still be
  // loading when the button is pressed. A new object per press, so the same guide scrolls again.
  const [guide, setGuide] = useState<{ topic: string } | null>(null);
  useEffect(() => {
    const target = guide && tutorials.data ? document.getElementById(tutorialId(guide.topic)) : null;
    if (!target) return;
    target.scrollIntoView({ behavior: 'smooth' });
    setGuide(null);
  }, [guide, tutorials.data]);

  return (
    <section className="page-frame down-page">
      <h1 className="page-title">{t('down.title')}</h1>
      <p className="down-intro">{t('down.intro', { brand: merchant.name })}</p>
      {cards.length === 0 ? (
        <p className="down-muted">{t('down.none')}</p>
      ) : (
        <ul className="down-cards">
          {cards.map((card) => {
            const name = t(`down.apps.${card.type}`);
            return (
              <li
                key={card.type}
                className="down-card"
                aria-current={platform === card.platform ? 'true' : undefined}
                aria-labelledby={`down-${card.type}`}
              >
                <h2 id={`down-${card.type}`}>{name}</h2>
                <QrCode
                  value={card.qrValue}
                  size={QR_DEFAULTS.size}
                  margin={QR_DEFAULTS.margin}
                  level={QR_DEFAULTS.level}
                  label={t('down.qr', { name })}
                />
                <p className="down-muted">{t('down.scan')}</p>
                <CardAction card={card} label={name} onGuide={(topic) => setGuide({ topic })} />
              </li>
            );
          })}
        </ul>
      )}
      <section className="down-tutorials" aria-labelledby="down-tutorials-title">
        <h2 id="down-tutorials-title">{t('down.tutorials')}</h2>
        {tutorials.isError && <p className="down-muted">{t('error')}</p>}
        {tutorials.data?.map((topic) => (
          <article key={topic.topic} id={tutorialId(topic.topic)} className="down-tutorial">
            <h3>{topic.title}</h3>
            <RichText html={topic.content} />
          </article>
        ))}
      </section>
    </section>
  );
}
