import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { ApiError } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth.ts';
import { Link, useSearchParams } from '../../lib/router/router.tsx';
import { ErrorAlert } from '../../ui/form/form-parts.tsx';
import { PromoArt } from '../../ui/promo-art/promo-art.tsx';
import { usePromotionDetail } from './api/promotion-detail.ts';
import { FairnessPanel } from './fairness-panel.tsx';
import { PromoAction } from './promo-action.tsx';
import { PromoPeriod } from './promo-period.tsx';
import { TermsList } from './terms-list.tsx';
import './promotions.css';

/** The server sanitised the text when it was saved; the browser does it again (as for announcements). */
const SANITISE = { FORBID_TAGS: ['style'], FORBID_ATTR: ['style'] };

/** /promoDetail?id=: a promotion's art, dates, the member's state and action, its terms and rich text. */
export default function PromoDetailPage() {
  const { t } = useTranslation('promotions');
  const id = useSearchParams()[0].get('id') ?? '';
  const detail = usePromotionDetail(id);
  const member = useAuth((state) => state.token !== null);
  const promotion = detail.data;
  const html = useMemo(() => (promotion ? DOMPurify.sanitize(promotion.content, SANITISE) : ''), [promotion]);
  const missing = !/^\d{1,9}$/.test(id) || (detail.error instanceof ApiError && detail.error.status === 404);

  if (missing) {
    return (
      <section className="page-frame">
        <h1 className="page-title">{t('common:page.promoDetail')}</h1>
        <p className="promo-empty">{t('detail.missing')}</p>
        <Link to="/promotions">{t('detail.back')}</Link>
      </section>
    );
  }
  return (
    <section className="page-frame">
      {!promotion && <ErrorAlert error={detail.error} />}
      {promotion && (
        <article className="promo-detail" aria-labelledby="promo-title">
          <div className="promo-detail-art">
            <PromoArt seed={promotion.id} kind={promotion.kind} hue={promotion.artHue} game={promotion.game} />
          </div>
          <header>
            <Link to="/promotions" className="link-button">
              {t('detail.back')}
            </Link>
            <h1 id="promo-title" className="page-title">
              {promotion.title}
            </h1>
            <p className="promo-detail-meta">
              <PromoPeriod startsAt={promotion.startsAt} endsAt={promotion.endsAt} />
            </p>
          </header>
          <PromoAction promotion={promotion} />
          <section className="promo-panel" aria-labelledby="promo-terms-heading">
            <h2 id="promo-terms-heading">{t('detail.terms')}</h2>
            <TermsList promotion={promotion} />
          </section>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on save and again with DOMPurify just above. */}
          <div className="promo-content" dangerouslySetInnerHTML={{ __html: html }} />
          {member && promotion.kind === 'raffle' && !promotion.ineligible && promotion.state !== 'Coming soon' && (
            <FairnessPanel promotionId={promotion.id} />
          )}
        </article>
      )}
    </section>
  );
}
