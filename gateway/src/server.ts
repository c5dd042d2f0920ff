import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GraphQLFormattedError } from 'graphql';
import type { ErrorReason } from './__generated__/graphql.js';
import type { Resolvers } from './__generated__/resolvers.js';
import { createContext, type GatewayContext } from './context.js';
import { Upstream, type UpstreamCallInfo } from './upstream.js';
import type { FairShareLimits } from './fair-share.js';
import { GATEWAY_MODULES } from './modules/index.js';
import { requestIdOf } from './request-id.js';
import { costLimit } from './query-cost.js';
import { introspectionForSignedIn } from './introspection.js';
import { jitGateway } from './jit.js';
import { responseCache } from './response-cache.js';
import { installWebHeaders } from './web-headers.js';

const here = dirname(fileURLToPath(import.meta.url));
/** gateway/ (the same from src/ under tsx and from dist/ after a build). */
export const packageDir = resolve(here, '..');
export const defaultSchemaDir = resolve(packageDir, '..', 'schema');
export const defaultWebDist = resolve(packageDir, '..', 'web', 'dist');

/** Limits for one operation; refusals are validation errors with extensions.reason QUERY_LIMIT. */
export const QUERY_LIMITS = {
  maxDepth: 10,
  maxAliases: 15,
  /**
   * 1 per field times the sizes of the lists above it (query-cost.ts). The client's heaviest screen (Owners: 100
   * owners, each with its addresses and managers) costs about 15,400; 15 pages of 500 rows would cost 30,000.
   */
  maxCost: 20000,
  maxTokens: 2000,
  maxDirectives: 50,
  /**
   * Introspection (docs/architecture.md §8.3): graphql's own introspection query, as GraphiQL sends it, nests 15
   * fields deep (ofType in ofType) and costs about 52,000 counted like data (its lists at 10 each).
   */
  maxIntrospectionDepth: 16,
  maxIntrospectionCost: 60000,
};

/** graphql-armor's rules over every operation (validation errors, reason QUERY_LIMIT). */
export const ARMOR_CONFIG: ConstructorParameters<typeof ApolloArmor>[0] = {
  // Depth is how deep the fields nest: a fragment spread adds no level (armor's default counts each spread as two, so
  // the tracker's mutations, 5 fields deep through three nested fragments, were refused as 11 deep).
  maxDepth: { n: QUERY_LIMITS.maxDepth, flattenFragments: true },
  maxAliases: { n: QUERY_LIMITS.maxAliases },
  // Cost is ours (query-cost.ts): armor's does not multiply by list sizes.
  costLimit: { enabled: false },
  // graphql's own parser limit answers 400; armor's token plugin throws from a hook, which Apollo turns into a 500.
  maxTokens: { enabled: false },
  maxDirectives: { n: QUERY_LIMITS.maxDirectives },
  blockFieldSuggestion: { enabled: true },
};

/**
 * The depth limit over the whole operation, introspection included: armor's rule above leaves __schema out (its
 * ignoreIntrospection), which let a 60-level ofType chain through.
 */
export const INTROSPECTION_ARMOR_CONFIG: ConstructorParameters<typeof ApolloArmor>[0] = {
  maxDepth: { n: QUERY_LIMITS.maxIntrospectionDepth, ignoreIntrospection: false, flattenFragments: true },
  maxAliases: { enabled: false },
  costLimit: { enabled: false },
  maxTokens: { enabled: false },
  maxDirectives: { enabled: false },
  blockFieldSuggestion: { enabled: false },
};

export interface GatewayOptions {
  /** REST API base URL, e.g. http://127.0.0.1:4001. */
  apiUrl: string;
  /** Built web client (index.html, graphiql.html, assets/). Defaults to ../web/dist; may be missing. */
  webDist?: string;
  schemaDir?: string;
  /** Fastify logger setting; off unless asked for. */
  logger?: boolean | { level: string };
  /** The process log (@suite/logging); wins over `logger`. */
  loggerInstance?: FastifyBaseLogger;
  /** Observes every REST call (tests count them; could feed metrics). */
  onUpstreamCall?: (info: UpstreamCallInfo) => void;
  /** Request body limit in bytes (company logos travel inline as data URLs). */
  bodyLimit?: number;
  /** Slots to the REST API, all callers together and per caller (fair-share.ts); default FAIR_SHARE_DEFAULTS. */
  fairShare?: FairShareLimits;
  /** Memory for kept query answers (response-cache.ts); default GRAPHQL_RESPONSE_CACHE_MB or 32; 0 turns it off. */
  responseCacheBytes?: number;
}

