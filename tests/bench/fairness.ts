// Fair sharing of the REST API among callers (BENCH_ONLY=fairness; issue 30 "Load"), on the built product. One API and
// two gateways in front of it: one with its upstream scheduling off (UPSTREAM_MAX_IN_FLIGHT=0, UPSTREAM_CALLER_LIMIT=0:
// every call goes straight to the connection pool, as before issue 30) and one with the defaults, measured side by side:
// (a) a light client's query alone, interleaved between the two gateways;
// (b) the same light client while one heavy client (another signed-in user) sends the heavy query back to back: a page of
//     30 projects with their bids, 61 REST calls (one page, then each project's bids and lines side by side);
//     target: the light median ≤ 2 × its median alone;
// (c) a mixed load: BENCH_FAIR_CLIENTS (50) clients, each signed in on its own, for BENCH_FAIR_SECONDS (30) s, light
//     queries of four kinds and BENCH_FAIR_HEAVY (2) of the clients sending the heavy query; target: p99 ≤ 250 ms.
import { Pool } from 'undici';
import type { Figures, measureInterleaved } from './measure.js';
import { startPreparedStack, type PreparedStack } from './prepared-stack.js';
import { fairShareLimitsFrom } from '../../gateway/src/fair-share.js';

interface Tools {
  measureInterleaved: typeof measureInterleaved;
  login(apiUrl: string, username: string, password: string): Promise<string>;
  print(title: string, rows: [string, Figures][]): void;
}

/** The heavy query: 1 call for the page, then 2 per project (its bids and their lines, side by side) = 61. */
export const HEAVY_PROJECTS = 30;
const HEAVY_QUERY = `{ projects(page: 1, pageSize: ${HEAVY_PROJECTS}) { total items { id uid name bids { id label status division { name } } } } }`;

// Light queries, one or two REST calls each (the kinds a screen asks for most).
const LIGHT_QUERIES: Record<string, { query: string; variables?: Record<string, unknown> }> = {
  viewer: { query: '{ viewer { user { id name } permissions { area read write } } }' },
  owners: { query: '{ owners(page: 1, pageSize: 10) { total items { id name email } } }' },
  'projects page of 25': { query: '{ projects(page: 1, pageSize: 25) { total items { id uid name status totalCost owner { id name } } } }' },
  'one project': { query: 'query($id: ID!) { project(id: $id) { id uid name status totalCost editable } }' },
};
/** The light client of (a) and (b). */
const LIGHT = 'one project';

/** The scheduling-off gateway's environment (both bounds 0: none). */
const SCHEDULING_OFF = { UPSTREAM_MAX_IN_FLIGHT: '0', UPSTREAM_CALLER_LIMIT: '0' };

type Send = (body: { query: string; variables?: Record<string, unknown> }) => Promise<void>;

/** A load generator's client for one gateway and one token: keep-alive, answers read as bytes, any error thrown. */
function client(pool: Pool, token: string): Send {
  // Uncompressed (the hop is loopback), so that a GraphQL error, which still answers 200, can be seen in the bytes.
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-encoding': 'identity' };
  return async (body) => {
    const res = await pool.request({ method: 'POST', path: '/graphql', headers, body: JSON.stringify(body) });
    const bytes = Buffer.from(await res.body.arrayBuffer());
    if (res.statusCode !== 200) throw new Error(`graphql: ${res.statusCode}`);
    if (bytes.includes('"errors"')) throw new Error(bytes.toString().slice(0, 300));
  };
}

/** Checked once, decoded: the query answers without errors. */
async function check(baseUrl: string, token: string, body: { query: string; variables?: Record<string, unknown> }) {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data?: unknown; errors?: unknown };
  if (json.errors || !json.data) throw new Error(`${body.query}: ${JSON.stringify(json.errors)}`);
  return json.data;
}

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;
}

/** Sends `call` back to back until `stop` is set; how many ended and their median. */
function loop(call: () => Promise<void>) {
  const times: number[] = [];
  let errors = 0;
  let stopped = false;
  const done = (async () => {
    while (!stopped) {
      const t0 = performance.now();
      try {
        await call();
        times.push(performance.now() - t0);
      } catch {
        errors++;
      }
    }
  })();
  return {
    async stop() {
      stopped = true;
      await done;
      const sorted = [...times].sort((a, b) => a - b);
      return { count: sorted.length, errors, median: percentile(sorted, 50) };
    },
  };
}

