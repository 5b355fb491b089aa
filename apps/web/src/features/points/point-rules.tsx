import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useMoneyText } from '../../lib/money-text.ts';
import { ErrorAlert } from '../../ui/form/form-parts.tsx';
import { usePointConfig } from './api/point-config.ts';

/** Operator HTML keeps its structure but loses scripts, handlers and inline styles (as notices do). */
const SANITISE = { FORBID_TAGS: ['style'], FORBID_ATTR: ['style'] };

/** Point rules: the brand's rule in figures, then its rules text as operators wrote it, sanitised. */
export function PointRules() {
  const { t, i18n } = useTranslation('points');
  const money = useMoneyText();
  const config = usePointConfig(i18n.language, true);
  const html = useMemo(() => (config.data ? DOMPurify.sanitize(config.data.rules, SANITISE) : ''), [config.data]);
  return (
    <section className="point-rules" aria-labelledby="point-rules-title">
      <h2 id="point-rules-title" className="mall-heading">
        {t('rules.title')}
      </h2>
      <ErrorAlert error={config.error} />
      {config.data && (
        <>
          <ul className="point-rules-facts">
            <li>{t('rules.earn', { unit: money(config.data.amountRequired) })}</li>
            <li>
              {t('rules.convert', {
                ratio: config.data.pointsRatio,
                one: money(100),
                min: config.data.pointsRequired,
              })}
            </li>
          </ul>
          {html ? (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify just above.
            <div className="notice-content point-rules-text" dangerouslySetInnerHTML={{ __html: html }} />
          ) : (
            <p className="mall-empty">{t('rules.none')}</p>
          )}
        </>
      )}
    </section>
  );
}
