import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { TextField } from '../../../ui/form/form-parts.tsx';

/** A member account to narrow a report to, applied on Search (or Enter); empty shows everyone. */
export function AccountFilter({ value, onChange }: { value: string; onChange: (account: string) => void }) {
  const { t } = useTranslation('agentCentre');
  const [text, setText] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(text.trim());
  };
  return (
    <form className="agent-search" onSubmit={submit}>
      <TextField label={t('accountSearch')} value={text} onChange={setText} maxLength={32} autoComplete="off" />
      <button type="submit" className="button button-ghost">
        {t('search')}
      </button>
    </form>
  );
}
