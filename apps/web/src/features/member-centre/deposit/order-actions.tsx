import type { DepositOrder } from '@arcadia/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { ErrorAlert } from '../../../ui/form/form-parts.tsx';
import { ProofPicker } from '../../../ui/money/proof-picker.tsx';
import { useCancelDeposit } from './api/cancel-deposit.ts';
import { useUploadDepositProof } from './api/upload-deposit-proof.ts';

/** A pending bank order's proof of transfer: picked, checked, uploaded at once; a new pick replaces it. */
export function ProofUpload({ order }: { order: DepositOrder }) {
  const { t } = useTranslation('cashier');
  const upload = useUploadDepositProof(order.reference);
  return (
    <div className="order-proof">
      <ProofPicker
        label={order.hasProof ? t('proof.replace') : t('proof.upload')}
        disabled={upload.isPending}
        onPick={(file) => {
          upload.reset();
          if (file) upload.mutate(file);
        }}
      />
      {upload.isPending && (
        <p className="form-hint" aria-busy="true">
          {t('proof.uploading')}
        </p>
      )}
      {order.hasProof && !upload.isPending && (
        <p className="form-success" role="status">
          {t('proof.received')}
        </p>
      )}
      <ErrorAlert error={upload.error} />
    </div>
  );
}

/** Cancels a pending order, after a second click that says so. */
export function CancelOrder({ order }: { order: DepositOrder }) {
  const { t } = useTranslation('cashier');
  const cancel = useCancelDeposit(order.reference);
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" className="button button-ghost" onClick={() => setAsking(true)}>
        {t('order.cancel')}
      </button>
    );
  }
  return (
    <div className="order-cancel">
      <p>{t('order.cancelQuestion')}</p>
      <div className="form-actions">
        <button type="button" className="button" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
          {t('order.cancelConfirm')}
        </button>
        <button type="button" className="button button-ghost" onClick={() => setAsking(false)}>
          {t('order.keep')}
        </button>
      </div>
      <ErrorAlert error={cancel.error} />
    </div>
  );
}
