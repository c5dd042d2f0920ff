import { ROLE_IDS } from '../../auth/areas.js';
import { dec, Decimal, fitsNumeric, parseDecimal, round2, round4, sum, type DecimalInput } from '@suite/money';
import { canonicalPhone, FieldErrors, isBlank, isEmail, isValidPhone } from '../../validation.js';

export const EMPLOYEE_MESSAGES = {
  createMandatory: 'You must enter all mandatory fields.',
  createEmail: 'This is not a valid email address',
  editMandatory: 'Fill all the mandatory fields.',
  editEmail: 'Enter a valid email address.',
  phone: 'Please enter a valid mobile number.',
  zip: 'Please enter a valid zipcode.',
  amount: 'Please enter a valid amount.',
  period: "Period must be 'hourly' or 'annually'.",
  date: 'Please enter a valid date (YYYY-MM-DD).',
  role: "Role must be 'Fulluser' or 'Estimator'.",
  billable: 'Billable must be yes or no.',
  position: 'Please select a valid position.',
  level: 'Please select a valid level of this position.',
  employeeExists: 'This employee already exists.',
  notFound: 'Employee not found.',
  deleted: 'Employee deleted.',
} as const;

/** 409 of DELETE employee: names what uses the employee (employeeUses). */
export function employeeInUse(uses: readonly string[]): string {
  return `This employee cannot be deleted: it is ${uses.join(' and ')}. Deactivate the employee instead.`;
}

// docs/money.md §2: 1 year = 12 months = 52 weeks = 260 working days = 2,080 hours; 1 week = 40 hours.
export const HOURS_PER_YEAR = 2080;
export const DAYS_PER_YEAR = 260;
export const WEEKS_PER_YEAR = 52;
export const MONTHS_PER_YEAR = 12;
export const HOURS_PER_WEEK = 40;

export type Period = 'hourly' | 'annually';

export interface PayInput {
  period: Period;
  /** Hourly wage (period hourly). */
  rate_per_hour?: DecimalInput | null;
  /** Yearly salary (period annually). */
  rate_per_year?: DecimalInput | null;
  /** Monthly medical insurance. */
  medical_insurance?: DecimalInput | null;
}

/** The employee's loaded cost spread over periods, as stored (hour: 4 places; others: cents). */
export interface EmployeeRates {
  cost_per_hour: string;
  cost_per_day: string;
  cost_per_week: string;
  cost_per_month: string;
  cost_per_year: string;
}

/** Loaded annual cost = wage (rate_per_hour × 2080, or rate_per_year) + medical_insurance × 12 (exact). */
export function loadedAnnualCost(pay: PayInput): Decimal {
  const wage = pay.period === 'hourly'
    ? dec(pay.rate_per_hour ?? 0).times(HOURS_PER_YEAR)
    : dec(pay.rate_per_year ?? 0);
  return wage.plus(dec(pay.medical_insurance ?? 0).times(MONTHS_PER_YEAR));
}

/**
 * docs/money.md §2: the annual cost spread: hour = annual / 2080 (rate, 4 places), day = / 260,
 * week = / 52, month = / 12, year = annual (money, round half away from zero to cents).
 */
export function employeeRates(pay: PayInput): EmployeeRates {
  const annual = loadedAnnualCost(pay);
  return {
    cost_per_hour: round4(annual.div(HOURS_PER_YEAR)).toFixed(4),
    cost_per_day: round2(annual.div(DAYS_PER_YEAR)).toFixed(2),
    cost_per_week: round2(annual.div(WEEKS_PER_YEAR)).toFixed(2),
    cost_per_month: round2(annual.div(MONTHS_PER_YEAR)).toFixed(2),
    cost_per_year: round2(annual).toFixed(2),
  };
}

export interface LevelRates {
  rate_per_hour: string;
  rate_per_week: string;
  cost_per_unit: string;
}

/**
 * docs/money.md §4: a level's rate_per_hour is the average of its ACTIVE employees' loaded hourly
 * costs (the stored cost_per_hour figures), 0 with none; rate_per_week = rate_per_hour × 40;
 * cost_per_unit = rate_per_hour. Rates keep 4 places.
 */
