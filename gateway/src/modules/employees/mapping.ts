import { GraphQLError } from 'graphql';
import type {
  CsvImportResult, Employee, EmployeeInput, Level, PayPeriod, Position, UserRole,
} from '../../__generated__/graphql.js';
import { byRule, underArgument, type FieldPathMap } from '../../field-paths.js';
import type { RestBody, RestData, RestErrorBody, RestRow } from '../../rest-types.js';

/** REST rows (api/src/modules/employees/schemas.ts), as the API's OpenAPI document declares them. */
export type RestEmployee = RestData<'employee/{ID}', 'get'>;
export type RestPosition = RestRow<'division/internallabour/positions', 'get'>;
export type RestLevel = RestRow<'division/internallabour/levels', 'get'>;
/** Body of POST employee and PUT employee/{ID} (docs/accounts.md §7). */
export type RestEmployeePayload = RestBody<'employee', 'post'>;

const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const optId = (v: number | null | undefined): string | null => (v === null || v === undefined ? null : String(v));

export function toPayPeriod(period: string): PayPeriod {
  return period === 'annually' ? 'ANNUALLY' : 'HOURLY';
}

/** 'Fulluser' → FULL_USER, 'Estimator' → ESTIMATOR (the stored names, docs/accounts.md §6). */
export function toUserRole(role: string | null | undefined): UserRole | null {
  if (role === 'Fulluser') return 'FULL_USER';
  if (role === 'Estimator') return 'ESTIMATOR';
  return null;
}

export function fromUserRole(role: UserRole): 'Fulluser' | 'Estimator' {
  return role === 'ESTIMATOR' ? 'Estimator' : 'Fulluser';
}

export function toEmployee(row: RestEmployee): Employee {
  return {
    id: String(row.ID),
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone_number,
    positionId: optId(row.position_id),
    positionName: row.position,
    levelId: optId(row.level_id),
    levelName: row.level,
    costCode: row.cost_code,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: row.state,
    stateCode: row.state_code,
    zip: row.zipcode,
    billable: row.billable,
    period: toPayPeriod(row.period),
    ratePerHour: row.rate_per_hour,
    ratePerYear: row.rate_per_year,
    medicalInsurance: row.medical_insurance,
    hiringDate: row.hiring_date,
    timeWithCompany: row.time_with_company,
    isActive: row.is_active,
    roleId: row.role_id,
    role: toUserRole(row.role),
    rates: {
      perHour: row.rates.per_hour,
      perDay: row.rates.per_day,
      perWeek: row.rates.per_week,
      perMonth: row.rates.per_month,
      perYear: row.rates.per_year,
    },
  };
}

export function toLevel(row: RestLevel): Level {
  return {
    id: String(row.level_id),
    name: row.level,
    positionId: String(row.position_id),
    positionName: row.position,
    costCode: row.cost_code,
    ratePerHour: row.rate_per_hour,
    ratePerWeek: row.rate_per_week,
    costPerUnit: row.cost_per_unit,
  };
}

/** A position without its levels: Position.levels resolves them through the per-request loader. */
export type PositionParent = Omit<Position, 'levels'>;

export function toPosition(row: RestPosition): PositionParent {
  return { id: String(row.ID), name: row.position };
}

/** Field errors of POST employee / PUT employee/{ID} under EmployeeInput's names (argument `input`). */
export const EMPLOYEE_INPUT_FIELDS: FieldPathMap = underArgument('input', byRule([
  'first_name', 'last_name', 'email', 'address1', 'address2', 'city', 'state', 'state_code', 'billable', 'period',
  'medical_insurance', 'hiring_date', 'role',
], {
  phone_number: 'phone', position: 'positionId', level: 'levelId', zipcode: 'zip', rate_per_hour: 'rate', rate_per_year: 'rate',
}));

/** GraphQL input to the REST body of POST employee / PUT employee/{ID} (docs/accounts.md §7). */
export function toEmployeePayload(input: EmployeeInput, withRole: boolean): RestEmployeePayload {
  const period = input.period === 'ANNUALLY' ? 'annually' : 'hourly';
  const payload: RestEmployeePayload = {
    first_name: input.firstName,
    last_name: input.lastName,
    email: input.email,
    phone_number: input.phone,
    position: String(input.positionId),
    level: String(input.levelId),
    address1: input.address1,
    address2: str(input.address2),
    city: input.city,
    state: input.state,
    zipcode: input.zip,
    billable: input.billable,
    period,
    medical_insurance: str(input.medicalInsurance),
    hiring_date: input.hiringDate,
  };
  if (input.stateCode !== undefined) payload.state_code = str(input.stateCode);
  if (period === 'hourly') payload.rate_per_hour = input.rate;
  else payload.rate_per_year = input.rate;
  if (withRole && input.role) payload.role = fromUserRole(input.role);
  return payload;
}

/** One refused row of a CSV upload (the `rows` of the API's 400 answer). */
export type RestRowError = NonNullable<RestErrorBody<'employee/uploadcsvdata', 'post', 400>['rows']>[number];

export function importSucceeded(data: RestData<'employee/uploadcsvdata', 'post'>): CsvImportResult {
  return { ok: true, imported: data.imported, message: data.message, errors: [] };
}

export function importRefused(message: string, rows: unknown): CsvImportResult {
  const errors = (Array.isArray(rows) ? rows : []).map((r: RestRowError) => ({
    line: Number(r.line),
    column: str(r.column),
    reason: str(r.reason),
  }));
  return { ok: false, imported: 0, message, errors };
}

/**
 * A refused CSV file (bad rows, wrong file, missing columns, past the bounds of docs/architecture.md §5.1): an expected
 * outcome, reason CSV_REJECTED, FILE_TOO_LARGE or none.
 */
export function isCsvRefusal(err: unknown): err is GraphQLError {
  if (!(err instanceof GraphQLError) || err.extensions.code !== 'BAD_USER_INPUT') return false;
  const reason = err.extensions.reason;
  return reason === undefined || reason === 'CSV_REJECTED' || reason === 'FILE_TOO_LARGE';
}
