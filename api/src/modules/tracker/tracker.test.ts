import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing.js';
import {
  addBid, bidLabor, bidTrade, dcLabor, dcTrade, directCost, expectOk, newProject, pcoWith, selectSub, send, trackerFixture,
  type TrackerFixture,
} from './fixture.js';

// The tracker on a built project, hand-checked (README.md; docs/money.md §11). Figures of the fixture:
// Journeyman 1,200.00/wk (30.00/h), Apprentice 820.00/wk, burden 2,000.00/wk; parts Plywood 12.35, Rebar 5.00,
// Anchor 7.25.

let api: TestApi;
let f: TrackerFixture;
let built: { id: number; uid: string; pco: { profit_cost: string; burden_total: string; total: string } };

beforeAll(async () => {
  api = await startTestApi();
  f = await trackerFixture(api);
  const p = await newProject(f, { total_markup: '10' });
  // Bid A, no selection: Journeyman 2 × 1.5 wk = 3,600.00 (burden 6,000.00); Plywood 10 × 12.35 = 123.50, quoted 100.00 by A.
  const a = await addBid(f, p.uid, { subcontractor: [{ id: f.subs.a }] });
  await bidLabor(f, a.id, f.level, '2', '1.5');
  await bidTrade(f, a.id, f.part, '10', [{ sub: f.subs.a, amount: '100' }]);
  // Bid B, B selected: Apprentice 1 × 2 wk = 1,640.00 (burden 4,000.00); Rebar 4 × 5.00 = 20.00 quoted 45.00 by B.
  const b = await addBid(f, p.uid, { subcontractor: [{ id: f.subs.b }] });
  await bidLabor(f, b.id, f.otherLevel, '1', '2');
  await bidTrade(f, b.id, f.rebar, '4', [{ sub: f.subs.b, amount: '45' }]);
  await selectSub(f, b.id, f.subs.b);
  // An alternate bid: never counts.
  const alt = await addBid(f, p.uid, { is_alternate: true });
  await bidLabor(f, alt.id, f.level, '10', '10');
  await bidTrade(f, alt.id, f.part, '100');
  // Accepted PCO: Journeyman 1 × 1 wk = 1,200.00 (burden 2,000.00) and Anchor 4 × 7.25 = 29.00 (no original budget).
  const pco = await pcoWith(f, p.uid, { labor: [[f.level, '1', '1']], trades: [[f.anchor, '4']] }, true);
  // A Pending PCO: never counts.
  await pcoWith(f, p.uid, { labor: [[f.level, '5', '5']], trades: [[f.part, '50']] }, false);
  // Direct costs: a vendor bill of Plywood 20 × 12.35 = 247.00; a subcontractor bill of Rebar 10 × 5.00 = 50.00;
  // payroll of Journeyman 1 × 8 h × 30.00 = 240.00; a vendor bill of 980.00 without lines.
  const vendor = await directCost(f, p.uid, 'Vendor');
  await dcTrade(f, vendor.id, f.part, '20');
  const sub = await directCost(f, p.uid, 'Subcontractor');
  await dcTrade(f, sub.id, f.rebar, '10');
  const payroll = await directCost(f, p.uid, 'Payroll');
  await dcLabor(f, payroll.id, f.level, '1', '8');
  await directCost(f, p.uid, 'Vendor', '980');
  built = { ...p, pco };
}, 120_000);

afterAll(async () => {
  await api?.close();
});

const rowsOf = async (uid: string, token = f.tokens.companyAdmin) => (await expectOk(f, 'GET', `project-tracker/projectuid/${uid}`, undefined, 200, token)).data;
const pick = (row: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.map((k) => [k, row[k]]));
const MAIN = ['trade', 'final_run', 'change_order_totals', 'total_revenue', 'sub_contractors', 'committed', 'sub_billed', 'other_costs',
  'final_cost', 'over_under_budget', 'percent_complete', 'cost_remaining', 'balance'];

