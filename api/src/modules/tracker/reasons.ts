import type { ReasonTable } from '../../errors.js';

/** Reason codes of the tracker's refusals, each with what it means. */
export const TRACKER_REASONS = {
  notEmpty: {
    code: 'TRACKER_ROW_NOT_EMPTY',
    description: 'A project tracker record has a non-zero figure: only a record whose figures are all zero can be deleted.',
  },
} as const satisfies ReasonTable;
