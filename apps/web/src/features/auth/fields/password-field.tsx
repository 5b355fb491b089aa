import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { EyeIcon } from './eye-icon.tsx';
import { TextField, type TextFieldProps } from './text-field.tsx';

/** A password input with a show/hide toggle. */
export function PasswordField({ toggle = true, ...props }: Omit<TextFieldProps, 'type'> & { toggle?: boolean }) {
  const { t } = useTranslation('auth');
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      end={
        toggle ? (
          <button
            type="button"
            className="field-icon-button"
            aria-label={t('showPassword')}
            aria-pressed={shown}
            onClick={() => setShown((value) => !value)}
          >
            <EyeIcon size={18} crossed={!shown} />
          </button>
        ) : undefined
      }
    />
  );
}
