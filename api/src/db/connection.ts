import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database, Db } from './types.js';

export interface DbOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  databaseUrl?: string;
  /** Folder for PGlite's files; absent means in memory (tests). */
  pgliteDir?: string;
}

/** Opens Kysely over PostgreSQL (DATABASE_URL) or embedded PGlite. `db.destroy()` closes it. */
export async function openDatabase(options: DbOptions): Promise<Db> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  let client: PGlite;
  if (options.pgliteDir) {
    await mkdir(path.dirname(options.pgliteDir), { recursive: true });
    client = new PGlite(options.pgliteDir, { extensions: { pg_trgm } });
  } else {
    client = new PGlite({ extensions: { pg_trgm } });
  }
  await client.waitReady;
  // The dialect serialises queries over PGlite's single connection; destroy() closes PGlite.
  return new Kysely<Database>({ dialect: new PGliteDialect(client) });
}
