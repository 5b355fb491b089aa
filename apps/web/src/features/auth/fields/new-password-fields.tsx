import { useTranslation } from '../../../i18n/react.tsx';
import type { NewPasswordValues } from '../field-rules.ts';
import { PasswordField } from './password-field.tsx';

type Setter = (value: string) => void;

interface NewPasswordFieldsProps {
  values: NewPasswordValues;
  errors: Partial<Record<keyof NewPasswordValues, string | null>>;
  onNewPassword: Setter;
  /** Given, the confirmation is asked too. */
  onConfirm?: Setter;
}

/** The new password and, when the form asks for one, its confirmation. */
export function NewPasswordFields({ values, errors, onNewPassword, onConfirm }: NewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      <PasswordField
        label={t('changePassword.new')}
        value={values.newPassword}
        onChange={onNewPassword}
        error={errors.newPassword}
        required
        autoComplete="new-password"
      />
      {onConfirm && (
        <PasswordField
          label={t('changePassword.confirm')}
          value={values.confirmPassword ?? ''}
          onChange={onConfirm}
          error={errors.confirmPassword}
          required
          autoComplete="new-password"
        />
      )}
    </>
  );
}
