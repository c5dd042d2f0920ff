import { SHARED_REASONS, type ReasonTable } from '../../errors.js';

/** Reason codes of the user failures (issue 8), each with what it means. */
export const USER_REASONS = {
  emailTaken: SHARED_REASONS.emailTaken,
  employeeLinked: { code: 'EMPLOYEE_ALREADY_LINKED', description: 'The employee is already linked to another user.' },
} as const satisfies ReasonTable;
