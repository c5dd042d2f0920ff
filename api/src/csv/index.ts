import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../errors.js';
import { readTable } from './read-table.js';
import { CSV_REASONS } from './reasons.js';

// Shared by every CSV upload (employees, positions, owners): reading the multipart file, parsing with a
// header row, and refusing a whole file with every bad cell listed. Layouts and row rules live in the modules.

export const CSV_MESSAGES = {
  noFile: 'Select a file to upload.',
  wrongType: 'Only .csv files can be uploaded.',
  empty: 'The file is empty.',
  noRows: 'The file has no data rows.',
} as const;

/** Upper bound of one CSV upload; a 10,000-employee file is about 1.5 MB. */
export const MAX_CSV_BYTES = 20 * 1024 * 1024;

export interface RowError {
  line: number;
  column: string;
  reason: string;
}

/** A refused file: 400 with every bad cell listed; nothing was written. */
export class CsvRejected extends Error {
  constructor(readonly rows: RowError[]) {
    const lines = new Set(rows.map((r) => r.line)).size;
    super(`${lines} ${lines === 1 ? 'row is' : 'rows are'} not valid; nothing was imported.`);
  }
}

export interface CsvRow {
  /** Line of the file the record ends on (the header is line 1). */
  line: number;
  cells: Record<string, string>;
}

const normalizeHeader = (name: string) => name.trim().toLowerCase().replace(/[\s-]+/g, '_');

/** Whether an upload is a CSV text file: a .csv name or a text/csv type, and no binary bytes. */
export function assertCsvFile(filename: string | undefined, mimetype: string | undefined, content: Buffer): void {
  const byName = /\.csv$/i.test(filename ?? '');
  const byType = /^text\/csv\b/i.test(mimetype ?? '');
  if (!byName && !byType) throw new HttpError(400, CSV_MESSAGES.wrongType, { file: CSV_MESSAGES.wrongType });
  if (content.includes(0)) throw new HttpError(400, CSV_MESSAGES.wrongType, { file: CSV_MESSAGES.wrongType });
}

/**
 * Parses a CSV file with a header row, in a worker within docs/architecture.md §5.1's bounds (400 FILE_TOO_LARGE past
 * them). Headers are matched case-insensitively (spaces and dashes read as underscores); columns not in the layout
 * are ignored. 400 for an empty file, a file without data rows, missing columns or broken CSV quoting.
 */
export async function parseCsv(
  content: Uint8Array | string, columns: readonly string[], optional: ReadonlySet<string> = new Set(),
): Promise<CsvRow[]> {
  const read = await readTable({ kind: 'csv', content: typeof content === 'string' ? Buffer.from(content) : content });
  if (!read.ok) {
    if (read.failure === 'invalidCsv') {
      const message = `The file is not valid CSV: ${read.detail}`;
      throw new HttpError(400, message, { file: message });
    }
    // A CSV has no other way to fail to be read than being empty.
    throw new HttpError(400, CSV_MESSAGES.empty, { file: CSV_MESSAGES.empty });
  }
  const [header, ...body] = read.rows.map((record, i) => ({ record, line: read.lines[i]! }));
  const names = header!.record.map(normalizeHeader);
  const missing = columns.filter((c) => !optional.has(c) && !names.includes(c));
  if (missing.length > 0) {
    const message = `The file is missing these columns: ${missing.join(', ')}. Expected: ${columns.join(',')}.`;
    throw new HttpError(400, message, { file: message });
  }
  const rows = body.filter((r) => r.record.some((cell) => cell !== ''));
  if (rows.length === 0) throw new HttpError(400, CSV_MESSAGES.noRows, { file: CSV_MESSAGES.noRows });
  const index = new Map(columns.map((c) => [c, names.indexOf(c)]));
  return rows.map(({ record, line }) => {
    const cells: Record<string, string> = {};
    for (const [column, i] of index) cells[column] = i >= 0 ? (record[i] ?? '') : '';
    return { line, cells };
  });
}

/**
 * Reads the one uploaded file of a multipart request (400 when there is none or it is not CSV).
 * The route's plugin must register @fastify/multipart.
 */
export async function readCsvUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpError(400, CSV_MESSAGES.noFile, { file: CSV_MESSAGES.noFile });
  const part = await request.file();
  if (!part) throw new HttpError(400, CSV_MESSAGES.noFile, { file: CSV_MESSAGES.noFile });
  const content = await part.toBuffer();
  assertCsvFile(part.filename, part.mimetype, content);
  return content;
}


/** The 400 answer of a refused file: `{ error, rows, reason }`. */
export function sendRejected(reply: FastifyReply, err: CsvRejected) {
  return reply.code(400).send({ error: err.message, rows: err.rows, reason: CSV_REASONS.rejected.code });
}