describe('the rows of a built project', () => {
  it('one row per key, in order, with every §11 column (hand-checked)', async () => {
    const rows = await rowsOf(built.uid);
    expect(rows.map((r: { typee: string; trade: string; part: string | null }) => `${r.typee} ${r.part ?? r.trade}`)).toEqual([
      `DT ${f.division.subName}`, 'DT Bid Test Plywood', 'DT Tracker Test Anchor', 'DT Tracker Test Rebar', 'IL Apprentice', 'IL Journeyman',
    ]);
    const [lineless, plywood, anchor, rebar, apprentice, journeyman] = rows;
    // A line-less vendor bill charged to a new cost line: 980.00 of other costs on no budget, nothing left to spend;
    // flagged unbudgeted and 0 % complete, not "100 %" (docs/money.md §11).
    expect(pick(lineless, [...MAIN, 'cost_code', 'category_id', 'part_id', 'unbudgeted'])).toEqual({
      trade: f.division.subName, final_run: '0.00', change_order_totals: '0.00', total_revenue: '0.00', sub_contractors: '0.00', committed: false,
      sub_billed: '0.00', other_costs: '980.00', final_cost: '980.00', over_under_budget: '-980.00', percent_complete: '0.00',
      cost_remaining: '0.00', balance: '0.00', cost_code: '', category_id: null, part_id: null, unbudgeted: true,
    });
    // Uncommitted and overspent: max(123.50, 247.00) = 247.00.
    expect(pick(plywood, MAIN)).toEqual({
      trade: 'Bid Test Forms', final_run: '123.50', change_order_totals: '0.00', total_revenue: '123.50', sub_contractors: '0.00', committed: false,
      sub_billed: '0.00', other_costs: '247.00', final_cost: '247.00', over_under_budget: '-123.50', percent_complete: '100.00',
      cost_remaining: '0.00', balance: '123.50',
    });
    expect(plywood).toMatchObject({ cost_code: 'PT-1', division_id: f.division.id, subdivision_id: f.division.sub, category_id: f.category, part_id: f.part, deletable: false });
    // An accepted-PCO line with no original budget: 29.00 of change orders, still to be spent.
    expect(pick(anchor, MAIN)).toEqual({
      trade: 'Bid Test Forms', final_run: '0.00', change_order_totals: '29.00', total_revenue: '29.00', sub_contractors: '0.00', committed: false,
      sub_billed: '0.00', other_costs: '0.00', final_cost: '29.00', over_under_budget: '0.00', percent_complete: '0.00',
      cost_remaining: '29.00', balance: '0.00',
    });
    // Committed (B selected at 45.00, the budget) and overspent: billed 50.00 > 45.00.
    expect(pick(rebar, MAIN)).toEqual({
      trade: 'Bid Test Forms', final_run: '45.00', change_order_totals: '0.00', total_revenue: '45.00', sub_contractors: '45.00', committed: true,
      sub_billed: '50.00', other_costs: '0.00', final_cost: '50.00', over_under_budget: '-5.00', percent_complete: '100.00',
      cost_remaining: '0.00', balance: '45.00',
    });
    expect(rebar).toMatchObject({ sub_contract_totals: '45.00', subcontractor_change_orders: '0.00', direct_cost_totals: '50.00', cost_to_date: '50.00' });
    expect(pick(apprentice, MAIN)).toMatchObject({ final_run: '1640.00', total_revenue: '1640.00', final_cost: '1640.00', percent_complete: '0.00' });
    // 3,600.00 (the alternate's labor left out) + 1,200.00 of change orders; payroll 240.00 = 5.00 %.
    expect(pick(journeyman, MAIN)).toEqual({
      trade: 'Journeyman', final_run: '3600.00', change_order_totals: '1200.00', total_revenue: '4800.00', sub_contractors: '0.00', committed: false,
      sub_billed: '0.00', other_costs: '240.00', final_cost: '4800.00', over_under_budget: '0.00', percent_complete: '5.00',
      cost_remaining: '4560.00', balance: '240.00',
    });
    expect(journeyman).toMatchObject({
      typee: 'IL', cost_code: 'CC-100', position_id: f.position, position: 'Bid Test Carpenter', level_id: f.level, level: 'Journeyman',
      scope_transfer: '0.00', holds: '0.00', adjusted_budget: '3600.00', billing_to_date: '0.00', payment_received: '0.00',
      net_profit_to_date: '-240.00', revenue_remaining: '4800.00', project_uid: built.uid,
    });
    // Stable ids: the second read answers the same ones.
    const again = await rowsOf(built.uid);
    expect(again.map((r: { id: number }) => r.id)).toEqual(rows.map((r: { id: number }) => r.id));
    expect(new Set(rows.map((r: { id: number }) => r.id)).size).toBe(6);
  });

  it('the six summaries', async () => {
    const sums = (await expectOk(f, 'GET', `calculate-project-tracker/projectuid/${built.uid}`)).data;
    expect(sums.row_count).toBe(6);
    // 8 hours of payroll.
    expect(sums.billable_hours).toBe('8.00');
    expect(pick(sums.total, ['final_run', 'change_order_totals', 'total_revenue', 'direct_cost_totals', 'final_cost', 'percent_complete'])).toEqual({
      final_run: '5408.50', change_order_totals: '1229.00', total_revenue: '6637.50', direct_cost_totals: '1517.00', final_cost: '7746.00',
      // 1,517.00 / 7,746.00 = 19.584…
      percent_complete: '19.58',
    });
    expect(sums.total_direct_trades).toMatchObject({ final_run: '168.50', total_revenue: '197.50', final_cost: '1306.00' });
    expect(sums.general_conditions).toMatchObject({ final_run: '5240.00', total_revenue: '6440.00', final_cost: '6440.00', percent_complete: '3.73' });

    const totals = (await expectOk(f, 'GET', `projectuid/${built.uid}`)).data;
    // Bid totals 5,408.50, overhead 10,000.00, profit 10 % of 15,408.50 = 1,540.85.
    expect(totals).toMatchObject({ BidTotals: '5408.50', OverheadCost: '10000.00', ProfitCost: '1540.85', completed_on: null });
    const fee = (await expectOk(f, 'GET', `calculate-project-tracker/ccllc-fee/projectuid/${built.uid}`)).data;
    const pcoProfit = built.pco.profit_cost;
    expect(fee).toEqual({
      contractor_fee: (Number(totals.ProfitCost) + Number(pcoProfit)).toFixed(2), project_profit_cost: '1540.85', pco_profit_cost: pcoProfit,
      // Nothing billed yet (no payment application: docs/money.md §12).
      billing_to_date: '0.00', payment_received: '0.00',
    });
    const overhead = (await expectOk(f, 'GET', `calculate-project-tracker/overhead/projectuid/${built.uid}`)).data;
    expect(overhead).toEqual({
      overhead: '12000.00', project_overhead_cost: '10000.00', pco_overhead: '2000.00', billing_to_date: '0.00', payment_received: '0.00',
    });
    // Today's burden is the one the lines were priced at: no drift.
    const expected = (await expectOk(f, 'GET', `calculate-project-tracker/expected-overhead-cost/projectuid/${built.uid}`)).data;
    expect(expected).toEqual({ expected_overhead_cost: '12000.00', overhead: '12000.00', drift: '0.00' });
    // Committed DT rows: Rebar 45.00 − 45.00.
    expect((await expectOk(f, 'GET', `calculate-project-tracker/buyout-savings/projectuid/${built.uid}`)).data).toEqual({ buyout_savings: '0.00' });
    const total = (await expectOk(f, 'GET', `project-tracker/total-project-cost/projectuid/${built.uid}`)).data;
    expect(total).toMatchObject({
      total_revenue: '6637.50', overhead: '12000.00', contractor_fee: fee.contractor_fee, contract_sum_to_date: totals.ContractSumToDate,
      project_total: totals.ContractSumToDate, scope_transfer_net: '0.00', difference: '0.00', balanced: true,
    });
  });
});

