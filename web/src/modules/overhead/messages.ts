import type { OverheadServiceKind } from '../../gql/graphql';

export const OVERHEAD_MESSAGES = {
  // docs/projects.md §5 Overhead services and §4 (employee status, docs/accounts.md §4).
  mandatory: 'Fill all the mandatory fields.',
  deleteService: 'Do you want to delete this service?',
  deleteEmployee: 'Do you want to delete this employee?',
  employeeStatus: 'Do you want to change the employee status?',
  added: 'Service added.',
  updated: 'Service updated.',
  deleted: 'Service deleted.',
  employeeDeleted: 'Employee deleted.',
  statusChanged: 'Employee status changed.',
  failed: 'Something went wrong. Try again after some time.',
  loadFailed: 'Unable to load the overhead. Try again after some time.',
  noFieldEmployee: 'No active field (billable) employee: the per-employee figures are zero until one is hired.',
} as const;

/** The four lists of the Overhead screen (docs/projects.md §2.16), in its order. */
export const LIST_TITLES: Record<OverheadServiceKind, { title: string; singular: string }> = {
  MONTHLY: { title: 'Monthly Services', singular: 'Monthly Service' },
  ANNUAL: { title: 'Annual Services', singular: 'Annual Service' },
  EQUIPMENT: { title: 'Equipment/Vehicles Purchase/Lease', singular: 'Equipment/Vehicle' },
  OTHER: { title: 'Other', singular: 'Other Cost' },
};
