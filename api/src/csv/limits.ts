// docs/architecture.md §5.1: what one CSV or spreadsheet upload may make the API read. A file past a bound is refused
// with one 400 (reason FILE_TOO_LARGE) before or while it is read, in a worker thread, never on the event loop.

/** Data rows one upload may hold (the header row not counted); a 10,000-employee CSV is about 1.5 MB. */
export const MAX_UPLOAD_ROWS = 10_000;
/** Columns one row may hold; the widest template (subcontractors) has 28. */
export const MAX_UPLOAD_COLUMNS = 64;
/** Entries of an .xlsx archive; a workbook written by Excel or SheetJS has 10 to 20. */
export const MAX_ZIP_ENTRIES = 100;
/**
 * Bytes an .xlsx may inflate to, all entries together, declared or real: 10,000 rows of the 28 template columns
 * written by SheetJS as inline text (the largest way) are about 19 MB of XML.
 */
export const MAX_INFLATED_BYTES = 24 * 1024 * 1024;
/** Heap of the worker that reads one file (V8's old generation); reading that 19 MB sheet fits in 64 MB. */
export const PARSE_MEMORY_MB = 128;
/** Time the worker may take; reading that 19 MB sheet took 6 to 8 s on a busy shared core. */
export const PARSE_TIME_LIMIT_MS = 20_000;
/** Files read at once; further uploads wait their turn, so a burst of uploads cannot take every core or the memory. */
export const MAX_PARSE_WORKERS = 2;

export const LIMIT_MESSAGES = {
  tooManyRows: `The file is too large to read: at most ${MAX_UPLOAD_ROWS.toLocaleString('en-US')} rows.`,
  tooManyColumns: `The file is too large to read: at most ${MAX_UPLOAD_COLUMNS} columns.`,
} as const;
