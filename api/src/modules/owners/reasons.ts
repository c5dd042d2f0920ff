import { SHARED_REASONS, type ReasonTable } from '../../errors.js';

/** Reason codes of the owner and generic-list failures (issue 8), each with what it means. */
export const OWNER_REASONS = {
  emailTaken: SHARED_REASONS.emailTaken,
  ownerInUse: { code: 'OWNER_IN_USE', description: 'The owner is named by a project, so it cannot be deleted.' },
  genericValueExists: { code: 'GENERIC_VALUE_EXISTS', description: 'A building or project type with this value exists.' },
} as const satisfies ReasonTable;
