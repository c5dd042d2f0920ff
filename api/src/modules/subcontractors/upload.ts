import type { FastifyRequest } from 'fastify';
import { tenantOf, type TenantScope } from '../../auth/context.js';
import { CSV_MESSAGES, CsvRejected, type CsvRow, type RowError } from '../../csv/index.js';
import { readTable } from '../../csv/read-table.js';
import type { Db } from '../../db/types.js';
import { HttpError } from '../../errors.js';
import { validateSubcontractor, type SubValues } from './rules.js';

// docs/projects.md §5 Uploads: POST contractor/uploadcsvdata takes .csv, .xls or .xlsx (read by SheetJS, @e965/xlsx), one
// subcontractor a row with its first address and manager; whole file or nothing, bad rows listed by line.

export const UPLOAD_MESSAGES = {
  wrongType: 'Invalid file type. Please upload an Excel file (.xls, .xlsx or .csv).',
  unreadable: 'The file could not be read as a spreadsheet.',
  noDivision: 'No division with this number or name.',
  noSubdivision: (name: string) => `No subdivision "${name}" in the chosen divisions.`,
} as const;

/** The template's columns; lists (states, labor/design, divisions, subdivisions) are separated by ';'. */
export const SUB_UPLOAD_COLUMNS = [
  'company_name', 'first_name', 'last_name', 'email', 'phone_number', 'fax_number', 'cc_email', 'payable_email',
  'account_recievable_email', 'mobile_number', 'rating', 'note', 'labors_and_design', 'design_type', 'bidding_history',
  'is_national', 'working_states', 'address_1', 'address_2', 'city', 'state', 'zip',
  'manager_first_name', 'manager_last_name', 'manager_email', 'manager_phone', 'divisions', 'subdivisions',
] as const;

const REQUIRED_COLUMNS = new Set(['company_name', 'email', 'phone_number', 'address_1', 'state', 'zip', 'manager_first_name',
  'manager_last_name', 'manager_email', 'manager_phone', 'divisions', 'subdivisions']);

const EXTENSIONS = /\.(csv|xls|xlsx)$/i;
const MIME_TYPES = new Set([
  'text/csv', 'application/vnd.ms-excel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
]);

/** By extension or MIME type, as the dialog's drop zone does (docs/projects.md §5). */
export function isSpreadsheetFile(filename: string | undefined, mimetype: string | undefined): boolean {
  return EXTENSIONS.test(filename ?? '') || MIME_TYPES.has((mimetype ?? '').split(';')[0]!.trim().toLowerCase());
}

/** The one uploaded file of a multipart request (400 without one or of another type). */
export async function readSpreadsheetUpload(request: FastifyRequest): Promise<{ filename: string; content: Buffer }> {
  if (!request.isMultipart()) throw new HttpError(400, CSV_MESSAGES.noFile, { file: CSV_MESSAGES.noFile });
  const part = await request.file();
  if (!part) throw new HttpError(400, CSV_MESSAGES.noFile, { file: CSV_MESSAGES.noFile });
  if (!isSpreadsheetFile(part.filename, part.mimetype)) throw new HttpError(400, UPLOAD_MESSAGES.wrongType, { file: UPLOAD_MESSAGES.wrongType });
  return { filename: part.filename, content: await part.toBuffer() };
}

const normalizeHeader = (name: string) => name.trim().toLowerCase().replace(/[\s-]+/g, '_');
const fileError = (message: string) => new HttpError(400, message, { file: message });

/**
 * The first sheet's rows under its header row, as text (a CSV is read as UTF-8 text without guessing numbers, so
 * zips keep their zeros). `line` is the sheet's row number (the header is line 1 when it starts at A1). Read in a
 * worker within docs/architecture.md §5.1's bounds (400 FILE_TOO_LARGE past them).
 */
export async function readSheetRows(filename: string, content: Buffer): Promise<CsvRow[]> {
  if (content.length === 0) throw fileError(CSV_MESSAGES.empty);
  const read = await readTable({ kind: 'sheet', content, csv: /\.csv$/i.test(filename) });
  if (!read.ok) throw fileError(read.failure === 'empty' ? CSV_MESSAGES.empty : UPLOAD_MESSAGES.unreadable);
  const table = read.rows;
  const headerIndex = table.findIndex((r) => r.some((c) => c.trim() !== ''));
  if (headerIndex < 0) throw fileError(CSV_MESSAGES.empty);
  const names = table[headerIndex]!.map(normalizeHeader);
  const missing = SUB_UPLOAD_COLUMNS.filter((c) => REQUIRED_COLUMNS.has(c) && !names.includes(c));
  if (missing.length > 0) {
    throw fileError(`The file is missing these columns: ${missing.join(', ')}. Expected: ${SUB_UPLOAD_COLUMNS.join(',')}.`);
  }
  const index = new Map(SUB_UPLOAD_COLUMNS.map((c) => [c, names.indexOf(c)]));
  const rows: CsvRow[] = [];
  table.forEach((record, i) => {
    if (i <= headerIndex || !record.some((c) => c.trim() !== '')) return;
    const cells: Record<string, string> = {};
    for (const [column, at] of index) cells[column] = at >= 0 ? (record[at] ?? '').trim() : '';
    rows.push({ line: read.lines[i]!, cells });
  });
  if (rows.length === 0) throw fileError(CSV_MESSAGES.noRows);
  return rows;
}

