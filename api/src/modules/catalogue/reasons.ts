import type { ErrorReason } from '../../errors.js';

/** Reason codes of the catalogue's refusals (issue 8; values of ERROR_REASONS). */
export const CATALOGUE_REASONS = { nameExists: 'NAME_EXISTS', inUse: 'IN_USE' } as const satisfies Record<string, ErrorReason>;
