import type { ErrorReason } from '../../errors.js';

/** Reason codes of the project failures (issue 8; values of ERROR_REASONS). */
export const PROJECT_REASONS = {
  uidTaken: 'PROJECT_ID_TAKEN',
  notBidding: 'PROJECT_NOT_BIDDING',
} as const satisfies Record<string, ErrorReason>;
