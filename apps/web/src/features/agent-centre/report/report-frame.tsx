import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { ErrorAlert } from '../../../ui/form/form-parts.tsx';
import { PanelPage } from '../../../ui/panel/panel-page.tsx';
import { type Cell, downloadCsv } from './csv.ts';

interface ReportFrameProps<D> {
  /** The page's key: its heading's id and its title. */
  page: string;
  title: string;
  filters: ReactNode;
  query: { data?: D; error: unknown; isFetching: boolean };
  /** Days picked the wrong way round: nothing is asked and nothing shown. */
  badRange?: boolean;
  /** The CSV export: its file name and every row (a header first). */
  exportAs?: { fileName: string; rows: () => Promise<Cell[][]> };
  children: (data: D) => ReactNode;
}

/** An agent report: a heading, its filters and CSV export in a row, then the results. */
export function ReportFrame<D>({ page, title, filters, query, badRange, exportAs, children }: ReportFrameProps<D>) {
  const { t } = useTranslation('agentCentre');
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<unknown>(null);
  const data = badRange ? undefined : query.data;
  const save = async () => {
    if (!exportAs) return;
    setExporting(true);
    setExportError(null);
    try {
      downloadCsv(exportAs.fileName, await exportAs.rows());
    } catch (error) {
      setExportError(error);
    } finally {
      setExporting(false);
    }
  };
  return (
    <PanelPage id={`agent-page-${page}`} title={title} className="agent-report">
      <div className="agent-filters">
        {filters}
        {exportAs && (
          <button
            type="button"
            className="button button-ghost agent-export"
            disabled={exporting || !data}
            aria-busy={exporting}
            onClick={save}
          >
            {exporting ? t('export.working') : t('export.csv')}
          </button>
        )}
      </div>
      <ErrorAlert error={badRange ? null : (query.error ?? exportError)} />
      <div className="agent-report-body" aria-busy={query.isFetching}>
        {data && children(data)}
      </div>
    </PanelPage>
  );
}
