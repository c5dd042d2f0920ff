import type {
  CsvImportResult, Employee, EmployeeInput, Level, PayPeriod, Position, UserRole,
} from '../../__generated__/resolvers.js';

/** Employee as the REST API returns it (api/src/modules/employees/schemas.ts EmployeeSchema). */
export interface RestEmployee {
  ID: number;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  position: string | null;
  position_id: number | null;
  level: string | null;
  level_id: number | null;
  cost_code: string | null;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  state_code: string | null;
  zipcode: string;
  billable: boolean;
  period: string;
  rate_per_hour: string | null;
  rate_per_year: string | null;
  medical_insurance: string;
  hiring_date: string;
  time_with_company: string;
  is_active: boolean;
  role_id: number | null;
  role: string | null;
  rates: { per_hour: string; per_day: string; per_week: string; per_month: string; per_year: string };
}

export interface RestPosition {
  ID: number;
  position: string;
}

export interface RestLevel {
  level_id: number;
  level: string;
  position: string;
  position_id: number;
  cost_code: string;
  cost_per_unit: string;
  rate_per_hour: string;
  rate_per_week: string;
}

export interface RestEmployeePayload {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  position: string;
  level: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  state_code?: string;
  zipcode: string;
  billable: boolean;
  period: 'hourly' | 'annually';
  rate_per_hour?: string;
  rate_per_year?: string;
  medical_insurance: string;
  hiring_date: string;
  role?: 'Fulluser' | 'Estimator';
}

const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const optId = (v: number | null | undefined): string | null => (v === null || v === undefined ? null : String(v));

export function toPayPeriod(period: string): PayPeriod {
  return period === 'annually' ? 'ANNUALLY' : 'HOURLY';
}

/** 'Fulluser' → FULL_USER, 'Estimator' → ESTIMATOR (the stored names, 000 §6). */
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

/** GraphQL input to the REST body of POST employee / PUT employee/{ID} (000 §7). */
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

export interface RestRowError {
  line: number;
  column: string;
  reason: string;
}

export function importSucceeded(data: { imported: number; message: string }): CsvImportResult {
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
