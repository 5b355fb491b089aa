import type { MenuCategory } from '@arcadia/contracts';
import type { CSSProperties } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useArtUrl } from '../../lib/brand-look.ts';
import { Link } from '../../lib/router/router.tsx';
import { CategoryIcon } from './category-icon.tsx';
import { CATEGORY_ROUTES, TILE_LOGOS } from './category-routes.ts';

/** A hue per category gives each tile its own accent in either theme. */
const HUES: Record<MenuCategory['title'], number> = {
  SPORTS: 145,
  ESPORTS: 265,
  DS88: 18,
  LIVE: 350,
  LOTT: 45,
  ELOTT: 190,
  FISH: 205,
  RNG: 300,
  PVP: 225,
};

/**
 * One game category: its name (the link, stretched over the whole tile), a
 * line about it, how many providers it has and up to six of their logos
 * (the count tells of the rest).
 */
export function CategoryTile({ category, imageCdn }: { category: MenuCategory; imageCdn: string }) {
  const { t } = useTranslation('home');
  const art = useArtUrl();
  const { title, cards } = category;
  return (
    <article className="category-tile" style={{ '--tile-hue': HUES[title] } as CSSProperties}>
      <div className="category-tile-head">
        <span className="category-tile-badge">
          <CategoryIcon category={title} />
        </span>
        <span className="category-tile-count">{t('categories.vendorCount', { count: cards.length })}</span>
      </div>
      <h3 className="category-tile-title">
        <Link to={CATEGORY_ROUTES[title]} className="category-tile-link">
          {t(`common:category.${title}`)}
        </Link>
      </h3>
      <p className="category-tile-blurb">{t(`blurb.${title}`)}</p>
      <ul className="category-tile-logos">
        {cards.slice(0, TILE_LOGOS).map((card) => (
          <li key={card.nodeId}>
            <img src={art(`${imageCdn}/${card.logo}`)} alt={card.name} loading="lazy" width={64} height={32} />
          </li>
        ))}
      </ul>
      <span className="category-tile-watermark" aria-hidden="true">
        <CategoryIcon category={title} size={120} />
      </span>
    </article>
  );
}
