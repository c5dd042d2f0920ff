import type { ErrorReason } from '../../errors.js';

/** Reason codes of the position and level failures (issue 8; values of ERROR_REASONS). */
export const POSITION_REASONS = {
  positionExists: 'POSITION_EXISTS',
  levelExists: 'LEVEL_EXISTS',
  levelInUse: 'LEVEL_IN_USE',
} as const satisfies Record<string, ErrorReason>;
