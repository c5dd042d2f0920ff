import type { ErrorReason } from '../../errors.js';

/** Reason codes of the employee failures (issue 8; values of ERROR_REASONS). */
export const EMPLOYEE_REASONS = { emailTaken: 'EMAIL_TAKEN', inUse: 'IN_USE' } as const satisfies Record<string, ErrorReason>;
