import type { ErrorReason } from '../../errors.js';

/** Reason codes of the owner and generic-list failures (issue 8; values of ERROR_REASONS). */
export const OWNER_REASONS = {
  emailTaken: 'EMAIL_TAKEN',
  genericValueExists: 'GENERIC_VALUE_EXISTS',
} as const satisfies Record<string, ErrorReason>;