/** The schema's files: the hand-written ones, then those `npm run codegen` writes (__generated__/, if there). */
export function loadTypeDefs(schemaDir = defaultSchemaDir): string[] {
  const generated = join(schemaDir, '__generated__');
  const files = [schemaDir, ...(existsSync(generated) ? [generated] : [])].flatMap((dir) => readdirSync(dir)
    .filter((f) => f.endsWith('.graphql'))
    .sort()
    .map((f) => join(dir, f)));
  if (files.length === 0) throw new Error(`No *.graphql files in ${schemaDir}`);
  return files.map((f) => readFileSync(f, 'utf8'));
}

/** Merges per-module resolver maps (Query/Mutation/type fields from several modules). */
export function mergeResolvers(...maps: Resolvers[]): Resolvers {
  const out: Record<string, unknown> = {};
  for (const map of maps) {
    for (const [typeName, value] of Object.entries(map)) {
      const existing = out[typeName];
      const isPlainMap = value && typeof value === 'object' && value.constructor === Object;
      if (existing && isPlainMap && typeof existing === 'object') {
        out[typeName] = { ...(existing as object), ...(value as object) };
      } else {
        out[typeName] = value;
      }
    }
  }
  return out as Resolvers;
}

/** Every module's resolvers (modules/index.ts), merged in the list's order. */
export const resolvers = mergeResolvers(...GATEWAY_MODULES.map((module) => module.resolvers));

/** Types whose leaves a module's mapping gives already serialized (bids, tracker). */
const serializedTypes = new Set(GATEWAY_MODULES.flatMap((module) => [...(module.serializedTypes ?? [])]));

const CLIENT_CODES = new Set([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'CONFLICT',
  'UPSTREAM_UNAVAILABLE',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);

// graphql-armor prefixes its refusals with "Syntax Error: "; make them read as what they are.
const LIMIT_MESSAGE =
  /^Syntax Error: ((Query depth limit|Aliases limit|Query Cost limit|Token limit|Directives limit).*)$/i;
const TOKEN_LIMIT_MESSAGE = /^Syntax Error: Document contains more tha[nt] \d+ tokens/;

/** graphql-js guesses what was meant ('Did you mean the enum value "BIDDING"?'): a probe learns names from it. */
function withoutSuggestions(message: string): string {
  return message.replace(/\s*(Did you mean [^?]*\?|\[Suggestion hidden\]\??)$/, '');
}

export function formatError(formatted: GraphQLFormattedError, _error: unknown): GraphQLFormattedError {
  const ext = (formatted.extensions ?? {}) as Record<string, unknown>;
  const code = typeof ext.code === 'string' ? ext.code : 'INTERNAL_SERVER_ERROR';
  const base = {
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    ...(formatted.path ? { path: formatted.path } : {}),
  };
  if (!CLIENT_CODES.has(code)) {
    // Unexpected failures: a fixed text, nothing internal (the original is logged by the plugin below).
    return { message: 'Internal server error', ...base, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  }
  const limit = LIMIT_MESSAGE.exec(formatted.message);
  const tokenLimit = TOKEN_LIMIT_MESSAGE.test(formatted.message);
  if (limit || tokenLimit) {
    return {
      message: limit
        ? `Query refused: ${limit[1]}`
        : `Query refused: Token limit of ${QUERY_LIMITS.maxTokens} exceeded.`,
      ...base,
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED', reason: 'QUERY_LIMIT' satisfies ErrorReason },
    };
  }
  // Only documented extension keys leave the gateway (no stacktrace, no exception details).
  const extensions: Record<string, unknown> = { code };
  if (ext.fields && typeof ext.fields === 'object') extensions.fields = ext.fields;
  if (typeof ext.reason === 'string') extensions.reason = ext.reason;
  return { message: withoutSuggestions(formatted.message), ...base, extensions };
}

function logUnexpectedErrors(app: FastifyInstance): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors }) {
          for (const err of errors) {
            const code = (err.extensions?.code as string | undefined) ?? 'INTERNAL_SERVER_ERROR';
            if (!CLIENT_CODES.has(code)) app.log.error({ err: err.originalError ?? err }, 'GraphQL resolver failed');
          }
        },
      };
    },
  };
}

