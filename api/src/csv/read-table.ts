import { Worker, type WorkerOptions } from 'node:worker_threads';
import { HttpError } from '../errors.js';
import { LIMIT_MESSAGES, MAX_PARSE_WORKERS, PARSE_MEMORY_MB, PARSE_TIME_LIMIT_MS } from './limits.js';
import { CSV_REASONS } from './reasons.js';
import { checkZipBounds, isZip } from './zip-bounds.js';

// docs/architecture.md §5.1: the one way an upload's file is read. The bytes are bounded first (the .xlsx's declared
// sizes and entry count), then read in a worker thread with a heap and a time limit, so the event loop answers
// other requests meanwhile and a file past a bound gets one 400 (FILE_TOO_LARGE) instead of the API's memory.

/** A CSV read by csv-parse, or a spreadsheet (.xlsx, .xls, or a .csv read as a sheet) by SheetJS. */
export type TableJob = { kind: 'csv'; content: Uint8Array } | { kind: 'sheet'; content: Uint8Array; csv: boolean };

export type TableAnswer =
  | { ok: true; rows: string[][]; lines: number[] }
  | { ok: false; failure: 'tooManyRows' | 'tooManyColumns' | 'unreadable' | 'empty' }
  | { ok: false; failure: 'invalidCsv'; detail: string };

/** The rows of a file read within the bounds, or why it could not be read (the bounds themselves throw a 400). */
export type TableRead = Exclude<TableAnswer, { failure: 'tooManyRows' | 'tooManyColumns' }>;

export const tooLarge = (message: string = LIMIT_MESSAGES.tooManyRows) =>
  new HttpError(400, message, { file: message }).because(CSV_REASONS.tooLarge);

const here = import.meta.url;

/** The worker from the build (dist/…/table-worker.js), or from the sources through tsx's loader (tests, `tsx watch`). */
function startWorker(job: TableJob): Worker {
  const options: WorkerOptions = {
    workerData: job,
    resourceLimits: { maxOldGenerationSizeMb: PARSE_MEMORY_MB, maxYoungGenerationSizeMb: 32 },
    stdout: false,
  };
  if (!here.endsWith('.ts')) return new Worker(new URL('./table-worker.js', here), options);
  const api = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./table-worker.ts', here).href;
  const boot = `import(${JSON.stringify(api)}).then(({ tsImport }) => tsImport(${JSON.stringify(entry)}, ${JSON.stringify(here)}))`;
  return new Worker(boot, { ...options, eval: true });
}

/** The worker's answer; past PARSE_TIME_LIMIT_MS or PARSE_MEMORY_MB it is ended and the file is too large. */
function runWorker(job: TableJob): Promise<TableAnswer> {
  return new Promise((resolve, reject) => {
    const worker = startWorker(job);
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
      void worker.terminate();
    };
    const timer = setTimeout(() => settle(() => resolve({ ok: false, failure: 'tooManyRows' })), PARSE_TIME_LIMIT_MS);
    worker.once('message', (answer: TableAnswer) => settle(() => resolve(answer)));
    worker.once('error', (err: Error & { code?: string }) => settle(() => (err.code === 'ERR_WORKER_OUT_OF_MEMORY'
      ? resolve({ ok: false, failure: 'tooManyRows' })
      : reject(err))));
    worker.once('exit', (code) => settle(() => reject(new Error(`The file reader stopped (exit code ${code}) without an answer`))));
  });
}

let running = 0;
const waiting: (() => void)[] = [];

/** At most MAX_PARSE_WORKERS files are read at once; the others wait in turn. */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARSE_WORKERS) await new Promise<void>((go) => waiting.push(go));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/**
 * Reads an uploaded file's rows within docs/architecture.md §5.1's bounds: 400 FILE_TOO_LARGE past one (the row
 * limit in its message), else the rows with their line numbers or why the file could not be read.
 */
export async function readTable(job: TableJob): Promise<TableRead> {
  if (job.kind === 'sheet' && !job.csv && isZip(job.content)) {
    // A directory yauzl finds broken still goes to SheetJS, which reads some such files; the worker's bounds hold there.
    const verdict = await checkZipBounds(Buffer.from(job.content.buffer, job.content.byteOffset, job.content.byteLength));
    if (verdict === 'tooLarge') throw tooLarge();
  }
  const answer = await inTurn(() => runWorker(job));
  if (!answer.ok && answer.failure === 'tooManyRows') throw tooLarge();
  if (!answer.ok && answer.failure === 'tooManyColumns') throw tooLarge(LIMIT_MESSAGES.tooManyColumns);
  return answer as TableRead;
}
