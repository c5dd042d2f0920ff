// Project tracker benches (BENCH_ONLY=tracker; issue 16, docs/money.md §11), on the built product:
// 1. A project with BENCH_TRACKER_ROWS (300) tracker rows, interleaved: the tracker query (rows and the six summary
//    figures) through the gateway, the one REST call it makes (the snapshot route), and the seven specification calls
//    made one after another (the product this replaces). Targets: query ≤ 1.3 × the snapshot call, ≤ 0.5 × the seven.
// 2. The Overall Project Tracker over BENCH_TRACKER_PROJECTS (1,000) more projects: one GraphQL request against its one
//    REST call (`GET project-tracker/overall`).
// 3. The Project Tracker screen of that project in Chromium, its grid scrolled: frame intervals (tracker-scroll.ts).
import type { Figures, measureInterleaved } from './measure.js';
import { startPreparedStack, type PreparedStack } from './prepared-stack.js';
import { loadTrackerBench, type TrackerBenchData } from './tracker-load.js';
import { printScroll, trackerScroll } from './tracker-scroll.js';

interface Tools {
  measureInterleaved: typeof measureInterleaved;
  login(apiUrl: string, username: string, password: string): Promise<string>;
  print(title: string, rows: [string, Figures][]): void;
}

const FIGURES = `finalRun scopeTransfer adjustedBudget changeOrderTotals totalRevenue subContractors subcontractorChangeOrders
  holds subContractTotals directCostTotals subBilled otherCosts finalCost overUnderBudget billingToDate paymentReceived
  costToDate netProfitToDate percentComplete revenueRemaining costRemaining balance`;

// The tracker screen's data: every row with its figures, and the six summary figures.
export const TRACKER_QUERY = `query($uid: String!) { projectTracker(projectUid: $uid) {
  projectUid
  rows { id type costCode trade committed deletable position { id name } level { id name } division { id name }
    subdivision { id name } category { id name } part { id name } figures { ${FIGURES} } }
  totals { all { ${FIGURES} } totalDirectTrades { ${FIGURES} } generalConditions { ${FIGURES} } rowCount billableHours }
  overhead contractorFee expectedOverhead overheadDrift buyoutSavings
  projectTotal { projectTotal contractSumToDate scopeTransferNet difference balanced } } }`;

export const OVERALL_QUERY = `{ overallProjectTracker {
  projects { projectUid projectName status startDate figures { ${FIGURES} } overhead contractorFee projectTotal contractSumToDate balanced }
  totalDirectTrades { ${FIGURES} } generalConditions { ${FIGURES} } all { ${FIGURES} }
  overhead contractorFee procurementFees projectCost } }`;

/** The one REST call of the tracker query (gateway/src/modules/tracker/README.md): the rows and six summaries, one snapshot. */
export const SNAPSHOT_CALL = 'project-tracker/snapshot/projectuid/{uid}';

/** The seven specification calls of the tracker (docs/projects.md §7), which the snapshot answers at once. */
export const TRACKER_CALLS = [
  'project-tracker/projectuid/{uid}',
  'calculate-project-tracker/projectuid/{uid}',
  'calculate-project-tracker/ccllc-fee/projectuid/{uid}',
  'calculate-project-tracker/overhead/projectuid/{uid}',
  'calculate-project-tracker/expected-overhead-cost/projectuid/{uid}',
  'calculate-project-tracker/buyout-savings/projectuid/{uid}',
  'project-tracker/total-project-cost/projectuid/{uid}',
] as const;

function calls(stack: PreparedStack, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const rest = (path: string) => async () => {
    const res = await fetch(`${stack.apiUrl}/api/v1/${path}`, { headers });
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    await res.arrayBuffer();
  };
  const gql = async <T>(query: string, variables?: Record<string, unknown>): Promise<T> => {
    const res = await fetch(`${stack.baseUrl}/graphql`, {
      method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: T; errors?: unknown };
    if (body.errors || !body.data) throw new Error(JSON.stringify(body.errors));
    return body.data;
  };
  const gqlBytes = async (query: string, variables?: Record<string, unknown>): Promise<void> => {
    const res = await fetch(`${stack.baseUrl}/graphql`, {
      method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }),
    });
    if (res.status !== 200) throw new Error(`graphql: ${res.status}`);
    await res.arrayBuffer();
  };
  return { rest, gql, gqlBytes };
}

