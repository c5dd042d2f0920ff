/** An expected failure answered as `{ error, fields? }` with its status (contract: REST envelope). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    /** Login's field errors go out as an object in `error` (spec 000 §7). */
    readonly errorObject?: Record<string, string>,
  ) {
    super(message);
  }
}

export const MESSAGES = {
  unauthenticated: 'Authentication required.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  forbidden: 'You do not have permission to perform this action.',
  companyNotFound: 'Company not found.',
  notFound: 'Not found.',
  badRequest: 'Invalid request.',
  internal: 'Something went wrong. Try again after some time.',
} as const;

export const unauthorized = (message: string = MESSAGES.unauthenticated) => new HttpError(401, message);
export const forbidden = (message: string = MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, message);
