import pLimit from 'p-limit';
import type { FormData } from 'undici';
import { GraphQLError } from 'graphql';
import type { ErrorReason } from './__generated__/graphql.js';
import { withGraphQLFields, type FieldPathMap } from './field-paths.js';
import type { RestBody, RestData, RestMethod, RestPath, RestPathParams, RestQuery, RestResponse } from './rest-types.js';
import type { CallOrigin, HttpMethod, StatusReasons, Upstream, UpstreamRequest, UpstreamStream } from './upstream.js';

// The upstream as one GraphQL request (or document route) sees it: typed calls with the caller's token, bounded.

/**
 * Per GraphQL operation: REST calls it may make in all, and how many may be in flight at once. 8 at once, not 6: the
 * project tracker's rows and its six summaries are one screen's 7 calls, made in parallel (docs/projects.md §7 Project tracker;
 * modules/tracker/README.md); with 6 slots the seventh would wait for one of the others to end.
 */
export const REQUEST_LIMITS = { maxCalls: 100, maxConcurrentCalls: 8 };

/** What a typed call takes besides its path: path parameters, query, JSON body (or a multipart form). */
export type RestArgs<P extends RestPath<M>, M extends RestMethod> =
  ([RestPathParams<P, M>] extends [never] ? { params?: undefined } : { params: RestPathParams<P, M> })
  & ([RestQuery<P, M>] extends [never] ? { query?: undefined } : { query?: RestQuery<P, M> })
  & ([RestBody<P, M>] extends [never] ? { body?: undefined; form?: FormData } : { body: RestBody<P, M> })
  & {
    /** Renames the REST field paths of a refusal to the GraphQL input's paths (the module's mapping.ts). */
    fields?: FieldPathMap;
    /** The reason a refusal of this call carries when the API names none. */
    reasons?: StatusReasons;
  };

/** The args may be left out when nothing in them is required. */
type ArgsOf<P extends RestPath<M>, M extends RestMethod> =
  object extends RestArgs<P, M> ? [args?: RestArgs<P, M>] : [args: RestArgs<P, M>];

interface LooseArgs {
  params?: Record<string, string | number>;
  query?: UpstreamRequest['query'];
  body?: unknown;
  form?: FormData;
  fields?: FieldPathMap;
  reasons?: StatusReasons;
}

/** 'owner/{id}' + { id: 3 } → 'owner/3' (each value URL-encoded). */
export function fillPath(template: string, params: Record<string, string | number> | undefined): string {
  return template.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`REST path ${template} needs ${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The upstream as seen by one GraphQL request: bound to the caller's Authorization header. Calls are typed
 * by the OpenAPI path ('owner/{id}'), so a REST schema change that breaks the gateway fails to compile.
 */
export class RequestUpstream {
  private calls = 0;
  /** Every GET this request made, by full path, with the tag its answer holds (response-cache.ts). */
  readonly reads: { path: string; etag: string }[] = [];
  /** False once any call was not a GET with a tagged answer: the response then depends on more than its tags. */
  onlyTaggedReads = true;
  private readonly slots = pLimit(REQUEST_LIMITS.maxConcurrentCalls);

  constructor(
    private readonly upstream: Upstream,
    readonly authorization: string | undefined,
    readonly origin?: CallOrigin,
  ) {}

  private async send(method: RestMethod, path: string, args: LooseArgs | undefined, authorization: string | undefined) {
    // One operation may not turn into an unbounded stream of REST calls, nor hold more than a few at once:
    // the pool to the REST API is shared by every user.
    this.calls += 1;
    if (this.calls > REQUEST_LIMITS.maxCalls) {
      throw new GraphQLError(`Query refused: it needs more than ${REQUEST_LIMITS.maxCalls} REST calls. Ask for fewer rows or fields.`, {
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED', reason: 'QUERY_LIMIT' satisfies ErrorReason },
      });
    }
    return this.slots(() => this.sendNow(method, path, args, authorization));
  }

  private async sendNow(method: RestMethod, path: string, args: LooseArgs | undefined, authorization: string | undefined) {
    let body = args?.body;
    // POST/PUT always carry a JSON body, as the original client sends.
    if (body === undefined && args?.form === undefined && (method === 'post' || method === 'put')) body = {};
    if (method !== 'get') this.onlyTaggedReads = false;
    try {
      return await this.upstream.call({
        method: method.toUpperCase() as HttpMethod,
        path: fillPath(path, args?.params),
        query: args?.query,
        body,
        form: args?.form,
        authorization,
        origin: this.origin,
        reasons: args?.reasons,
        tagged: (full, etag) => {
          if (etag === undefined) this.onlyTaggedReads = false;
          else this.reads.push({ path: full, etag });
        },
      });
    } catch (err) {
      throw withGraphQLFields(err, args?.fields);
    }
  }

  /** A binary GET streamed with the caller's token (a document route; counted like any call). */
  async stream<P extends RestPath<'get'>>(path: P, params?: Record<string, string | number>): Promise<UpstreamStream> {
    this.calls += 1;
    this.onlyTaggedReads = false;
    return this.slots(() => this.upstream.stream({
      method: 'GET', path: fillPath(path, params), authorization: this.authorization, origin: this.origin,
    }));
  }

  /** Calls with the caller's token; resolves with the whole answer (`data` plus extras such as `total`). */
  async call<M extends RestMethod, P extends RestPath<M>>(method: M, path: P, ...args: ArgsOf<P, M>): Promise<RestResponse<P, M>> {
    return (await this.send(method, path, args[0] as LooseArgs | undefined, this.authorization)) as RestResponse<P, M>;
  }

  /** Calls without a token (login, forgot/reset password, version): a stale token must not get in the way. */
  async callPublic<M extends RestMethod, P extends RestPath<M>>(method: M, path: P, ...args: ArgsOf<P, M>): Promise<RestResponse<P, M>> {
    return (await this.send(method, path, args[0] as LooseArgs | undefined, undefined)) as RestResponse<P, M>;
  }

  async get<P extends RestPath<'get'>>(path: P, ...args: ArgsOf<P, 'get'>): Promise<RestData<P, 'get'>> {
    return (await this.send('get', path, args[0] as LooseArgs | undefined, this.authorization)).data as RestData<P, 'get'>;
  }

  async post<P extends RestPath<'post'>>(path: P, ...args: ArgsOf<P, 'post'>): Promise<RestData<P, 'post'>> {
    return (await this.send('post', path, args[0] as LooseArgs | undefined, this.authorization)).data as RestData<P, 'post'>;
  }

  async put<P extends RestPath<'put'>>(path: P, ...args: ArgsOf<P, 'put'>): Promise<RestData<P, 'put'>> {
    return (await this.send('put', path, args[0] as LooseArgs | undefined, this.authorization)).data as RestData<P, 'put'>;
  }

  async delete<P extends RestPath<'delete'>>(path: P, ...args: ArgsOf<P, 'delete'>): Promise<RestData<P, 'delete'>> {
    return (await this.send('delete', path, args[0] as LooseArgs | undefined, this.authorization)).data as RestData<P, 'delete'>;
  }
}
