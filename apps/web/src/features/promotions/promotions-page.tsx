import { useTranslation } from '../../i18n/react.tsx';
import { useSearchParams } from '../../lib/router/router.tsx';
import { ErrorAlert } from '../../ui/form/form-parts.tsx';
import { usePromotionCategories } from './api/promotion-categories.ts';
import { usePromotionList } from './api/promotion-list.ts';
import { CategoryTabs } from './category-tabs.tsx';
import { PromoCard } from './promo-card.tsx';
import './promotions.css';

const PANEL_ID = 'promotion-cards';

/** /promotions: the brand's promotions as cards under category tabs (`?category=` keeps the tab in the address). */
export default function PromotionsPage() {
  const { t } = useTranslation('promotions');
  const [params, setParams] = useSearchParams();
  const selected = params.get('category');
  const categories = usePromotionCategories();
  const list = usePromotionList(selected);
  const select = (id: string | null) => setParams(id ? { category: id } : {}, { replace: true });
  return (
    <section className="page-frame promotions-page">
      <h1 className="page-title">{t('common:page.promotions')}</h1>
      <CategoryTabs categories={categories.data?.list ?? []} selected={selected} panelId={PANEL_ID} onSelect={select} />
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={`promo-tab-${selected ?? 'all'}`} aria-busy={list.isFetching}>
        <ErrorAlert error={list.error} />
        {list.data && list.data.list.length === 0 && <p className="promo-empty">{t('list.empty')}</p>}
        {list.data && list.data.list.length > 0 && (
          <ul className="promo-grid" aria-label={t('list.label')}>
            {list.data.list.map((promotion) => (
              <PromoCard key={promotion.id} promotion={promotion} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
