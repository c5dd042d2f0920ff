import type { ReasonTable } from '../../errors.js';

/** Reason codes of the position and level failures (issue 8), each with what it means. */
export const POSITION_REASONS = {
  positionExists: { code: 'POSITION_EXISTS', description: 'A position with this name exists.' },
  levelExists: { code: 'LEVEL_EXISTS', description: 'A level with this name exists in the position.' },
  levelInUse: { code: 'LEVEL_IN_USE', description: 'The level is assigned to employees and cannot be deleted.' },
} as const satisfies ReasonTable;
