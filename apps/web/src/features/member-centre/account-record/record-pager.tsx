import { useTranslation } from 'react-i18next';

interface RecordPagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Previous and next, with "Page x of y" between them. */
export function RecordPager({ page, pages, onPage }: RecordPagerProps) {
  const { t } = useTranslation('wallet');
  return (
    <nav className="record-pager" aria-label={t('record.paging')}>
      <button type="button" className="button button-ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('record.previous')}
      </button>
      <span className="record-page" aria-live="polite">
        {t('record.pageOf', { page, pages })}
      </span>
      <button type="button" className="button button-ghost" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('record.next')}
      </button>
    </nav>
  );
}