async function trackerLatency(stack: PreparedStack, data: TrackerBenchData, token: string, runs: number, tools: Tools): Promise<boolean> {
  const { rest, gql, gqlBytes } = calls(stack, token);
  const uid = encodeURIComponent(data.projectUid);
  // Checked once, decoded; then timed as the REST calls are: the answer's bytes received, not parsed (a client's
  // JSON.parse of 300 rows is the same on both sides and would be counted for GraphQL only).
  const answer = await gql<{ projectTracker: { rows: unknown[] } }>(TRACKER_QUERY, { uid: data.projectUid });
  if (answer.projectTracker.rows.length !== data.rows) throw new Error(`rows: ${answer.projectTracker.rows.length}`);
  const query = () => gqlBytes(TRACKER_QUERY, { uid: data.projectUid });
  const seven = TRACKER_CALLS.map((p) => rest(p.replace('{uid}', uid)));
  const chain = async () => {
    for (const call of seven) await call();
  };
  const timed = [query, rest(SNAPSHOT_CALL.replace('{uid}', uid)), chain];
  const names = ['GraphQL projectTracker (rows + six summaries)', `REST GET ${SNAPSHOT_CALL} (one snapshot)`,
    'REST: the seven specification calls, one after another'];
  const figures = await tools.measureInterleaved(runs, timed, stack.cpuMs);
  const rows = names.map((name, i): [string, Figures] => [name, figures[i]!]);
  tools.print(`Project tracker, ${stack.database}: project ${data.projectUid} with ${data.rows} rows; ${runs} rounds of the three, interleaved`, rows);
  const [gateway, batch, sequential] = figures.map((f) => f.median) as [number, number, number];
  const toBatch = gateway / batch;
  const toSeven = gateway / sequential;
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  console.log(`  query median / snapshot REST call median = ${toBatch.toFixed(2)} (target ≤ 1.3): ${verdict(toBatch <= 1.3)}`);
  console.log(`  query median / seven sequential calls median = ${toSeven.toFixed(2)} (target ≤ 0.5): ${verdict(toSeven <= 0.5)}`);
  return toBatch <= 1.3 && toSeven <= 0.5;
}

async function overallLatency(stack: PreparedStack, data: TrackerBenchData, token: string, runs: number, tools: Tools) {
  const { rest, gql } = calls(stack, token);
  let listed = 0;
  const query = async () => {
    listed = (await gql<{ overallProjectTracker: { projects: unknown[] } }>(OVERALL_QUERY)).overallProjectTracker.projects.length;
  };
  const [gateway, restCall] = await tools.measureInterleaved(runs, [query, rest('project-tracker/overall')], stack.cpuMs);
  const rows: [string, Figures][] = [
    ['GraphQL overallProjectTracker (every project)', gateway!], ['REST GET project-tracker/overall', restCall!],
  ];
  tools.print(`Overall Project Tracker, ${stack.database}: ${listed.toLocaleString('en-US')} projects listed of `
    + `${data.projects.toLocaleString('en-US')}; one REST call; ${runs} rounds of the two, interleaved`, rows);
  console.log(`  gateway/REST median ratio ${(rows[0]![1].median / rows[1]![1].median).toFixed(2)}`);
}

export async function trackerStage(runs: number, tools: Tools): Promise<boolean> {
  let data: TrackerBenchData | undefined;
  const stack = await startPreparedStack(async (db) => {
    data = await loadTrackerBench(db, {
      rows: Number(process.env.BENCH_TRACKER_ROWS ?? 300), projects: Number(process.env.BENCH_TRACKER_PROJECTS ?? 1000),
    });
  });
  try {
    const loaded = data!;
    console.log(`\nTracker bench: ${loaded.rows} rows on ${loaded.projectUid}, ${loaded.projects} projects, loaded in ${(loaded.ms / 1000).toFixed(1)} s`);
    const token = await tools.login(stack.apiUrl, 'companyadmin@demo.test', stack.demoPassword);
    const ok = await trackerLatency(stack, loaded, token, runs, tools);
    await overallLatency(stack, loaded, token, Math.max(20, Math.round(runs / 4)), tools);
    printScroll(loaded.projectUid, loaded.rows, await trackerScroll(stack, loaded.projectUid));
    return ok;
  } finally {
    await stack.stop();
  }
}
