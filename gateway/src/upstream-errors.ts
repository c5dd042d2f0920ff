import { GraphQLError } from 'graphql';
import { API_REASONS } from './__generated__/reasons.js';
import type { ErrorReason } from './__generated__/graphql.js';

// REST answers mapped to the GraphQL errors of the contract (schema/common.graphql ErrorCode), for upstream.ts.

/** GraphQL error codes the gateway produces from REST answers (schema/common.graphql ErrorCode). */
export type UpstreamErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'UPSTREAM_UNAVAILABLE';

export const UPSTREAM_UNAVAILABLE_MESSAGE = 'The service is unavailable. Try again after some time.';

export type StatusReasons = Readonly<Partial<Record<number, ErrorReason>>>;

/** The REST API's reasons (generated from its one list with the enum): the only ones taken from a REST body. */
export const ERROR_REASONS = API_REASONS satisfies readonly ErrorReason[];
/** Reasons the gateway itself gives (never taken from a REST body; schema/common.graphql extends the enum with them). */
export const GATEWAY_REASONS = ['QUERY_LIMIT'] as const satisfies readonly ErrorReason[];
type MissingReason = Exclude<ErrorReason, (typeof ERROR_REASONS)[number] | (typeof GATEWAY_REASONS)[number]>;
const allReasonsListed: [MissingReason] extends [never] ? true : MissingReason = true;
void allReasonsListed;

const REASONS: ReadonlySet<string> = new Set(ERROR_REASONS);

/** The REST body's reason when it is one the schema names; anything else from the body stays behind. */
export function restReason(body: unknown): ErrorReason | undefined {
  const reason = body && typeof body === 'object' ? (body as Record<string, unknown>).reason : undefined;
  return typeof reason === 'string' && REASONS.has(reason) ? (reason as ErrorReason) : undefined;
}

/** Maps a REST status and body to the GraphQL error the contract prescribes. */
export function upstreamError(status: number, body: unknown, reasons?: StatusReasons): GraphQLError {
  const envelope = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const rawError = envelope.error ?? envelope.err;
  let message: string | undefined;
  let fields: Record<string, string> | undefined;

  if (typeof rawError === 'string') {
    message = rawError;
  } else if (rawError && typeof rawError === 'object') {
    // Login field errors arrive as { error: { Username, Password } } (docs/accounts.md §7).
    fields = stringRecord(rawError);
    message = Object.values(fields)[0];
  }
  // Fastify's own error shape ({ statusCode, error: 'Bad Request', message }) carries the useful text in message.
  if (typeof envelope.statusCode === 'number' && typeof envelope.message === 'string') {
    message = envelope.message;
  }
  if (envelope.fields && typeof envelope.fields === 'object') {
    fields = { ...(fields ?? {}), ...stringRecord(envelope.fields) };
  }

  if (status >= 500 || status === 0) {
    // Never relay a server's internal text. The REST API answered, so it is up: a 500 is a failure of this request
    // (logged on both sides under one request id), not an outage; only 502-504 and no answer at all are.
    const err = UNAVAILABLE_STATUSES.has(status) || status === 0 ? unavailable() : internalFailure(status);
    // A refusal the API names (the mail server refused a proposal: 502 MAIL_FAILED) stays readable by its caller.
    const named = restReason(envelope);
    return withStatus(named ? new GraphQLError(err.message, { extensions: { ...err.extensions, reason: named } }) : err, status);
  }
  const extensions: Record<string, unknown> = {};
  let code: UpstreamErrorCode;
  switch (status) {
    case 400:
      code = 'BAD_USER_INPUT';
      break;
    case 401:
      code = 'UNAUTHENTICATED';
      break;
    case 403:
      code = 'FORBIDDEN';
      break;
    case 404:
      code = 'NOT_FOUND';
      break;
    case 409:
      code = 'CONFLICT';
      break;
    default:
      // 412 (a stale link, a wrong current password) and 429 (throttled) are the user's to fix too.
      code = 'BAD_USER_INPUT';
  }
  extensions.code = code;
  // Only an ErrorReason ever goes out: the API's own, or the one this call names for its status.
  const reason = restReason(envelope) ?? reasons?.[status];
  if (reason) extensions.reason = reason;
  if (fields && Object.keys(fields).length > 0) extensions.fields = fields;
  // A refused CSV upload lists its bad rows; resolvers read them (formatError never lets them out).
  if (Array.isArray(envelope.rows)) extensions.rows = envelope.rows;
  return withStatus(new GraphQLError(message ?? defaultMessage(code), { extensions }), status);
}

// The REST status of a mapped error, for the document routes that answer with it (kept off the extensions, which
// are the GraphQL answer's).
const restStatuses = new WeakMap<GraphQLError, number>();
function withStatus(err: GraphQLError, status: number): GraphQLError {
  restStatuses.set(err, status);
  return err;
}
export function restStatusOf(err: GraphQLError): number | undefined {
  return restStatuses.get(err);
}

/** What proxies and overloaded servers answer: the REST API is not there for now. */
const UNAVAILABLE_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);
export const INTERNAL_FAILURE_MESSAGE = 'Internal server error';

function internalFailure(status: number): GraphQLError {
  return new GraphQLError(INTERNAL_FAILURE_MESSAGE, { extensions: { code: 'INTERNAL_SERVER_ERROR', upstreamStatus: status } });
}

export function unavailable(): GraphQLError {
  return new GraphQLError(UPSTREAM_UNAVAILABLE_MESSAGE, { extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
}

function defaultMessage(code: UpstreamErrorCode): string {
  switch (code) {
    case 'UNAUTHENTICATED':
      return 'Sign in to continue.';
    case 'FORBIDDEN':
      return 'You do not have permission to do this.';
    case 'NOT_FOUND':
      return 'Not found.';
    case 'CONFLICT':
      return 'This record already exists.';
    default:
      return 'The request was not valid.';
  }
}

function stringRecord(value: object): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, v] of Object.entries(value)) {
    if (v !== undefined && v !== null) out[key] = String(v);
  }
  return out;
}
