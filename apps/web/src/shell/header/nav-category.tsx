import type { MenuCategory } from '@arcadia/contracts';
import { useTranslation } from '../../i18n/react.tsx';
import { NavLink } from '../../lib/router/router.tsx';
import { useHoverDisclosure } from './use-hover-disclosure.ts';
import { VendorDropdown } from './vendor-dropdown.tsx';
import { categoryPath } from './vendor-route.ts';

/** One game category in the nav: a link to its page and, on hover or focus, its vendors. */
export function NavCategory({ category, imageCdn }: { category: MenuCategory; imageCdn: string }) {
  const { t } = useTranslation('header');
  const { open, close, triggerRef, rootProps } = useHoverDisclosure<HTMLAnchorElement>({ openOnFocus: true });
  const label = t(`common:category.${category.title}`);
  const hasVendors = category.cards.length > 0;
  return (
    <li
      className={`nav-item${open ? ' nav-item-open' : ''}`}
      data-category={category.title}
      {...(hasVendors ? rootProps : {})}
    >
      <NavLink
        ref={triggerRef}
        to={categoryPath(category.title)}
        className="nav-link"
        aria-expanded={hasVendors ? open : undefined}
      >
        {label}
      </NavLink>
      {hasVendors && open && (
        <VendorDropdown
          category={category}
          label={t('vendors', { category: label })}
          imageCdn={imageCdn}
          onNavigate={close}
        />
      )}
    </li>
  );
}
