import { useUniqueId } from '../../lib/use-unique-id.ts';
import './form-parts.css';

export interface Choice<V extends string> {
  value: V;
  label: string;
  /** A key of its own where two choices share a value (one vendor under two categories). */
  key?: string;
}

interface SelectFieldProps<V extends string> {
  label: string;
  value: V | '';
  onChange: (value: V | '') => void;
  /** The first choice, the empty value: no filter ("All"). */
  allLabel: string;
  choices: readonly Choice<V>[];
  className?: string;
}

/** A labelled drop-down of choices, led by "all". */
export function SelectField<V extends string>({
  label,
  value,
  onChange,
  allLabel,
  choices,
  className,
}: SelectFieldProps<V>) {
  const id = useUniqueId();
  return (
    <div className={className ? `form-field ${className}` : 'form-field'}>
      <label htmlFor={id}>{label}</label>
      {/* The options are exactly the choices and "", so the value is a V or "". */}
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as V | '')}>
        <option value="">{allLabel}</option>
        {choices.map((choice) => (
          <option key={choice.key ?? choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
