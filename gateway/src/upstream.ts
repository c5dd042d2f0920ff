import type { Readable } from 'node:stream';
import { LRUCache } from 'lru-cache';
import { Pool, type FormData } from 'undici';
import { GraphQLError } from 'graphql';
import { API_REASONS } from './__generated__/reasons.js';
import type { ErrorReason } from './__generated__/graphql.js';

/** GraphQL error codes the gateway produces from REST answers (schema/common.graphql ErrorCode). */
export type UpstreamErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'UPSTREAM_UNAVAILABLE';

export const UPSTREAM_UNAVAILABLE_MESSAGE = 'The service is unavailable. Try again after some time.';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallOrigin {
  clientIp: string;
  requestId: string;
}

export interface UpstreamRequest {
  method: HttpMethod;
  /** Path below /api/v1, without a leading slash, e.g. `company/3`. */
  path: string;
  /** A list value repeats its key (`states[]=TX&states[]=OK`, GET contractors). */
  query?: Record<string, string | number | boolean | readonly (string | number)[] | undefined>;
  body?: unknown;
  /** A multipart/form-data body (CSV uploads) instead of JSON; undici sets the boundary header. */
  form?: FormData;
  /** The caller's Authorization header, passed through unchanged; omitted for public calls. */
  authorization?: string;
  /** Who asked: the browser's address (X-Forwarded-For, for the API's per-client limits) and the request id. */
  origin?: CallOrigin;
  /** This call's reason by status, for an upstream that names none itself (the original product does not). */
  reasons?: StatusReasons;
  /** Told, after a successful GET, its full path and the tag its answer holds (none: the answer is untagged). */
  tagged?: (path: string, etag: string | undefined) => void;
}

export type StatusReasons = Readonly<Partial<Record<number, ErrorReason>>>;

/** A successful REST answer: the whole envelope, `data` plus extras such as `total`. */
export interface UpstreamEnvelope<T = unknown> {
  data: T;
  total?: number;
  [key: string]: unknown;
}

/** A streamed binary answer (Upstream.stream). */
export interface UpstreamStream {
  status: number;
  contentType?: string;
  contentDisposition?: string;
  contentLength?: string;
  body: Readable;
}

export interface UpstreamCallInfo {
  method: HttpMethod;
  path: string;
  status: number | null;
  durationMs: number;
}

export interface UpstreamOptions {
  /** Base URL of the REST API, e.g. http://127.0.0.1:4001 (the /api/v1 prefix is added). */
  apiUrl: string;
  /** Called after every REST call; used by tests and for logging. */
  onCall?: (info: UpstreamCallInfo) => void;
  /** Upper bound for one REST call (headers and body), ms. */
  timeoutMs?: number;
  connections?: number;
}

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

/**
 * Keep-alive HTTP client to the REST API. One instance per gateway; it holds the connection pool.
 * Requests carry the caller's Authorization header so the API does every permission check itself.
 */
export class Upstream {
  private readonly pool: Pool;
  /** Tagged answers (ETag: the project list) by caller and path, frozen: a 304 to If-None-Match reuses one unparsed. */
  private readonly taggedAnswers = new LRUCache<string, { etag: string; envelope: UpstreamEnvelope<unknown> }>({ maxSize: 32 * 1024 * 1024 });
  private readonly basePath: string;
  private readonly onCall?: (info: UpstreamCallInfo) => void;

  constructor(options: UpstreamOptions) {
    const url = new URL(options.apiUrl);
    // Accept API_URL with or without the /api/v1 suffix.
    this.basePath = url.pathname.replace(/\/+$/, '').replace(/\/api\/v1$/, '') + '/api/v1/';
    this.onCall = options.onCall;
    const timeout = options.timeoutMs ?? 30_000;
    this.pool = new Pool(url.origin, {
      connections: options.connections ?? 64,
      keepAliveTimeout: 10_000,
      headersTimeout: timeout,
      bodyTimeout: timeout,
      connectTimeout: 5_000,
    });
  }

