// Throughput stage (issue 9 "Four times the pages per core"): CLIENTS concurrent clients for SECONDS, each asking
// for the next page of 100 projects as soon as its previous answer has arrived (a fixed concurrency, no pacing).
// Prints requests per second, p50/p99 latency and CPU ms per request of each tier.
import type { PreparedStack } from './prepared-stack.js';

export interface Throughput {
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p99: number;
  apiCpu: number;
  gatewayCpu: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;
}

/** Runs `call` from `clients` loops for `seconds`; a failed call counts as an error, not as a latency. */
export async function throughput(clients: number, seconds: number, call: () => Promise<void>, cpu: PreparedStack['cpuMs']): Promise<Throughput> {
  await Promise.all(Array.from({ length: clients }, () => call())); // warm-up: one connection per client, JIT
  const times: number[] = [];
  let errors = 0;
  const before = cpu();
  const start = performance.now();
  const end = start + seconds * 1000;
  await Promise.all(Array.from({ length: clients }, async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      try {
        await call();
        times.push(performance.now() - t0);
      } catch {
        errors++;
      }
    }
  }));
  const elapsed = (performance.now() - start) / 1000;
  const after = cpu();
  times.sort((a, b) => a - b);
  const requests = times.length;
  return {
    requests,
    errors,
    perSecond: requests / elapsed,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    apiCpu: (after.api - before.api) / Math.max(1, requests),
    gatewayCpu: (after.gateway - before.gateway) / Math.max(1, requests),
  };
}

export function printThroughput(title: string, rows: [string, Throughput][]): void {
  console.log(`\n${title}`);
  console.log('call'.padEnd(40), 'req/s'.padStart(8), 'p50 ms'.padStart(9), 'p99 ms'.padStart(9), 'errors'.padStart(7),
    'API CPU ms'.padStart(11), 'gw CPU ms'.padStart(10));
  for (const [name, t] of rows) {
    console.log(name.padEnd(40), t.perSecond.toFixed(1).padStart(8), t.p50.toFixed(1).padStart(9), t.p99.toFixed(1).padStart(9),
      String(t.errors).padStart(7), t.apiCpu.toFixed(2).padStart(11), t.gatewayCpu.toFixed(2).padStart(10));
  }
  const [rest, gateway] = [rows[0]?.[1], rows[1]?.[1]];
  if (rest && gateway) console.log(`  gateway/REST throughput ratio ${(gateway.perSecond / rest.perSecond).toFixed(2)}`);
}
