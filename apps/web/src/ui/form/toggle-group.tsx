import './toggle-group.css';

interface ToggleGroupProps<V extends string | number> {
  /** Names the group for assistive tech. */
  legend: string;
  choices: readonly { value: V; label: string }[];
  /** The pressed choice; null when none is (dates picked by hand instead of a preset). */
  value: V | null;
  onChange: (value: V) => void;
  className?: string;
}

/** A named row of buttons, one of them pressed. */
export function ToggleGroup<V extends string | number>({
  legend,
  choices,
  value,
  onChange,
  className,
}: ToggleGroupProps<V>) {
  return (
    <fieldset className={className ? `toggle-group ${className}` : 'toggle-group'}>
      <legend className="visually-hidden">{legend}</legend>
      {choices.map((choice) => (
        <button
          key={choice.value}
          type="button"
          className={value === choice.value ? 'button' : 'button button-ghost'}
          aria-pressed={value === choice.value}
          onClick={() => onChange(choice.value)}
        >
          {choice.label}
        </button>
      ))}
    </fieldset>
  );
}
