import { useTranslation } from '../../i18n/react.tsx';
import './pager.css';

interface PagerProps {
  /** Names the list it pages, e.g. "Deposit pages". */
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Previous and next, with "Page x of y" between them. */
export function Pager({ label, page, pages, onPage }: PagerProps) {
  const { t } = useTranslation('common');
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" className="button button-ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </button>
      <span className="pager-status" aria-live="polite">
        {t('pager.pageOf', { page, pages })}
      </span>
      <button type="button" className="button button-ghost" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </button>
    </nav>
  );
}
