import { totpDisable, totpEnable, totpSetup } from '@arcadia/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { ErrorAlert, FormActions, serverFieldError, TextField } from '../../../ui/form/form-parts.tsx';
import { QrCode } from '../../../ui/qr/qr-code.tsx';
import { useMemberChange } from '../api/use-member-change.ts';

const SIX_DIGITS = /^\d{6}$/;

/** The six-digit code field and its check, shared by turning the authenticator on and off. */
function useCodeField() {
  const { t } = useTranslation('memberCentre');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const check = (): string | null => {
    const value = code.trim();
    const ok = SIX_DIGITS.test(value);
    setProblem(ok ? undefined : t('messages:invalid-code'));
    return ok ? value : null;
  };
  return { code, setCode, problem, check };
}

/** The code input, showing the local check's message or else the server's. */
function CodeField({ field, error }: { field: ReturnType<typeof useCodeField>; error: unknown }) {
  const { t } = useTranslation('memberCentre');
  return (
    <TextField
      label={t('totp.code')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      value={field.code}
      onChange={field.setCode}
      error={field.problem ?? serverFieldError(error, 'code')}
      data-autofocus
    />
  );
}

/**
 * Turns the authenticator on: a new secret is made when the form opens, shown
 * as a QR code and as text, and a code from the app confirms it.
 */
export function TotpEnableForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('memberCentre');
  const setup = useMemberChange(totpSetup, { refresh: false });
  const enable = useMemberChange(totpEnable);
  const field = useCodeField();
  const { mutate: start } = setup;
  // Once per opening: a second secret would replace the one already scanned.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start(undefined);
  }, [start]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = field.check();
    // mutateAsync, not mutate's onSuccess: the member's refetch turns TOTP on, which swaps this form
    // for the disable one, and React Query skips the callbacks of a mutate whose form is gone.
    if (code) enable.mutateAsync({ code }).then(onDone, () => {});
  };

  if (setup.isError) {
    return (
      <div className="security-form">
        <ErrorAlert error={setup.error} />
        <button type="button" className="button button-ghost" onClick={() => start(undefined)}>
          {t('common:retry')}
        </button>
      </div>
    );
  }
  if (!setup.data) return <div className="security-form" aria-busy="true" />;
  return (
    <form className="security-form totp-form" onSubmit={submit} noValidate aria-label={t('totp.enableFormLabel')}>
      <p className="form-hint">{t('totp.intro')}</p>
      <div className="totp-secret">
        <QrCode value={setup.data.otpauthUrl} size={168} margin={12} label={t('totp.qrLabel')} />
        <div>
          <p className="profile-label">{t('totp.secret')}</p>
          <code className="totp-key">{setup.data.secret}</code>
        </div>
      </div>
      <CodeField field={field} error={enable.error} />
      <FormActions error={enable.error} busy={enable.isPending} submitLabel={t('totp.turnOn')} />
    </form>
  );
}

/** Turns the authenticator off; a current code from it confirms. */
export function TotpDisableForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('memberCentre');
  const disable = useMemberChange(totpDisable);
  const field = useCodeField();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = field.check();
    // As for enabling: the refetch swaps this form for the enable one.
    if (code) disable.mutateAsync({ code }).then(onDone, () => {});
  };
  return (
    <form className="security-form" onSubmit={submit} noValidate aria-label={t('totp.disableFormLabel')}>
      <p className="form-hint">{t('totp.disableIntro')}</p>
      <CodeField field={field} error={disable.error} />
      <FormActions error={disable.error} busy={disable.isPending} submitLabel={t('totp.turnOff')} />
    </form>
  );
}
