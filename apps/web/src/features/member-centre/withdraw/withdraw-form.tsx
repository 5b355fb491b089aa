import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { toMoneyInput } from '../../../lib/money-input.ts';
import { useMoneyText } from '../../../lib/money-text.ts';
import { useRequestId } from '../../../lib/request-id.ts';
import { useUniqueId } from '../../../lib/use-unique-id.ts';
import { FormActions, serverFieldError, TextField } from '../../../ui/form/form-parts.tsx';
import { checkAmount } from '../deposit/amount-check.ts';
import { useRequestWithdrawal } from './api/request-withdrawal.ts';
import type { WithdrawSettings } from './withdraw-limits.tsx';

type Field = 'amount' | 'paymentPassword';

/**
 * A withdrawal to a bound account: the amount (within the brand's range and
 * the main balance) and the payment password. The amount is held at once.
 */
export function WithdrawForm({ settings }: { settings: WithdrawSettings }) {
  const { t } = useTranslation('cashier');
  const money = useMoneyText();
  const selectId = useUniqueId();
  const request = useRequestWithdrawal();
  const requestId = useRequestId();
  const { limits, accounts, mainBalance } = settings;
  const [accountId, setAccountId] = useState(accounts[0]?.id ?? '');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const noneLeft = limits.usedToday >= limits.dailyCount;
  const range = { min: money(limits.minAmount), max: money(limits.maxAmount) };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    const checked = checkAmount(amount, limits.minAmount, limits.maxAmount);
    if (!checked.ok) found.amount = t(checked.key, range);
    else if (checked.minor > mainBalance) found.amount = t('amount.overBalance');
    if (password === '') found.paymentPassword = t('bind.required');
    setProblems(found);
    if (!checked.ok || Object.keys(found).length > 0) return;
    const chosen = accounts.some((account) => account.id === accountId) ? accountId : (accounts[0]?.id ?? '');
    request.mutate(
      {
        amount: checked.minor,
        accountId: chosen,
        paymentPassword: password,
        requestId: requestId.idFor(`${chosen}:${checked.minor}`),
      },
      {
        onSuccess: () => {
          requestId.done();
          setAmount('');
          setPassword('');
        },
      },
    );
  };

  // A new amount starts a new withdrawal: the last one's message goes.
  const changeAmount = (value: string) => {
    setAmount(value);
    if (request.isSuccess || request.isError) request.reset();
  };

  const fieldError = (field: Field) => problems[field] ?? serverFieldError(request.error, field);
  return (
    <form className="cashier-box withdraw-form" onSubmit={submit} noValidate aria-label={t('withdraw.formLabel')}>
      <div className="form-field">
        <label htmlFor={selectId}>{t('withdraw.account')}</label>
        <select id={selectId} value={accountId} onChange={(event) => setAccountId(event.target.value)}>
          {accounts.map((account) => (
            <option key={account.id} value={account.id}>
              {t('withdraw.accountOption', account)}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={t('withdraw.amount')}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('deposit.range', range)}
        value={amount}
        onChange={changeAmount}
        error={fieldError('amount')}
      />
      <button
        type="button"
        className="link-button withdraw-all"
        disabled={mainBalance < limits.minAmount}
        onClick={() => changeAmount(toMoneyInput(Math.min(mainBalance, limits.maxAmount)))}
      >
        {t('withdraw.all')}
      </button>
      <TextField
        label={t('paymentPassword')}
        type="password"
        autoComplete="off"
        value={password}
        onChange={setPassword}
        error={fieldError('paymentPassword')}
      />
      {noneLeft && <p className="form-hint">{t('withdraw.noneLeft')}</p>}
      {request.isSuccess && (
        <p className="form-success" role="status">
          {t('withdraw.requested', { reference: request.data.reference, amount: money(request.data.amount) })}
        </p>
      )}
      <FormActions error={request.error} busy={request.isPending || noneLeft} submitLabel={t('withdraw.submit')} />
    </form>
  );
}
