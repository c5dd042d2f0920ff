import type { UserRole } from '../gql/graphql';

// Helpers every person form and grid shares (users, employees, owners, companies, projects).

/** The email check of every form (docs/accounts.md §5): something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** "First Last"; the parts that are blank are left out; '' for nobody. */
export const fullName = (p: { firstName: string; lastName?: string | null } | null | undefined): string =>
  (p ? [p.firstName, p.lastName].filter(Boolean).join(' ') : '');

/** The roles a person's login can have in a company (full user, estimator). */
export const ROLE_OPTIONS: { value: UserRole; label: string }[] = [
  { value: 'FULL_USER', label: 'Full User' },
  { value: 'ESTIMATOR', label: 'Estimator' },
];

// The gateway reports field errors under the GraphQL input's paths (fieldsOf strips `input.`); the person forms use
// those names, except where a form field is named differently.
const FORM_FIELDS: Record<string, string> = {
  hiringDate: 'hireDate',
};

/** A GraphQL input field ('firstName', 'hiringDate') → the person form's field name. */
export function formFieldOf(key: string): string {
  return FORM_FIELDS[key] ?? key;
}
