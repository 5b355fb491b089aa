import { firebaseLogin } from '@arcadia/contracts';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { ApiError, call } from '../../lib/api.ts';
import { useUi } from '../../lib/ui-store.ts';
import { Modal } from '../../ui/modal/modal.tsx';
import { type IdentityChannel, obtainIdToken } from './api/identity-token.ts';
import { useAuthFlow } from './auth-flow-store.ts';
import { AuthForm } from './auth-form.tsx';
import { errorMessage } from './error-message.ts';
import { TextField } from './fields/text-field.tsx';
import { useCompleteLogin } from './use-complete-login.ts';

const ICONS: Record<IdentityChannel, string> = {
  google:
    'M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.8h5.4a4.6 4.6 0 0 1-2 3v2.5h3.3c1.9-1.8 2.9-4.4 2.9-7.3ZM12 22c2.7 0 5-.9 6.7-2.4l-3.3-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3v2.6A10 10 0 0 0 12 22Zm-5.6-8a6 6 0 0 1 0-3.9V7.5H3a10 10 0 0 0 0 9l3.4-2.5ZM12 6c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 0 0 3 7.5l3.4 2.6C7.2 7.8 9.4 6 12 6Z',
  facebook:
    'M22 12a10 10 0 1 0-11.6 9.9v-7H7.9V12h2.5V9.8c0-2.5 1.5-3.9 3.8-3.9 1.1 0 2.2.2 2.2.2v2.5h-1.3c-1.2 0-1.6.8-1.6 1.6V12h2.8l-.4 2.9h-2.3v7A10 10 0 0 0 22 12Z',
};

/**
 * Google and Facebook login (FIREBASE_LOGIN). The provider's sign-in window
 * yields an ID token for the chosen account; an unknown account goes on to
 * registration with that token.
 */
export function SocialLogin() {
  const { t } = useTranslation('auth');
  const [channel, setChannel] = useState<IdentityChannel | null>(null);
  return (
    <fieldset className="social-login">
      <legend className="visually-hidden">{t('socialLogin')}</legend>
      {(['google', 'facebook'] as const).map((option) => (
        <button
          key={option}
          type="button"
          className={`social-button social-${option}`}
          onClick={() => setChannel(option)}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path d={ICONS[option]} fill="currentColor" />
          </svg>
          {t(option)}
        </button>
      ))}
      {channel && <IdentityPrompt channel={channel} onClose={() => setChannel(null)} />}
    </fieldset>
  );
}

/** The provider's sign-in window, played locally: the visitor names the account to use. */
function IdentityPrompt({ channel, onClose }: { channel: IdentityChannel; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const completeLogin = useCompleteLogin();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const signIn = async () => {
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) return setError(t('messages:pattern.4', { length: '6-128' }));
    setBusy(true);
    setError(null);
    let idToken = '';
    try {
      idToken = await obtainIdToken(channel, email.trim());
      const value = await call(firebaseLogin, { body: { firebaseChannel: channel, firebaseIdToken: idToken } });
      onClose();
      await completeLogin(value, { account: email.trim(), type: 'firebase' });
    } catch (failure) {
      setBusy(false);
      if (failure instanceof ApiError && failure.code === 'account-not-found' && idToken) {
        useAuthFlow.getState().set({
          registerPrefill: { firebaseChannel: channel, firebaseIdToken: idToken, email: email.trim() },
        });
        onClose();
        useUi.getState().openAuthModal('register');
        return;
      }
      setError(errorMessage(failure, t));
    }
  };

  return (
    <Modal open onClose={onClose} title={t('identity.title', { provider: t(channel) })} width={420} height={0}>
      <AuthForm onSubmit={signIn} error={error} busy={busy} submitLabel={t('identity.continue')}>
        <p className="auth-hint">{t('identity.hint', { provider: t(channel) })}</p>
        <TextField
          label={t('email')}
          value={email}
          onChange={setEmail}
          type="email"
          autoComplete="email"
          required
          data-autofocus
        />
      </AuthForm>
    </Modal>
  );
}
