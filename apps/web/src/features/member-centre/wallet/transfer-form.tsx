import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { toMoneyInput } from '../../../lib/money-input.ts';
import { useRequestId } from '../../../lib/request-id.ts';
import { FormActions } from '../../../ui/form/form-parts.tsx';
import { AmountField, checkAmount } from './amount-field.tsx';
import { useWalletTransfer } from './api/wallet-transfer.ts';

export type Direction = 'in' | 'out';

interface TransferFormProps {
  direction: Direction;
  vendorCode: string;
  vendorName: string;
  /** What "All" fills in: the main balance going in, the vendor's balance coming out. */
  available: number;
  onDone: (minor: number) => void;
  onCancel: () => void;
}

/** Moves an amount from main into a vendor wallet, or back out of it. */
export function TransferForm({ direction, vendorCode, vendorName, available, onDone, onCancel }: TransferFormProps) {
  const { t } = useTranslation('wallet');
  const transfer = useWalletTransfer();
  const requestId = useRequestId();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkAmount(amount, t);
    setError(checked.ok ? undefined : checked.message);
    if (!checked.ok || transfer.isPending) return;
    const id = requestId.idFor(`${direction}:${vendorCode}:${checked.minor}`);
    transfer.mutate(
      { type: direction, vendorCode, amount: checked.minor, requestId: id },
      {
        onSuccess: () => {
          requestId.done();
          onDone(checked.minor);
        },
      },
    );
  };

  const title = direction === 'in' ? t('vendors.inTo', { name: vendorName }) : t('vendors.outOf', { name: vendorName });
  return (
    <form className="wallet-transfer-form" onSubmit={submit} noValidate aria-label={title}>
      <AmountField
        value={amount}
        onChange={setAmount}
        error={error}
        onAll={() => setAmount(toMoneyInput(available))}
        autoFocus
      />
      <FormActions error={transfer.error} busy={transfer.isPending} submitLabel={t('confirm')}>
        <button type="button" className="button button-ghost" onClick={onCancel}>
          {t('cancel')}
        </button>
      </FormActions>
    </form>
  );
}
