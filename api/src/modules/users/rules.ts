import { ROLE_IDS } from '../../auth/areas.js';
import { canonicalPhone, FieldErrors, isBlank, isEmail, isValidPhone, isValidZip } from '../../validation.js';

export const USER_MESSAGES = {
  mandatory: 'Fill all the mandatory fields.',
  email: 'Enter a valid email address.',
  phone: 'Please enter a valid mobile number.',
  zip: 'Please enter a valid zipcode.',
  role: 'Select a valid role.',
  employee: 'Select a valid employee.',
  employeeLinked: 'This employee already has a login.',
  notFound: 'User not found.',
} as const;

/** Stored role names (docs/accounts.md §2: 'Fulluser' shows as 'Full User'). */
export type UserRoleName = 'Fulluser' | 'Estimator';
export type UserRoleId = typeof ROLE_IDS.fullUser | typeof ROLE_IDS.estimator;

export const ROLE_NAMES: Record<UserRoleId, UserRoleName> = { 3: 'Fulluser', 4: 'Estimator' };

export function isUserRoleId(roleId: number): roleId is UserRoleId {
  return roleId === ROLE_IDS.fullUser || roleId === ROLE_IDS.estimator;
}

/** 'Fulluser' / 'Full User' / 'Estimator' (any case and spacing) → role id; anything else → null. */
export function parseRole(value: unknown): UserRoleId | null {
  const key = String(value ?? '').replace(/[\s_-]/g, '').toLowerCase();
  if (key === 'fulluser' || key === '3') return ROLE_IDS.fullUser;
  if (key === 'estimator' || key === '4') return ROLE_IDS.estimator;
  return null;
}

type Text = string | null | undefined;

export interface UserPayload {
  first_name?: Text;
  last_name?: Text;
  is_active?: boolean | null;
  email?: Text;
  phone_number?: Text;
  address1?: Text;
  address2?: Text;
  city?: Text;
  state?: Text;
  state_code?: Text;
  zipcode?: Text;
  role?: Text;
  employee_id?: number | null;
}

/** Column values of a validated payload (users table names; phone_number is users.phone). */
export interface UserValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  state_code: string | null;
  zipcode: string;
  /** null when the payload named no role (the route decides, or the stored one stays). */
  role_id: UserRoleId | null;
  is_active: boolean | null;
  /** undefined when the payload left it out (an edit keeps the stored link); null unlinks. */
  employee_id: number | null | undefined;
}

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value).trim());
const optional = (value: unknown): string | null => (text(value) === '' ? null : text(value));

/**
 * Create/edit user (docs/accounts.md §5): blanks give 'Fill all the mandatory fields.', a bad email
 * 'Enter a valid email address.'; phone (10 digits) and zip (5 digits) as for companies.
 * The first failure becomes `error`; every failing field is listed.
 */
export function validateUser(payload: UserPayload): { values?: UserValues; errors: FieldErrors } {
  const errors = new FieldErrors();
  const mandatory = ['first_name', 'last_name', 'email', 'phone_number', 'address1', 'city', 'state', 'zipcode'] as const;
  for (const field of mandatory) if (isBlank(payload[field])) errors.add(field, USER_MESSAGES.mandatory);

  const present = (field: (typeof mandatory)[number]) => !isBlank(payload[field]) && errors.fields[field] === undefined;
  if (present('email') && !isEmail(text(payload.email))) errors.add('email', USER_MESSAGES.email);
  if (present('phone_number') && !isValidPhone(text(payload.phone_number))) errors.add('phone_number', USER_MESSAGES.phone);
  if (present('zipcode') && !isValidZip(text(payload.zipcode))) errors.add('zipcode', USER_MESSAGES.zip);
  const roleId = isBlank(payload.role) ? null : parseRole(payload.role);
  if (!isBlank(payload.role) && roleId === null) errors.add('role', USER_MESSAGES.role);

  if (!errors.empty) return { errors };
  return {
    errors,
    values: {
      first_name: text(payload.first_name),
      last_name: text(payload.last_name),
      email: text(payload.email),
      phone: canonicalPhone(text(payload.phone_number)),
      address1: text(payload.address1),
      address2: optional(payload.address2),
      city: text(payload.city),
      state: text(payload.state),
      state_code: optional(payload.state_code),
      zipcode: text(payload.zipcode),
      role_id: roleId,
      is_active: payload.is_active ?? null,
      employee_id: payload.employee_id,
    },
  };
}
