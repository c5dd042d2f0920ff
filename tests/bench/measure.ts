// Latency measurement of the benches: medians, p95 and CPU per request of the REST API's and the gateway's processes.
import type { PreparedStack } from './prepared-stack.js';

export interface Figures {
  median: number;
  p95: number;
  /** CPU ms per request spent in the REST API's and the gateway's processes (when the stack reports them). */
  apiCpu?: number;
  gatewayCpu?: number;
}

type CpuMs = PreparedStack['cpuMs'];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const WARM_UP = 20; // connections, JIT, query plans

/** `runs` sequential requests of one call, after a warm-up. */
export async function measure(runs: number, call: () => Promise<void>, cpu?: CpuMs): Promise<Figures> {
  return (await measureInterleaved(runs, [call], cpu))[0]!;
}

/**
 * Calls compared with one another (a GraphQL query and the REST calls it makes), measured interleaved: each round runs
 * every call once, one after another, in an order rotated from round to round. A shared machine's load drifts over a
 * run; measured one call after the other, a quieter minute would favour whichever call it fell on, so a ratio of
 * their medians moved with the drift. Interleaved, every call sees the same minutes. CPU per request is read from the
 * processes' counters around each call (10 ms ticks, averaged over the runs).
 */
export async function measureInterleaved(runs: number, calls: (() => Promise<void>)[], cpu?: CpuMs): Promise<Figures[]> {
  for (let i = 0; i < WARM_UP; i++) for (const call of calls) await call();
  const times = calls.map((): number[] => []);
  const used = calls.map(() => ({ api: 0, gateway: 0 }));
  for (let round = 0; round < runs; round++) {
    for (let k = 0; k < calls.length; k++) {
      const i = (round + k) % calls.length;
      const before = cpu?.();
      const start = performance.now();
      await calls[i]!();
      times[i]!.push(performance.now() - start);
      const after = cpu?.();
      if (before && after) {
        used[i]!.api += after.api - before.api;
        used[i]!.gateway += after.gateway - before.gateway;
      }
    }
  }
  return times.map((t, i) => {
    const sorted = [...t].sort((a, b) => a - b);
    return {
      median: percentile(sorted, 50), p95: percentile(sorted, 95),
      apiCpu: cpu ? used[i]!.api / runs : undefined, gatewayCpu: cpu ? used[i]!.gateway / runs : undefined,
    };
  });
}
