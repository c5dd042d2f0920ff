import dayjs, { type Dayjs } from 'dayjs';
import { formatMoney, parseDecimal } from '@suite/money';
import { formatPhone, maskMoney, stripCommas } from '../../app/masks';
import { EMAIL_PATTERN } from '../../app/people';
import type { EmployeeFieldsFragment, EmployeeInput, PayPeriod, UserRole } from '../../gql/graphql';

// Texts of docs/accounts.md §4, §5 and §8.
export const EMPLOYEE_MESSAGES = {
  createMandatory: 'You must enter all mandatory fields.',
  createEmail: 'This is not a valid email address',
  createFailed: 'This employee already exists.',
  editMandatory: 'Fill all the mandatory fields.',
  editEmail: 'Enter a valid email address.',
  costCodeFailed: "Sorry! Couldn't get cost code",
  statusConfirm: 'Do you want to change the employee status?',
  // The specification's words for deleting an employee (those of the overhead screen, docs/projects.md §5).
  deleteConfirm: 'Do you want to delete this employee?',
  deleted: 'Employee deleted successfully!',
  failed: 'Something went wrong. Try again after some time.',
} as const;

/** Shown MM-DD-YYYY (docs/accounts.md §2), sent YYYY-MM-DD. */
export const DATE_DISPLAY = 'MM-DD-YYYY';
export const DATE_WIRE = 'YYYY-MM-DD';

export const PERIOD_OPTIONS: { value: PayPeriod; label: string }[] = [
  { value: 'HOURLY', label: 'Hourly' },
  { value: 'ANNUALLY', label: 'Annually' },
];

export interface EmployeeFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  positionId?: string;
  levelId?: string;
  costCode: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  stateCode: string;
  zip: string;
  hireDate: Dayjs | null;
  rate: string;
  period: PayPeriod;
  medicalInsurance: string;
  billable: boolean;
  role?: UserRole;
}

export type EmployeeField = keyof EmployeeFormValues;
export interface EmployeeFailure { field: EmployeeField; message: string }

const MANDATORY: EmployeeField[] = [
  'firstName', 'lastName', 'email', 'phone', 'positionId', 'levelId', 'rate', 'period', 'address1', 'city', 'state', 'zip', 'hireDate',
];

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v)).trim();

export function emptyEmployee(): EmployeeFormValues {
  return {
    firstName: '', lastName: '', email: '', phone: '', positionId: undefined, levelId: undefined, costCode: '', address1: '', address2: '',
    city: '', state: '', stateCode: '', zip: '', hireDate: dayjs().startOf('day'), rate: '', period: 'HOURLY', medicalInsurance: '',
    billable: true, role: undefined,
  };
}

// Mandatory fields first, then the email pattern; create and edit word them differently (docs/accounts.md §5).
export function validateEmployee(values: Partial<EmployeeFormValues>, mode: 'create' | 'edit'): EmployeeFailure[] {
  const mandatory = mode === 'create' ? EMPLOYEE_MESSAGES.createMandatory : EMPLOYEE_MESSAGES.editMandatory;
  const badEmail = mode === 'create' ? EMPLOYEE_MESSAGES.createEmail : EMPLOYEE_MESSAGES.editEmail;
  const failures: EmployeeFailure[] = [];
  for (const field of MANDATORY) {
    const v = values[field];
    const blank = field === 'hireDate' ? !v || !dayjs.isDayjs(v) || !v.isValid() : !text(v);
    if (blank) failures.push({ field, message: mandatory });
  }
  if (text(values.email) && !EMAIL_PATTERN.test(text(values.email))) failures.push({ field: 'email', message: badEmail });
  return failures;
}

export function toEmployeeFormValues(e: EmployeeFieldsFragment): EmployeeFormValues {
  const rate = e.period === 'ANNUALLY' ? e.ratePerYear : e.ratePerHour;
  const hired = dayjs(e.hiringDate);
  return {
    firstName: e.firstName, lastName: e.lastName, email: e.email, phone: formatPhone(e.phone), positionId: e.positionId ?? undefined,
    levelId: e.levelId ?? undefined, costCode: e.costCode ?? '', address1: e.address1, address2: e.address2 ?? '', city: e.city,
    state: e.state, stateCode: e.stateCode ?? '', zip: e.zip, hireDate: hired.isValid() ? hired : null,
    rate: maskMoney(rate ?? ''), period: e.period, medicalInsurance: maskMoney(e.medicalInsurance ?? ''), billable: e.billable,
    role: e.role ?? undefined,
  };
}

/** The mutation input: commas stripped from numbers, the date as YYYY-MM-DD, role on create only. */
export function toEmployeeInput(v: EmployeeFormValues, mode: 'create' | 'edit'): EmployeeInput {
  const medical = stripCommas(text(v.medicalInsurance));
  const input: EmployeeInput = {
    firstName: text(v.firstName), lastName: text(v.lastName), email: text(v.email), phone: text(v.phone),
    positionId: text(v.positionId), levelId: text(v.levelId), address1: text(v.address1), address2: text(v.address2) || null,
    city: text(v.city), state: text(v.state), stateCode: text(v.stateCode) || null, zip: text(v.zip), billable: !!v.billable,
    period: v.period, rate: stripCommas(text(v.rate)), medicalInsurance: medical === '' ? null : medical,
    hiringDate: v.hireDate ? v.hireDate.format(DATE_WIRE) : '',
  };
  if (mode === 'create' && v.role) input.role = v.role;
  return input;
}

/** 'YYYY-MM-DD' → 'MM-DD-YYYY' for display. */
export function displayDate(wire: string | null | undefined): string {
  if (!wire) return '';
  const d = dayjs(wire);
  return d.isValid() ? d.format(DATE_DISPLAY) : wire;
}

/** A decimal string as en-US dollars: '$1,234.50'. */
export function dollars(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  const amount = parseDecimal(value);
  return amount === undefined ? value : formatMoney(amount);
}
