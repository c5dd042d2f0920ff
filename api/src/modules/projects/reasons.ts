import type { ReasonTable } from '../../errors.js';

/** Reason codes of the project failures (issue 8), each with what it means. */
export const PROJECT_REASONS = {
  uidTaken: { code: 'PROJECT_ID_TAKEN', description: 'Another project of the company has this project ID.' },
  notBidding: { code: 'PROJECT_NOT_BIDDING', description: 'The project is no longer at Bidding, so it cannot change this way.' },
  pending: { code: 'PROJECT_PENDING', description: 'The project is Pending: its bids and their lines cannot change.' },
} as const satisfies ReasonTable;
