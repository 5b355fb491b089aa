import { changePassword } from '@arcadia/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react.tsx';
import { ApiError, call } from '../../lib/api.ts';
import { useAuth, useSignOut } from '../../lib/auth.ts';
import { useBrand } from '../../lib/brand.ts';
import { memberInfoQuery } from '../../lib/member.ts';
import { useNavigate } from '../../lib/router/router.tsx';
import { useUi } from '../../lib/ui-store.ts';
import { Modal } from '../../ui/modal/modal.tsx';
import { useAuthFlow } from './auth-flow-store.ts';
import { AuthForm } from './auth-form.tsx';
import { fieldErrors } from './error-message.ts';
import { newPasswordErrors } from './field-rules.ts';
import { NewPasswordFields } from './fields/new-password-fields.tsx';
import { PasswordField } from './fields/password-field.tsx';
import { useAuthForm } from './use-auth-submit.ts';

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
  const {
    values,
    setValues,
    set,
    errors,
    formError,
    busy,
    submit: run,
  } = useAuthForm<Record<Field, string>>({
    oldPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const askOld = !(forced && storedOld);

  const submit = () =>
    run(
      {
        oldPassword: askOld && !values.oldPassword ? t('messages:input-required') : null,
        ...newPasswordErrors(registerRules, values, t),
      },
      async () => {
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
      },
      (failure) => {
        const byField = fieldErrors(failure);
        if (failure instanceof ApiError && failure.code === 'wrong-password') byField.oldPassword = failure.message;
        return byField;
      },
    );

  // A forced change is all this session may do: leaving it ends the session.
  const close = forced
    ? () => {
        useAuthFlow.getState().set({ forcedOldPassword: null });
        void signOut();
      }
    : onClose;
  return (
    <Modal open={open} onClose={close} title={t('changePassword.title')} width={440} height={0} className="auth-modal">
      <AuthForm onSubmit={submit} error={formError} busy={busy} submitLabel={t('submit')}>
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
        <NewPasswordFields
          values={values}
          errors={errors}
          onNewPassword={set('newPassword')}
          onConfirm={set('confirmPassword')}
        />
      </AuthForm>
    </Modal>
  );
}

const pick = ({ newPassword, confirmPassword }: Record<Field, string>) => ({ newPassword, confirmPassword });
