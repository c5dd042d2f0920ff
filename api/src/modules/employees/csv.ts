import { CsvRejected, type CsvRow, type RowError } from '../../csv/index.js';
import { isBlank } from '../../validation.js';
import type { LevelCatalog } from '../positions/csv.js';
import { EMPLOYEE_MESSAGES, validateEmployee, type EmployeeValues } from './rules.js';

/** Column layout of the employees upload (documented in README.md). */
export const EMPLOYEE_COLUMNS = [
  'first_name', 'last_name', 'email', 'phone_number', 'position', 'level', 'address1', 'address2', 'city', 'state',
  'state_code', 'zipcode', 'billable', 'period', 'rate', 'medical_insurance', 'hiring_date',
] as const;
/** Columns a file may leave out (their cells may be blank anyway). */
export const EMPLOYEE_OPTIONAL_COLUMNS = new Set(['address2', 'state_code', 'medical_insurance', 'hiring_date']);

export { assertCsvFile, CSV_MESSAGES, CsvRejected, parseCsv, type CsvRow, type RowError } from '../../csv/index.js';

export interface EmployeeImportRow {
  values: EmployeeValues;
  level: { id: number; position_id: number; cost_code: string };
}

/**
 * Validates every employee row (the same rules and messages as POST employee) and resolves position
 * and level by name. Throws CsvRejected listing every bad cell when any row is bad.
 */
export function validateEmployeeRows(
  rows: CsvRow[],
  catalog: LevelCatalog,
  existingEmails: ReadonlySet<string>,
  today: string,
): EmployeeImportRow[] {
  const errors: RowError[] = [];
  const seen = new Map<string, number>();
  const out: EmployeeImportRow[] = [];
  for (const { line, cells } of rows) {
    const rowErrors: RowError[] = [];
    const add = (column: string, reason: string) => rowErrors.push({ line, column, reason });
    const { values, errors: fieldErrors } = validateEmployee({
      ...cells,
      rate_per_hour: cells.rate,
      rate_per_year: cells.rate,
      role: undefined,
    }, 'create', today);
    for (const [field, reason] of Object.entries(fieldErrors.fields)) {
      add(field === 'rate_per_hour' || field === 'rate_per_year' ? 'rate' : field, reason);
    }
    const position = isBlank(cells.position) ? undefined : catalog.positions.get(cells.position!.toLowerCase());
    if (!isBlank(cells.position) && !position) add('position', `Unknown position '${cells.position}'.`);
    const level = position && !isBlank(cells.level) ? position.levels.get(cells.level!.toLowerCase()) : undefined;
    if (position && !isBlank(cells.level) && !level) add('level', `Unknown level '${cells.level}' of position '${cells.position}'.`);
    const email = (cells.email ?? '').trim().toLowerCase();
    if (email !== '' && fieldErrors.fields.email === undefined) {
      const earlier = seen.get(email);
      if (existingEmails.has(email)) add('email', EMPLOYEE_MESSAGES.employeeExists);
      else if (earlier !== undefined) add('email', `This email is also on line ${earlier}.`);
      else seen.set(email, line);
    }
    if (rowErrors.length > 0) errors.push(...rowErrors);
    else out.push({ values: values!, level: level! });
  }
  if (errors.length > 0) throw new CsvRejected(errors);
  return out;
}
