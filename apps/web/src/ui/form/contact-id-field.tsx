import { CONTACT_ID_PATTERN, type ContactKind } from '@arcadia/contracts';
import { useTranslation } from '../../i18n/react.tsx';
import { TextField } from './form-parts.tsx';

/** The message when a Zalo or WhatsApp ID is missing or malformed (the server's own codes), or null when fine. */
export function contactProblem(kind: ContactKind, value: string): 'error_zalo' | 'error_whatsapp' | null {
  if (kind === 'none' || CONTACT_ID_PATTERN.test(value.trim())) return null;
  return kind === 'zalo' ? 'error_zalo' : 'error_whatsapp';
}

interface ContactIdFieldProps {
  kind: Exclude<ContactKind, 'none'>;
  value: string;
  onChange: (value: string) => void;
  /** Shown once the member tried to send. */
  showError: boolean;
}

/** The Zalo or WhatsApp ID a promotion asks for when redeeming (7–15 digits, the account's phone number). */
export function ContactIdField({ kind, value, onChange, showError }: ContactIdFieldProps) {
  const { t } = useTranslation('promotions');
  const problem = showError ? contactProblem(kind, value) : null;
  return (
    <TextField
      label={t(`contact.${kind}`)}
      value={value}
      onChange={onChange}
      inputMode="numeric"
      autoComplete="tel"
      error={problem ? t(`messages:${problem}`) : undefined}
    />
  );
}
