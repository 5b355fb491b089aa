import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { toMoneyInput } from '../../../lib/money-input.ts';
import { useMoneyText } from '../../../lib/money-text.ts';
import { useRequestId } from '../../../lib/request-id.ts';
import { ErrorAlert, FormActions, serverFieldError, TextField } from '../../../ui/form/form-parts.tsx';
import { checkAmount } from './amount-check.ts';
import { useCreateDeposit } from './api/create-deposit.ts';
import { useDepositChannels } from './api/deposit-channels.ts';
import { ChannelCards } from './channel-cards.tsx';
import { useDepositFocus } from './deposit-focus.ts';
import { leaveFor } from './leave-for.ts';
import { quickAmounts } from './quick-amounts.ts';

/**
 * A new deposit: a channel, an amount within its limits (typed or a
 * shortcut), then the order. A gateway order leaves for the gateway's checkout
 * page in this tab (it sends the member back to `/?deposit=<reference>`); a
 * bank order shows its transfer details in place of this form.
 */
export function DepositForm() {
  const { t } = useTranslation('cashier');
  const money = useMoneyText();
  const channels = useDepositChannels();
  const create = useCreateDeposit();
  const requestId = useRequestId();
  const [picked, setPicked] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string>();
  const [leaving, setLeaving] = useState(false);

  if (channels.isPending) return <div className="cashier-loading" aria-busy="true" />;
  if (channels.isError) return <ErrorAlert error={channels.error} />;
  const list = channels.data.channels;
  if (list.length === 0) return <p className="cashier-empty">{t('deposit.noChannels')}</p>;
  const channel = list.find((item) => item.code === picked) ?? list[0];
  if (!channel) return null;
  const range = { min: money(channel.minAmount), max: money(channel.maxAmount) };

  const choose = (code: string) => {
    setPicked(code);
    setAmountError(undefined);
    create.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkAmount(amount, channel.minAmount, channel.maxAmount);
    setAmountError(checked.ok ? undefined : t(checked.key, range));
    if (!checked.ok) return;
    const body = {
      channelCode: channel.code,
      amount: checked.minor,
      requestId: requestId.idFor(`${channel.code}:${checked.minor}`),
    };
    create.mutate(body, {
      onSuccess: (order) => {
        requestId.done();
        if (order.kind === 'gateway' && order.payUrl) {
          setLeaving(true);
          leaveFor(order.payUrl);
        } else useDepositFocus.getState().show(order.reference);
      },
    });
  };

  const busy = create.isPending || leaving;
  return (
    <form className="cashier-box deposit-form" onSubmit={submit} noValidate aria-label={t('deposit.formLabel')}>
      <ChannelCards channels={list} selected={channel.code} onSelect={choose} />
      <TextField
        label={t('deposit.amount')}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('deposit.range', range)}
        value={amount}
        onChange={setAmount}
        error={amountError ?? serverFieldError(create.error, 'amount')}
      />
      <fieldset className="quick-amounts">
        <legend className="visually-hidden">{t('deposit.quickAmounts')}</legend>
        {quickAmounts(channel.minAmount, channel.maxAmount).map((minor) => (
          <button
            key={minor}
            type="button"
            className="quick-amount"
            aria-pressed={amount === toMoneyInput(minor)}
            onClick={() => {
              setAmount(toMoneyInput(minor));
              setAmountError(undefined);
            }}
          >
            {money(minor)}
          </button>
        ))}
      </fieldset>
      {leaving && (
        <p className="form-hint" role="status">
          {t('deposit.leaving')}
        </p>
      )}
      <FormActions
        error={create.error}
        busy={busy}
        submitLabel={channel.kind === 'gateway' ? t('deposit.pay') : t('deposit.createOrder')}
      />
    </form>
  );
}
