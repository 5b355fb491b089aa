import { useTranslation } from '../../i18n/react.tsx';
import { useUi } from '../../lib/ui-store.ts';
import { ChevronIcon, MenuIcon } from './icons.tsx';

export const HEADER_NAV_ID = 'header-nav';

/** On game pages the category navigation can be folded away to give the game more room. */
export function LowerNavToggle() {
  const { t } = useTranslation('header');
  const hidden = useUi((state) => state.lowerNavHidden);
  const toggle = useUi((state) => state.toggleLowerNav);
  return (
    <button
      type="button"
      className="top-bar-button lower-nav-toggle"
      aria-expanded={!hidden}
      aria-controls={HEADER_NAV_ID}
      onClick={toggle}
    >
      <MenuIcon />
      {t('lowerNav')}
      <ChevronIcon />
    </button>
  );
}
