import { Pool, type FormData } from 'undici';
import { GraphQLError } from 'graphql';

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

export interface UpstreamRequest {
  method: HttpMethod;
  /** Path below /api/v1, without a leading slash, e.g. `company/3`. */
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** A multipart/form-data body (CSV uploads) instead of JSON; undici sets the boundary header. */
  form?: FormData;
  /** The caller's Authorization header, passed through unchanged; omitted for public calls. */
  authorization?: string;
}

/** A successful REST answer: the whole envelope, `data` plus extras such as `total`. */
export interface UpstreamEnvelope<T = unknown> {
  data: T;
  total?: number;
  [key: string]: unknown;
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

/** Maps a REST status and body to the GraphQL error the contract prescribes. */
export function upstreamError(status: number, body: unknown): GraphQLError {
  const envelope = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const rawError = envelope.error ?? envelope.err;
  let message: string | undefined;
  let fields: Record<string, string> | undefined;

  if (typeof rawError === 'string') {
    message = rawError;
  } else if (rawError && typeof rawError === 'object') {
    // Login field errors arrive as { error: { Username, Password } } (spec 000 §7).
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
    // Never relay a server's internal text.
    return unavailable();
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
    case 412:
      code = 'BAD_USER_INPUT';
      extensions.reason = 'PRECONDITION_FAILED';
      break;
    case 429:
      code = 'BAD_USER_INPUT';
      extensions.reason = 'RATE_LIMITED';
      break;
    default:
      code = 'BAD_USER_INPUT';
  }
  extensions.code = code;
  if (fields && Object.keys(fields).length > 0) extensions.fields = fields;
  // A refused CSV upload lists its bad rows; resolvers read them (formatError never lets them out).
  if (Array.isArray(envelope.rows)) extensions.rows = envelope.rows;
  return new GraphQLError(message ?? defaultMessage(code), { extensions });
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
  private readonly basePath: string;
  private readonly onCall?: (info: UpstreamCallInfo) => void;

  constructor(private readonly options: UpstreamOptions) {
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
      const headers: Record<string, string> = { accept: 'application/json' };
      if (req.authorization) headers.authorization = req.authorization;
      let body: string | FormData | undefined;
      if (req.form !== undefined) {
        body = req.form;
      } else if (req.body !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(req.body);
      }
      let response;
      try {
        response = await this.pool.request({
          method: req.method,
          path: this.basePath + req.path.replace(/^\/+/, '') + queryString(req.query),
          headers,
          body,
        });
      } catch {
        // Refused, reset, timed out: all the same to the caller.
        throw unavailable();
      }
      status = response.statusCode;
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
        throw status >= 200 && status < 300 ? unavailable() : upstreamError(status, undefined);
      }
      if (status >= 200 && status < 300) {
        const env = (parsed && typeof parsed === 'object' ? parsed : {}) as Record<string, unknown>;
        // The original product sometimes answers 200 with { error } (spec 000 §7: "error or err" means failure).
        if (!('data' in env) && (env.error !== undefined || env.err !== undefined)) {
          throw upstreamError(400, env);
        }
        return env as UpstreamEnvelope<T>;
      }
      throw upstreamError(status, parsed);
    } finally {
      this.onCall?.({
        method: req.method,
        path: req.path,
        status,
        durationMs: performance.now() - started,
      });
    }
  }

  async close(): Promise<void> {
    await this.pool.close();
  }
}

function queryString(query: UpstreamRequest['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** The upstream as seen by one GraphQL request: bound to the caller's Authorization header. */
export class RequestUpstream {
  constructor(
    private readonly upstream: Upstream,
    readonly authorization: string | undefined,
  ) {}

  /** Calls with the caller's token. */
  call<T = unknown>(req: Omit<UpstreamRequest, 'authorization'>): Promise<UpstreamEnvelope<T>> {
    return this.upstream.call<T>({ ...req, authorization: this.authorization });
  }

  /** Calls without a token (login, forgot/reset password, version): a stale token must not get in the way. */
  callPublic<T = unknown>(req: Omit<UpstreamRequest, 'authorization'>): Promise<UpstreamEnvelope<T>> {
    return this.upstream.call<T>(req);
  }

  async get<T = unknown>(path: string, query?: UpstreamRequest['query']): Promise<T> {
    return (await this.call<T>({ method: 'GET', path, query })).data;
  }

  async post<T = unknown>(path: string, body?: unknown): Promise<T> {
    return (await this.call<T>({ method: 'POST', path, body: body ?? {} })).data;
  }

  async put<T = unknown>(path: string, body?: unknown): Promise<T> {
    return (await this.call<T>({ method: 'PUT', path, body: body ?? {} })).data;
  }

  async delete<T = unknown>(path: string): Promise<T> {
    return (await this.call<T>({ method: 'DELETE', path })).data;
  }
}
