import { forgotByEmail } from '@arcadia/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { call } from '../../../lib/api.ts';
import { Dialog } from '../../../ui/modal/dialog.tsx';
import { AuthForm } from '../auth-form.tsx';
import { ruleMessage } from '../field-rules.ts';
import { TextField } from '../fields/text-field.tsx';
import { useAuthSubmit } from '../use-auth-submit.ts';

const EMAIL_RULE = {
  key: 'email',
  enabled: true,
  required: true,
  patternId: 4,
  minLength: 3,
  maxLength: 128,
  acceptedPattern: '*',
};

/**
 * By e-mail: username and the account's e-mail. The server answers the same whether
 * or not they match an account (no enumeration), so the dialog says "if".
 */
export function ForgotByEmail({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('auth');
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const { errors, formError, busy, submit: run } = useAuthSubmit<'username' | 'email'>();
  const [sent, setSent] = useState(false);

  const submit = () =>
    run(
      {
        username: username.trim() ? null : t('messages:input-required'),
        email: ruleMessage(EMAIL_RULE, email.trim(), t),
      },
      async () => {
        await call(forgotByEmail, { body: { username: username.trim(), email: email.trim() } });
        setSent(true);
      },
    );

  return (
    <AuthForm
      onSubmit={submit}
      error={formError}
      busy={busy}
      submitLabel={t('sendLink')}
      after={
        <Dialog
          open={sent}
          onClose={() => {
            setSent(false);
            onDone();
          }}
          message={t('linkSent')}
          submitLabel={t('in_increase_submit')}
        />
      }
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
    </AuthForm>
  );
}
