import path from 'node:path';
import swagger from '@fastify/swagger';
import { TypeBoxValidatorCompiler, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { installAccessControl, PUBLIC, type RouteEntry } from './auth/access.js';
import { loadJwtSecret } from './auth/tokens.js';
import type { Config } from './config.js';
import type { Db } from './db/types.js';
import type { AppDeps } from './deps.js';
import { HttpError, isValueRefusal, MESSAGES } from './errors.js';
import { requestIdOf } from './request-id.js';
import { installInputLimits } from './input-limits.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { createBackground, type Background } from './background.js';
import { installCompression } from './compression.js';
import { loginFieldErrors } from './modules/auth/routes.js';
import { API_MODULES } from './modules/index.js';
import { healthRoutes } from './modules/system/health.js';
import { apiVersion } from './modules/system/routes.js';

export type { Config } from './config.js';
export type { Database, Db } from './db/types.js';
export type { Mailer } from './mail/mailer.js';
// The reason codes of expected failures (the GraphQL enum ErrorReason is generated from them).
export { ERROR_REASONS, type ErrorReason } from './reasons.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route under /api with its declared access, in registration order (walked by the route-table test). */
    routeTable: readonly RouteEntry[];
    /** Work done after answering (background.ts); tests await `background.idle()` before reading its effects. */
    background: Background;
  }
}

export interface BuildAppOptions {
  db: Db;
  config: Config;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
  /** The process log (@suite/logging); wins over `logger`. */
  loggerInstance?: FastifyBaseLogger;
}

// A 1 MB logo travels as base64 (about 1.4 MB) inside JSON.
const BODY_LIMIT = 5 * 1024 * 1024;

interface SchemaIssue {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: { requiredProperties?: string[] };
}

/** '/details/company_email' → 'details.company_email'; a missing property is named by its own path. */
function fieldPath(issue: SchemaIssue): string {
  const base = (issue.instancePath ?? '').split('/').filter(Boolean).join('.');
  const missing = issue.keyword === 'required' ? issue.params?.requiredProperties?.[0] : undefined;
  return [base, missing].filter(Boolean).join('.');
}

/** TypeBox failures in the envelope: `{ error, fields }` naming each field. */
function validationError(error: FastifyError, config: { validationMessage?: string; loginValidation?: boolean }): HttpError {
  const issues = (error.validation ?? []) as SchemaIssue[];
  if (config.loginValidation) {
    const paths = issues.map(fieldPath);
    const root = paths.some((p) => p === '');
    const fields = loginFieldErrors(root || paths.includes('username'), root || paths.includes('password'))
      ?? { Username: 'Provide valid Username and password' };
    return new HttpError(400, Object.values(fields)[0]!, undefined, fields);
  }
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = fieldPath(issue) || error.validationContext || 'body';
    // Union members each report; the first message per field is enough.
    const text = issue.keyword === 'required' ? 'is required' : (issue.message ?? 'is invalid');
    fields[field] ??= config.validationMessage ?? `${field} ${text}`;
  }
  const first = Object.values(fields)[0];
  return new HttpError(400, config.validationMessage ?? first ?? MESSAGES.badRequest, fields);
}

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { db, config } = opts;
  const app = Fastify({
    ...(opts.loggerInstance ? { loggerInstance: opts.loggerInstance } : { logger: opts.logger ?? false }),
    bodyLimit: BODY_LIMIT,
    // The gateway names the browser's address in X-Forwarded-For; sign-in limits count per client, not per gateway.
    // Believed only from the proxies TRUST_PROXY names (docs/architecture.md §8.4): from anyone else, a forged header
    // would give each guess a new client.
    trustProxy: config.trustProxy,
    // The gateway's request id, so one request can be followed through both logs.
    genReqId: requestIdOf,
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(TypeBoxValidatorCompiler);

  const mailer = opts.mailer ?? createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(config.dataDir, 'outbox'),
    from: config.mailFrom,
    ...(config.mailSender ? { sender: config.mailSender } : {}),
    log: app.log,
  });
  const background = createBackground(app.log);
  const deps: AppDeps = {
    db, config, mailer, background, jwtSecret: await loadJwtSecret(db, config.jwtSecret), log: app.log,
  };
  app.decorate('background', background);
  app.addHook('onClose', () => background.idle());

  // Before any route: every route under /api must declare its access, and gets its guard from the declaration.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await installCompression(app);
  const routeTable = installAccessControl(app, db, deps.jwtSecret);
  installInputLimits(app);
  app.decorate('routeTable', routeTable);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    let failure: HttpError;
    if (error instanceof HttpError) failure = error;
    else if (error.validation) failure = validationError(error, request.routeOptions.config ?? {});
    else if (isValueRefusal(error)) {
      request.log.warn({ err: error }, 'value refused by the database');
      failure = new HttpError(400, MESSAGES.valueOutOfRange);
    }
    else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      failure = new HttpError(error.statusCode, error.message);
    } else {
      request.log.error({ err: error }, 'request failed');
      failure = new HttpError(500, MESSAGES.internal);
    }
    const body: { error: string | Record<string, string>; fields?: Record<string, string>; reason?: string; holder?: string } = {
      error: failure.errorObject ?? failure.message,
    };
    if (failure.fields) body.fields = failure.fields;
    if (failure.reason) body.reason = failure.reason;
    if (failure.holder) body.holder = failure.holder;
    return reply.code(failure.statusCode).send(body);
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: MESSAGES.notFound }));

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Contractor suite REST API', version: apiVersion() },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });

  // Each module's plugins in the list's order (modules/index.ts), which is also the OpenAPI document's path order.
  await app.register(async (v1) => {
    for (const module of API_MODULES) {
      for (const routes of module.routes?.(deps, API_MODULES) ?? []) await v1.register(routes);
    }
  }, { prefix: '/api/v1' });
  for (const module of API_MODULES) {
    for (const routes of module.v2Routes?.(deps) ?? []) await app.register(routes, { prefix: '/api/v2' });
  }

  await app.register(healthRoutes(db));
  app.get('/api/openapi.json', { config: { access: PUBLIC }, schema: { hide: true } }, async () => app.swagger());

  return app;
}
