import type { ReactNode } from 'react';
import './money-table.css';

export interface Column {
  label: string;
  /** Amounts and counts: right-aligned, in even-width digits. */
  numeric?: boolean;
  /** Named for assistive tech only (an actions column of row buttons). */
  hidden?: boolean;
}

interface MoneyTableProps {
  columns: readonly Column[];
  /** What the table is: a hidden caption, unless a heading names it (labelledBy). */
  caption?: string;
  labelledBy?: string;
  /** The page's own look, beside the shared one. */
  className: string;
  /** The body's rows. */
  children: ReactNode;
  /** Rows at the foot (a total). */
  foot?: ReactNode;
}

/**
 * A table of money rows that scrolls sideways in its frame when it is wider than the
 * page, its first column pinned. The frame is a named, focusable region, so a keyboard
 * scrolls it too.
 */
export function MoneyTable({ columns, caption, labelledBy, className, children, foot }: MoneyTableProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling frame takes focus so arrow keys scroll it (WCAG 2.1.1).
    // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls; this groups a table's scrolling frame.
    <div className="money-table-scroll" role="group" tabIndex={0} aria-label={caption} aria-labelledby={labelledBy}>
      <table className={`money-table ${className}`} aria-labelledby={labelledBy}>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={column.numeric ? 'is-number' : undefined}>
                {column.hidden ? <span className="visually-hidden">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
        {foot && <tfoot>{foot}</tfoot>}
      </table>
    </div>
  );
}
