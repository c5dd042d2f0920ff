import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { generatePassword } from './auth/passwords.js';
import type { Config } from './config.js';
import { openDatabase } from './db/connection.js';
import { migrateToLatest } from './db/migrate.js';
import { createScratchDatabase } from './scratch-database.js';
import { seedDemoData } from './db/seed.js';
import type { Db } from './db/types.js';
import { readPgliteImage, readTestTemplate } from './test-template.js';
import { createMailer, type Mailer } from './mail/mailer.js';

export { DEMO_COMPANIES, DEMO_USERS } from './db/seed.js';
export { ROLE_IDS } from './auth/areas.js';
export { MAX_UPLOAD_ROWS } from './csv/limits.js';

let tagCounter = 0;

/** A tag that keeps names and emails unique within a test run (the API's and the gateway's tests). */
export const uniqueTag = () => `${Date.now().toString(36)}${(tagCounter += 1)}`;

export interface TestApi {
  /** Base address, e.g. http://127.0.0.1:43123 (routes are under /api/v1). */
  url: string;
  db: Db;
  app: FastifyInstance;
  config: Config;
  /** Where emails land as .eml files. */
  outboxDir: string;
  demoPassword: string;
  close(): Promise<void>;
}

/**
 * A migrated, demo-seeded API on 127.0.0.1 and a random port: in-memory PGlite, or a scratch
 * PostgreSQL database when DATABASE_URL is set.
 */
/** `wrapMailer` lets a test see or delay messages; the outbox mailer it wraps still writes every .eml. */
/** `smtpUrl`: mail goes to that SMTP server (a test's own), as SMTP_URL makes the product do. */
export async function startTestApi(
  options: { wrapMailer?: (outbox: Mailer) => Mailer; smtpUrl?: string; trustProxy?: Config['trustProxy'] } = {},
): Promise<TestApi> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'api-test-'));
  const outboxDir = path.join(dataDir, 'outbox');
  await mkdir(outboxDir, { recursive: true });
  const serverUrl = process.env.DATABASE_URL?.trim() || undefined;
  // The run's migrated, seeded template when vitest's globalSetup built one (test-template.ts), else a fresh seed.
  const template = await readTestTemplate();
  const scratch = serverUrl ? await createScratchDatabase(serverUrl, 'api_test', template?.pgDatabase) : undefined;
  const pgliteImage = !serverUrl && template?.pgliteImage ? await readPgliteImage(template.pgliteImage) : undefined;
  // close() drops the scratch database WITH (FORCE): the server ends connections the pool has just released,
  // which is expected here, not a lost connection worth a warning.
  const db = await openDatabase({ databaseUrl: scratch?.url, pgliteImage, onIdleError: () => undefined });
  const seeded = serverUrl ? template?.pgDatabase !== undefined : pgliteImage !== undefined;
  const demoPassword = seeded ? template!.demoPassword : generatePassword();
  if (!seeded) {
    await migrateToLatest(db);
    await seedDemoData(db, demoPassword);
  }

  const config: Config = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: scratch?.url,
    smtpUrl: options.smtpUrl,
    publicUrl: 'http://localhost:4000',
    demoPassword,
    mailFrom: 'Contractor Suite <no-reply@localhost>',
    // The gateway of the tests' harness runs on this machine and names the browser (gateway/src/origin.test.ts).
    trustProxy: options.trustProxy ?? '127.0.0.1',
    // On as in production: every test that changes data and then lists projects checks the cache's invalidation.
    projectListCacheBytes: 32 * 1024 * 1024,
  };
  const outbox = createMailer({ outboxDir, from: config.mailFrom });
  // Without a wrapper the app builds its mailer from the config: SMTP when smtpUrl is set, else the outbox folder.
  const app = await buildApp({ db, config, mailer: options.wrapMailer?.(outbox) });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address,
    db,
    app,
    config,
    outboxDir,
    demoPassword,
    async close() {
      await app.close();
      await db.destroy().catch(() => undefined); // a test may have closed it already (readiness with no database)
      await scratch?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs `fn` while role `roleId` holds `change` on `area` (permissions are read on every request), then gives the grant
 * back as it was, even when `fn` fails: a row the role did not have is added for the while and removed after. Nest
 * calls to change several grants, or one grant step by step.
 */
export async function withGrant(
  api: Pick<TestApi, 'db'>, roleId: number, area: string, change: { can_read?: boolean; can_write?: boolean; visible?: boolean },
  fn: () => Promise<void>,
): Promise<void> {
  const grant = () => api.db.updateTable('role_permissions').where('role_id', '=', roleId).where('area', '=', area);
  const before = await api.db.selectFrom('role_permissions').select(['can_read', 'can_write', 'visible'])
    .where('role_id', '=', roleId).where('area', '=', area).executeTakeFirst();
  if (before) await grant().set(change).execute();
  else {
    await api.db.insertInto('role_permissions')
      .values({ role_id: roleId, area, can_read: false, can_write: false, visible: change.can_read ?? false, ...change }).execute();
  }
  try {
    await fn();
  } finally {
    if (before) await grant().set(before).execute();
    else await api.db.deleteFrom('role_permissions').where('role_id', '=', roleId).where('area', '=', area).execute();
  }
}
