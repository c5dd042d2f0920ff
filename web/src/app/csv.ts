// docs/architecture.md §5.2: the one CSV writer of the product (tracker and overall tracker exports, upload templates).
// A spreadsheet runs a cell that begins with =, +, -, @, a tab or a carriage return as a formula, so such a cell is
// neutralised as OWASP recommends: a single quote before it, and the cell quoted. A plain decimal number (a figure
// such as -21000.00) cannot be a formula and stays as it is, so the spreadsheet still reads it as a number.

/** null: an empty cell. */
export type CsvValue = string | null;

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(?:\.\d+)?$/;

/** Whether a spreadsheet could take the cell for a formula. */
export const isFormulaCell = (text: string) => FORMULA_START.test(text) && !PLAIN_NUMBER.test(text);

/** One cell: neutralised when it could run as a formula, quoted (quotes doubled) when it holds a quote, comma or line break (RFC 4180). */
export function csvCell(value: CsvValue): string {
  const text = value ?? '';
  if (isFormulaCell(text)) return `"'${text.replace(/"/g, '""')}"`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Lines of cells as CSV text, each line ended by `eol` (CRLF, as RFC 4180 writes, unless told otherwise). */
export function toCsvText(lines: readonly (readonly CsvValue[])[], eol: '\r\n' | '\n' = '\r\n'): string {
  return lines.map((line) => line.map(csvCell).join(',')).join(eol) + eol;
}
