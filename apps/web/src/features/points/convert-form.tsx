import type { PointConfig } from '@arcadia/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useMoneyText } from '../../lib/money-text.ts';
import { useRequestId } from '../../lib/request-id.ts';
import { FormActions, TextField } from '../../ui/form/form-parts.tsx';
import { useConvertPoints } from './api/convert-points.ts';
import { PaymentPasswordNote } from './payment-password-note.tsx';

/** What `points` convert to at the brand ratio, rounded down to the minor unit (as the server does). */
export const pointsToMoney = (points: number, pointsRatio: number) => Math.floor((points * 100) / pointsRatio);

interface Props {
  balance: number;
  config: PointConfig;
  onClose: () => void;
}

/** Points to convert (the money shown before sending), the payment password, and the answer. */
export function ConvertForm({ balance, config, onClose }: Props) {
  const { t } = useTranslation('points');
  const money = useMoneyText();
  const convert = useConvertPoints();
  const requestId = useRequestId();
  const [points, setPoints] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ points?: string; password?: string }>({});
  const [done, setDone] = useState<string | null>(null);
  const parsed = /^\d{1,10}$/.test(points.trim()) ? Number(points.trim()) : null;
  const min = config.pointsRequired;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const pointsError =
      parsed === null
        ? t('convert.whole')
        : parsed < min
          ? t('convert.min', { min })
          : parsed > balance
            ? t('convert.max', { points: balance })
            : undefined;
    const found = { points: pointsError, password: password ? undefined : t('messages:input-required') };
    setErrors(found);
    setDone(null);
    if (found.points || found.password || parsed === null || convert.isPending) return;
    const id = requestId.idFor(`${parsed}:${password}`);
    convert.mutate(
      { points: parsed, paymentPassword: password, requestId: id },
      {
        onSuccess: (value) => {
          requestId.done();
          setDone(t('convert.done', { points: value.points, amount: money(value.amount) }));
          setPoints('');
          setPassword('');
        },
      },
    );
  };

  return (
    <form className="convert-form" onSubmit={submit} noValidate aria-label={t('convert.formLabel')}>
      <h2 className="mall-heading">{t('convert.title')}</h2>
      <p className="form-hint">{t('convert.ratio', { ratio: config.pointsRatio, one: money(100), min })}</p>
      {done && (
        <p className="form-success" role="status">
          {done}
        </p>
      )}
      <div className="convert-points">
        <TextField
          label={t('convert.points')}
          inputMode="numeric"
          autoComplete="off"
          value={points}
          onChange={setPoints}
          error={errors.points}
        />
        <button type="button" className="link-button" onClick={() => setPoints(String(balance))}>
          {t('convert.all')}
        </button>
      </div>
      {parsed !== null && parsed > 0 && (
        <p className="convert-preview">
          {t('convert.preview', { amount: money(pointsToMoney(parsed, config.pointsRatio)) })}
        </p>
      )}
      <TextField
        label={t('convert.password')}
        type="password"
        autoComplete="off"
        value={password}
        onChange={setPassword}
        error={errors.password}
      />
      <FormActions error={convert.error} busy={convert.isPending} submitLabel={t('convert.submit')}>
        <button type="button" className="button button-ghost" onClick={onClose}>
          {t('convert.cancel')}
        </button>
      </FormActions>
      <PaymentPasswordNote error={convert.error} />
    </form>
  );
}
