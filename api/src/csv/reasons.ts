import type { ReasonTable } from '../errors.js';

/** Reason code of a refused CSV upload, with what it means. */
export const CSV_REASONS = {
  rejected: { code: 'CSV_REJECTED', description: 'An uploaded CSV file was refused; the rows at fault are listed.' },
} as const satisfies ReasonTable;
