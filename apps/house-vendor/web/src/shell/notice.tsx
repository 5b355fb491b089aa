import { useEffect } from 'react';
import { useShell } from './shell-context.tsx';

/** A refusal or failure, in the player's language, over the page's foot; it goes by itself. */
export function Notice() {
  const { notice, showNotice, t } = useShell();
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => showNotice(null), 6000);
    return () => clearTimeout(timer);
  }, [notice, showNotice]);
  if (!notice) return null;
  return (
    <div className="notice" role="alert">
      <span>{notice}</span>
      <button type="button" className="notice-close" onClick={() => showNotice(null)} aria-label={t('shell.dismiss')}>
        ×
      </button>
    </div>
  );
}
