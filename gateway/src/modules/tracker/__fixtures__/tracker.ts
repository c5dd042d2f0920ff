import { expect } from 'vitest';
import type { Harness } from '../../../testkit.js';

// Tracker test data and checks: the operations, a demo project with tracker rows, and REST's answers to compare with.

export const FIGURES = `finalRun scopeTransfer adjustedBudget changeOrderTotals totalRevenue subContractors subcontractorChangeOrders
  holds subContractTotals directCostTotals subBilled otherCosts finalCost overUnderBudget billingToDate paymentReceived costToDate
  netProfitToDate percentComplete revenueRemaining costRemaining balance`;
export const ROW = `id type costCode trade position { id name } level { id name } division { id name } subdivision { id name }
  category { id name } part { id name } committed deletable unbudgeted rowKey figures { ${FIGURES} }`;
export const TRACKER = `projectUid rows { ${ROW} }
  totals { all { ${FIGURES} } totalDirectTrades { ${FIGURES} } generalConditions { ${FIGURES} } rowCount billableHours }
  overhead contractorFee expectedOverhead overheadDrift buyoutSavings
  overheadBilled { billingToDate paymentReceived } contractorFeeBilled { billingToDate paymentReceived }
  projectTotal { projectTotal contractSumToDate scopeTransferNet difference balanced billingToDate paymentReceived }`;
export const PROJECT_TRACKER = `query($uid: String!) { projectTracker(projectUid: $uid) { ${TRACKER} } }`;
export const OVERALL = `query($s: [ProjectStatus!]) { overallProjectTracker(statuses: $s) {
  projects { projectUid projectName status startDate figures { ${FIGURES} } overhead contractorFee projectTotal contractSumToDate balanced
    billingToDate paymentReceived }
  totalDirectTrades { ${FIGURES} } generalConditions { ${FIGURES} } all { ${FIGURES} } overhead contractorFee procurementFees projectCost } }`;
const CHANGE = `row { ${ROW} } tracker { ${TRACKER} }`;
export const UPDATE_ROW = `mutation($id: ID!, $i: TrackerRowInput!) { updateTrackerRow(id: $id, input: $i) { ${CHANGE} } }`;
export const DELETE_ROW = `mutation($id: ID!) { deleteTrackerRow(id: $id) { ${CHANGE} } }`;
export const ADD_LABOR = `mutation($i: LaborScopeTransferInput!) { addLaborScopeTransfer(input: $i) { ${CHANGE} } }`;
export const ADD_TRADE = `mutation($i: TradeScopeTransferInput!) { addTradeScopeTransfer(input: $i) { ${CHANGE} } }`;

/** The one read of a whole tracker (api/src/modules/tracker/README.md Routes: the snapshot), the project ID as {uid}. */
export const TRACKER_READS = ['GET project-tracker/snapshot/projectuid/{uid}'];

/** The operation's data, failing the test with the raw answer on any error. */
export async function ok(h: Harness, token: string, query: string, variables?: Record<string, unknown>): Promise<any> {
  const res = await h.gql(query, variables, token);
  expect(res.errors, res.raw).toBeUndefined();
  return res.data;
}

/** A REST answer's `data`, read straight from the API (the figures the gateway must pass through). */
export async function rest(h: Harness, token: string, path: string): Promise<any> {
  const res = await fetch(`${h.api.url}/api/v1/${path}`, { headers: { authorization: `Bearer ${token}` } });
  const text = await res.text();
  expect(res.status, `GET ${path}: ${text}`).toBe(200);
  return (JSON.parse(text) as { data: unknown }).data;
}

/** GraphQL figure name → REST column: camelCase to snake_case (finalRun → final_run), as the README names them. */
export const column = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Each figure exactly REST's string (two places: to the cent), and the 22 of them all there. */
export function expectFigures(figures: Record<string, string>, restRow: Record<string, unknown>, label: string): void {
  const fields = FIGURES.split(/\s+/).filter(Boolean);
  expect(Object.keys(figures).sort(), label).toEqual([...fields].sort());
  expect(Object.fromEntries(fields.map((f) => [f, figures[f]])), label).toEqual(Object.fromEntries(fields.map((f) => [f, restRow[column(f)]])));
}

