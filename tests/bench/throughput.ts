// Throughput stage (issue 9 "Four times the pages per core"): CLIENTS concurrent clients for SECONDS, each asking
// for the next page of 100 projects as soon as its previous answer has arrived (a fixed concurrency, no pacing).
// Prints requests per second, p50/p99 latency and CPU ms per request of each tier.
import { Pool } from 'undici';
import type { PreparedStack } from './prepared-stack.js';

/**
 * A load generator's client, as autocannon or wrk are: keep-alive connections (one per client), compressed answers
 * asked for as a browser asks, their bytes read but not decompressed or parsed, so that the bench process (on the same
 * two cores) takes as little CPU from the tiers it measures as it can. Throws on any status but 200; the bench checks
 * the same call's decoded answer once before (run.ts).
 */
export function loadClient(origin: string, connections: number, authorization: string) {
  const pool = new Pool(origin, { connections, pipelining: 1 });
  const headers = { authorization, 'accept-encoding': 'br, gzip' };
  const send = async (method: 'GET' | 'POST', path: string, body?: string) => {
    const res = await pool.request({ method, path, body, headers: body ? { ...headers, 'content-type': 'application/json' } : headers });
    const bytes = await res.body.arrayBuffer();
    if (res.statusCode !== 200) throw new Error(`${method} ${path}: ${res.statusCode}`);
    return { bytes, encoding: res.headers['content-encoding'] };
  };
  return {
    get: (path: string) => send('GET', path).then(() => undefined),
    post: (path: string, json: unknown) => send('POST', path, JSON.stringify(json)).then(() => undefined),
    close: () => pool.close(),
  };
}

export interface Throughput {
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p99: number;
  apiCpu: number;
  gatewayCpu: number;
  /** The bench process's own CPU per request (the clients), on the same cores as the tiers. */
  clientCpu: number;
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
  const clientBefore = process.cpuUsage();
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
  const client = process.cpuUsage(clientBefore);
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
    clientCpu: (client.user + client.system) / 1000 / Math.max(1, requests),
  };
}

export function printThroughput(title: string, rows: [string, Throughput][]): void {
  console.log(`\n${title}`);
  console.log('call'.padEnd(40), 'req/s'.padStart(8), 'p50 ms'.padStart(9), 'p99 ms'.padStart(9), 'errors'.padStart(7),
    'API CPU ms'.padStart(11), 'gw CPU ms'.padStart(10), 'client CPU ms'.padStart(14));
  for (const [name, t] of rows) {
    console.log(name.padEnd(40), t.perSecond.toFixed(1).padStart(8), t.p50.toFixed(1).padStart(9), t.p99.toFixed(1).padStart(9),
      String(t.errors).padStart(7), t.apiCpu.toFixed(2).padStart(11), t.gatewayCpu.toFixed(2).padStart(10), t.clientCpu.toFixed(2).padStart(14));
  }
  const [rest, gateway] = [rows[0]?.[1], rows[1]?.[1]];
  if (rest && gateway) console.log(`  gateway/REST throughput ratio ${(gateway.perSecond / rest.perSecond).toFixed(2)}`);
}