describe('changes and entered figures', () => {
  it('a change to a bid, a PCO or a direct cost shows on the next read; scope transfers and holds are kept', async () => {
    const p = await newProject(f);
    const bid = await addBid(f, p.uid);
    const line = (await bidLabor(f, bid.id, f.level, '1', '1')).data;
    const [row] = await rowsOf(p.uid);
    expect(row).toMatchObject({ final_run: '1200.00', deletable: false });
    await expectOk(f, 'PUT', `project-tracker/update/${row.id}`, { scope_transfer: '-200', holds: 150.5 });
    // The bid line changes: 2 wk = 2,400.00; the entered figures stay.
    await expectOk(f, 'PUT', `division/internallabour/${line.id}`, { units: '2' });
    let [after] = await rowsOf(p.uid);
    expect(after).toMatchObject({ id: row.id, final_run: '2400.00', scope_transfer: '-200.00', adjusted_budget: '2200.00', holds: '150.50', final_cost: '2350.50' });
    // An Accepted PCO on the key, then a direct cost.
    await pcoWith(f, p.uid, { labor: [[f.level, '1', '1']] }, true);
    const dc = await directCost(f, p.uid, 'Payroll');
    await dcLabor(f, dc.id, f.level, '1', '10');
    [after] = await rowsOf(p.uid);
    expect(after).toMatchObject({ id: row.id, change_order_totals: '1200.00', total_revenue: '3400.00', direct_cost_totals: '300.00' });
    // Every line of the key deleted: the row stays with its entered figures and zero budget.
    await expectOk(f, 'DELETE', `setup/bid?id=${bid.id}`);
    [after] = await rowsOf(p.uid);
    expect(after).toMatchObject({ id: row.id, final_run: '0.00', scope_transfer: '-200.00', holds: '150.50' });
  });

  it('PUT: money rules; DELETE only an all-zero row, which comes back with a new id while it has lines', async () => {
    const p = await newProject(f);
    const bid = await addBid(f, p.uid);
    // A line priced at 0.00: a row whose figures are all zero.
    await expectOk(f, 'POST', 'division/internallabour', { bidsheet_id: bid.id, position: f.position, level: f.level, quantity: '1', units: '1', costperunit: '0' }, 200);
    const [row] = await rowsOf(p.uid);
    expect(row).toMatchObject({ final_run: '0.00', deletable: true });
    for (const [field, value] of [['holds', '1,000'], ['holds', 'abc'], ['scope_transfer', '1000000000000'], ['scope_transfer', null], ['holds', '']] as const) {
      const reply = await send(f, 'PUT', `project-tracker/update/${row.id}`, { [field]: value });
      expect(reply.status, `${field} ${value}`).toBe(400);
      expect(reply.body.fields).toEqual({ [field]: 'Enter a valid amount.' });
    }
    const edited = (await expectOk(f, 'PUT', `project-tracker/update/${row.id}`, { holds: '-999999999999.99' })).data;
    expect(edited).toMatchObject({ holds: '-999999999999.99', deletable: false });
    const refused = await send(f, 'DELETE', `project-tracker/delete/${row.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: 'Only a record whose figures are all zero can be deleted.', reason: 'TRACKER_ROW_NOT_EMPTY' });
    await expectOk(f, 'PUT', `project-tracker/update/${row.id}`, { holds: 0 });
    expect((await expectOk(f, 'DELETE', `project-tracker/delete/${row.id}`)).data).toEqual({ id: row.id, project_uid: p.uid });
    expect((await send(f, 'DELETE', `project-tracker/delete/${row.id}`)).status).toBe(404);
    expect((await send(f, 'PUT', `project-tracker/update/${row.id}`, { holds: 1 })).status).toBe(404);
    const [back] = await rowsOf(p.uid);
    expect(back.id).not.toBe(row.id);
    for (const bad of ['0', '-1', '1.5', '2147483648', 'x']) expect((await send(f, 'PUT', `project-tracker/update/${bad}`, { holds: 1 })).status).toBe(400);
  });

  it('scope transfers: mandatory fields, ids that belong together, a pair netting to zero keeps the project balanced', async () => {
    const p = await newProject(f);
    const bid = await addBid(f, p.uid);
    await bidLabor(f, bid.id, f.level, '1', '1');
    await bidTrade(f, bid.id, f.part, '10');
    const labor = `project-tracker/internal-labor/add-scope-transfer/projectuid/${p.uid}`;
    const trade = `project-tracker/direct-trade/add-scope-transfer/projectuid/${p.uid}`;
    const mandatory = 'Kindly fill all the mandatory fields.';
    const cases: [string, Record<string, unknown>, string, string][] = [
      [labor, { trade: f.level, scopeTransfer: 10 }, 'position', mandatory],
      [labor, { position: f.position, trade: '', scopeTransfer: 10 }, 'trade', mandatory],
      [labor, { position: f.position, trade: f.level }, 'scopeTransfer', mandatory],
      [labor, { position: f.position, trade: f.level, scopeTransfer: '0.00' }, 'scopeTransfer', 'Enter an amount other than zero.'],
      [labor, { position: f.position, trade: f.level, scopeTransfer: '1,500' }, 'scopeTransfer', 'Enter a valid amount.'],
      [labor, { position: 2147483000, trade: f.level, scopeTransfer: 10 }, 'position', 'Not a valid position.'],
      [trade, { subDivision: f.division.sub, trade: f.category, part: f.part, scopeTransfer: 5 }, 'division', mandatory],
      [trade, { division: f.division.id, subDivision: f.division.sub, trade: f.category, scopeTransfer: 5 }, 'part', mandatory],
      [trade, { division: f.division.id, subDivision: f.otherTenantSub.sub, trade: f.category, part: f.part, scopeTransfer: 5 }, 'subDivision', 'Not a valid subdivision.'],
      [trade, { division: f.division.id, subDivision: f.division.otherSub, trade: f.category, part: f.part, scopeTransfer: 5 }, 'trade', 'Not a valid category.'],
    ];
    for (const [url, body, field, message] of cases) {
      const reply = await send(f, 'POST', url, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body).toMatchObject({ error: message, fields: { [field]: message } });
    }
    // −100.00 off the trade row onto the Apprentice (a new row); then +100.00 back on the trade row: nets to zero.
    const moved = (await expectOk(f, 'POST', trade, { division: f.division.id, subDivision: f.division.sub, trade: f.category, part: f.part, scopeTransfer: '-100' })).data;
    expect(moved).toMatchObject({ typee: 'DT', part_id: f.part, final_run: '123.50', scope_transfer: '-100.00', adjusted_budget: '23.50' });
    const unbalanced = (await expectOk(f, 'GET', `project-tracker/total-project-cost/projectuid/${p.uid}`)).data;
    expect(unbalanced).toMatchObject({ scope_transfer_net: '-100.00', difference: '-100.00', balanced: false });
    const added = (await expectOk(f, 'POST', labor, { position: String(f.position), trade: f.otherLevel, scopeTransfer: 100 })).data;
    expect(added).toMatchObject({ typee: 'IL', level: 'Apprentice', final_run: '0.00', scope_transfer: '100.00', total_revenue: '100.00' });
    const again = (await expectOk(f, 'POST', labor, { position: f.position, trade: f.otherLevel, scopeTransfer: '0.5' })).data;
    expect(again).toMatchObject({ id: added.id, scope_transfer: '100.50' });
    await expectOk(f, 'PUT', `project-tracker/update/${added.id}`, { scope_transfer: '100' });
    const balanced = (await expectOk(f, 'GET', `project-tracker/total-project-cost/projectuid/${p.uid}`)).data;
    expect(balanced).toMatchObject({ scope_transfer_net: '0.00', difference: '0.00', balanced: true });
    expect(balanced.project_total).toBe((await expectOk(f, 'GET', `projectuid/${p.uid}`)).data.ContractSumToDate);
  });
});

describe('access', () => {
  it("another company's project or row: 404; the estimator reads but cannot write; role 13: 403", async () => {
    const [row] = await rowsOf(built.uid);
    const admin2 = f.tokens.secondAdmin;
    expect((await send(f, 'GET', `project-tracker/projectuid/${built.uid}`, undefined, admin2)).status).toBe(404);
    expect((await send(f, 'GET', `calculate-project-tracker/projectuid/${built.uid}`, undefined, admin2)).status).toBe(404);
    expect((await send(f, 'PUT', `project-tracker/update/${row.id}`, { holds: 1 }, admin2)).status).toBe(404);
    expect((await send(f, 'DELETE', `project-tracker/delete/${row.id}`, undefined, admin2)).status).toBe(404);
    expect((await send(f, 'POST', `project-tracker/internal-labor/add-scope-transfer/projectuid/${built.uid}`,
      { position: f.position, trade: f.level, scopeTransfer: 1 }, admin2)).status).toBe(404);

    expect(await rowsOf(built.uid, f.tokens.estimator)).toHaveLength(6);
    expect((await send(f, 'PUT', `project-tracker/update/${row.id}`, { holds: 1 }, f.tokens.estimator)).status).toBe(403);
    expect((await send(f, 'DELETE', `project-tracker/delete/${row.id}`, undefined, f.tokens.estimator)).status).toBe(403);
    expect((await send(f, 'POST', `project-tracker/internal-labor/add-scope-transfer/projectuid/${built.uid}`,
      { position: f.position, trade: f.level, scopeTransfer: 1 }, f.tokens.estimator)).status).toBe(403);
    expect((await send(f, 'GET', 'project-tracker/overall', undefined, f.tokens.estimator)).status).toBe(403);

    for (const url of [`project-tracker/projectuid/${built.uid}`, `project-tracker/total-project-cost/projectuid/${built.uid}`]) {
      expect((await send(f, 'GET', url, undefined, f.tokens.subInTenant1)).status).toBe(403);
    }
    expect((await send(f, 'PUT', `project-tracker/update/${row.id}`, { holds: 'junk' }, f.tokens.subInTenant1)).status).toBe(403);
  });
});

describe('the overall project tracker and completed_on', () => {
  it('lists projects with figures, filtered by status; sums and procurement fees add up', async () => {
    const inProgress = await newProject(f);
    const bid = await addBid(f, inProgress.uid);
    await bidLabor(f, bid.id, f.level, '1', '1');
    await expectOk(f, 'PUT', `project/${inProgress.id}/status`, { status: 'In Progress' });
    await expectOk(f, 'PUT', `project/${built.id}/status`, { status: 'Completed' });
    const completed = (await expectOk(f, 'GET', `projectuid/${built.uid}`)).data.completed_on;
    expect(completed).toBe(new Date().toISOString().slice(0, 10));

    const both = (await expectOk(f, 'GET', 'project-tracker/overall?status=in progress,Completed')).data;
    const listed = both.projects.map((p: { project_uid: string; status: string }) => p.project_uid);
    expect(listed).toEqual(expect.arrayContaining([built.uid, inProgress.uid]));
    expect(new Set(both.projects.map((p: { status: string }) => p.status))).toEqual(new Set(['In Progress', 'Completed']));
    const one = both.projects.find((p: { project_uid: string }) => p.project_uid === built.uid);
    expect(one).toMatchObject({ status: 'Completed', overhead: '12000.00', balanced: true, figures: { total_revenue: '6637.50', percent_complete: '19.58' } });
    expect(one.project_total).toBe(one.contract_sum_to_date);
    const sum = (key: string) => both.projects.reduce((s: number, p: Record<string, string>) => s + Number(p[key]), 0).toFixed(2);
    expect(both.procurement_fees).toBe((Number(sum('overhead')) + Number(sum('contractor_fee'))).toFixed(2));
    expect(both.project_cost).toBe(sum('project_total'));
    expect(both.total.total_revenue).toBe((Number(both.total_direct_trades.total_revenue) + Number(both.general_conditions.total_revenue)).toFixed(2));

    const onlyProgress = (await expectOk(f, 'GET', 'project-tracker/overall?status=In Progress')).data;
    expect(onlyProgress.projects.map((p: { project_uid: string }) => p.project_uid)).toContain(inProgress.uid);
    expect(onlyProgress.projects.map((p: { project_uid: string }) => p.project_uid)).not.toContain(built.uid);
    const bad = await send(f, 'GET', 'project-tracker/overall?status=Nope');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('status');

    // Leaving Completed clears the date.
    await expectOk(f, 'PUT', `project/${built.id}/status`, { status: 'In Progress' });
    expect((await expectOk(f, 'GET', `projectuid/${built.uid}`)).data.completed_on).toBeNull();
  });
});
