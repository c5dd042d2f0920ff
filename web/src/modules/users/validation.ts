import { EMAIL_PATTERN } from '../../app/people';
import type { TenantUserFieldsFragment, TenantUserInput, UserRole } from '../../gql/graphql';

// docs/accounts.md §5 (create/edit full user) and §4 (status switch).
export const USER_MESSAGES = {
  mandatory: 'Fill all the mandatory fields.',
  email: 'Enter a valid email address.',
  statusConfirm: "Do you want to change this user's status?",
  failed: 'Something went wrong. Try again after some time.',
} as const;

export interface UserFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  stateCode: string;
  zip: string;
  role: UserRole;
  employeeId?: string | null;
}

export type UserField = keyof UserFormValues;

export interface UserFailure { field: UserField; message: string }

const MANDATORY: UserField[] = ['firstName', 'lastName', 'email', 'phone', 'address1', 'city', 'state', 'zip'];

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v)).trim();

// Mandatory fields first, then the email pattern (docs/accounts.md §5).
export function validateUser(values: Partial<UserFormValues>): UserFailure[] {
  const failures: UserFailure[] = [];
  for (const field of MANDATORY) if (!text(values[field])) failures.push({ field, message: USER_MESSAGES.mandatory });
  if (text(values.email) && !EMAIL_PATTERN.test(text(values.email))) failures.push({ field: 'email', message: USER_MESSAGES.email });
  return failures;
}

export const EMPTY_USER: UserFormValues = {
  firstName: '', lastName: '', email: '', phone: '', address1: '', address2: '', city: '', state: '', stateCode: '', zip: '',
  role: 'FULL_USER', employeeId: null,
};

export function toUserFormValues(u: TenantUserFieldsFragment): UserFormValues {
  return {
    firstName: u.firstName, lastName: u.lastName, email: u.email, phone: u.phone, address1: u.address1, address2: u.address2 ?? '',
    city: u.city, state: u.state, stateCode: u.stateCode ?? '', zip: u.zip, role: u.role, employeeId: u.employeeId ?? null,
  };
}

export function toUserInput(v: UserFormValues): TenantUserInput {
  const input: TenantUserInput = {
    firstName: text(v.firstName), lastName: text(v.lastName), email: text(v.email), phone: text(v.phone),
    address1: text(v.address1), address2: text(v.address2) || null, city: text(v.city), state: text(v.state),
    stateCode: text(v.stateCode) || null, zip: text(v.zip), role: v.role ?? 'FULL_USER',
  };
  if (v.employeeId) input.employeeId = v.employeeId;
  return input;
}

// Input fields whose form field has another name; the rest share the GraphQL input's name.
const FORM_FIELDS: Record<string, string> = { hiringDate: 'hireDate' };

/** A field inside TenantUserInput / EmployeeInput ('firstName', 'hiringDate') → the person form's field name. */
export function formFieldOf(key: string): string {
  return FORM_FIELDS[key] ?? key;
}
