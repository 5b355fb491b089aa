import type { ReactNode } from 'react';

interface AuthFormProps {
  onSubmit: () => void | Promise<void>;
  /** The form-level error, shown as an alert above the actions. */
  error: string | null;
  busy: boolean;
  submitLabel: string;
  children: ReactNode;
  /** Rendered after the actions, still inside the form. */
  after?: ReactNode;
}

/** The auth dialogs' form: fields, then the form's error, then one submit button. */
export function AuthForm({ onSubmit, error, busy, submitLabel, children, after }: AuthFormProps) {
  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {children}
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
      <div className="auth-actions">
        <button type="submit" className="button" disabled={busy}>
          {submitLabel}
        </button>
      </div>
      {after}
    </form>
  );
}
