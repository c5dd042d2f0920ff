import { SHARED_REASONS, type ReasonTable } from '../../errors.js';

/** Reason codes of the catalogue's refusals (issue 8), each with what it means. */
export const CATALOGUE_REASONS = {
  nameExists: {
    code: 'NAME_EXISTS',
    description: 'A catalogue row (division, sub division, category, part, unit of measure) with this name exists under the same parent.',
  },
  inUse: SHARED_REASONS.inUse,
} as const satisfies ReasonTable;
