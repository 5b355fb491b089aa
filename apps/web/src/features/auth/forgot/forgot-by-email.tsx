import { checkRule, forgotByEmail } from '@arcadia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/api.ts';
import { Dialog } from '../../../ui/modal/dialog.tsx';
import { errorMessage, fieldErrors } from '../error-message.ts';
import { TextField } from '../fields/text-field.tsx';

const EMAIL_RULE = {
  key: 'email',
  enabled: true,
  required: true,
  patternId: 4,
  minLength: 3,
  maxLength: 128,
  acceptedPattern: '*',
};

/** By e-mail: username and the account's e-mail; a reset link is sent and a dialog says so. */
export function ForgotByEmail({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('auth');
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async () => {
    const emailFailure = checkRule(EMAIL_RULE, email.trim());
    const found = {
      username: username.trim() ? null : t('messages:input-required'),
      email: emailFailure ? t(`messages:${emailFailure.key}`, emailFailure.params) : null,
    };
    setErrors(found);
    if (busy || found.username || found.email) return;
    setBusy(true);
    setFormError(null);
    try {
      await call(forgotByEmail, { body: { username: username.trim(), email: email.trim() } });
      setSent(true);
    } catch (failure) {
      const byField = fieldErrors(failure);
      setErrors(byField);
      if (Object.keys(byField).length === 0) setFormError(errorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField
        label={t('username')}
        value={username}
        onChange={setUsername}
        error={errors.username}
        required
        autoComplete="username"
        maxLength={64}
      />
      <TextField
        label={t('email')}
        value={email}
        onChange={setEmail}
        error={errors.email}
        required
        type="email"
        autoComplete="email"
        maxLength={128}
      />
      {formError && (
        <p role="alert" className="form-error">
          {formError}
        </p>
      )}
      <div className="auth-actions">
        <button type="submit" className="button" disabled={busy}>
          {t('sendLink')}
        </button>
      </div>
      <Dialog
        open={sent}
        onClose={() => {
          setSent(false);
          onDone();
        }}
        message={t('linkSent')}
        submitLabel={t('in_increase_submit')}
      />
    </form>
  );
}
