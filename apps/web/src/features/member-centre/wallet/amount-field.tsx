import { useTranslation } from '../../../i18n/react.tsx';
import type { TFunction } from '../../../i18n/translator.ts';
import { type MoneyInputError, parseMoneyInput } from '../../../lib/money-input.ts';
import { TextField } from '../../../ui/form/form-parts.tsx';
import './amount-field.css';

export type AmountCheck = { ok: true; minor: number } | { ok: false; message: string };

/** The typed amount as minor units, or the message to show under the field. */
export function checkAmount(text: string, t: TFunction): AmountCheck {
  const parsed = parseMoneyInput(text);
  if (parsed.ok && parsed.minor > 0) return parsed;
  const messages: Record<MoneyInputError | 'zero', string> = {
    required: t('amount.required'),
    format: t('amount.format'),
    decimals: t('amount.decimals'),
    'too-large': t('amount.tooLarge'),
    zero: t('amount.zero'),
  };
  return { ok: false, message: messages[parsed.ok ? 'zero' : parsed.error] };
}

interface AmountFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Fills in the whole available amount; no "All" button without it. */
  onAll?: () => void;
  autoFocus?: boolean;
}

/** An amount in major units ("1,000.50"), with an optional "All" shortcut beside it. */
export function AmountField({ value, onChange, error, onAll, autoFocus }: AmountFieldProps) {
  const { t } = useTranslation('wallet');
  return (
    <div className="amount-field">
      <TextField
        className="form-grow"
        label={t('amount.label')}
        value={value}
        onChange={onChange}
        error={error}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('amount.placeholder')}
        data-autofocus={autoFocus || undefined}
      />
      {onAll && (
        <button type="button" className="button button-ghost amount-all" onClick={onAll}>
          {t('amount.all')}
        </button>
      )}
    </div>
  );
}
