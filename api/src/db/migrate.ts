import { type MigrationProvider, Migrator } from 'kysely';
import { migrationsOf } from '../modules/module.js';
import { API_MODULES } from '../modules/index.js';
import type { Db } from './types.js';

// Migrations are imported statically (each module's descriptor lists its own) rather than read from a folder, so
// the same code works from src (tsx, vitest) and from compiled dist. Kysely runs them in the order of their names.
const provider: MigrationProvider = { getMigrations: async () => migrationsOf(API_MODULES) };

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error : new Error(String(error ?? failed?.migrationName));
    throw new Error(`Database migration failed${failed ? ` in ${failed.migrationName}` : ''}: ${cause.message}`, {
      cause,
    });
  }
}
