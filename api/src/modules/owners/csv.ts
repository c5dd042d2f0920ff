import { CsvRejected, type CsvRow, type RowError } from '../../csv/index.js';
import { OWNER_MESSAGES, validateOwner, type AddressValues, type ManagerValues, type OwnerInfoValues } from './rules.js';

/** One row per owner with its first address and first manager (documented in README.md). */
export const OWNER_COLUMNS = [
  'name', 'first_name', 'last_name', 'email', 'phone_number', 'fax_number', 'cc_email', 'payable_email',
  'account_recievable_email', 'mobile_number', 'address_1', 'address_2', 'city', 'state', 'state_code', 'zip',
  'manager_first_name', 'manager_last_name', 'manager_email', 'manager_phone',
] as const;

/** Columns a file may leave out (their cells may be blank anyway). */
export const OWNER_OPTIONAL_COLUMNS = new Set([
  'first_name', 'last_name', 'fax_number', 'cc_email', 'payable_email', 'account_recievable_email', 'mobile_number',
  'address_2', 'state_code',
]);

export interface OwnerImportRow {
  info: OwnerInfoValues;
  address: AddressValues;
  manager: ManagerValues;
}

/** Field paths of POST owner → the file's column names. */
function columnOf(field: string): string {
  const [group, , name] = field.split('.');
  if (group === 'owner_info') return field.slice('owner_info.'.length);
  if (group === 'addresses') return name!;
  if (group === 'managers') return `manager_${name}`;
  return field;
}

/**
 * Validates every row with the rules and messages of POST owner. An email already used by an owner of
 * the tenant, or twice in the file, is refused. Throws CsvRejected listing every bad cell when any row is bad.
 */
export function validateOwnerRows(rows: CsvRow[], existingEmails: ReadonlySet<string>): OwnerImportRow[] {
  const errors: RowError[] = [];
  const seen = new Map<string, number>();
  const out: OwnerImportRow[] = [];
  for (const { line, cells } of rows) {
    const rowErrors: RowError[] = [];
    const { values, errors: fieldErrors } = validateOwner({
      owner_info: cells,
      addresses: [{
        address_1: cells.address_1, address_2: cells.address_2, city: cells.city, state: cells.state,
        state_code: cells.state_code, zip: cells.zip,
      }],
      managers: [{
        first_name: cells.manager_first_name, last_name: cells.manager_last_name, email: cells.manager_email,
        phone: cells.manager_phone,
      }],
    }, 'create');
    for (const [field, reason] of Object.entries(fieldErrors.fields)) rowErrors.push({ line, column: columnOf(field), reason });
    const email = (cells.email ?? '').trim().toLowerCase();
    if (email !== '' && fieldErrors.fields['owner_info.email'] === undefined) {
      const earlier = seen.get(email);
      if (existingEmails.has(email)) rowErrors.push({ line, column: 'email', reason: OWNER_MESSAGES.emailTaken });
      else if (earlier !== undefined) rowErrors.push({ line, column: 'email', reason: `This email is also on line ${earlier}.` });
      else seen.set(email, line);
    }
    if (rowErrors.length > 0) errors.push(...rowErrors);
    else out.push({ info: values!.info, address: values!.addresses[0]!, manager: values!.managers[0]! });
  }
  if (errors.length > 0) throw new CsvRejected(errors);
  return out;
}
