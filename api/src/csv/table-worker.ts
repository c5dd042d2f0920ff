import type { WorkBook } from '@e965/xlsx';
import { parentPort, workerData } from 'node:worker_threads';
import zlib from 'node:zlib';
import { MAX_INFLATED_BYTES, MAX_UPLOAD_COLUMNS, MAX_UPLOAD_ROWS } from './limits.js';
import type { TableAnswer, TableJob } from './read-table.js';

// docs/architecture.md §5.1: one uploaded file read in a worker thread of its own (read-table.ts starts it with a
// heap and a time limit): CSV by csv-parse, .xlsx/.xls (and the subcontractor upload's .csv) by SheetJS. Each reader
// stops one row past MAX_UPLOAD_ROWS, and an .xlsx's entries inflate natively with at most MAX_INFLATED_BYTES out,
// whatever sizes the archive declares.

// SheetJS reads zlib's bytesRead, which Node marks deprecated: a warning per upload would say nothing new.
process.noDeprecation = true;

let inflated = 0;
let overInflated = false;

/** Node's InflateRaw with a ceiling on what all entries of one archive inflate to; SheetJS's zip reader calls it. */
class BoundedInflateRaw extends zlib.InflateRaw {
  constructor() {
    super({ maxOutputLength: MAX_INFLATED_BYTES });
  }

  _processChunk(chunk: Uint8Array, flushFlag: number): Buffer {
    let out: Buffer;
    try {
      out = (zlib.InflateRaw.prototype as unknown as ProcessChunk)._processChunk.call(this, chunk, flushFlag);
    } catch (err) {
      if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') overInflated = true;
      throw err;
    }
    inflated += out.length;
    if (inflated > MAX_INFLATED_BYTES) {
      overInflated = true;
      throw new RangeError('inflated past the bound');
    }
    return out;
  }
}
interface ProcessChunk { _processChunk(this: zlib.InflateRaw, chunk: Uint8Array, flushFlag: number): Buffer }

const tooMany = (rows: number, columns: number): TableAnswer | undefined => {
  if (rows > MAX_UPLOAD_ROWS + 1) return { ok: false, failure: 'tooManyRows' };
  if (columns > MAX_UPLOAD_COLUMNS) return { ok: false, failure: 'tooManyColumns' };
  return undefined;
};

/** A header row and data rows by csv-parse; blank lines skipped, cells trimmed, `lines` the line each record ends on. */
async function readCsv(content: Uint8Array): Promise<TableAnswer> {
  // Each kind loads only its reader: SheetJS alone takes a worker longer to load than a 1 MB CSV takes to read.
  const { CsvError, parse } = await import('csv-parse/sync');
  const text = Buffer.from(content).toString('utf8');
  if (text.replace(/^\uFEFF/, '').trim() === '') return { ok: false, failure: 'empty' };
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true, info: true, relax_column_count: true, skip_empty_lines: true, trim: true, to: MAX_UPLOAD_ROWS + 2,
    }) as never;
  } catch (err) {
    if (err instanceof CsvError) return { ok: false, failure: 'invalidCsv', detail: err.message };
    throw err;
  }
  const over = tooMany(records.length, Math.max(0, ...records.map((r) => r.record.length)));
  if (over) return over;
  return { ok: true, rows: records.map((r) => r.record), lines: records.map((r) => r.info.lines) };
}

/** The first sheet as text cells, blank rows kept; `lines` the sheet's row numbers. */
async function readSheet(content: Uint8Array, csv: boolean): Promise<TableAnswer> {
  const XLSX = await import('@e965/xlsx');
  XLSX.CFB.utils.use_zlib({ InflateRaw: BoundedInflateRaw, deflateRawSync: zlib.deflateRawSync } as never);
  let book: WorkBook;
  // One row past the bound is read so a file over it is told apart from one exactly at it.
  const sheetRows = MAX_UPLOAD_ROWS + 2;
  try {
    book = csv
      ? XLSX.read(Buffer.from(content).toString('utf8').replace(/^\uFEFF/, ''), { type: 'string', raw: true, dense: true, sheetRows })
      : XLSX.read(Buffer.from(content.buffer, content.byteOffset, content.byteLength), { type: 'buffer', dense: true, sheetRows });
  } catch {
    return overInflated ? { ok: false, failure: 'tooManyRows' } : { ok: false, failure: 'unreadable' };
  }
  const sheet = book.SheetNames[0] === undefined ? undefined : book.Sheets[book.SheetNames[0]];
  if (!sheet || !sheet['!ref']) return { ok: false, failure: 'empty' };
  const range = XLSX.utils.decode_range(sheet['!ref']);
  const over = (sheet['!fullref'] && sheet['!fullref'] !== sheet['!ref'])
    ? { ok: false as const, failure: 'tooManyRows' as const }
    : tooMany(range.e.r + 1, range.e.c - range.s.c + 1);
  if (over) return over;
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: '', blankrows: true })
    .map((row) => row.map((cell) => String(cell ?? '')));
  return { ok: true, rows, lines: rows.map((_, i) => range.s.r + 1 + i) };
}

const job = workerData as TableJob;
parentPort!.postMessage(job.kind === 'csv' ? await readCsv(job.content) : await readSheet(job.content, job.csv));
