import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react.tsx';

export const MALL_TABS = ['goods', 'history', 'details', 'rules'] as const;
export type MallTab = (typeof MALL_TABS)[number];

interface Props {
  tab: MallTab;
  panelId: string;
  onSelect: (tab: MallTab) => void;
}

/** Exchange goods, redeem history, point details, point rules (endpoints-and-centres §2). */
export function MallTabs({ tab, panelId, onSelect }: Props) {
  const { t } = useTranslation('points');
  const list = useRef<HTMLDivElement>(null);
  // On a phone the strip scrolls sideways: keep the open tab in sight (a link may open the last one).
  useEffect(() => {
    const strip = list.current;
    const active = strip?.querySelector<HTMLElement>(`#mall-tab-${tab}`);
    if (!strip || !active) return;
    const left = active.getBoundingClientRect().left - strip.getBoundingClientRect().left + strip.scrollLeft;
    strip.scrollLeft = Math.max(0, left - 16);
  }, [tab]);
  // Arrow keys move between tabs (the tablist pattern).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const next = MALL_TABS[(MALL_TABS.indexOf(tab) + step + MALL_TABS.length) % MALL_TABS.length] ?? 'goods';
    event.preventDefault();
    onSelect(next);
    event.currentTarget.querySelector<HTMLElement>(`#mall-tab-${next}`)?.focus();
  };
  return (
    <div ref={list} className="mall-tabs" role="tablist" aria-label={t('tabs.label')} onKeyDown={onKeyDown}>
      {MALL_TABS.map((name) => (
        <button
          key={name}
          type="button"
          role="tab"
          id={`mall-tab-${name}`}
          aria-selected={name === tab}
          aria-controls={panelId}
          tabIndex={name === tab ? 0 : -1}
          className={`mall-tab${name === tab ? ' mall-tab-active' : ''}`}
          onClick={() => onSelect(name)}
        >
          {t(`tabs.${name}`)}
        </button>
      ))}
    </div>
  );
}
