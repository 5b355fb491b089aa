import type { KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { ListType } from './list-state.ts';

interface Props {
  listType: ListType;
  showHot: boolean;
  showFavourites: boolean;
  /** The id of the list panel the tabs control. */
  panelId: string;
  onSelect: (listType: ListType) => void;
}

/** All games (the vendor's list), hot (only when there are hot games), favourites (members), recent. */
export function LobbyTabs({ listType, showHot, showFavourites, panelId, onSelect }: Props) {
  const { t } = useTranslation('lobby');
  const tabs: { type: ListType; label: string }[] = [
    { type: 'none', label: t('tab.all') },
    ...(showHot ? [{ type: 'hot' as const, label: t('tab.hot') }] : []),
    ...(showFavourites ? [{ type: 'fav' as const, label: t('tab.fav') }] : []),
    { type: 'recent', label: t('tab.recent') },
  ];
  // Arrow keys move between tabs (the tablist pattern); each tab is also a plain button.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const at = tabs.findIndex((tab) => tab.type === listType);
    const next = tabs[(at + step + tabs.length) % tabs.length];
    if (!next) return;
    event.preventDefault();
    onSelect(next.type);
    event.currentTarget.querySelector<HTMLElement>(`#lobby-tab-${next.type}`)?.focus();
  };
  return (
    <div className="lobby-tabs" role="tablist" aria-label={t('tabs')} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.type}
          type="button"
          role="tab"
          id={`lobby-tab-${tab.type}`}
          aria-selected={tab.type === listType}
          aria-controls={panelId}
          tabIndex={tab.type === listType ? 0 : -1}
          className={`lobby-tab${tab.type === listType ? ' lobby-tab-active' : ''}`}
          onClick={() => onSelect(tab.type)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
