import { onTablistKeyDown } from '../../ui/tabs/arrow-keys.ts';

interface ModeTabsProps<M extends string> {
  label: string;
  options: readonly M[];
  selected: M;
  onSelect: (option: M) => void;
  /** The tab's visible text. */
  text: (option: M) => string;
}

/** The tabs above an auth form that switch its way (username or mobile, e-mail or mobile). */
export function ModeTabs<M extends string>({ label, options, selected, onSelect, text }: ModeTabsProps<M>) {
  return (
    <div className="login-modes" role="tablist" aria-label={label} onKeyDown={onTablistKeyDown}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          role="tab"
          aria-selected={selected === option}
          tabIndex={selected === option ? 0 : -1}
          className="login-mode"
          onClick={() => onSelect(option)}
        >
          {text(option)}
        </button>
      ))}
    </div>
  );
}