/** The tenant's catalogue: divisions by number and by name (lower-cased), subdivisions by division and name. */
export interface CatalogueLookup {
  divisions: Map<string, number>;
  subdivisions: Map<number, Map<string, number>>;
}

export async function catalogueLookup(ctx: TenantScope, db: Db): Promise<CatalogueLookup> {
  const tenantId = tenantOf(ctx);
  const [divisions, subdivisions] = await Promise.all([
    db.selectFrom('catalogue_divisions').select(['id', 'division_id', 'division_name']).where('tenant_id', '=', tenantId).execute(),
    db.selectFrom('catalogue_subdivisions').select(['id', 'division_id', 'subdivision_name']).where('tenant_id', '=', tenantId).execute(),
  ]);
  const byKey = new Map<string, number>();
  for (const d of divisions) {
    if (d.division_id) byKey.set(String(d.division_id).trim().toLowerCase(), d.id);
    byKey.set(d.division_name.trim().toLowerCase(), d.id);
  }
  const subs = new Map<number, Map<string, number>>();
  for (const s of subdivisions) {
    if (!subs.has(s.division_id)) subs.set(s.division_id, new Map());
    subs.get(s.division_id)!.set(s.subdivision_name.trim().toLowerCase(), s.id);
  }
  return { divisions: byKey, subdivisions: subs };
}

const listOf = (cell: string | undefined) => (cell ?? '').split(/[;\n]/).map((s) => s.trim()).filter((s) => s !== '');
const yes = (cell: string | undefined) => /^(yes|y|true|1|national)$/i.test((cell ?? '').trim());

/** Field paths of POST contractor → the file's column names. */
function columnOf(field: string): string {
  const [group, , name] = field.split('.');
  if (group === 'sub_cont_info') return field.split('.')[1]!;
  if (group === 'addresses') return name!;
  if (group === 'managers') return `manager_${name}`;
  return field;
}

/**
 * Every row through the rules and messages of POST contractor; divisions by number or name, subdivisions by name
 * within them. Throws CsvRejected naming every bad cell when any row is bad.
 */
export function validateUploadRows(rows: CsvRow[], catalogue: CatalogueLookup, states: Map<string, string>): SubValues[] {
  const errors: RowError[] = [];
  const out: SubValues[] = [];
  for (const { line, cells } of rows) {
    const rowErrors: RowError[] = [];
    const divisionIds: number[] = [];
    for (const key of listOf(cells.divisions)) {
      const id = catalogue.divisions.get(key.toLowerCase());
      if (id === undefined) rowErrors.push({ line, column: 'divisions', reason: `${UPLOAD_MESSAGES.noDivision} (${key})` });
      else divisionIds.push(id);
    }
    const subdivisionIds: number[] = [];
    for (const name of listOf(cells.subdivisions)) {
      const id = divisionIds.map((d) => catalogue.subdivisions.get(d)?.get(name.toLowerCase())).find((x) => x !== undefined);
      if (id === undefined) {
        if (divisionIds.length > 0) rowErrors.push({ line, column: 'subdivisions', reason: UPLOAD_MESSAGES.noSubdivision(name) });
      } else subdivisionIds.push(id);
    }
    const stateCell = cells.state ?? '';
    const { values, errors: fieldErrors } = validateSubcontractor({
      sub_cont_info: {
        ...cells, working_states: listOf(cells.working_states), labors_and_design: listOf(cells.labors_and_design),
        is_national: yes(cells.is_national),
      },
      addresses: [{
        address_1: cells.address_1, address_2: cells.address_2, city: cells.city,
        state: stateCell,
        state_code: states.get(stateCell.toLowerCase()) ?? null, zip: cells.zip,
      }],
      managers: [{ first_name: cells.manager_first_name, last_name: cells.manager_last_name, email: cells.manager_email, phone: cells.manager_phone }],
      divisions: divisionIds.map((division_id) => ({ division_id })),
      subdivisions: subdivisionIds.map((subdivision_id) => ({ subdivision_id })),
    }, states);
    for (const [field, reason] of Object.entries(fieldErrors.fields)) {
      // An unknown division was already named: 'mandatory' on its (then unresolvable) subdivisions would repeat it.
      const column = columnOf(field);
      const named = rowErrors.some((e) => e.column === column || (column === 'subdivisions' && e.column === 'divisions'));
      if (!named) rowErrors.push({ line, column, reason });
    }
    if (rowErrors.length > 0) errors.push(...rowErrors);
    else out.push(values!);
  }
  if (errors.length > 0) throw new CsvRejected(errors);
  return out;
}
