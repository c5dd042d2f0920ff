import { SHARED_REASONS, type ReasonTable } from '../../errors.js';

/** Reason codes of the company failures (issue 8). */
export const COMPANY_REASONS = { emailTaken: SHARED_REASONS.emailTaken } as const satisfies ReasonTable;
