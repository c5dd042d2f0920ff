import type { ErrorReason } from '../../errors.js';

/** Reason codes of the user failures (issue 8; values of ERROR_REASONS). */
export const USER_REASONS = {
  emailTaken: 'EMAIL_TAKEN',
  employeeLinked: 'EMPLOYEE_ALREADY_LINKED',
} as const satisfies Record<string, ErrorReason>;
