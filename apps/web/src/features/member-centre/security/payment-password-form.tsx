import { checkRule, setPaymentPassword } from '@arcadia/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useBrand } from '../../../lib/brand.ts';
import { FormActions, serverFieldError, TextField } from '../../../ui/form/form-parts.tsx';
import { useMemberChange } from '../api/use-member-change.ts';

type Field = 'password' | 'paymentPassword' | 'confirm';

const FIELDS: readonly { field: Field; label: string; autoComplete: string }[] = [
  { field: 'password', label: 'payment.loginPassword', autoComplete: 'current-password' },
  { field: 'paymentPassword', label: 'payment.newPassword', autoComplete: 'new-password' },
  { field: 'confirm', label: 'payment.confirm', autoComplete: 'new-password' },
];

/**
 * Sets or changes the payment password; the login password confirms it is
 * the member. The brand's payment-password rule (from its register settings)
 * is checked here as the server checks it, with the same message.
 */
export function PaymentPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('memberCentre');
  const { registerRules } = useBrand();
  const change = useMemberChange(setPaymentPassword);
  const [values, setValues] = useState<Record<Field, string>>({ password: '', paymentPassword: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (field: Field) => (value: string) => setValues((old) => ({ ...old, [field]: value }));

  const validate = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    const required = t('messages:input-required');
    if (!values.password) found.password = required;
    const rule = registerRules.find((item) => item.key === 'paymentPassword');
    const failure = rule ? checkRule({ ...rule, required: true }, values.paymentPassword) : null;
    if (failure) found.paymentPassword = t(`messages:${failure.key}`, failure.params);
    else if (!values.paymentPassword) found.paymentPassword = required;
    if (!values.confirm) found.confirm = required;
    else if (values.confirm !== values.paymentPassword) found.confirm = t('messages:passwords-mismatch');
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate({ password: values.password, paymentPassword: values.paymentPassword }, { onSuccess: onDone });
  };

  const fieldError = (field: Field) => errors[field] ?? serverFieldError(change.error, field);
  return (
    <form className="security-form" onSubmit={submit} noValidate aria-label={t('payment.formLabel')}>
      {FIELDS.map(({ field, label, autoComplete }, index) => (
        <TextField
          key={field}
          label={t(label)}
          type="password"
          autoComplete={autoComplete}
          value={values[field]}
          onChange={set(field)}
          error={fieldError(field)}
          data-autofocus={index === 0 || undefined}
        />
      ))}
      <FormActions error={change.error} busy={change.isPending} submitLabel={t('save')} />
    </form>
  );
}