function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return typeof accept === 'string' && accept.includes('text/html');
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Web client not built</title></head>
<body><h1>Web client not built</h1>
<p>The GraphQL API is running at <code>/graphql</code>, but the web client (and GraphiQL) has not been built.</p>
<p>Run <code>npm run build -w web</code> from the repository root, then reload this page.</p>
</body></html>
`;

// Paths that name a static file: a miss is a 404, never the SPA page.
const FILE_LIKE = /\.(js|mjs|css|map|json|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|eot|txt|xml|webmanifest|wasm)$/i;

export async function buildGateway(options: GatewayOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.loggerInstance ? { loggerInstance: options.loggerInstance } : { logger: options.logger ?? false }),
    bodyLimit: options.bodyLimit ?? 8 * 1024 * 1024,
    // GraphQL errors travel inside 200/400 answers; fastify's own 500s must not show internals either.
    return503OnClosing: true,
    // Travels to the REST API with every call (X-Request-Id) so one request can be followed through both logs.
    genReqId: requestIdOf,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await installWebHeaders(app);
  const upstream = new Upstream({ apiUrl: options.apiUrl, onCall: options.onUpstreamCall, fairShare: options.fairShare });
  const armor = new ApolloArmor(ARMOR_CONFIG).protect();
  const answers = responseCache(upstream, options.responseCacheBytes ?? Number(process.env.GRAPHQL_RESPONSE_CACHE_MB ?? 32) * 1024 * 1024);

  const apollo = new ApolloServer<GatewayContext>({
    // The bids and tracker mappings give their leaves already serialized: their operations skip graphql-jit's leaf
    // serializers.
    gateway: jitGateway(loadTypeDefs(options.schemaDir), resolvers, serializedTypes),
    introspection: true,
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    parseOptions: { maxTokens: QUERY_LIMITS.maxTokens },
    stopOnTerminationSignals: false,
    formatError,
    validationRules: [...armor.validationRules, ...new ApolloArmor(INTROSPECTION_ARMOR_CONFIG).protect().validationRules],
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      // Nothing here is cached by HTTP; the plugin would otherwise run a hook for every resolved field.
      ApolloServerPluginCacheControlDisabled(),
      logUnexpectedErrors(app),
      introspectionForSignedIn(),
      costLimit(QUERY_LIMITS.maxCost, QUERY_LIMITS.maxIntrospectionCost),
      ...(armor.plugins as ApolloServerPlugin<GatewayContext>[]),
      answers.plugin,
    ],
  });
  await apollo.start();

  // fastify.close() drains HTTP connections itself; Apollo's fastify drain plugin would call close() again (deadlock).
  app.addHook('onClose', async () => {
    await apollo.stop();
    await upstream.close();
  });

  // Fastify's error answers carry only the status text and message (no stack in any mode).
  app.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    void reply.status(status).send({ error: status >= 500 ? 'Internal server error' : (error.message ?? 'Bad request') });
  });

  const graphqlHandler = fastifyApolloHandler(apollo, {
    context: async (request) => createContext(upstream, request),
  });

  const webDist = options.webDist ?? defaultWebDist;
  const webBuilt = () => existsSync(join(webDist, 'index.html'));
  const staticRegistered = existsSync(webDist);
  if (staticRegistered) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      cacheControl: false,
      preCompressed: true,
      setHeaders(res, path) {
        // Vite fingerprints everything under assets/; the HTML entry points must always be revalidated.
        res.setHeader('cache-control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const sendHtmlFile = (reply: FastifyReply, file: string) => {
    if (staticRegistered && existsSync(join(webDist, file))) {
      return reply.header('cache-control', 'no-cache').sendFile(file);
    }
    return reply.type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
  };

  // Liveness: this process answers. Readiness: it can serve, i.e. the REST API behind it is ready (issue 9 finding 7:
  // /healthz said 'ok' while the REST API was down). /healthz is kept as readiness for existing checks.
  app.get('/livez', async (_request, reply) => reply.type('text/plain; charset=utf-8').send('ok'));
  const readiness = async (_request: FastifyRequest, reply: FastifyReply) => {
    const api = (await upstream.ready()) ? 'ok' : 'failed';
    return reply.code(api === 'ok' ? 200 : 503).send({ status: api === 'ok' ? 'ready' : 'not ready', checks: { restApi: api } });
  };
  app.get('/readyz', readiness);
  app.get('/healthz', readiness);

  app.route({
    method: 'GET',
    url: '/graphql',
    handler: async function (request, reply) {
      // A browser opening /graphql gets GraphiQL (built by the web workspace); API clients get GraphQL over GET.
      if (acceptsHtml(request)) return sendHtmlFile(reply, 'graphiql.html');
      return graphqlHandler.call(this, request as never, reply as never);
    },
  });
  // A query answered before, whose REST reads are all unchanged, is answered again without running (response-cache.ts).
  app.route({ method: ['POST', 'OPTIONS'], url: '/graphql', preHandler: answers.answer, handler: graphqlHandler });
  // Binary documents (the proposal and PCO PDFs, uploaded bids) beside /graphql, with the caller's token.
  for (const module of GATEWAY_MODULES) await module.routes?.(app, upstream);

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/graphql') &&
      path !== '/api' &&
      !path.startsWith('/api/') &&
      !FILE_LIKE.test(path);
    if (!isPage) return reply.status(404).send({ error: 'Not found' });
    // SPA fallback: the client router owns every other path.
    if (!webBuilt()) return reply.type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    return sendHtmlFile(reply, 'index.html');
  });

  return app;
}
