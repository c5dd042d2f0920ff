import type { Readable } from 'node:stream';
import { LRUCache } from 'lru-cache';
import { Pool, type FormData } from 'undici';
import { FAIR_SHARE_DEFAULTS, FairScheduler, type FairShareLimits } from './fair-share.js';
import { unavailable, upstreamError, type StatusReasons } from './upstream-errors.js';

// The mapping of REST answers to GraphQL errors lives in upstream-errors.ts; its names are reachable from here too.
export * from './upstream-errors.js';

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
  /** Slots to the REST API, all callers together and per caller (fair-share.ts); the defaults when left out. */
  fairShare?: FairShareLimits;
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
  /** Every call takes a slot of its caller (the token, else the browser's address) first. */
  readonly scheduler: FairScheduler;

  constructor(options: UpstreamOptions) {
    this.scheduler = new FairScheduler(options.fairShare ?? FAIR_SHARE_DEFAULTS);
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
      // The slot is held until the answer has been read: the API is busy with the call until then.
      const answered = await this.scheduler.run(callerOf(req), async () => {
        let response;
        try {
          response = await this.pool.request({ method: req.method, path, headers, body });
        } catch {
          // Refused, reset, timed out: all the same to the caller.
          throw unavailable();
        }
        if (response.statusCode === 304 && held) {
          await response.body.dump();
          return { response, text: undefined };
        }
        try {
          return { response, text: await response.body.text() };
        } catch {
          throw unavailable();
        }
      });
      const { response, text } = answered;
      status = response.statusCode;
      if (text === undefined) {
        req.tagged?.(path, held!.etag);
        return held!.envelope as UpstreamEnvelope<T>;
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
      status = await this.scheduler.run(authorization, async () => {
        const response = await this.pool.request({ method: 'GET', path, headers });
        await response.body.dump();
        return response.statusCode;
      });
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
      // Held until the answer's headers: the body then streams from the API's disk, not its event loop.
      const response = await this.scheduler.run(callerOf(req), () => this.pool.request({
        method: req.method, path: this.basePath + req.path.replace(/^\/+/, '') + queryString(req.query), headers,
      })).catch(() => {
        throw unavailable();
      });
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

/** Whose slot a call takes: the caller's token; a public call (login), the browser's address. */
const callerOf = (req: Pick<UpstreamRequest, 'authorization' | 'origin'>) => req.authorization ?? `address ${req.origin?.clientIp ?? ''}`;

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
