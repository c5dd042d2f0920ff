// Prints latency figures for the started product: the same reads through the GraphQL gateway and
// straight from the REST API. Run with `npm run bench` (after `npm run build`); DATABASE_URL selects
// PostgreSQL, otherwise the embedded PGlite is used.
import { startStack } from '../support/stack.js';

interface Figures { median: number; p95: number }

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function measure(runs: number, call: () => Promise<void>): Promise<Figures> {
  for (let i = 0; i < 20; i++) await call(); // warm-up: connections, JIT, query plans
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await call();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), p95: percentile(times, 95) };
}

async function main() {
  const runs = Number(process.env.BENCH_RUNS ?? 300);
  const stack = await startStack();
  try {
    const loginRes = await fetch(`${stack.apiUrl}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin@demo.test', password: stack.demoPassword }),
    });
    const token: string = ((await loginRes.json()) as { data: { token: string } }).data.token;
    const auth = { authorization: `Bearer ${token}` };

    const rest = async (path: string) => {
      const res = await fetch(`${stack.apiUrl}/api/v1/${path}`, { headers: auth });
      if (!res.ok) throw new Error(`${path}: ${res.status}`);
      await res.arrayBuffer();
    };
    const gql = async (query: string) => {
      const res = await fetch(`${stack.baseUrl}/graphql`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      });
      const body = (await res.json()) as { errors?: unknown };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
    };

    const rows: [string, Figures][] = [
      ['REST GET companies (page of 10)', await measure(runs, () => rest('companies?page=1&pageSize=10'))],
      ['GraphQL companies (page of 10)', await measure(runs, () => gql('{ companies(page: 1, pageSize: 10) { total items { id name isActive owner { email } } } }'))],
      ['REST GET auth/me', await measure(runs, () => rest('auth/me'))],
      ['GraphQL viewer with permissions', await measure(runs, () => gql('{ viewer { user { id name } permissions { area read write } } }'))],
    ];
    console.log(`\nDatabase: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; ${runs} sequential requests each`);
    console.log('call'.padEnd(40), 'median ms'.padStart(10), 'p95 ms'.padStart(10));
    for (const [name, f] of rows) console.log(name.padEnd(40), f.median.toFixed(2).padStart(10), f.p95.toFixed(2).padStart(10));
  } finally {
    await stack.stop();
  }
}

await main();
