import type { KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';

interface CategoryTabsProps {
  categories: readonly { id: string; name: string }[];
  /** null: every category. */
  selected: string | null;
  panelId: string;
  onSelect: (id: string | null) => void;
}

/** "All" and the brand's categories, as tabs over the promotion cards. */
export function CategoryTabs({ categories, selected, panelId, onSelect }: CategoryTabsProps) {
  const { t } = useTranslation('promotions');
  const tabs = [{ id: null, name: t('list.all') }, ...categories];
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const at = tabs.findIndex((tab) => tab.id === selected);
    const next = tabs[(at + step + tabs.length) % tabs.length];
    if (!next) return;
    event.preventDefault();
    onSelect(next.id);
    event.currentTarget.querySelector<HTMLElement>(`#promo-tab-${next.id ?? 'all'}`)?.focus();
  };
  return (
    <div className="promo-tabs" role="tablist" aria-label={t('list.categories')} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.id ?? 'all'}
          type="button"
          role="tab"
          id={`promo-tab-${tab.id ?? 'all'}`}
          aria-selected={tab.id === selected}
          aria-controls={panelId}
          tabIndex={tab.id === selected ? 0 : -1}
          className={`promo-tab${tab.id === selected ? ' promo-tab-active' : ''}`}
          onClick={() => onSelect(tab.id)}
        >
          {tab.name}
        </button>
      ))}
    </div>
  );
}
