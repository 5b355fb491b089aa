import type { Withdrawal } from '@arcadia/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useMoneyText } from '../../../lib/money-text.ts';
import { FormActions } from '../../../ui/form/form-parts.tsx';
import { ProofPicker } from '../../../ui/money/proof-picker.tsx';
import { useConfirmWithdrawal } from './api/confirm-withdrawal.ts';

interface ConfirmReceiptProps {
  withdrawal: Withdrawal;
  /** Which answer the member chose: received, or not received. */
  received: boolean;
  onClose: () => void;
}

/**
 * The member's answer to a paid withdrawal. Received may carry a proof;
 * not received must (a statement showing the money did not arrive), and an
 * operator then settles it as received or refunded.
 */
export function ConfirmReceipt({ withdrawal, received, onClose }: ConfirmReceiptProps) {
  const { t } = useTranslation('cashier');
  const money = useMoneyText();
  const confirm = useConfirmWithdrawal(withdrawal.reference);
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const params = { reference: withdrawal.reference, amount: money(withdrawal.amount) };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!received && !file) {
      setMissing(true);
      return;
    }
    // mutateAsync: the history's refetch (no longer paid) removes this form, and React Query skips
    // the callbacks of a mutate whose form is gone; the history's answering state is cleared either way.
    confirm.mutateAsync({ received, file }).then(onClose, () => {});
  };

  return (
    <form
      className="confirm-receipt"
      onSubmit={submit}
      noValidate
      aria-label={t(received ? 'confirm.receivedTitle' : 'confirm.notReceivedTitle', params)}
    >
      <p>{t(received ? 'confirm.receivedText' : 'confirm.notReceivedText', params)}</p>
      <ProofPicker
        label={t(received ? 'confirm.proofOptional' : 'confirm.proof')}
        disabled={confirm.isPending}
        error={missing ? t('messages:proof-required') : undefined}
        onPick={(picked) => {
          setFile(picked);
          setMissing(false);
        }}
      />
      <FormActions
        error={confirm.error}
        busy={confirm.isPending}
        submitLabel={t(received ? 'confirm.submitReceived' : 'confirm.submitNotReceived')}
      >
        <button type="button" className="button button-ghost" onClick={onClose}>
          {t('confirm.back')}
        </button>
      </FormActions>
    </form>
  );
}
