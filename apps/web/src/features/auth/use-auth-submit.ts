import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { errorMessage, fieldErrors } from './error-message.ts';

/** Messages by field; null clears a field's message. */
export type FieldMessages<F extends string> = Partial<Record<F, string | null>>;

/**
 * The submit cycle the auth forms share: show the local check's messages and
 * stop on any; else run the call, busy meanwhile. A failed call's messages go
 * to their fields, or to the form when it names none.
 */
export function useAuthSubmit<F extends string>() {
  const { t } = useTranslation('auth');
  const [errors, setErrors] = useState<FieldMessages<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (
    found: FieldMessages<F>,
    action: () => Promise<void>,
    // The server may name a field the form lacks: its message then shows nowhere, and no form error either.
    toFields: (failure: unknown) => FieldMessages<F> = (failure) => fieldErrors(failure) as FieldMessages<F>,
  ) => {
    setErrors(found);
    if (busy || Object.values(found).some(Boolean)) return;
    setBusy(true);
    setFormError(null);
    try {
      await action();
    } catch (failure) {
      const byField = toFields(failure);
      setErrors(byField);
      if (Object.keys(byField).length === 0) setFormError(errorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };

  return { errors, setErrors, formError, busy, submit };
}

/** useAuthSubmit that keeps the form's values too; editing a field clears its message. */
export function useAuthForm<V extends Record<string, string>>(initial: V) {
  const [values, setValues] = useState(initial);
  const submitting = useAuthSubmit<Extract<keyof V, string>>();
  const { setErrors } = submitting;
  const set = (field: Extract<keyof V, string>) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: null }));
  };
  return { ...submitting, values, setValues, set };
}
