import { CLIENT_ERROR_CODES } from '@arcadia/contracts';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { TFunction } from '../../i18n/translator.ts';
import { ApiError } from '../../lib/api.ts';
import { useUniqueId } from '../../lib/use-unique-id.ts';
import './form-parts.css';

// Codes the browser makes up (no server sent a message): translated here.
const LOCAL_CODES: readonly string[] = [...CLIENT_ERROR_CODES, 'unknown-error'];

/** The message to show for a failed call: the server's own translated text when it sent one. */
export function errorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && !LOCAL_CODES.includes(error.code)) return error.message;
  const code = error instanceof ApiError ? error.code : 'unknown-error';
  return t(`messages:${code}`);
}

interface FieldFailure {
  field: string;
  message: string;
}

/** The server's message for one field of a validation failure (value.fields), if any. */
export function serverFieldError(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const fields = (error.value as { fields?: FieldFailure[] } | null)?.fields;
  return Array.isArray(fields) ? fields.find((item) => item.field === field)?.message : undefined;
}

/** A failed call's message, announced. */
export function ErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  if (!error) return null;
  // A server-side failure names its request, so the player can quote it to support.
  const reference = error instanceof ApiError && error.status >= 500 ? error.requestId : undefined;
  return (
    <p className="form-alert" role="alert">
      {errorText(error, t)}
      {reference ? <small className="form-alert-reference">{t('errorReference', { id: reference })}</small> : null}
    </p>
  );
}

interface FormActionsProps {
  /** The call's failure, announced above the buttons. */
  error: unknown;
  busy: boolean;
  submitLabel: string;
  /** Buttons after submit. */
  children?: ReactNode;
}

/** A form's end: the failed call's message, then submit (disabled while the call runs). */
export function FormActions({ error, busy, submitLabel, children }: FormActionsProps) {
  return (
    <>
      <ErrorAlert error={error} />
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy}>
          {submitLabel}
        </button>
        {children}
      </div>
    </>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** A labelled input with its error below, tied to it for assistive tech. */
export function TextField({ label, value, onChange, error, className, ...input }: TextFieldProps) {
  const id = useUniqueId();
  const errorId = `${id}-error`;
  return (
    <div className={className ? `form-field ${className}` : 'form-field'}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
