import type { PromotionCard as Card } from '@arcadia/contracts';
import { Link } from '../../lib/router/router.tsx';
import { PromoArt } from '../../ui/promo-art/promo-art.tsx';
import { PromoPeriod } from './promo-period.tsx';
import { StateTag } from './state-label.tsx';

/** One promotion on the list: its art, title, summary, dates and the member's state; opens its page. */
export function PromoCard({ promotion }: { promotion: Card }) {
  return (
    <li className="promo-card">
      <Link to={`/promoDetail?id=${promotion.id}`} className="promo-card-link" aria-label={promotion.title}>
        <PromoArt seed={promotion.id} kind={promotion.kind} hue={promotion.artHue} game={promotion.game} />
        <div className="promo-card-body">
          <h2 className="promo-card-title">{promotion.title}</h2>
          <p className="promo-card-summary">{promotion.summary}</p>
          <div className="promo-card-foot">
            <PromoPeriod startsAt={promotion.startsAt} endsAt={promotion.endsAt} />
            <StateTag state={promotion.state} />
          </div>
        </div>
      </Link>
    </li>
  );
}
