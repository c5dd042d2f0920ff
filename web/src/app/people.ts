import type { UserRole } from '../gql/graphql';

// Helpers every person form and grid shares (users, employees, owners, companies, projects).

/** The email check of every form (000 §5): something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** "First Last"; the parts that are blank are left out; '' for nobody. */
export const fullName = (p: { firstName: string; lastName?: string | null } | null | undefined): string =>
  (p ? [p.firstName, p.lastName].filter(Boolean).join(' ') : '');

/** The roles a person's login can have in a company (full user, estimator). */
export const ROLE_OPTIONS: { value: UserRole; label: string }[] = [
  { value: 'FULL_USER', label: 'Full User' },
  { value: 'ESTIMATOR', label: 'Estimator' },
];

// REST field names (as the gateway reports them in extensions.fields) → form field names.
const REST_FIELDS: Record<string, string> = {
  first_name: 'firstName',
  last_name: 'lastName',
  phone_number: 'phone',
  state_code: 'stateCode',
  zipcode: 'zip',
  employee_id: 'employeeId',
  hiring_date: 'hireDate',
  medical_insurance: 'medicalInsurance',
  rate_per_hour: 'rate',
  rate_per_year: 'rate',
  position: 'positionId',
  position_id: 'positionId',
  level: 'levelId',
  level_id: 'levelId',
  cost_code: 'costCode',
};

/** A server field key ('first_name', 'phone_number' or already 'firstName') → the person form's field name. */
export function formFieldOf(key: string): string {
  return REST_FIELDS[key] ?? key.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
}