export function levelRates(activeHourlyCosts: readonly DecimalInput[]): LevelRates {
  const hourly = activeHourlyCosts.length === 0
    ? new Decimal(0)
    : round4(sum(activeHourlyCosts).div(activeHourlyCosts.length));
  return {
    rate_per_hour: hourly.toFixed(4),
    rate_per_week: round4(hourly.times(HOURS_PER_WEEK)).toFixed(4),
    cost_per_unit: hourly.toFixed(4),
  };
}

/** Whole years and months from the hiring date to today, e.g. '2 years 3 months'. */
export function timeWithCompany(hiringDate: string, today: string): string {
  const [hy, hm, hd] = hiringDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  let months = (ty - hy) * 12 + (tm - hm);
  if (td < hd) months -= 1;
  if (hiringDate > today) return 'Not started yet';
  if (months <= 0) return 'Less than a month';
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts: string[] = [];
  if (years > 0) parts.push(`${years} ${years === 1 ? 'year' : 'years'}`);
  if (rest > 0) parts.push(`${rest} ${rest === 1 ? 'month' : 'months'}`);
  return parts.join(' ');
}

/** Today as YYYY-MM-DD (UTC). */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** A real calendar date in YYYY-MM-DD, or MM-DD-YYYY / MM/DD/YYYY as the form and spreadsheets write it. */
export function parseDate(value: string): string | undefined {
  const text = value.trim();
  let y: number, m: number, d: number;
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (match) [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else {
    match = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})$/.exec(text);
    if (!match) return undefined;
    [m, d, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  }
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d || y < 1900) return undefined;
  return date.toISOString().slice(0, 10);
}

export function parsePeriod(value: unknown): Period | undefined {
  const text = String(value ?? '').trim().toLowerCase();
  if (text === 'hourly' || text === 'hour') return 'hourly';
  if (text === 'annually' || text === 'annual' || text === 'yearly' || text === 'salary') return 'annually';
  return undefined;
}

export function parseBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1 ? true : value === 0 ? false : undefined;
  const text = String(value ?? '').trim().toLowerCase();
  if (['true', 'yes', 'y', '1'].includes(text)) return true;
  if (['false', 'no', 'n', '0', ''].includes(text)) return false;
  return undefined;
}

export type StaffRole = 'Fulluser' | 'Estimator';

/** 'Fulluser' / 'Full User' → Fulluser, 'Estimator' → Estimator; null for blank; undefined when invalid. */
export function parseRole(value: unknown): StaffRole | null | undefined {
  if (isBlank(value)) return null;
  const text = String(value).trim().toLowerCase().replace(/[\s_]/g, '');
  if (text === 'fulluser') return 'Fulluser';
  if (text === 'estimator') return 'Estimator';
  return undefined;
}

export const ROLE_BY_NAME = { Fulluser: ROLE_IDS.fullUser, Estimator: ROLE_IDS.estimator } as const;

export function roleName(roleId: number | null | undefined): StaffRole | null {
  if (roleId === ROLE_IDS.fullUser) return 'Fulluser';
  if (roleId === ROLE_IDS.estimator) return 'Estimator';
  return null;
}

/** A non-negative amount with at most `scale` decimals that fits numeric(14, scale); commas removed. */
export function parseAmount(value: unknown, scale: number): string | undefined {
  const parsed = parseDecimal(value);
  if (parsed === undefined || parsed.isNegative() || parsed.decimalPlaces() > scale || !fitsNumeric(parsed, 14, scale)) {
    return undefined;
  }
  return parsed.toFixed(scale);
}


export function isValidZip(value: string): boolean {
  return /^\d{5}$/.test(value.trim());
}

/** The employee fields as the REST body (docs/accounts.md §7) and the CSV carry them; position/level are ids here. */
export interface EmployeePayload {
  first_name?: unknown;
  last_name?: unknown;
  email?: unknown;
  phone_number?: unknown;
  position?: unknown;
  level?: unknown;
  address1?: unknown;
  address2?: unknown;
  city?: unknown;
  state?: unknown;
  state_code?: unknown;
  zipcode?: unknown;
  billable?: unknown;
  period?: unknown;
  rate_per_hour?: unknown;
  rate_per_year?: unknown;
  medical_insurance?: unknown;
  hiring_date?: unknown;
  role?: unknown;
  is_active?: unknown;
}

/** Validated employee values (position/level resolved separately against the tenant's rows). */
export interface EmployeeValues {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  state_code: string | null;
  zipcode: string;
  billable: boolean;
  period: Period;
  rate_per_hour: string | null;
  rate_per_year: string | null;
  medical_insurance: string;
  hiring_date: string;
  role: StaffRole | null;
}

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value).trim());
const optional = (value: unknown): string | null => (text(value) === '' ? null : text(value));

