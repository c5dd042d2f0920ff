import { GraphQLError } from 'graphql';
import type { TenantUser, TenantUserInput, UserRole } from '../../__generated__/graphql.js';
import { byRule, toGraphQLPath, underArgument, type FieldPathMap } from '../../field-paths.js';
import type { RestBody, RestData } from '../../rest-types.js';

/** A user as the REST API returns it (getall/Alluser, create/*, update/alluser, switchstatus/alluser). */
export type RestUser = RestData<'getall/Alluser/{userId}', 'get'>;

/** Body of POST create/Fulluser|Estimator and PUT update/alluser/{userId}. */
export type RestUserPayload = RestBody<'create/Fulluser', 'post'>;

/** Field errors of the user calls under TenantUserInput's names (argument `input`). */
export const USER_INPUT_FIELDS: FieldPathMap = underArgument('input', byRule(
  ['first_name', 'last_name', 'email', 'address1', 'address2', 'city', 'state', 'state_code', 'role', 'employee_id'],
  { phone_number: 'phone', zipcode: 'zip' },
));

export type RestRole = 'Fulluser' | 'Estimator';

const REST_ROLE: Record<UserRole, RestRole> = { FULL_USER: 'Fulluser', ESTIMATOR: 'Estimator' };
const ROLE_LABEL: Record<UserRole, string> = { FULL_USER: 'Full User', ESTIMATOR: 'Estimator' };

export const INVALID_EMPLOYEE = 'Select a valid employee.';

const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const optStr = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : String(v));

function truthy(v: unknown): boolean {
  if (typeof v === 'string') return v === 'true' || v === '1';
  return Boolean(v);
}

export function restRole(role: UserRole): RestRole {
  return REST_ROLE[role];
}

/** 'Fulluser' (any spelling of Full User) or 'Estimator'. */
export function toUserRole(value: unknown): UserRole {
  return str(value).replace(/[\s_-]/g, '').toLowerCase() === 'estimator' ? 'ESTIMATOR' : 'FULL_USER';
}

export function toTenantUser(row: RestUser): TenantUser {
  const role = toUserRole(row.role);
  return {
    id: String(row.ID),
    firstName: str(row.first_name),
    lastName: str(row.last_name),
    email: str(row.email),
    phone: str(row.phone_number),
    address1: str(row.address1),
    address2: optStr(row.address2),
    city: str(row.city),
    state: str(row.state),
    stateCode: optStr(row.state_code),
    zip: str(row.zipcode),
    role,
    roleLabel: ROLE_LABEL[role],
    isActive: truthy(row.is_active),
    employeeId: row.employee_id === null || row.employee_id === undefined ? null : String(row.employee_id),
  };
}

/** A positive integer id, or null for anything else. */
export function parseId(id: string): number | null {
  const n = Number(id.trim());
  return /^\d+$/.test(id.trim()) && n >= 1 && Number.isSafeInteger(n) ? n : null;
}

function employeeIdOf(id: string): number {
  const n = parseId(id);
  if (n === null) {
    throw new GraphQLError(INVALID_EMPLOYEE, { extensions: { code: 'BAD_USER_INPUT', fields: { [toGraphQLPath('employee_id', USER_INPUT_FIELDS)]: INVALID_EMPLOYEE } } });
  }
  return n;
}

/**
 * GraphQL input to the REST payload. Absent optional values are sent blank, as the original client does;
 * employee_id is sent only when the input names it (null unlinks on an edit).
 */
export function toUserPayload(input: TenantUserInput): RestUserPayload {
  const payload: RestUserPayload = {
    first_name: str(input.firstName),
    last_name: str(input.lastName),
    email: str(input.email),
    phone_number: str(input.phone),
    address1: str(input.address1),
    address2: str(input.address2),
    city: str(input.city),
    state: str(input.state),
    state_code: str(input.stateCode),
    zipcode: str(input.zip),
    role: restRole(input.role),
  };
  if (input.employeeId === null) payload.employee_id = null;
  else if (input.employeeId !== undefined) payload.employee_id = employeeIdOf(input.employeeId);
  return payload;
}
