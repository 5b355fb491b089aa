import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { toMoneyInput } from '../../../lib/money-input.ts';
import { useMoneyText } from '../../../lib/money-text.ts';
import { useRequestId } from '../../../lib/request-id.ts';
import { FormActions, TextField } from '../../../ui/form/form-parts.tsx';
import { AmountField, checkAmount } from '../wallet/amount-field.tsx';
import { useTransferToUpline } from './api/transfer-to-upline.ts';
import { needsPaymentPassword, PaymentPasswordHint } from './password-hint.tsx';

interface Errors {
  amount?: string;
  password?: string;
}

/** Amount and payment password; the answer names the upline who received it. */
export function UplineForm({ mainBalance }: { mainBalance: number | undefined }) {
  const { t } = useTranslation('wallet');
  const money = useMoneyText();
  const send = useTransferToUpline();
  const requestId = useRequestId();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkAmount(amount, t);
    const found: Errors = {
      amount: checked.ok ? undefined : checked.message,
      password: password ? undefined : t('messages:input-required'),
    };
    setErrors(found);
    setSent(null);
    if (!checked.ok || found.password || send.isPending) return;
    const id = requestId.idFor(`${checked.minor}:${password}`);
    send.mutate(
      { amount: checked.minor, paymentPassword: password, requestId: id },
      {
        onSuccess: (value) => {
          requestId.done();
          setSent(t('upline.sent', { amount: money(checked.minor), upline: value.upline }));
          setAmount('');
          setPassword('');
        },
      },
    );
  };

  return (
    <form className="transfer-form" onSubmit={submit} noValidate aria-label={t('upline.formLabel')}>
      {sent && (
        <p className="form-success" role="status">
          {sent}
        </p>
      )}
      <AmountField
        value={amount}
        onChange={setAmount}
        error={errors.amount}
        onAll={mainBalance === undefined ? undefined : () => setAmount(toMoneyInput(mainBalance))}
      />
      <TextField
        label={t('password.label')}
        type="password"
        autoComplete="off"
        value={password}
        onChange={setPassword}
        error={errors.password}
      />
      <FormActions error={send.error} busy={send.isPending} submitLabel={t('upline.submit')} />
      {needsPaymentPassword(send.error) && <PaymentPasswordHint />}
    </form>
  );
}
