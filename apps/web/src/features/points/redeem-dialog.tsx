import { REDEEM_MAX_QUANTITY, type Redemption, type Reward } from '@arcadia/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useRequestId } from '../../lib/request-id.ts';
import { FormActions, serverFieldError, TextField } from '../../ui/form/form-parts.tsx';
import { Modal } from '../../ui/modal/modal.tsx';
import { useRedeemReward } from './api/redeem-reward.ts';
import { PaymentPasswordNote } from './payment-password-note.tsx';

interface Props {
  reward: Reward;
  balance: number;
  onClose: () => void;
  onSeeHistory: () => void;
}

interface Errors {
  quantity?: string;
  receiver?: string;
  password?: string;
}

/**
 * Redeeming one reward: how many, where it goes (an address for goods, a mobile
 * number for cash), the payment password. The answer names the redemption, in process.
 */
export function RedeemDialog({ reward, balance, onClose, onSeeHistory }: Props) {
  const { t } = useTranslation('points');
  const redeem = useRedeemReward();
  const requestId = useRequestId();
  const [quantity, setQuantity] = useState('1');
  const [receiver, setReceiver] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState<Redemption | null>(null);
  const max = Math.max(1, Math.min(reward.stock, REDEEM_MAX_QUANTITY));
  const count = /^\d{1,2}$/.test(quantity) ? Number(quantity) : 0;
  const total = reward.points * count;
  const cash = reward.kind === 'cash';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      quantity: count >= 1 && count <= max ? undefined : t('redeem.quantityRange', { max }),
      receiver: receiver.trim().length >= 5 ? undefined : t('redeem.addressShort'),
      password: password ? undefined : t('messages:input-required'),
    };
    if (!found.quantity && total > balance) found.quantity = t('redeem.notEnough', { points: total - balance });
    setErrors(found);
    if (found.quantity || found.receiver || found.password || redeem.isPending) return;
    const body = { rewardId: reward.id, quantity: count, receiver: receiver.trim() };
    const id = requestId.idFor(JSON.stringify(body));
    redeem.mutate(
      { ...body, paymentPassword: password, requestId: id },
      {
        onSuccess: (value) => {
          requestId.done();
          setDone(value.redemption);
        },
      },
    );
  };

  return (
    <Modal open onClose={onClose} title={t('redeem.title', { name: reward.name })} className="redeem-modal">
      {done ? (
        <div className="redeem-done">
          <p className="form-success" role="status">
            {t('redeem.done', { reference: done.reference })}
          </p>
          <div className="form-actions">
            <button type="button" className="button" onClick={onSeeHistory}>
              {t('redeem.seeHistory')}
            </button>
            <button type="button" className="button button-ghost" onClick={onClose}>
              {t('redeem.close')}
            </button>
          </div>
        </div>
      ) : (
        <form className="redeem-form" onSubmit={submit} noValidate aria-label={t('redeem.formLabel')}>
          <TextField
            label={t('redeem.quantity')}
            inputMode="numeric"
            value={quantity}
            onChange={setQuantity}
            error={errors.quantity}
          />
          <TextField
            label={cash ? t('redeem.mobile') : t('redeem.address')}
            inputMode={cash ? 'tel' : 'text'}
            autoComplete={cash ? 'tel' : 'street-address'}
            value={receiver}
            onChange={setReceiver}
            error={errors.receiver ?? serverFieldError(redeem.error, 'receiver')}
          />
          <p className="form-hint">{cash ? t('redeem.mobileHint') : t('redeem.addressHint')}</p>
          <TextField
            label={t('redeem.password')}
            type="password"
            autoComplete="off"
            value={password}
            onChange={setPassword}
            error={errors.password}
          />
          <p className="redeem-total">{t('redeem.total', { points: total.toLocaleString('en-US') })}</p>
          <FormActions error={redeem.error} busy={redeem.isPending} submitLabel={t('redeem.submit')} />
          <PaymentPasswordNote error={redeem.error} />
        </form>
      )}
    </Modal>
  );
}
