import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { ErrorAlert } from '../../ui/form/form-parts.tsx';
import { PanelPage } from '../../ui/panel/panel-page.tsx';
import './record-page.css';

interface RecordPageProps<D> {
  /** The page's menu key: its id and its heading. */
  page: 'transactionHistory' | 'personalHistoryCopy' | 'personalProfit';
  filters: ReactNode;
  /** The page's query; a start after the end asks nothing and shows nothing. */
  query: { data?: D; error: unknown; isFetching: boolean };
  badRange: boolean;
  /** The page's own look of the results, beside the shared one. */
  bodyClassName?: string;
  /** The results, once there are some. */
  children: (data: D) => ReactNode;
}

/** Account record, betting record, profit and loss: the filters in a row, then the results of the query. */
export function RecordPage<D>({ page, filters, query, badRange, bodyClassName, children }: RecordPageProps<D>) {
  const { t } = useTranslation('memberCentre');
  const data = badRange ? undefined : query.data;
  return (
    <PanelPage id={`centre-page-${page}`} title={t(`page.${page}`)} className="centre-page record-page">
      <div className="record-filters">{filters}</div>
      <ErrorAlert error={badRange ? null : query.error} />
      <div className={bodyClassName ? `record-body ${bodyClassName}` : 'record-body'} aria-busy={query.isFetching}>
        {data && children(data)}
      </div>
    </PanelPage>
  );
}
