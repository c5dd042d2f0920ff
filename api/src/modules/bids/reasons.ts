import type { ReasonTable } from '../../errors.js';

/** Reason codes of the bid sheet failures (issue 13), each with what it means. */
export const BID_REASONS = {
  locked: {
    code: 'BID_LOCKED',
    description: 'A bid is held open for editing by another user (the message names them); try again after some time.',
  },
  versionConflict: {
    code: 'BID_VERSION_CONFLICT',
    description: 'The bid changed since the version the client sent: reload it and apply the change again.',
  },
} as const satisfies ReasonTable;
