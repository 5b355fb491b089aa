import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { FormActions, serverFieldError, TextField } from '../../../ui/form/form-parts.tsx';
import { useBindPayoutAccount } from './api/bind-payout-account.ts';

type Field = 'bankName' | 'accountName' | 'accountNumber' | 'paymentPassword';
type Values = Record<Field, string>;

const EMPTY: Values = { bankName: '', accountName: '', accountNumber: '', paymentPassword: '' };

/** The contract's rules for a payout account, checked before sending: the same the server applies. */
export function bindProblems(values: Values): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {};
  for (const field of ['bankName', 'accountName'] as const) {
    const length = values[field].trim().length;
    if (length === 0) found[field] = 'bind.required';
    else if (length < 2 || length > 64) found[field] = 'bind.nameLength';
  }
  const number = values.accountNumber.trim();
  if (number === '') found.accountNumber = 'bind.required';
  else if (!/^\d{6,24}$/.test(number)) found.accountNumber = 'bind.accountNumberRule';
  if (values.paymentPassword === '') found.paymentPassword = 'bind.required';
  return found;
}

interface BindAccountFormProps {
  /** Shown when the member already has an account and may go back to withdrawing. */
  onCancel?: () => void;
  onDone?: () => void;
}

/** Binds a bank account to receive withdrawals; the payment password confirms it. */
export function BindAccountForm({ onCancel, onDone }: BindAccountFormProps) {
  const { t } = useTranslation('cashier');
  const bind = useBindPayoutAccount();
  const [values, setValues] = useState<Values>(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const set = (field: Field) => (value: string) => setValues((old) => ({ ...old, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = bindProblems(values);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    bind.mutate(
      {
        bankName: values.bankName.trim(),
        accountName: values.accountName.trim(),
        accountNumber: values.accountNumber.trim(),
        paymentPassword: values.paymentPassword,
      },
      {
        onSuccess: () => {
          setValues(EMPTY);
          onDone?.();
        },
      },
    );
  };

  const error = (field: Field) => {
    const key = problems[field];
    return key ? t(key) : serverFieldError(bind.error, field);
  };
  return (
    <form className="cashier-box" onSubmit={submit} noValidate aria-labelledby="bind-account-title">
      <h4 id="bind-account-title" className="cashier-heading">
        {t('bind.title')}
      </h4>
      <p className="form-hint">{t('bind.hint')}</p>
      <TextField
        label={t('bind.bankName')}
        autoComplete="off"
        value={values.bankName}
        onChange={set('bankName')}
        error={error('bankName')}
      />
      <TextField
        label={t('bind.accountName')}
        autoComplete="name"
        value={values.accountName}
        onChange={set('accountName')}
        error={error('accountName')}
      />
      <TextField
        label={t('bind.accountNumber')}
        inputMode="numeric"
        autoComplete="off"
        value={values.accountNumber}
        onChange={set('accountNumber')}
        error={error('accountNumber')}
      />
      <TextField
        label={t('paymentPassword')}
        type="password"
        autoComplete="off"
        value={values.paymentPassword}
        onChange={set('paymentPassword')}
        error={error('paymentPassword')}
      />
      <FormActions error={bind.error} busy={bind.isPending} submitLabel={t('bind.submit')}>
        {onCancel && (
          <button type="button" className="button button-ghost" onClick={onCancel}>
            {t('bind.cancel')}
          </button>
        )}
      </FormActions>
    </form>
  );
}
