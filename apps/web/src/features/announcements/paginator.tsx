import { useTranslation } from '../../i18n/react.tsx';
import './paginator.css';

export type PageItem = number | 'gap';

/**
 * The page buttons to show: all of them when few, else seven slots — the
 * first and last pages and a run around the current one, with gaps between.
 */
export function pageItems(page: number, totalPages: number): PageItem[] {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, at) => from + at);
  if (totalPages <= 7) return range(1, totalPages);
  if (page <= 4) return [...range(1, 5), 'gap', totalPages];
  if (page >= totalPages - 3) return [1, 'gap', ...range(totalPages - 4, totalPages)];
  return [1, 'gap', ...range(page - 1, page + 1), 'gap', totalPages];
}

interface PaginatorProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/** Previous, numbered pages and next; nothing when there is a single page. */
export function Paginator({ page, totalPages, onChange }: PaginatorProps) {
  const { t } = useTranslation('notice');
  if (totalPages <= 1) return null;
  return (
    <nav className="paginator" aria-label={t('pagination.label')}>
      <button
        type="button"
        className="paginator-step"
        aria-label={t('pagination.previous')}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        ‹
      </button>
      {pageItems(page, totalPages).map((item, at) =>
        item === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place.
          <span key={`gap-${at}`} className="paginator-gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className="paginator-page"
            aria-label={t('pagination.page', { n: item })}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onChange(item)}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className="paginator-step"
        aria-label={t('pagination.next')}
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        ›
      </button>
    </nav>
  );
}
