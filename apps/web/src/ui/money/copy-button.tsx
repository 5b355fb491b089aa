import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import './money-parts.css';

type Outcome = 'idle' | 'copied' | 'failed';

/**
 * Copies a value (an account number, a reference) to the clipboard. The value
 * is on screen beside it too, selectable, for a browser that refuses.
 */
export function CopyButton({ value, what }: { value: string; what: string }) {
  const { t } = useTranslation('common');
  const [outcome, setOutcome] = useState<Outcome>('idle');

  useEffect(() => {
    if (outcome === 'idle') return;
    const timer = setTimeout(() => setOutcome('idle'), 2000);
    return () => clearTimeout(timer);
  }, [outcome]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };

  return (
    <>
      <button type="button" className="copy-button" aria-label={t('copy.label', { what })} onClick={copy}>
        {t('copy.action')}
      </button>
      <span className="copy-outcome" role="status">
        {outcome === 'copied' ? t('copy.done') : outcome === 'failed' ? t('copy.failed') : ''}
      </span>
    </>
  );
}
