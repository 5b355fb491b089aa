import { sendDeviceCode, verifyDevice } from '@arcadia/contracts';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { call } from '../../lib/api.ts';
import { Modal } from '../../ui/modal/modal.tsx';
import { useAuthFlow } from './auth-flow-store.ts';
import { AuthForm } from './auth-form.tsx';
import { errorMessage } from './error-message.ts';
import { GetCodeButton } from './fields/get-code-button.tsx';
import { TextField } from './fields/text-field.tsx';
import { useCompleteLogin } from './use-complete-login.ts';

type Method = 'sms' | 'email' | 'totp';

/**
 * A login from a new device (verification-required): the member proves it by
 * SMS, e-mail or authenticator code, and the session is issued then.
 */
export function DeviceCheckModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const pending = useAuthFlow((flow) => flow.challenge);
  const completeLogin = useCompleteLogin();
  const [picked, setPicked] = useState<Method | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!pending) return null;
  const { challenge } = pending;
  const method = picked && challenge.methods.includes(picked) ? picked : (challenge.methods[0] ?? 'sms');
  const target: Record<Method, string> = {
    sms: t('device.sms', { target: challenge.maskedMobile ?? '' }),
    email: t('device.email', { target: challenge.maskedEmail ?? '' }),
    totp: t('device.totp'),
  };

  const verify = async () => {
    if (!code.trim()) return setError(t('messages:input-required'));
    setBusy(true);
    setError(null);
    try {
      const value = await call(verifyDevice, {
        body: { challengeId: challenge.challengeId, method, code: code.trim() },
      });
      await completeLogin(value, { account: pending.account, password: pending.password, type: 'username' });
    } catch (failure) {
      setError(errorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} onClose={onClose} title={t('device.title')} width={440} height={0} className="auth-modal">
      <AuthForm onSubmit={verify} error={error} busy={busy} submitLabel={t('device.verify')}>
        <p className="auth-hint">{t('device.hint')}</p>
        <fieldset className="choice-group">
          <legend>{t('device.method')}</legend>
          {challenge.methods.map((option) => (
            <label key={option} className="choice">
              <input
                type="radio"
                name="device-method"
                checked={method === option}
                onChange={() => {
                  setPicked(option);
                  setCode('');
                }}
              />
              <span>{target[option]}</span>
            </label>
          ))}
        </fieldset>
        <TextField
          label={t('code')}
          value={code}
          onChange={setCode}
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          end={
            method === 'totp' ? undefined : (
              <GetCodeButton
                key={method}
                validate={() => true}
                send={() => call(sendDeviceCode, { body: { challengeId: challenge.challengeId, method } })}
              />
            )
          }
        />
      </AuthForm>
    </Modal>
  );
}