export type EmployeeMode = 'create' | 'edit';

/**
 * Validates an employee (docs/accounts.md §5): mandatory fields first (create: 'You must enter all mandatory
 * fields.', edit: 'Fill all the mandatory fields.'), then formats. The rate field is rate_per_hour for
 * an hourly employee and rate_per_year for a salaried one; commas are removed from numbers; a blank
 * hiring date is today. Position and level are only checked for presence here.
 */
export function validateEmployee(
  payload: EmployeePayload,
  mode: EmployeeMode,
  today: string = todayIso(),
): { values?: EmployeeValues; errors: FieldErrors } {
  const errors = new FieldErrors();
  const mandatoryMessage = mode === 'create' ? EMPLOYEE_MESSAGES.createMandatory : EMPLOYEE_MESSAGES.editMandatory;
  const period = parsePeriod(payload.period);
  const rateField = period === 'annually' ? 'rate_per_year' : 'rate_per_hour';
  const rateValue = period === 'annually' ? payload.rate_per_year : payload.rate_per_hour;
  const mandatory: [string, unknown][] = [
    ['first_name', payload.first_name],
    ['last_name', payload.last_name],
    ['email', payload.email],
    ['phone_number', payload.phone_number],
    ['position', payload.position],
    ['level', payload.level],
    ['period', payload.period],
    [rateField, rateValue],
    ['address1', payload.address1],
    ['city', payload.city],
    ['state', payload.state],
    ['zipcode', payload.zipcode],
  ];
  for (const [field, value] of mandatory) if (isBlank(value)) errors.add(field, mandatoryMessage);
  const present = (field: string, value: unknown) => !isBlank(value) && errors.fields[field] === undefined;

  if (present('email', payload.email) && !isEmail(text(payload.email))) {
    errors.add('email', mode === 'create' ? EMPLOYEE_MESSAGES.createEmail : EMPLOYEE_MESSAGES.editEmail);
  }
  if (present('phone_number', payload.phone_number) && !isValidPhone(text(payload.phone_number))) {
    errors.add('phone_number', EMPLOYEE_MESSAGES.phone);
  }
  if (present('zipcode', payload.zipcode) && !isValidZip(text(payload.zipcode))) errors.add('zipcode', EMPLOYEE_MESSAGES.zip);
  if (present('period', payload.period) && period === undefined) errors.add('period', EMPLOYEE_MESSAGES.period);
  // Hourly wages are rates (4 places), salaries money (2 places).
  const rate = period === undefined ? undefined : parseAmount(rateValue, period === 'hourly' ? 4 : 2);
  if (period !== undefined && present(rateField, rateValue) && rate === undefined) errors.add(rateField, EMPLOYEE_MESSAGES.amount);
  const medical = isBlank(payload.medical_insurance) ? '0.00' : parseAmount(payload.medical_insurance, 2);
  if (medical === undefined) errors.add('medical_insurance', EMPLOYEE_MESSAGES.amount);
  const hiringDate = isBlank(payload.hiring_date) ? today : parseDate(text(payload.hiring_date));
  if (hiringDate === undefined) errors.add('hiring_date', EMPLOYEE_MESSAGES.date);
  const billable = parseBoolean(payload.billable);
  if (billable === undefined) errors.add('billable', EMPLOYEE_MESSAGES.billable);
  const role = mode === 'create' ? parseRole(payload.role) : null;
  if (role === undefined) errors.add('role', EMPLOYEE_MESSAGES.role);

  if (!errors.empty) return { errors };
  return {
    errors,
    values: {
      first_name: text(payload.first_name),
      last_name: text(payload.last_name),
      email: text(payload.email),
      phone_number: canonicalPhone(text(payload.phone_number)),
      address1: text(payload.address1),
      address2: optional(payload.address2),
      city: text(payload.city),
      state: text(payload.state),
      state_code: optional(payload.state_code),
      zipcode: text(payload.zipcode),
      billable: billable!,
      period: period!,
      rate_per_hour: period === 'hourly' ? rate! : null,
      rate_per_year: period === 'annually' ? rate! : null,
      medical_insurance: medical!,
      hiring_date: hiringDate!,
      role: role ?? null,
    },
  };
}
