import { changePassword } from '@arcadia/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, call } from '../../lib/api.ts';
import { useAuth, useSignOut } from '../../lib/auth.ts';
import { useBrand } from '../../lib/brand.ts';
import { memberInfoQuery } from '../../lib/member.ts';
import { useUi } from '../../lib/ui-store.ts';
import { Modal } from '../../ui/modal/modal.tsx';
import { useAuthFlow } from './auth-flow-store.ts';
import { errorMessage, fieldErrors } from './error-message.ts';
import { newPasswordMessage } from './field-rules.ts';
import { PasswordField } from './fields/password-field.tsx';

type Field = 'oldPassword' | 'newPassword' | 'confirmPassword';

/**
 * Change password (site-shell §4): old, new and confirm; the new token replaces
 * the old one and the user goes home. A forced change (weak default or
 * expired password) already knows the old password from the login.
 */
export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const { registerRules } = useBrand();
  const forced = useAuth((auth) => auth.mustChangePassword);
  const storedOld = useAuthFlow((flow) => flow.forcedOldPassword);
  const signOut = useSignOut();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<Field, string>>({
    oldPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string | null>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const askOld = !(forced && storedOld);
  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: null }));
  };

  const validate = () => {
    const found: Partial<Record<Field, string | null>> = {
      oldPassword: askOld && !values.oldPassword ? t('messages:input-required') : null,
      newPassword: newPasswordMessage(registerRules, values.newPassword, t),
      confirmPassword: values.confirmPassword === values.newPassword ? null : t('messages:passwords-mismatch'),
    };
    setErrors(found);
    return !Object.values(found).some(Boolean);
  };

  const submit = async () => {
    if (busy || !validate()) return;
    setBusy(true);
    setFormError(null);
    try {
      const { token } = await call(changePassword, {
        body: { oldPassword: askOld ? values.oldPassword : (storedOld ?? undefined), ...pick(values) },
      });
      useAuth.getState().replaceToken(token);
      useAuthFlow.getState().set({ forcedOldPassword: null });
      setValues({ oldPassword: '', newPassword: '', confirmPassword: '' });
      await queryClient.fetchQuery(memberInfoQuery()).catch(() => undefined);
      if (forced) useUi.getState().openAuthModal('afterLogin');
      else onClose();
      navigate('/');
    } catch (failure) {
      const byField = fieldErrors(failure);
      if (failure instanceof ApiError && failure.code === 'wrong-password') byField.oldPassword = failure.message;
      setErrors(byField);
      if (Object.keys(byField).length === 0) setFormError(errorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };

  // A forced change is all this session may do: leaving it ends the session.
  const close = forced
    ? () => {
        useAuthFlow.getState().set({ forcedOldPassword: null });
        void signOut();
      }
    : onClose;
  return (
    <Modal open={open} onClose={close} title={t('changePassword.title')} width={440} height={0} className="auth-modal">
      <form
        className="auth-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {forced && <p className="auth-hint">{t('changePassword.forced')}</p>}
        {askOld && (
          <PasswordField
            label={t('changePassword.old')}
            value={values.oldPassword}
            onChange={set('oldPassword')}
            error={errors.oldPassword}
            required
            autoComplete="current-password"
          />
        )}
        <PasswordField
          label={t('changePassword.new')}
          value={values.newPassword}
          onChange={set('newPassword')}
          error={errors.newPassword}
          required
          autoComplete="new-password"
        />
        <PasswordField
          label={t('changePassword.confirm')}
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          error={errors.confirmPassword}
          required
          autoComplete="new-password"
        />
        {formError && (
          <p role="alert" className="form-error">
            {formError}
          </p>
        )}
        <div className="auth-actions">
          <button type="submit" className="button" disabled={busy}>
            {t('submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

const pick = ({ newPassword, confirmPassword }: Record<Field, string>) => ({ newPassword, confirmPassword });
