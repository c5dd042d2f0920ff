import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { backupDataFolder, restoreDataFolder } from './backup.js';
import { openDatabase } from './connection.js';
import { DataFolderLocked, lockFileOf } from './data-lock.js';

const fixture = path.join(import.meta.dirname, 'fixtures', 'hold-data-folder.ts');
const children: ChildProcess[] = [];
const folders: string[] = [];

function scratchFolder(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'suite-lock-'));
  folders.push(root);
  return path.join(root, 'pglite');
}

/** Starts a process holding the folder (as `npm start` would) and waits until it has written. */
async function holder(folder: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture, folder], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`holder did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += String(chunk);
      if (output.includes('ready')) {
        clearTimeout(timer);
        ready();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => fail(new Error(`holder exited (${code}):\n${output}`)));
  });
  return child;
}

async function killed(child: ChildProcess): Promise<void> {
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGKILL');
  await exited;
}

async function probeRows(folder: string): Promise<number> {
  const db = await openDatabase({ pgliteDir: folder });
  try {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from lock_probe`.execute(db);
    return rows[0]!.n;
  } finally {
    await db.destroy();
  }
}

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('embedded data folder lock (issue 9 finding 3)', () => {
  it('a second process is refused with the holder named; after the holder is killed the folder opens with its data', async () => {
    const folder = scratchFolder();
    const running = await holder(folder);
    const second = openDatabase({ pgliteDir: folder });
    await expect(second).rejects.toBeInstanceOf(DataFolderLocked);
    await expect(openDatabase({ pgliteDir: folder })).rejects.toThrow(
      `The embedded database in ${folder} is in use by another process (pid ${running.pid}`,
    );
    await killed(running); // a crash: the lock file stays behind, naming a dead process
    expect(JSON.parse(readFileSync(lockFileOf(folder), 'utf8')).pid).toBe(running.pid);

    const db = await openDatabase({ pgliteDir: folder });
    expect(JSON.parse(readFileSync(lockFileOf(folder), 'utf8')).pid).toBe(process.pid);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from lock_probe where writer = ${running.pid!}`.execute(db);
    expect(rows[0]!.n).toBeGreaterThan(0);
    await db.destroy();
    expect(existsSync(lockFileOf(folder))).toBe(false);
  }, 120_000);

  it('the same process cannot open the folder twice either, and can once the first is closed', async () => {
    const folder = scratchFolder();
    const first = await openDatabase({ pgliteDir: folder });
    await expect(openDatabase({ pgliteDir: folder })).rejects.toBeInstanceOf(DataFolderLocked);
    await first.destroy();
    const again = await openDatabase({ pgliteDir: folder });
    await again.destroy();
  }, 60_000);
});

describe('backup and restore of the embedded database', () => {
  it('restores the rows of the backup, keeps the replaced folder, and refuses while the product holds the folder', async () => {
    const folder = scratchFolder();
    const tarball = path.join(path.dirname(folder), 'backup.tar.gz');
    const running = await holder(folder);
    await expect(backupDataFolder(folder, tarball)).rejects.toBeInstanceOf(DataFolderLocked);
    await killed(running);
    const before = await probeRows(folder);

    expect(await backupDataFolder(folder, tarball)).toBeGreaterThan(1000);
    const db = await openDatabase({ pgliteDir: folder });
    await sql`delete from lock_probe`.execute(db);
    await db.destroy();
    expect(await probeRows(folder)).toBe(0);

    const kept = await restoreDataFolder(folder, tarball);
    expect(await probeRows(folder)).toBe(before);
    expect(kept && existsSync(kept)).toBe(true);
    expect(readdirSync(path.dirname(folder)).filter((name) => name.includes('.lock'))).toEqual([]);
  }, 180_000);

  it('a file that is not a backup leaves the current data untouched', async () => {
    const folder = scratchFolder();
    const db = await openDatabase({ pgliteDir: folder });
    await sql`create table lock_probe (writer int)`.execute(db);
    await sql`insert into lock_probe values (1)`.execute(db);
    await db.destroy();
    const junk = path.join(path.dirname(folder), 'junk.tar.gz');
    await import('node:fs/promises').then((fs) => fs.writeFile(junk, 'not a tarball'));
    await expect(restoreDataFolder(folder, junk)).rejects.toThrow();
    expect(await probeRows(folder)).toBe(1);
  }, 120_000);
});
