import { useTranslation } from 'react-i18next';

interface MoneyPagerProps {
  /** Names the list it pages, e.g. "Recent deposits pages". */
  label: string;
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/** Previous, "Page n of m", next; nothing when everything fits on one page. */
export function MoneyPager({ label, page, totalPages, onChange }: MoneyPagerProps) {
  const { t } = useTranslation('cashier');
  if (totalPages <= 1) return null;
  return (
    <nav className="money-pager" aria-label={label}>
      <button type="button" className="button button-ghost" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t('pager.previous')}
      </button>
      <span className="money-pager-status">{t('pager.status', { page, total: totalPages })}</span>
      <button
        type="button"
        className="button button-ghost"
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        {t('pager.next')}
      </button>
    </nav>
  );
}
