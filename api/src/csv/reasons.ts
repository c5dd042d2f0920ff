import type { ReasonTable } from '../errors.js';

/** Reason codes of a refused CSV or spreadsheet upload, with what they mean. */
export const CSV_REASONS = {
  rejected: { code: 'CSV_REJECTED', description: 'An uploaded CSV file was refused; the rows at fault are listed.' },
  tooLarge: {
    code: 'FILE_TOO_LARGE',
    description: 'An uploaded CSV or spreadsheet holds more rows or columns, or inflates to more data, than one upload may; nothing was read past the bound.',
  },
} as const satisfies ReasonTable;
