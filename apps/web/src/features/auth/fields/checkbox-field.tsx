import type { ReactNode } from 'react';
import './fields.css';

/** A checkbox with its label beside it, and an optional error under it. */
export function CheckboxField({
  checked,
  onChange,
  children,
  error,
  className,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  error?: string | null;
  className?: string;
}) {
  return (
    <div className={`check${className ? ` ${className}` : ''}`}>
      <label className="check-label">
        <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
        <span>{children}</span>
      </label>
      {error && <p className="field-error">{error}</p>}
    </div>
  );
}
