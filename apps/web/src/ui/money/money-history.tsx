import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { ErrorAlert } from '../form/form-parts.tsx';
import { Pager } from '../pager/pager.tsx';
import { type Column, MoneyTable } from './money-table.tsx';
import './money-parts.css';

interface MoneyHistoryProps<T> {
  /** The heading's id; the heading names the section and its table. */
  id: string;
  title: string;
  emptyText: string;
  /** Names the pager, e.g. "Deposit pages". */
  pagerLabel: string;
  columns: readonly Column[];
  /** The page's query (one page of the list and how many pages there are). */
  query: {
    data?: { list: T[]; totalPages: number };
    error: unknown;
    isFetching: boolean;
    refetch: () => unknown;
  };
  page: number;
  onPage: (page: number) => void;
  /** The rows of the page's items. */
  children: (list: T[]) => ReactNode;
}

/** A money list (deposits, withdrawals), newest first: a heading with refresh, the table, and a pager past one page. */
export function MoneyHistory<T>(props: MoneyHistoryProps<T>) {
  const { id, title, emptyText, pagerLabel, columns, query, page, onPage, children } = props;
  const { t } = useTranslation('common');
  const { data } = query;
  return (
    <section className="cashier-history" aria-labelledby={id}>
      <div className="cashier-history-head">
        <h4 id={id} className="cashier-heading">
          {title}
        </h4>
        <button
          type="button"
          className="button button-ghost"
          disabled={query.isFetching}
          onClick={() => query.refetch()}
        >
          {t('refresh')}
        </button>
      </div>
      <ErrorAlert error={query.error} />
      {data && data.list.length === 0 && <p className="cashier-empty">{emptyText}</p>}
      {data && data.list.length > 0 && (
        <MoneyTable columns={columns} labelledBy={id} className="cashier-table">
          {children(data.list)}
        </MoneyTable>
      )}
      {data && data.totalPages > 1 && <Pager label={pagerLabel} page={page} pages={data.totalPages} onPage={onPage} />}
    </section>
  );
}
