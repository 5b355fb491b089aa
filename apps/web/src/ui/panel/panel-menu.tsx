import type { ReactNode } from 'react';

interface PanelMenuProps<T> {
  /** The navigation's accessible name. */
  label: string;
  entries: readonly T[];
  entryKey: (entry: T) => string;
  active: T | undefined;
  onSelect: (entry: T) => void;
  /** A centre's own class on each button, for its specifics. */
  itemClassName?: string;
  children: (entry: T) => ReactNode;
}

/** A centre's left menu: one button per entry, the active one marked as the current page. */
export function PanelMenu<T>({
  label,
  entries,
  entryKey,
  active,
  onSelect,
  itemClassName,
  children,
}: PanelMenuProps<T>) {
  const className = itemClassName ? `centre-panel-menu-item ${itemClassName}` : 'centre-panel-menu-item';
  return (
    <nav className="centre-panel-menu" aria-label={label}>
      <ul>
        {entries.map((entry) => (
          <li key={entryKey(entry)}>
            <button
              type="button"
              className={className}
              aria-current={entry === active ? 'page' : undefined}
              onClick={() => onSelect(entry)}
            >
              {children(entry)}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
