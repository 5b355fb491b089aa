import type { InputHTMLAttributes, ReactNode } from 'react';
import { useUniqueId } from '../../../lib/use-unique-id.ts';
import './fields.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'required'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A translated message shown under the field. */
  error?: string | null;
  /** Marks the field as required (a star after the label). */
  required?: boolean;
  /** The compact header form: the label is for assistive tech only, the placeholder shows it. */
  compact?: boolean;
  /** Something before the input in the same box (a country code). */
  start?: ReactNode;
  /** Something after the input in the same box (a show-password toggle, a get-code button). */
  end?: ReactNode;
}

/** A labelled input with its error; the label always names the input, visibly or not. */
export function TextField({
  label,
  value,
  onChange,
  error,
  required = false,
  compact = false,
  start,
  end,
  className,
  ...input
}: TextFieldProps) {
  const id = useUniqueId();
  const errorId = `${id}-error`;
  return (
    <div
      className={`field${compact ? ' field-compact' : ''}${error ? ' field-invalid' : ''}${className ? ` ${className}` : ''}`}
    >
      {compact ? (
        <label htmlFor={id} className="visually-hidden">
          {label}
        </label>
      ) : (
        // The star stays outside the label, so the field's name is exactly its label.
        <div className="field-head">
          <label htmlFor={id} className="field-label">
            {label}
          </label>
          {required && (
            <span className="field-required" aria-hidden="true">
              *
            </span>
          )}
        </div>
      )}
      <div className="field-box">
        {start}
        <input
          id={id}
          className="field-input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={compact ? label : input.placeholder}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {end}
      </div>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
