import { useRef } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useImageCdn } from '../../lib/brand.ts';
import { useGameMenus } from '../../lib/game-menus.ts';
import { NavLink } from '../../lib/router/router.tsx';
import { HEADER_NAV_ID } from './lower-nav-toggle.tsx';
import { NavCategory } from './nav-category.tsx';
import { useScrollEdges } from './use-scroll-edges.ts';
import './nav.css';

/** Home, the brand's game categories in server order, Promotions and App download. */
export function Nav({ hidden }: { hidden: boolean }) {
  const { t } = useTranslation('header');
  const { data: categories = [] } = useGameMenus();
  const imageCdn = useImageCdn();
  const listRef = useRef<HTMLUListElement>(null);
  useScrollEdges(listRef);
  return (
    <nav id={HEADER_NAV_ID} className="header-nav" aria-label={t('nav.label')} hidden={hidden}>
      <ul ref={listRef} className="nav-list">
        <li className="nav-item">
          <NavLink to="/" end className="nav-link">
            {t('nav.home')}
          </NavLink>
        </li>
        {categories.map((category) => (
          <NavCategory key={category.id} category={category} imageCdn={imageCdn} />
        ))}
        <li className="nav-item">
          <NavLink to="/promotions" className="nav-link">
            {t('nav.promotions')}
          </NavLink>
        </li>
        <li className="nav-item">
          <NavLink to="/down" className="nav-link">
            {t('nav.down')}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