  /** Calls the API; resolves with the success envelope or throws a GraphQLError with the mapped code. */
  async call<T = unknown>(req: UpstreamRequest): Promise<UpstreamEnvelope<T>> {
    const started = performance.now();
    let status: number | null = null;
    try {
      // The hop to the REST API is local: compressing there and decompressing here would be CPU spent for nothing.
      const headers = headersOf(req, { accept: 'application/json', 'accept-encoding': 'identity' });
      const path = this.basePath + req.path.replace(/^\/+/, '') + queryString(req.query);
      const tagKey = req.method === 'GET' && req.authorization ? tagKeyOf(req.authorization, path) : undefined;
      const held = tagKey === undefined ? undefined : this.taggedAnswers.get(tagKey);
      if (held) headers['if-none-match'] = held.etag;
      let body: string | FormData | undefined;
      if (req.form !== undefined) {
        body = req.form;
      } else if (req.body !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(req.body);
      }
      let response;
      try {
        response = await this.pool.request({ method: req.method, path, headers, body });
      } catch {
        // Refused, reset, timed out: all the same to the caller.
        throw unavailable();
      }
      status = response.statusCode;
      if (status === 304 && held) {
        await response.body.dump();
        req.tagged?.(path, held.etag);
        return held.envelope as UpstreamEnvelope<T>;
      }
      let text: string;
      try {
        text = await response.body.text();
      } catch {
        throw unavailable();
      }
      let parsed: unknown;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        // Not JSON: a proxy error page or a crashed server.
        throw status >= 200 && status < 300 ? unavailable() : upstreamError(status, undefined, req.reasons);
      }
      if (status >= 200 && status < 300) {
        const env = (parsed && typeof parsed === 'object' ? parsed : {}) as Record<string, unknown>;
        // The original product sometimes answers 200 with { error } (docs/accounts.md §7: "error or err" means failure).
        if (!('data' in env) && (env.error !== undefined || env.err !== undefined)) {
          throw upstreamError(400, env, req.reasons);
        }
        const etag = response.headers.etag;
        if (tagKey !== undefined && typeof etag === 'string') {
          this.taggedAnswers.set(tagKey, { etag, envelope: deepFreeze(env) as UpstreamEnvelope<unknown> }, { size: text.length + tagKey.length });
        }
        if (req.method === 'GET') req.tagged?.(path, tagKey !== undefined && typeof etag === 'string' ? etag : undefined);
        return env as UpstreamEnvelope<T>;
      }
      throw upstreamError(status, parsed, req.reasons);
    } finally {
      this.onCall?.({
        method: req.method,
        path: req.path,
        status,
        durationMs: performance.now() - started,
      });
    }
  }

  /** Whether the answer held for this caller and path still has tag `etag`: one conditional GET (the API checks the
   * caller first); changed, refused or down: false. */
  async unchanged(authorization: string, path: string, etag: string, origin?: CallOrigin): Promise<boolean> {
    const started = performance.now();
    let status: number | null = null;
    try {
      const headers = headersOf({ authorization, origin }, { accept: 'application/json', 'accept-encoding': 'identity', 'if-none-match': etag });
      const response = await this.pool.request({ method: 'GET', path, headers });
      status = response.statusCode;
      await response.body.dump();
      return status === 304 && this.taggedAnswers.get(tagKeyOf(authorization, path))?.etag === etag;
    } catch {
      return false;
    } finally {
      this.onCall?.({ method: 'GET', path: path.slice(this.basePath.length).replace(/\?.*$/, ''), status, durationMs: performance.now() - started });
    }
  }

  /**
   * A binary answer (an uploaded PDF) as a stream, for the gateway's document routes: the body is never buffered here.
   * A refusal is read as JSON and thrown mapped, exactly as `call` does.
   */
  async stream(req: Omit<UpstreamRequest, 'body' | 'form' | 'reasons'>): Promise<UpstreamStream> {
    const started = performance.now();
    let status: number | null = null;
    try {
      // Passed through as it comes (the document routes forward the body and its type, never an encoding).
      const headers = headersOf(req, { 'accept-encoding': 'identity' });
      let response;
      try {
        response = await this.pool.request({
          method: req.method, path: this.basePath + req.path.replace(/^\/+/, '') + queryString(req.query), headers,
        });
      } catch {
        throw unavailable();
      }
      status = response.statusCode;
      const header = (name: string) => [response.headers[name]].flat()[0];
      if (status >= 200 && status < 300) {
        return { status, contentType: header('content-type'), contentDisposition: header('content-disposition'),
          contentLength: header('content-length'), body: response.body };
      }
      throw upstreamError(status, await response.body.text().then((t) => JSON.parse(t) as unknown).catch(() => undefined));
    } finally {
      this.onCall?.({ method: req.method, path: req.path, status, durationMs: performance.now() - started });
    }
  }

  /** The REST API's own readiness (its /readyz: it answers and its database does), within `timeoutMs`. */
  async ready(timeoutMs = 2_000): Promise<boolean> {
    try {
      const response = await this.pool.request({
        method: 'GET', path: `${this.basePath.replace(/api\/v1\/$/, '')}readyz`, headersTimeout: timeoutMs, bodyTimeout: timeoutMs,
      });
      await response.body.dump();
      return response.statusCode === 200;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await this.pool.close();
  }
}

/** A tagged answer's key: the caller and the full path (query string included). */
const tagKeyOf = (authorization: string, path: string) => `${authorization}\n${path}`;

/** Freezes a parsed JSON value and everything in it (a cached answer shared by later requests). */
function deepFreeze<V>(value: V): V {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** The caller's token and origin travel with every call. */
function headersOf(req: Pick<UpstreamRequest, 'authorization' | 'origin'>, headers: Record<string, string>): Record<string, string> {
  if (req.authorization) headers.authorization = req.authorization;
  if (req.origin) Object.assign(headers, { 'x-forwarded-for': req.origin.clientIp, 'x-request-id': req.origin.requestId });
  return headers;
}

function queryString(query: UpstreamRequest['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else if (value !== undefined) params.set(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}