interface Gateway { name: string; baseUrl: string; cpuMs(): number }

interface Mixed { requests: number; errors: number; perSecond: number; p50: number; p99: number; light: number[]; heavy: number[]; apiCpu: number; gatewayCpu: number }

/** `clients` loops for `seconds`, client i sending its kind; the first `heavy` clients send the heavy query. */
async function mixedLoad(gateway: Gateway, stack: PreparedStack, tokens: string[], heavy: number, seconds: number, projectId: string): Promise<Mixed> {
  const pool = new Pool(gateway.baseUrl, { connections: tokens.length, pipelining: 1 });
  const kinds = Object.values(LIGHT_QUERIES);
  const sends = tokens.map((token, i) => {
    const send = client(pool, token);
    const body = i < heavy ? { query: HEAVY_QUERY } : kinds[i % kinds.length]!;
    return { heavy: i < heavy, call: () => send({ query: body.query, variables: body.query.includes('$id') ? { id: projectId } : undefined }) };
  });
  await Promise.all(sends.map((s) => s.call())); // warm-up: one connection per client
  const light: number[] = [];
  const heavyTimes: number[] = [];
  let errors = 0;
  const apiBefore = stack.cpuMs().api;
  const gatewayBefore = gateway.cpuMs();
  const start = performance.now();
  const end = start + seconds * 1000;
  await Promise.all(sends.map(async (s) => {
    while (performance.now() < end) {
      const t0 = performance.now();
      try {
        await s.call();
        (s.heavy ? heavyTimes : light).push(performance.now() - t0);
      } catch {
        errors++;
      }
    }
  }));
  const elapsed = (performance.now() - start) / 1000;
  const all = [...light, ...heavyTimes].sort((a, b) => a - b);
  await pool.close();
  return {
    requests: all.length, errors, perSecond: all.length / elapsed, p50: percentile(all, 50), p99: percentile(all, 99),
    light: light.sort((a, b) => a - b), heavy: heavyTimes.sort((a, b) => a - b),
    apiCpu: (stack.cpuMs().api - apiBefore) / Math.max(1, all.length), gatewayCpu: (gateway.cpuMs() - gatewayBefore) / Math.max(1, all.length),
  };
}

const ms = (n: number) => n.toFixed(1);

