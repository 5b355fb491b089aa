/** A cell of an exported table: text as it is, numbers as written. */
export type Cell = string | number;

/**
 * RFC 4180 text: a cell with a comma, quote or line break is quoted and its quotes
 * doubled; a cell that a spreadsheet would read as a formula (= + - @ first) gets a
 * leading apostrophe, unless it is a plain number. Lines end with CRLF.
 */
export function toCsv(rows: readonly (readonly Cell[])[]): string {
  const cell = (value: Cell) => {
    let text = String(value);
    if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return rows.map((row) => row.map(cell).join(',')).join('\r\n');
}

/** Minor units as a plain decimal a spreadsheet reads as a number ("-1234.50"). */
export const csvMoney = (minor: number) => {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** Saves the rows as a UTF-8 CSV file (with a byte-order mark, so spreadsheets read the accents and scripts). */
export function downloadCsv(fileName: string, rows: readonly (readonly Cell[])[]): void {
  const blob = new Blob([`\uFEFF${toCsv(rows)}\r\n`], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