/** A tracker row as REST's row would map: ids as strings, references null where REST has none. */
export function expectRow(row: any, r: any): void {
  const ref = (id: number | null, name: string | null) => (id === null ? null : { id: String(id), name });
  expect({ ...row, figures: undefined }).toEqual({
    id: String(r.id), type: r.typee === 'IL' ? 'LABOR' : 'DIRECT_TRADE', costCode: r.cost_code, trade: r.trade,
    position: ref(r.position_id, r.position), level: ref(r.level_id, r.level), division: ref(r.division_id, r.division),
    subdivision: ref(r.subdivision_id, r.sub_division), category: ref(r.category_id, r.category), part: ref(r.part_id, r.part),
    committed: r.committed, deletable: r.deletable, unbudgeted: r.unbudgeted, rowKey: r.row_key, figures: undefined,
  });
  expectFigures(row.figures, r, `row ${r.id}`);
}

/** The whole tracker through GraphQL against REST's 7 answers, read now. */
export async function expectTrackerAsRest(h: Harness, token: string, uid: string, tracker: any): Promise<void> {
  const at = (route: string) => rest(h, token, route.replace('{uid}', encodeURIComponent(uid)));
  const [rows, sums, fee, overhead, expected, buyout, total] = await Promise.all([
    'project-tracker/projectuid/{uid}', 'calculate-project-tracker/projectuid/{uid}', 'calculate-project-tracker/ccllc-fee/projectuid/{uid}',
    'calculate-project-tracker/overhead/projectuid/{uid}', 'calculate-project-tracker/expected-overhead-cost/projectuid/{uid}',
    'calculate-project-tracker/buyout-savings/projectuid/{uid}', 'project-tracker/total-project-cost/projectuid/{uid}',
  ].map(at));
  expect(tracker.rows.map((r: any) => r.id)).toEqual(rows.map((r: any) => String(r.id)));
  tracker.rows.forEach((row: any, i: number) => expectRow(row, rows[i]));
  expectFigures(tracker.totals.all, sums.total, 'all');
  expectFigures(tracker.totals.totalDirectTrades, sums.total_direct_trades, 'totalDirectTrades');
  expectFigures(tracker.totals.generalConditions, sums.general_conditions, 'generalConditions');
  expect([tracker.totals.rowCount, tracker.totals.billableHours]).toEqual([sums.row_count, sums.billable_hours]);
  expect({
    overhead: tracker.overhead, contractorFee: tracker.contractorFee, expectedOverhead: tracker.expectedOverhead,
    overheadDrift: tracker.overheadDrift, buyoutSavings: tracker.buyoutSavings,
  }).toEqual({
    overhead: overhead.overhead, contractorFee: fee.contractor_fee, expectedOverhead: expected.expected_overhead_cost,
    overheadDrift: expected.drift, buyoutSavings: buyout.buyout_savings,
  });
  // What the billing carried for overhead and profit, and in all (docs/money.md §12, last bullet).
  expect([tracker.overheadBilled, tracker.contractorFeeBilled]).toEqual([
    { billingToDate: overhead.billing_to_date, paymentReceived: overhead.payment_received },
    { billingToDate: fee.billing_to_date, paymentReceived: fee.payment_received },
  ]);
  expect(tracker.projectTotal).toEqual({
    projectTotal: total.project_total, contractSumToDate: total.contract_sum_to_date, scopeTransferNet: total.scope_transfer_net,
    difference: total.difference, balanced: total.balanced, billingToDate: total.billing_to_date, paymentReceived: total.payment_received,
  });
}

/** The demo company's first In Progress project with tracker rows (the seed gives each a transfer pair and holds). */
export async function demoProject(h: Harness): Promise<{ uid: string; tenant: number }> {
  const row = await h.api.db.selectFrom('projects as p').select(['p.project_uid', 'p.tenant_id'])
    .where('p.status', '=', 'In Progress').where('p.project_uid', 'like', 'DC\\_%')
    .where((eb) => eb.exists(eb.selectFrom('tracker_rows as r').select('r.id').whereRef('r.project_id', '=', 'p.id').whereRef('r.tenant_id', '=', 'p.tenant_id')))
    .orderBy('p.id').executeTakeFirstOrThrow();
  return { uid: row.project_uid, tenant: row.tenant_id };
}

/** A level of the company that is no labor row of `rows` yet (a scope transfer to it makes a new row). */
export async function unusedLevel(h: Harness, tenant: number, rows: any[]): Promise<{ positionId: string; levelId: string }> {
  const used = new Set(rows.filter((r) => r.type === 'LABOR').map((r) => `${r.position.id}:${r.level.id}`));
  const levels = await h.api.db.selectFrom('levels').select(['id', 'position_id']).where('tenant_id', '=', tenant).orderBy('id').execute();
  const free = levels.find((l) => !used.has(`${l.position_id}:${l.id}`));
  if (!free) throw new Error('every level of the demo company is on the tracker');
  return { positionId: String(free.position_id), levelId: String(free.id) };
}
