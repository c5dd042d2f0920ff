/**
 * A reason code of an expected business failure and what it means. Clients switch on the code (GraphQL
 * extensions.reason), never on message text. Each module names its own in its reasons.ts; api/src/reasons.ts
 * collects them into the one list `npm run codegen` turns into the GraphQL enum ErrorReason.
 */
export interface Reason {
  readonly code: string;
  /** The GraphQL enum value's description. */
  readonly description: string;
}

/** A module's reasons by the name its code uses them under. */
export type ReasonTable = Readonly<Record<string, Reason>>;

/** Reasons several modules give; each defined once so the list has one description per code. */
export const SHARED_REASONS = {
  emailTaken: { code: 'EMAIL_TAKEN', description: 'An email address is already used by another record.' },
  inUse: {
    code: 'IN_USE',
    description: 'The record is used elsewhere (a login, a project, a bid line) and cannot be deleted; the message names the use.',
  },
} as const satisfies ReasonTable;

/** An expected failure answered as `{ error, fields?, reason? }` with its status (contract: REST envelope). */
export class HttpError extends Error {
  /** The reason's code, answered as `reason`. */
  reason?: string;
  /** BID_LOCKED: the full name of the user holding the bid's edit lease (issue 13). */
  holder?: string;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    /** Login's field errors go out as an object in `error` (docs/accounts.md §7). */
    readonly errorObject?: Record<string, string>,
  ) {
    super(message);
  }

  /** Tags the failure with its reason code, for clients that react to it. */
  because(reason: Reason): this {
    this.reason = reason.code;
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
export function conflict(message: string, field?: string, reason?: Reason): HttpError {
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