export async function fairnessStage(runs: number, tools: Tools): Promise<void> {
  const stack = await startPreparedStack(async () => {});
  const off = await stack.startGateway(SCHEDULING_OFF);
  // The other gateway's limits: the defaults, or the UPSTREAM_* variables this process was given (they pass to it).
  const on = fairShareLimitsFrom(process.env);
  const gateways: Gateway[] = [
    { name: 'scheduling off', baseUrl: off.baseUrl, cpuMs: off.cpuMs },
    { name: `fair share (${on.maxInFlight} in all, ${on.perCaller}/caller)`, baseUrl: stack.baseUrl, cpuMs: () => stack.cpuMs().gateway },
  ];
  try {
    // The heavy client and the light one are different users, each signed in once.
    const heavyToken = await tools.login(stack.apiUrl, 'companyadmin@demo.test', stack.demoPassword);
    const lightToken = await tools.login(stack.apiUrl, 'fulluser@demo.test', stack.demoPassword);
    const page = (await check(stack.baseUrl, heavyToken, { query: HEAVY_QUERY })) as { projects: { items: { id: string }[] } };
    if (page.projects.items.length !== HEAVY_PROJECTS) throw new Error(`heavy query: ${page.projects.items.length} projects`);
    const projectId = page.projects.items[0]!.id;
    const lightBody = { query: LIGHT_QUERIES[LIGHT]!.query, variables: { id: projectId } };
    const users = ['companyadmin@demo.test', 'fulluser@demo.test', 'estimator@demo.test'];
    for (const user of users) {
      const token = await tools.login(stack.apiUrl, user, stack.demoPassword);
      for (const [name, body] of Object.entries(LIGHT_QUERIES)) {
        await check(stack.baseUrl, token, { query: body.query, variables: body.query.includes('$id') ? { id: projectId } : undefined })
          .catch((err: unknown) => { throw new Error(`${user}, ${name}: ${String(err)}`); });
      }
    }
    const pools = gateways.map((g) => new Pool(g.baseUrl, { connections: 4 }));
    const lightOf = (i: number) => { const send = client(pools[i]!, lightToken); return () => send(lightBody); };
    const heavyOf = (i: number) => { const send = client(pools[i]!, heavyToken); return () => send({ query: HEAVY_QUERY }); };

    // (a) alone, interleaved between the two gateways.
    const alone = await tools.measureInterleaved(runs, gateways.map((_g, i) => lightOf(i)));
    // (b) under one heavy client, on each gateway in turn (the heavy loop runs on the gateway measured only).
    const underHeavy: { light: Figures; heavy: { count: number; errors: number; median: number } }[] = [];
    for (let i = 0; i < gateways.length; i++) {
      const heavy = loop(heavyOf(i));
      await new Promise((r) => setTimeout(r, 500)); // the heavy client's backlog is there before the first light call
      const [light] = await tools.measureInterleaved(runs, [lightOf(i)]);
      underHeavy.push({ light: light!, heavy: await heavy.stop() });
    }
    await Promise.all(pools.map((p) => p.close()));
    tools.print(`Fairness, ${stack.database}: the light client (${LIGHT}, fulluser) alone and under one heavy client `
      + `(companyadmin: ${HEAVY_PROJECTS} projects with their bids, 61 REST calls); ${runs} requests each`, gateways.flatMap((g, i) => [
      [`${g.name}: alone`, alone[i]!],
      [`${g.name}: under the heavy client`, underHeavy[i]!.light],
    ] as [string, Figures][]));
    for (let i = 0; i < gateways.length; i++) {
      const ratio = underHeavy[i]!.light.median / alone[i]!.median;
      const h = underHeavy[i]!.heavy;
      console.log(`  ${gateways[i]!.name.padEnd(36)} light median under heavy / alone = ${ms(underHeavy[i]!.light.median)} / ${ms(alone[i]!.median)}`
        + ` = ${ratio.toFixed(2)} (target ≤ 2): ${ratio <= 2 ? 'PASS' : 'FAIL'}; heavy query median ${ms(h.median)} ms (${h.count} sent, ${h.errors} errors)`);
    }

    // (c) the mixed load, on each gateway in turn; every client signed in on its own (a token each).
    const clients = Number(process.env.BENCH_FAIR_CLIENTS ?? 50);
    const seconds = Number(process.env.BENCH_FAIR_SECONDS ?? 30);
    const heavyClients = Number(process.env.BENCH_FAIR_HEAVY ?? 2);
    if (seconds <= 0) return; // BENCH_FAIR_SECONDS=0: (a) and (b) only
    const tokens: string[] = [];
    for (let i = 0; i < clients; i++) tokens.push(await tools.login(stack.apiUrl, users[i % users.length]!, stack.demoPassword));
    console.log(`\nMixed load: ${clients} clients (each signed in on its own) for ${seconds} s on each gateway in turn; `
      + `${heavyClients} send the heavy query, the others ${Object.keys(LIGHT_QUERIES).join(', ')} in turn`);
    console.log('gateway'.padEnd(36), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'errors'.padStart(7),
      'light p50'.padStart(10), 'light p99'.padStart(10), 'heavy p50'.padStart(10), 'heavy p99'.padStart(10), 'API CPU'.padStart(8), 'gw CPU'.padStart(8));
    for (const g of gateways) {
      const m = await mixedLoad(g, stack, tokens, heavyClients, seconds, projectId);
      console.log(g.name.padEnd(36), m.perSecond.toFixed(1).padStart(8), ms(m.p50).padStart(8), ms(m.p99).padStart(8), String(m.errors).padStart(7),
        ms(percentile(m.light, 50)).padStart(10), ms(percentile(m.light, 99)).padStart(10), ms(percentile(m.heavy, 50)).padStart(10),
        ms(percentile(m.heavy, 99)).padStart(10), m.apiCpu.toFixed(2).padStart(8), m.gatewayCpu.toFixed(2).padStart(8));
      console.log(`  ${g.name}: p99 ${ms(m.p99)} ms (target ≤ 250): ${m.p99 <= 250 ? 'PASS' : 'FAIL'}; ${m.heavy.length} heavy, ${m.light.length} light answered`);
    }
  } finally {
    await off.stop();
    await stack.stop();
  }
}
