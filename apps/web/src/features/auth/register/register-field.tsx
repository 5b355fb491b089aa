import { useTranslation } from '../../../i18n/react.tsx';
import { CaptchaField } from '../fields/captcha-field.tsx';
import { CountryCodeSelect } from '../fields/country-code-select.tsx';
import { GetCodeButton } from '../fields/get-code-button.tsx';
import { PasswordField } from '../fields/password-field.tsx';
import { TextField } from '../fields/text-field.tsx';
import type { RegisterField as Field } from './register-fields.ts';

interface RegisterFieldProps {
  field: Field;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  countryCode: string;
  onCountryCode: (code: string) => void;
  /** For the code field's Get code button. */
  sendCode: () => Promise<{ expiredMinutes: number }>;
  validateMobile: () => boolean;
  captchaVersion: number;
}

const INPUT_HINTS: Partial<
  Record<Field['key'], { type?: string; autoComplete?: string; inputMode?: 'numeric' | 'tel' | 'email' }>
> = {
  username: { autoComplete: 'username' },
  password: { autoComplete: 'new-password' },
  confirmPassword: { autoComplete: 'new-password' },
  paymentPassword: { autoComplete: 'off', inputMode: 'numeric' },
  mobileNum: { autoComplete: 'tel-national', inputMode: 'tel' },
  verificationCode: { autoComplete: 'one-time-code', inputMode: 'numeric' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  payeeName: { autoComplete: 'name' },
};

/** One registration field, drawn by its kind: password, mobile with country code, SMS code, captcha or text. */
export function RegisterField({
  field,
  value,
  onChange,
  error,
  countryCode,
  onCountryCode,
  sendCode,
  validateMobile,
  captchaVersion,
}: RegisterFieldProps) {
  const { t } = useTranslation('auth');
  const { key, rule } = field;
  if (key === 'captcha') {
    return <CaptchaField value={value} onChange={onChange} error={error} version={captchaVersion} />;
  }
  const common = {
    label: t(`field.${key}`),
    value,
    onChange,
    error,
    required: rule.required,
    maxLength: key === 'verificationCode' ? 12 : rule.maxLength,
    ...INPUT_HINTS[key],
  };
  if (key === 'password' || key === 'confirmPassword' || key === 'paymentPassword') {
    return <PasswordField {...common} />;
  }
  if (key === 'mobileNum') {
    return <TextField {...common} start={<CountryCodeSelect value={countryCode} onChange={onCountryCode} />} />;
  }
  if (key === 'verificationCode') {
    return <TextField {...common} end={<GetCodeButton validate={validateMobile} send={sendCode} />} />;
  }
  return <TextField {...common} />;
}
