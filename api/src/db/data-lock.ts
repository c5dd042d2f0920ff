/// <reference path="./fs-native-extensions.d.ts" />
// The embedded database may be opened by one process at a time: two PGlite instances writing one folder corrupt it
// beyond repair (issue 9 finding 3). PGlite has no lock of its own, so the folder gets a lock file beside it, locked
// by the operating system for as long as the holding process keeps it open (docs/architecture.md
// §8.1): a second live process is refused, and a process that dies however it dies (kill -9, a crash,
// the container stopped) releases it, so a restart never finds a stale lock, whatever pid the file names.
import { closeSync, fstatSync, ftruncateSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { tryLock, unlock } from 'fs-native-extensions';

interface Holder {
  pid: number;
  host: string;
  started: string;
}

export class DataFolderLocked extends Error {
  constructor(readonly folder: string, readonly holder: Holder | undefined) {
    super(
      `The embedded database in ${folder} is in use by another process` +
        (holder ? ` (pid ${holder.pid} on ${holder.host}, started ${holder.started}). ` : '. ') +
        'Stop that process first, or set DATA_DIR to another folder.',
    );
    this.name = 'DataFolderLocked';
  }
}

export function lockFileOf(folder: string): string {
  return `${folder}.lock`;
}

/** What the holder wrote into the file: only to name it in the refusal, never to decide anything. */
function readHolder(fd: number): Holder | undefined {
  try {
    const parsed = JSON.parse(readFileSync(fd, 'utf8')) as Partial<Holder>;
    return typeof parsed.pid === 'number' ? { pid: parsed.pid, host: String(parsed.host), started: String(parsed.started) } : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the open file is still the one at `file` (a releasing holder unlinks it; see releaser). */
function isAt(fd: number, file: string): boolean {
  try {
    const open = fstatSync(fd);
    const named = statSync(file);
    return open.ino === named.ino && open.dev === named.dev;
  } catch {
    return false;
  }
}

/**
 * Takes the folder's lock for this process, or throws DataFolderLocked naming the holder. The lock is the kernel's
 * lock on the open file (fs-native-extensions: an open-file-description lock on Linux, flock on macOS), so it
 * conflicts with any other open of the file, in this process too, and dies with the process. Returns the release
 * function (also run at process exit).
 */
export function lockDataFolder(folder: string): () => void {
  const file = lockFileOf(folder);
  for (let attempt = 0; attempt < 5; attempt++) {
    const fd = openSync(file, 'a+', 0o600);
    try {
      if (!tryLock(fd)) throw new DataFolderLocked(folder, readHolder(fd));
      if (!isAt(fd, file)) {
        // The holder released (and unlinked) between our open and our lock: lock the file now at that path.
        unlock(fd);
        closeSync(fd);
        continue;
      }
      ftruncateSync(fd, 0);
      writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname(), started: new Date().toISOString() }));
      return releaser(fd, file);
    } catch (error) {
      closeSync(fd);
      throw error;
    }
  }
  throw new Error(`Could not take the lock ${file}: other processes keep taking and releasing it.`);
}

/** Unlinks the file while still holding it (so no one locks a file about to vanish), then lets go of it. */
function releaser(fd: number, file: string): () => void {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    try {
      if (isAt(fd, file)) unlinkSync(file);
    } finally {
      unlock(fd);
      closeSync(fd);
    }
  };
  process.on('exit', release);
  return release;
}
