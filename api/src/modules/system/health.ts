import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { PUBLIC } from '../../auth/access.js';
import type { Db } from '../../db/types.js';

/** How long readiness waits for the database before calling it down. */
export const READY_TIMEOUT_MS = 2_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Answers 'ok' when the database answers `select 1` in time; the reason otherwise (logged, never sent). */
export async function databaseCheck(db: Db): Promise<'ok' | 'failed'> {
  try {
    await withTimeout(sql`select 1`.execute(db), READY_TIMEOUT_MS);
    return 'ok';
  } catch {
    return 'failed';
  }
}

/**
 * Liveness (the process answers: restart it if not) and readiness (it can serve: its database answers), for a
 * supervisor or load balancer (issue 9 finding 7: one /healthz said 'ok' while nothing behind it worked).
 */
export function healthRoutes(db: Db): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get('/livez', { config: { access: PUBLIC }, schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').send('ok'));
    app.get('/readyz', { config: { access: PUBLIC }, schema: { hide: true } }, async (request, reply) => {
      const database = await databaseCheck(db);
      if (database !== 'ok') request.log.warn('readiness: the database does not answer');
      return reply.code(database === 'ok' ? 200 : 503).send({ status: database === 'ok' ? 'ready' : 'not ready', checks: { database } });
    });
  };
}
