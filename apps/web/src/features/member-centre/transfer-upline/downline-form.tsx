import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useMoneyText } from '../../../lib/money-text.ts';
import { useRequestId } from '../../../lib/request-id.ts';
import { FormActions, serverFieldError, TextField } from '../../../ui/form/form-parts.tsx';
import { AmountField, checkAmount } from '../wallet/amount-field.tsx';
import { useTransferToDownline } from './api/transfer-to-downline.ts';
import { needsPaymentPassword, PaymentPasswordHint } from './password-hint.tsx';

interface Errors {
  account?: string;
  amount?: string;
  password?: string;
}

/** An agent's transfer to a member of their downline: account, amount, payment password. */
export function DownlineForm() {
  const { t } = useTranslation('wallet');
  const money = useMoneyText();
  const send = useTransferToDownline();
  const requestId = useRequestId();
  const [account, setAccount] = useState('');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const required = t('messages:input-required');
    const checked = checkAmount(amount, t);
    const found: Errors = {
      account: account.trim() ? undefined : required,
      amount: checked.ok ? undefined : checked.message,
      password: password ? undefined : required,
    };
    setErrors(found);
    setSent(null);
    if (!checked.ok || found.account || found.password || send.isPending) return;
    const target = account.trim();
    const id = requestId.idFor(`${target}:${checked.minor}:${password}`);
    send.mutate(
      { account: target, amount: checked.minor, paymentPassword: password, requestId: id },
      {
        onSuccess: (value) => {
          requestId.done();
          setSent(t('downline.sent', { amount: money(checked.minor), account: value.account }));
          setAccount('');
          setAmount('');
          setPassword('');
        },
      },
    );
  };

  return (
    <form className="transfer-form" onSubmit={submit} noValidate aria-label={t('downline.formLabel')}>
      {sent && (
        <p className="form-success" role="status">
          {sent}
        </p>
      )}
      <TextField
        label={t('downline.account')}
        value={account}
        onChange={setAccount}
        error={errors.account ?? serverFieldError(send.error, 'account')}
        autoComplete="off"
        maxLength={64}
      />
      <AmountField value={amount} onChange={setAmount} error={errors.amount} />
      <TextField
        label={t('password.label')}
        type="password"
        autoComplete="off"
        value={password}
        onChange={setPassword}
        error={errors.password}
      />
      <FormActions error={send.error} busy={send.isPending} submitLabel={t('downline.submit')} />
      {needsPaymentPassword(send.error) && <PaymentPasswordHint />}
    </form>
  );
}
