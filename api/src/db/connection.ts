import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { lockDataFolder } from './data-lock.js';
import type { Database, Db } from './types.js';

export interface DbOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  databaseUrl?: string;
  /** Folder for PGlite's files; absent means in memory (tests). */
  pgliteDir?: string;
  /** A PGlite data folder image (`dumpDataDir`) to start from, in memory: the tests' migrated, seeded template. */
  pgliteImage?: Blob;
  /** Told when an idle pooled connection dies (server restart, a dropped database); the pool replaces it. */
  onIdleError?: (error: Error) => void;
}

/** Opens Kysely over PostgreSQL (DATABASE_URL) or embedded PGlite. `db.destroy()` closes it. */
export async function openDatabase(options: DbOptions): Promise<Db> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // Without a listener pg rethrows an idle connection's error and the process dies (node-postgres docs, Pool
    // 'error'); the pool drops that client and opens a new one on the next query.
    pool.on('error', (error) => (options.onIdleError ?? warnIdleError)(error));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (!options.pgliteDir) return overPglite(new PGlite({ extensions: { pg_trgm }, loadDataDir: options.pgliteImage }));
  await mkdir(path.dirname(options.pgliteDir), { recursive: true });
  // One process per data folder: a second PGlite on the same files corrupts them (data-lock.ts).
  const release = lockDataFolder(options.pgliteDir);
  try {
    const db = await overPglite(new PGlite(options.pgliteDir, { extensions: { pg_trgm } }));
    const destroy = db.destroy.bind(db);
    db.destroy = async () => {
      await destroy();
      release();
    };
    return db;
  } catch (error) {
    release();
    throw error;
  }
}

async function overPglite(client: PGlite): Promise<Db> {
  await client.waitReady;
  // The dialect serialises queries over PGlite's single connection; destroy() closes PGlite.
  return new Kysely<Database>({ dialect: new PGliteDialect(client) });
}

function warnIdleError(error: Error): void {
  process.emitWarning(`idle database connection lost: ${error.message}`);
}
