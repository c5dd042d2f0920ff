// One migrated, demo-seeded database per test run. Starting PGlite (initdb), migrating and seeding took about 20 s of
// every test file's start on a loaded CI machine; vitest's globalSetup (this file's `setup`) now does it once, and each
// startTestApi copies the result: PGlite from the data folder image (`dumpDataDir`), PostgreSQL with
// `create database … template`. Every test still gets its own database, in the same state a fresh seed leaves.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { generatePassword } from './auth/passwords.js';
import { openDatabase } from './db/connection.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDemoData } from './db/seed.js';
import type { Database } from './db/types.js';
import { createScratchDatabase } from './scratch-database.js';

/** Names the JSON file describing the run's template; workers inherit it from the process that ran `setup`. */
const TEMPLATE_ENV = 'API_TEST_TEMPLATE';

export interface TestTemplate {
  demoPassword: string;
  /** PGlite: the file holding the data folder image. */
  pgliteImage?: string;
  /** PostgreSQL: the template database, on the DATABASE_URL server. */
  pgDatabase?: string;
}

/** The run's template, or undefined when none was built (a test started outside vitest's globalSetup). */
export async function readTestTemplate(): Promise<TestTemplate | undefined> {
  const file = process.env[TEMPLATE_ENV];
  return file ? (JSON.parse(await readFile(file, 'utf8')) as TestTemplate) : undefined;
}

/** PGlite's image as the Blob `loadDataDir` takes (read per start: each PGlite consumes its own copy). */
export async function readPgliteImage(file: string): Promise<Blob> {
  return new Blob([await readFile(file)]);
}

/** vitest globalSetup: builds the template; the returned function removes it after the run. */
export async function setup(): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'api-template-'));
  const demoPassword = generatePassword();
  const serverUrl = process.env.DATABASE_URL?.trim() || undefined;
  const template: TestTemplate = { demoPassword };
  let drop: (() => Promise<void>) | undefined;
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl, 'api_template');
    const db = await openDatabase({ databaseUrl: scratch.url, onIdleError: () => undefined });
    await migrateToLatest(db);
    await seedDemoData(db, demoPassword);
    await db.destroy(); // a template database must have no open connection when it is copied
    template.pgDatabase = new URL(scratch.url).pathname.slice(1);
    drop = scratch.drop;
  } else {
    const client = new PGlite({ extensions: { pg_trgm } });
    const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
    await migrateToLatest(db);
    await seedDemoData(db, demoPassword);
    const image = await client.dumpDataDir('none');
    await db.destroy();
    template.pgliteImage = path.join(dir, 'pglite.tar');
    await writeFile(template.pgliteImage, Buffer.from(await image.arrayBuffer()));
  }
  const file = path.join(dir, 'template.json');
  await writeFile(file, JSON.stringify(template));
  process.env[TEMPLATE_ENV] = file;
  return async () => {
    delete process.env[TEMPLATE_ENV];
    await drop?.();
    await rm(dir, { recursive: true, force: true });
  };
}
