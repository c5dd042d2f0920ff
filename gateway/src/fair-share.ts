// Fair sharing of the REST API among callers (issue 30 "Load"): every REST call the gateway makes
// takes a slot here first. At most `maxInFlight` calls are in flight to the API at once, all callers together, and at
// most `perCaller` of one caller's. A free slot goes to the waiting caller with the fewest calls in flight (ties: the
// one whose call has waited longest), so a caller with one call to make goes before the backlog of a caller with 60: a
// heavy query waits behind its own limit, not in the API's queue ahead of everyone else's calls. p-limit and p-queue
// bound one queue; neither serves several queues in turn, hence this small class.

import { availableParallelism } from 'node:os';

export interface FairShareLimits {
  /** Calls in flight to the REST API at once, all callers together; 0: no bound. */
  maxInFlight: number;
  /** Calls of one caller in flight at once; 0: no bound. */
  perCaller: number;
}

/**
 * The defaults, for a REST API on a machine like this one, with one worker per core (its API_WORKERS default): two calls
 * per core keep the workers busy while the rest wait here in turn, not in their event loops' queues; one caller gets a
 * call per core at most. On 2 cores: 4 and 2 (BENCH_ONLY=fairness: a light client's median under a heavy one's 61-call
 * queries 1.6× its median alone, against 4× with no bound; docs/benchmarks.md).
 */
export const FAIR_SHARE_DEFAULTS: FairShareLimits = { maxInFlight: 2 * availableParallelism(), perCaller: availableParallelism() };

/** The limits from UPSTREAM_MAX_IN_FLIGHT and UPSTREAM_CALLER_LIMIT (0 turns a bound off), else the defaults. */
export function fairShareLimitsFrom(env: NodeJS.ProcessEnv): FairShareLimits {
  const read = (name: string, fallback: number) => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number ≥ 0, got "${raw}"`);
    return value;
  };
  return {
    maxInFlight: read('UPSTREAM_MAX_IN_FLIGHT', FAIR_SHARE_DEFAULTS.maxInFlight),
    perCaller: read('UPSTREAM_CALLER_LIMIT', FAIR_SHARE_DEFAULTS.perCaller),
  };
}

interface Waiting {
  seq: number;
  grant: (release: () => void) => void;
}

interface Caller {
  inFlight: number;
  waiting: Waiting[];
}

/** Hands out slots to callers in turn; `run` holds one for a task's whole life, released however the task ends. */
export class FairScheduler {
  private readonly callers = new Map<string, Caller>();
  private inFlight = 0;
  private seq = 0;

  constructor(readonly limits: FairShareLimits) {}

  /** Runs `task` once `caller` has a slot; the slot is released when the task settles (resolved, failed or aborted). */
  async run<T>(caller: string, task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    const release = await this.acquire(caller, signal);
    try {
      return await task();
    } finally {
      release();
    }
  }

  /** A slot for `caller`: resolves with its release (idempotent); rejects if `signal` aborts while it waits. */
  acquire(caller: string, signal?: AbortSignal): Promise<() => void> {
    signal?.throwIfAborted();
    const entry = this.callers.get(caller) ?? { inFlight: 0, waiting: [] };
    this.callers.set(caller, entry);
    return new Promise((resolve, reject) => {
      const waiting: Waiting = {
        seq: this.seq++,
        grant: (release) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(release);
        },
      };
      const onAbort = () => {
        const at = entry.waiting.indexOf(waiting);
        if (at < 0) return; // granted already: the task's end releases it
        entry.waiting.splice(at, 1);
        this.forget(caller, entry);
        reject(signal!.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      entry.waiting.push(waiting);
      this.dispatch();
    });
  }

  /** Calls in flight in all, and of one caller (for tests and metrics). */
  inFlightOf(caller?: string): number {
    return caller === undefined ? this.inFlight : this.callers.get(caller)?.inFlight ?? 0;
  }

  /** Calls waiting for a slot, of one caller or of all. */
  waitingOf(caller?: string): number {
    if (caller !== undefined) return this.callers.get(caller)?.waiting.length ?? 0;
    let n = 0;
    for (const entry of this.callers.values()) n += entry.waiting.length;
    return n;
  }

  private dispatch(): void {
    const { maxInFlight, perCaller } = this.limits;
    while (maxInFlight === 0 || this.inFlight < maxInFlight) {
      let next: [string, Caller] | undefined;
      for (const candidate of this.callers) {
        const [, entry] = candidate;
        const head = entry.waiting[0];
        if (!head || (perCaller > 0 && entry.inFlight >= perCaller)) continue;
        const best = next?.[1];
        if (!best || entry.inFlight < best.inFlight || (entry.inFlight === best.inFlight && head.seq < best.waiting[0]!.seq)) next = candidate;
      }
      if (!next) return;
      const [caller, entry] = next;
      const waiting = entry.waiting.shift()!;
      entry.inFlight += 1;
      this.inFlight += 1;
      let released = false;
      waiting.grant(() => {
        if (released) return;
        released = true;
        entry.inFlight -= 1;
        this.inFlight -= 1;
        this.forget(caller, entry);
        this.dispatch();
      });
    }
  }

  /** A caller with nothing in flight or waiting is dropped (its key, a token, is not kept). */
  private forget(caller: string, entry: Caller): void {
    if (entry.inFlight === 0 && entry.waiting.length === 0 && this.callers.get(caller) === entry) this.callers.delete(caller);
  }
}
