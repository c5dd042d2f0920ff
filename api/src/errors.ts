/**
 * Reason codes of expected business failures (issue 8). The same values are the GraphQL enum `ErrorReason`
 * of schema/common.graphql; clients switch on them, never on message text. Modules name the ones they use
 * in their own REASONS constant.
 */
export const ERROR_REASONS = [
  'INVALID_CREDENTIALS', 'LOGIN_THROTTLED', 'ACCOUNT_INACTIVE', 'RESET_LINK_INVALID', 'WRONG_CURRENT_PASSWORD',
  'EMAIL_TAKEN', 'EMPLOYEE_ALREADY_LINKED', 'POSITION_EXISTS', 'LEVEL_EXISTS', 'LEVEL_IN_USE', 'GENERIC_VALUE_EXISTS',
  'PROJECT_ID_TAKEN', 'PROJECT_NOT_BIDDING', 'CSV_REJECTED', 'RESET_THROTTLED', 'IN_USE', 'NAME_EXISTS',
  'BID_LOCKED', 'BID_VERSION_CONFLICT', 'PROJECT_PENDING', 'OWNER_EMAIL_MISSING', 'MAIL_FAILED',
  'PCO_ACCEPTED', 'PCO_VERSION_CONFLICT', 'PCO_NAME_TAKEN', 'TRACKER_ROW_NOT_EMPTY',
] as const;

export type ErrorReason = (typeof ERROR_REASONS)[number];

/** An expected failure answered as `{ error, fields?, reason? }` with its status (contract: REST envelope). */
export class HttpError extends Error {
  reason?: ErrorReason;
  /** BID_LOCKED: the full name of the user holding the bid's edit lease (issue 13). */
  holder?: string;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    /** Login's field errors go out as an object in `error` (spec 000 §7). */
    readonly errorObject?: Record<string, string>,
  ) {
    super(message);
  }

  /** Tags the failure with its reason code, for clients that react to it. */
  because(reason: ErrorReason): this {
    this.reason = reason;
    return this;
  }

  /** Names who holds the locked record (answered as `holder`). */
  heldBy(holder: string): this {
    this.holder = holder;
    return this;
  }
}

export const MESSAGES = {
  unauthenticated: 'Authentication required.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  forbidden: 'You do not have permission to perform this action.',
  companyNotFound: 'Company not found.',
  notFound: 'Not found.',
  badRequest: 'Invalid request.',
  valueOutOfRange: 'A value is too long or out of range.',
  internal: 'Something went wrong. Try again after some time.',
} as const;

export const unauthorized = (message: string = MESSAGES.unauthenticated) => new HttpError(401, message);
export const forbidden = (message: string = MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, message);

/** 409 naming the field that collides, with its reason code. */
export function conflict(message: string, field?: string, reason?: ErrorReason): HttpError {
  const error = new HttpError(409, message, field ? { [field]: message } : undefined);
  return reason ? error.because(reason) : error;
}

/** A unique-index violation (two requests racing for one email or value): the database decides. */
/**
 * Database refusals of a value (too long, out of range, malformed, a character text cannot hold): the input
 * was bad, so the answer is a 400, never a 500. The schemas' bounds (input-limits.ts) catch these first and
 * name the field; this is the net under them, e.g. for a figure computed from several inputs.
 */
const VALUE_REFUSALS = new Set(['22001', '22003', '22007', '22008', '22021', '22P02', '22P05', '54000']);

export function isValueRefusal(err: unknown): boolean {
  return typeof err === 'object' && err !== null && VALUE_REFUSALS.has((err as { code?: string }).code ?? '');
}

export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: string }).code === '23505';
}

/** A foreign-key violation: a row still referenced elsewhere (a project's owner address, an employee's login). */
export function isForeignKeyViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: string }).code === '23503';
}
