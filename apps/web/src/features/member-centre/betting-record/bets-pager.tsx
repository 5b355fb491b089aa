import { useTranslation } from 'react-i18next';

interface BetsPagerProps {
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Previous and next, with "Page x of y" between them. */
export function BetsPager({ label, page, pages, onPage }: BetsPagerProps) {
  const { t } = useTranslation('bets');
  return (
    <nav className="record-pager" aria-label={label}>
      <button type="button" className="button button-ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('previous')}
      </button>
      <span className="record-page" aria-live="polite">
        {t('pageOf', { page, pages })}
      </span>
      <button type="button" className="button button-ghost" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('next')}
      </button>
    </nav>
  );
}
