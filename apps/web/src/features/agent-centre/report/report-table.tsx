import type { ReactNode } from 'react';
import { MoneyTable } from '../../../ui/money/money-table.tsx';

export interface ReportColumn<T> {
  label: string;
  numeric?: boolean;
  cell: (row: T) => ReactNode;
  /** The cell's own class (a money tone). */
  tone?: (row: T) => string;
}

interface ReportTableProps<T> {
  caption: string;
  columns: readonly ReportColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string;
  /** A totals row under the body: its cells by column, blank where none. */
  foot?: readonly ReactNode[];
}

/** A report's rows in a table that scrolls sideways on a narrow screen, with an optional totals row. */
export function ReportTable<T>({ caption, columns, rows, rowKey, foot }: ReportTableProps<T>) {
  return (
    <MoneyTable
      columns={columns}
      caption={caption}
      className="record-table agent-table"
      foot={
        foot && (
          <tr>
            {columns.map((column, index) => (
              <td key={column.label} className={column.numeric ? 'is-number' : undefined}>
                {foot[index]}
              </td>
            ))}
          </tr>
        )
      }
    >
      {rows.map((row, index) => (
        <tr key={rowKey(row, index)}>
          {columns.map((column) => (
            <td
              key={column.label}
              className={[column.numeric ? 'is-number' : '', column.tone?.(row) ?? ''].join(' ').trim() || undefined}
            >
              {column.cell(row)}
            </td>
          ))}
        </tr>
      ))}
    </MoneyTable>
  );
}
