import { SHARED_REASONS, type ReasonTable } from '../../errors.js';

/** Reason codes of the employee failures (issue 8). */
export const EMPLOYEE_REASONS = { emailTaken: SHARED_REASONS.emailTaken, inUse: SHARED_REASONS.inUse } as const satisfies ReasonTable;
