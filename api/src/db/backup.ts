// Backup and restore of the embedded database (issue 9 finding 3): `npm run db:backup -- FILE` writes the whole
// PGlite data folder as a gzipped tarball (PGlite's own dumpDataDir), `npm run db:restore -- FILE` replaces the
// folder with one, keeping the old folder beside it. Both take the folder's lock, so they refuse while the product
// runs. With DATABASE_URL the server's own pg_dump / pg_restore are the tools.
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { loadConfig } from '../config.js';
import { DataFolderLocked, lockDataFolder } from './data-lock.js';

/** Writes the folder's tarball to `file`; answers the number of bytes written. */
export async function backupDataFolder(folder: string, file: string): Promise<number> {
  if (!existsSync(folder)) throw new Error(`There is no embedded database in ${folder}.`);
  const release = lockDataFolder(folder);
  try {
    const pg = new PGlite(folder, { extensions: { pg_trgm } });
    try {
      const dump = await pg.dumpDataDir('gzip');
      const bytes = Buffer.from(await dump.arrayBuffer());
      await mkdir(path.dirname(path.resolve(file)), { recursive: true });
      await writeFile(file, bytes, { mode: 0o600 });
      return bytes.length;
    } finally {
      await pg.close();
    }
  } finally {
    release();
  }
}

/**
 * Replaces the folder with the tarball's content. The tarball is opened and checked first (in memory), so a bad file
 * leaves the current data untouched; the current folder is kept as `{folder}.before-restore-{time}`. Answers that path
 * (undefined when there was no folder).
 */
export async function restoreDataFolder(folder: string, file: string): Promise<string | undefined> {
  const tarball = new Blob([await readFile(file)]);
  const check = new PGlite({ loadDataDir: tarball, extensions: { pg_trgm } });
  try {
    await check.query('select 1');
  } finally {
    await check.close().catch(() => undefined);
  }
  await mkdir(path.dirname(folder), { recursive: true });
  const release = lockDataFolder(folder);
  try {
    let kept: string | undefined;
    if (existsSync(folder)) {
      kept = `${folder}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      await rename(folder, kept);
    }
    const pg = new PGlite(folder, { loadDataDir: tarball, extensions: { pg_trgm } });
    try {
      await pg.query('select 1');
    } finally {
      await pg.close();
    }
    return kept;
  } finally {
    release();
  }
}

async function cli(argv: string[]): Promise<void> {
  const [command, file] = argv;
  const config = loadConfig();
  if (config.databaseUrl) throw new Error('DATABASE_URL is set: back up and restore that server with pg_dump and pg_restore.');
  if ((command !== 'backup' && command !== 'restore') || !file) {
    throw new Error('Usage: npm run db:backup -- FILE.tar.gz | npm run db:restore -- FILE.tar.gz');
  }
  const folder = path.join(config.dataDir, 'pglite');
  if (command === 'backup') {
    const bytes = await backupDataFolder(folder, file);
    console.log(`Backed up ${folder} to ${path.resolve(file)} (${(bytes / 1024 / 1024).toFixed(1)} MB).`);
  } else {
    const kept = await restoreDataFolder(folder, file);
    console.log(`Restored ${folder} from ${path.resolve(file)}.${kept ? ` The previous data is kept in ${kept}.` : ''}`);
  }
}

if (process.argv[1] && import.meta.url === new URL(`file://${path.resolve(process.argv[1])}`).href) {
  cli(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof DataFolderLocked || error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
