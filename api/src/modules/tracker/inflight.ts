// Request coalescing (single-flight) of the tracker's reads inside one API process (README.md Speed).
//
// The gateway's tracker query makes seven REST calls side by side, all with the operation's one X-Request-Id
// (gateway/src/upstream.ts), and four of them need the same rows (rows, calc summary, buyout savings, total project
// cost), three the same project money. A read that finds a computation of the same thing already running for the
// same tenant, user, project and request id awaits that one instead of starting its own.
//
// Why it is safe:
// - Only in-flight promises are shared: an entry is removed the moment its computation settles (before any caller
//   sees the result), so nothing is cached, and a read never gets an answer computed before the operation's first
//   concurrent read of the same thing started. The calls of one operation run side by side with no order between
//   them, so any of their snapshots is an answer the operation could have got had the calls been scheduled
//   differently.
// - Keyed by (tenant, user, project, request id): different operations never share (a request without a sane
//   X-Request-Id gets a fresh UUID, so it shares with nothing), nor do different tenants or users even if a client
//   reuses an id. Every caller still passes its own access check and project lookup before it gets here.
// - A computation is joined only in its first JOIN_WINDOW_MS. The gateway reuses the id within one operation for a
//   write and the reads after it (a mutation answering the tracker), but it starts those reads only after every
//   earlier read of the operation answered or timed out (30 s, far longer than the window), so a read after a
//   write can never join a computation started before that write.
// - Failures are shared as they are (a rejected computation rejects every caller), and only reads outside a
//   transaction use it (writes and the reads answering a write compute their own).

/** How long after it started a computation may still be joined (README.md Speed). */
export const JOIN_WINDOW_MS = 1_000;

interface Entry {
  promise: Promise<unknown>;
  started: number;
}

export interface InFlight {
  /**
   * The running computation under `key` (started within the window), else `compute()` started and shared under
   * `key` until it settles. `also` names other keys whose running computation answers as well (tried first).
   */
  share<T>(key: string, compute: () => Promise<T>, also?: readonly string[]): Promise<T>;
  /** How many computations are running (tests). */
  readonly size: number;
}

export function createInFlight(now: () => number = () => performance.now()): InFlight {
  const running = new Map<string, Entry>();
  const joinable = (key: string): Promise<unknown> | undefined => {
    const entry = running.get(key);
    return entry && now() - entry.started < JOIN_WINDOW_MS ? entry.promise : undefined;
  };
  return {
    share<T>(key: string, compute: () => Promise<T>, also: readonly string[] = []): Promise<T> {
      for (const k of [...also, key]) {
        const found = joinable(k);
        if (found) return found as Promise<T>;
      }
      const entry: Entry = { promise: Promise.resolve(), started: now() };
      entry.promise = (async () => compute())().finally(() => {
        if (running.get(key) === entry) running.delete(key);
      });
      running.set(key, entry);
      return entry.promise as Promise<T>;
    },
    get size() {
      return running.size;
    },
  };
}
