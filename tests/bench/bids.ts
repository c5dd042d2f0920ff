// Bid sheet benches (BENCH_ONLY=bids; docs/money.md §5–§8, issue 13), on the built product:
// 1. Query latency: a project with BENCH_BIDS (60) bids of 20 labor + 20 trade lines and 3 subcontractors quoting
//    every line, loaded in bulk before the stack starts. The GraphQL query of the project's bids with lines, amounts
//    and totals against each REST call it makes; target: gateway median ≤ 1.5 × the slowest REST call's median.
// 2. BENCH_EDITORS (200) concurrent editors for BENCH_EDITORS_SECONDS (60) s on that project over REST, then the
//    checks of bids-checks.ts; a failed check makes the bench exit non-zero.
import { checkBids } from './bids-checks.js';
import { runEditors, type RestClient } from './bids-editors.js';
import { loadBidBench, type BidBenchData } from './bids-load.js';
import type { Figures, measureInterleaved } from './measure.js';
import { startPreparedStack, type PreparedStack } from './prepared-stack.js';

interface Tools {
  measureInterleaved: typeof measureInterleaved;
  login(apiUrl: string, username: string, password: string): Promise<string>;
  print(title: string, rows: [string, Figures][]): void;
}

// The bid sheet screen's query: every bid with its subcontractors, totals, labor and trade lines with the amounts.
export const PROJECT_BIDS_QUERY = `query($uid: String!) { bids(projectUid: $uid) {
  id projectUid label scopeOfWork isAlternate status pricingMode version division { id name } subdivision { id name }
  subcontractors { id name total selected lowest } selectedSubcontractor { id name total }
  totals { labor burden trades subTotal overhead profit totalCost }
  laborLines { id costCode position { id name } level { id name } quantity units costPerUnit total overhead budgetTotal notes }
  tradeLines { id costCode subdivision { id name } category { id name } part { id name } costPerUnit units unitOfMeasure total notes
    amounts { subcontractorId subcontractorName amount } } } }`;

export function restClient(apiUrl: string, token: string): RestClient {
  return async (method, path, body) => {
    const url = path.startsWith('/api/') ? `${apiUrl}${path}` : `${apiUrl}/api/v1/${path}`;
    const res = await fetch(url, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try { parsed = text ? JSON.parse(text) : undefined; } catch { /* not JSON: kept as text for the error sample */ }
    return { status: res.status, body: parsed };
  };
}

async function queryLatency(stack: PreparedStack, data: BidBenchData, token: string, runs: number, tools: Tools) {
  const rest = restClient(stack.apiUrl, token);
  const uid = encodeURIComponent(data.projectUid);
  const restCall = (path: string) => async () => {
    const res = await rest('GET', path);
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
  };
  const gql = async () => {
    const res = await fetch(`${stack.baseUrl}/graphql`, {
      method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: PROJECT_BIDS_QUERY, variables: { uid: data.projectUid } }),
    });
    const body = (await res.json()) as { data?: { bids: { laborLines: unknown[]; tradeLines: unknown[] }[] }; errors?: unknown };
    if (body.errors || !body.data) throw new Error(JSON.stringify(body.errors));
    if (body.data.bids.length !== data.bidIds.length) throw new Error(`bids: ${body.data.bids.length}`);
  };
  const names = ['GraphQL bids(projectUid) with lines, amounts, totals', 'REST GET setup/bid/projectuid/{uid}', 'REST GET bidsheet/lines?project_uid='];
  const figures = await tools.measureInterleaved(runs, [gql, restCall(`setup/bid/projectuid/${uid}`), restCall(`bidsheet/lines?project_uid=${uid}`)], stack.cpuMs);
  const rows = names.map((name, i): [string, Figures] => [name, figures[i]!]);
  tools.print(`Bid sheets, ${stack.database}: a project with ${data.bidIds.length} bids × (20 labor + 20 trade lines, 3 subcontractors); `
    + `${runs} rounds of the three requests, interleaved`, rows);
  const [gateway, bidsCall, linesCall] = rows.map(([, f]) => f) as [Figures, Figures, Figures];
  const slowest = Math.max(bidsCall.median, linesCall.median);
  const ratio = gateway.median / slowest;
  console.log(`  REST medians: bids ${bidsCall.median.toFixed(2)} ms + lines ${linesCall.median.toFixed(2)} ms = ${(bidsCall.median + linesCall.median).toFixed(2)} ms`);
  console.log(`  gateway median / slowest REST call median = ${ratio.toFixed(2)} (target ≤ 1.5): ${ratio <= 1.5 ? 'PASS' : 'FAIL'}`);
  return ratio <= 1.5;
}

/** Signs the editors in through REST, a few at a time (the API's per-client sign-in limits count attempts in flight). */
async function signIn(stack: PreparedStack, emails: string[], tools: Tools): Promise<string[]> {
  const tokens: string[] = new Array(emails.length);
  let next = 0;
  await Promise.all(Array.from({ length: 4 }, async () => {
    while (next < emails.length) {
      const i = next++;
      tokens[i] = await tools.login(stack.apiUrl, emails[i]!, stack.demoPassword);
      if (!tokens[i]) throw new Error(`sign-in of ${emails[i]} failed`);
    }
  }));
  return tokens;
}

export async function bidsStage(runs: number, tools: Tools): Promise<boolean> {
  const editors = Number(process.env.BENCH_EDITORS ?? 200);
  const seconds = Number(process.env.BENCH_EDITORS_SECONDS ?? 60);
  let data: BidBenchData | undefined;
  const stack = await startPreparedStack(async (db) => {
    data = await loadBidBench(db, {
      bids: Number(process.env.BENCH_BIDS ?? 60), labor: 20, trade: 20, editors, password: 'Demo#Pass2026',
    });
  });
  try {
    const loaded = data!;
    console.log(`\nBid sheet bench: project ${loaded.projectUid}, ${loaded.bidIds.length} bids loaded in ${(loaded.ms / 1000).toFixed(1)} s`);
    const admin = await tools.login(stack.apiUrl, 'companyadmin@demo.test', stack.demoPassword);
    const latencyOk = await queryLatency(stack, loaded, admin, runs, tools);

    const tokens = await signIn(stack, loaded.editorEmails, tools);
    const { figures, ledger } = await runEditors(loaded, tokens, (token) => restClient(stack.apiUrl, token), seconds);
    console.log(`\nEditors: ${editors} concurrent editors (own logins, Estimator role) for ${figures.seconds.toFixed(1)} s on ${loaded.projectUid}, ${stack.database}`);
    console.log(`  acknowledged operations ${figures.operations} (${figures.perSecond.toFixed(1)}/s); leases taken ${figures.leasesTaken}`);
    console.log(`  refused: by lock ${figures.lockRefusals}, by version ${figures.versionRefusals}; not found ${figures.notFound}; errors ${figures.errors}`);
    for (const sample of figures.errorSamples) console.log(`    error: ${sample}`);

    const checks = await checkBids(restClient(stack.apiUrl, admin), loaded.projectUid, loaded.projectId, ledger);
    for (const c of checks) console.log(`  ${c.pass ? 'PASS' : 'FAIL'} ${c.name}: ${c.detail}`);
    const noErrors = figures.errors === 0;
    console.log(`  ${noErrors ? 'PASS' : 'FAIL'} no errors (other than lock and version refusals)`);
    if (stack.database !== 'PostgreSQL') console.log('  (not PostgreSQL: set DATABASE_URL for the figures the target is about)');
    return latencyOk && noErrors && checks.every((c) => c.pass);
  } finally {
    await stack.stop();
  }
}
