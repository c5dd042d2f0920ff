// The embedded database may be opened by one process at a time: two PGlite instances writing one folder corrupt it
// beyond repair (issue 9 finding 3: a second start, then a crash, and the folder never opened again). PGlite has no
// lock of its own, so the folder gets a lock file beside it naming its holder; a lock whose holder is gone (a crash,
// a kill -9) is taken over.
import { closeSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';

interface Holder {
  pid: number;
  host: string;
  started: string;
}

export class DataFolderLocked extends Error {
  constructor(readonly folder: string, readonly holder: Holder) {
    super(
      `The embedded database in ${folder} is in use by another process (pid ${holder.pid}, started ${holder.started}). ` +
        'Stop that process first, or set DATA_DIR to another folder.',
    );
    this.name = 'DataFolderLocked';
  }
}

export function lockFileOf(folder: string): string {
  return `${folder}.lock`;
}

function readHolder(file: string): Holder | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
    return typeof parsed.pid === 'number' ? { pid: parsed.pid, host: String(parsed.host), started: String(parsed.started) } : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A holder on another machine (a shared folder) cannot be checked, so it counts as live. */
function isLive(holder: Holder): boolean {
  return holder.host !== hostname() || isAlive(holder.pid);
}

function tryCreate(file: string, holder: Holder): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, JSON.stringify(holder));
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Takes the folder's lock for this process, or throws DataFolderLocked naming the live holder. A stale lock is moved
 * aside by rename (atomic), and its content checked again afterwards, so that two processes recovering at once cannot
 * both take over. Returns the release function (also run at process exit).
 */
export function lockDataFolder(folder: string): () => void {
  const file = lockFileOf(folder);
  const me: Holder = { pid: process.pid, host: hostname(), started: new Date().toISOString() };
  for (let attempt = 0; attempt < 5; attempt++) {
    if (tryCreate(file, me)) return releaser(file);
    const holder = readHolder(file);
    if (holder && isLive(holder)) throw new DataFolderLocked(folder, holder);
    // Stale (or unreadable: a holder killed while writing it). Move it aside, then make sure what moved was stale.
    const aside = `${file}.stale-${process.pid}-${attempt}`;
    try {
      renameSync(file, aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue; // someone else moved it: try again
      throw error;
    }
    const moved = readHolder(aside);
    if (moved && isLive(moved)) {
      // Another process took the lock between our read and our rename: give it back.
      renameSync(aside, file);
      throw new DataFolderLocked(folder, moved);
    }
    unlinkSync(aside);
  }
  throw new Error(`Could not take the lock ${file}: other processes keep taking it.`);
}

function releaser(file: string): () => void {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    if (readHolder(file)?.pid === process.pid) {
      try {
        unlinkSync(file);
      } catch {
        // already gone
      }
    }
  };
  process.on('exit', release);
  return release;
}
