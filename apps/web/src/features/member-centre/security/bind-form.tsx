import { confirmBind, sendBindCode } from '@arcadia/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useCountries } from '../../../lib/brand.ts';
import { useUniqueId } from '../../../lib/use-unique-id.ts';
import { ErrorAlert, FormActions, serverFieldError, TextField } from '../../../ui/form/form-parts.tsx';
import { useMemberChange } from '../api/use-member-change.ts';
import { useCountdown } from './use-countdown.ts';

type Channel = 'mobile' | 'email';
type Field = 'target' | 'code';

const PHONE = /^\d{4,15}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface BindFormProps {
  channel: Channel;
  /** The member's country dialing code, if known: the default choice. */
  defaultCountry: string | null;
  onDone: () => void;
}

/**
 * Binds a mobile number or e-mail address: a code is sent to it (Get code,
 * then a countdown of the code's lifetime), and entering that code binds it.
 */
export function BindForm({ channel, defaultCountry, onDone }: BindFormProps) {
  const { t } = useTranslation('memberCentre');
  const countries = useCountries().data ?? [];
  const send = useMemberChange(sendBindCode, { refresh: false });
  const bind = useMemberChange(confirmBind);
  const [secondsLeft, startCountdown] = useCountdown();
  const countryId = useUniqueId();
  const [country, setCountry] = useState(defaultCountry ?? '');
  const [target, setTarget] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const dialing = country || countries[0]?.countryDialingCode || '';

  const getCode = () => {
    const value = target.trim();
    let problem: string | undefined;
    if (!value) problem = t('messages:input-required');
    else if (channel === 'mobile' && !PHONE.test(value)) problem = t('messages:invalid-phone');
    else if (channel === 'email' && !EMAIL.test(value)) problem = t('bind.emailFormat');
    setErrors({ target: problem });
    if (problem) return;
    bind.reset();
    send.mutate(channel === 'mobile' ? { channel, target: value, countryCode: dialing } : { channel, target: value }, {
      onSuccess: ({ expiredMinutes }) => startCountdown(expiredMinutes * 60),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    setErrors({ code: value ? undefined : t('messages:invalid-code') });
    if (!value) return;
    bind.mutate({ channel, code: value }, { onSuccess: onDone });
  };

  const label = channel === 'mobile' ? t('bind.mobile') : t('bind.email');
  return (
    <form
      className="security-form"
      onSubmit={submit}
      noValidate
      aria-label={channel === 'mobile' ? t('bind.mobileFormLabel') : t('bind.emailFormLabel')}
    >
      <div className="form-inline">
        {channel === 'mobile' && (
          <div className="form-field form-country">
            <label htmlFor={countryId}>{t('bind.countryCode')}</label>
            <select id={countryId} value={dialing} onChange={(event) => setCountry(event.target.value)}>
              {countries.map((item) => (
                <option key={item.countryCode} value={item.countryDialingCode}>
                  +{item.countryDialingCode} {item.countryCode}
                </option>
              ))}
            </select>
          </div>
        )}
        <TextField
          className="form-grow"
          label={label}
          type={channel === 'email' ? 'email' : 'tel'}
          inputMode={channel === 'email' ? 'email' : 'numeric'}
          autoComplete={channel === 'email' ? 'email' : 'tel-national'}
          value={target}
          onChange={setTarget}
          error={errors.target ?? serverFieldError(send.error, 'target')}
          data-autofocus
        />
        <button
          type="button"
          className="button button-ghost form-code-button"
          disabled={secondsLeft > 0 || send.isPending}
          onClick={getCode}
        >
          {secondsLeft > 0 ? t('bind.resendIn', { seconds: secondsLeft }) : t('bind.getCode')}
        </button>
      </div>
      <ErrorAlert error={send.error} />
      {send.isSuccess && (
        <p className="form-success" role="status">
          {t('bind.codeSent')}
        </p>
      )}
      <TextField
        label={t('bind.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={12}
        value={code}
        onChange={setCode}
        error={errors.code ?? serverFieldError(bind.error, 'code')}
      />
      <FormActions error={bind.error} busy={bind.isPending} submitLabel={t('bind.confirm')} />
    </form>
  );
}
