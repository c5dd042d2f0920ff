import type { ErrorReason } from '../../errors.js';

/** Reason codes of the company failures (issue 8; values of ERROR_REASONS). */
export const COMPANY_REASONS = { emailTaken: 'EMAIL_TAKEN' } as const satisfies Record<string, ErrorReason>;
