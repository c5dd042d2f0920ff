import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test-support.js';
import { startTestApi, type TestApi } from '../../testing.js';
import { addBid, bidFixture, newProject, ok, stored, type BidFixture } from '../projects/sheet-fixture.js';

// Bid routes and the totals after each change, hand-checked (docs/money.md §5–§8). Burden 50.00/h, 2,000.00/wk;
// level 30.00/h, 1,200.00/wk; part 12.35 (fixture.ts).

let api: TestApi;
let f: BidFixture;

beforeAll(async () => {
  api = await startTestApi();
  f = await bidFixture(api);
});
afterAll(async () => {
  await api?.close();
});

const totalsOf = async (uid: string) => (await ok(f, 'GET', `projectuid/${uid}`)).data;
const figures = (bid: Record<string, unknown>) => [bid.labor_total, bid.burden_total, bid.trades_total, bid.total_cost,
  bid.calculated_overhead, bid.calculated_profit, bid.bidsheet_total_cost];

describe('bids: add, read, edit, delete', () => {
  it("POST setup/bid adds a pending bid by names (docs/projects.md §7) with subcontractors; GET by project and id; division names", async () => {
    const p = await newProject(f);
    const added = await ok(f, 'POST', 'setup/bid', {
      project_uid: p.uid.toLowerCase(), division_name: f.division.name, subdivision_name: f.division.subName, label: 'Footings',
      subcontractor: [{ id: f.subs.b, name: 'x' }, { id: f.subs.a, name: 'y' }], is_alternate: false, division_status: 'done',
      scope_of_work: 'Forms and pour',
    });
    expect(added.data).toMatchObject({
      project_uid: p.uid, division_id: f.division.id, division_name: f.division.name, subdivision_id: f.division.sub,
      subdivision_name: f.division.subName, label: 'Footings', scope_of_work: 'Forms and pour', is_alternate: false,
      division_status: 'pending', hourly: false, selected_subcontractor_id: null, selected_subcontractor_amount: null,
      SubContractor: [{ id: f.subs.b, name: 'Bid Test Beta Builders', total: '0.00' }, { id: f.subs.a, name: 'Bid Test Alpha Concrete', total: '0.00' }],
      total_cost: '0.00', bidsheet_total_cost: '0.00', version: 1, lease: null,
    });
    const alternate = await addBid(f, p.uid, { is_alternate: true, division_id: String(f.division.id) });
    const list = await ok(f, 'GET', `setup/bid/projectuid/${p.uid}`);
    expect(list.data.map((b: { id: number }) => b.id)).toEqual([added.data.id, alternate.id]);
    expect((await ok(f, 'GET', `setup/bid/${alternate.id}`)).data).toEqual(list.data[1]);
    expect((await ok(f, 'GET', `setup/bid/divisionname/${p.uid}`)).data).toEqual([f.division.name]);
  });

  it("PUT setup/bid/{id}: the label shape and the division shape; the SubContractor list replaces the bid's", async () => {
    const p = await newProject(f);
    const bid = await addBid(f, p.uid, { subcontractor: [{ id: f.subs.a }] });
    const labelled = await ok(f, 'PUT', `setup/bid/${bid.id}`, {
      label: 'Walls', scope_of_work: 'Scope', subdivision_name: f.division.subName, SubContractor: [{ id: f.subs.a }, { id: f.subs.b }],
    });
    expect(labelled.data).toMatchObject({ label: 'Walls', scope_of_work: 'Scope', version: 2 });
    expect(labelled.data.SubContractor.map((s: { id: number }) => s.id)).toEqual([f.subs.a, f.subs.b]);
    const moved = await ok(f, 'PUT', `setup/bid/${bid.id}`, {
      division_id: f.division.id, subdivision_id: f.division.otherSub, is_alternate: true, project_uid: p.uid, SubContractor: [{ id: f.subs.b }],
    });
    expect(moved.data).toMatchObject({ subdivision_id: f.division.otherSub, is_alternate: true, label: 'Walls', version: 3 });
    expect(moved.data.SubContractor.map((s: { id: number }) => s.id)).toEqual([f.subs.b]);
  });

  it('DELETE setup/bid?id= removes the bid and its lines and answers the new project totals', async () => {
    const p = await newProject(f);
    const bid = await addBid(f, p.uid);
    await ok(f, 'POST', 'directtrade', { bidsheet_id: bid.id, sub_division: f.division.sub, category_id: f.category, part: f.part, units: '10' });
    expect(await stored(f, p.id)).toBe('135.85'); // 10 × 12.35 = 123.50 + 12.35 profit
    const deleted = await ok(f, 'DELETE', `setup/bid?id=${bid.id}`);
    expect(deleted).toEqual({
      data: { id: bid.id },
      project_totals: { BidTotals: '0.00', OverheadCost: '0.00', OverheadPercentage: '0.00', ProfitCost: '0.00', ProfitPercentage: '10.00', TotalCost: '0.00' },
    });
    expect(await stored(f, p.id)).toBe('0.00');
    expect((await call(api, 'GET', `setup/bid/${bid.id}`, { token: f.tokens.companyAdmin })).status).toBe(404);
    expect(await api.db.selectFrom('bid_trade_lines').select('id').where('bid_id', '=', bid.id).execute()).toEqual([]);
  });
});

describe('totals after each change (hand-checked)', () => {
  it('labor and trade lines, amounts, selection, hours ⇄ weeks, alternate, removal: bid, project and TotalCost', async () => {
    const p = await newProject(f, { total_markup: '10' });
    const bid = await addBid(f, p.uid, { subcontractor: [{ id: f.subs.a }, { id: f.subs.b }] });
    // Weekly: 2 × 1.5 weeks × 1,200 = 3,600.00; overhead 2 × 1.5 × 2,000 = 6,000.00.
    const labor = await ok(f, 'POST', 'division/internallabour', {
      bidsheet_id: bid.id, position: f.position, level: f.level, quantity: '2', units: '1.5', notes: 'crew',
    });
    expect(labor.data).toMatchObject({
      bidsheet_id: bid.id, costcode: 'CC-100', position: 'Bid Test Carpenter', level: 'Journeyman', quantity: '2', units: '1.5',
      costperunit: '1200.00', burden: '2000.00', total: '3600.00', overhead: '6000.00', budget_total: '9600.00', notes: 'crew',
    });
    // 3,600 + 6,000 = 9,600 × 10 % = 960.00.
    expect(figures(labor.bid)).toEqual(['3600.00', '6000.00', '0.00', '3600.00', '6000.00', '960.00', '10560.00']);
    expect(await stored(f, p.id)).toBe('10560.00');
    // A trade line of 3 × 12.345 (typed over the part's 12.35) = 37.035 → 37.04 quoted 40.00 by A and 35.50 by B.
    const trade = await ok(f, 'POST', 'directtrade', {
      bidsheet_id: bid.id, sub_division: f.division.sub, category_id: f.category, part: f.part, units: 3, cost_per_unit: '12.345',
      subcontractor: [{ subcontractor_id: f.subs.a, subcontractor_amount: '40' }, { subcontractor_id: f.subs.b, subcontractor_amount: '35.50' }],
    });
    expect(trade.data).toMatchObject({ cost_per_unit: '12.345', units: '3', total: '37.04', part: 'Bid Test Plywood', types: 'BS' });
    expect(trade.data.subcontractor).toEqual([
      { subcontractor_id: f.subs.a, subcontractor_name: 'Bid Test Alpha Concrete', subcontractor_amount: '40.00' },
      { subcontractor_id: f.subs.b, subcontractor_name: 'Bid Test Beta Builders', subcontractor_amount: '35.50' },
    ]);
    // Sub total 3,637.04; (3,637.04 + 6,000) × 10 % = 963.704 → 963.70; total 10,600.74.
    expect(figures(trade.bid)).toEqual(['3600.00', '6000.00', '37.04', '3637.04', '6000.00', '963.70', '10600.74']);
    expect(trade.bid.SubContractor.map((s: { total: string }) => s.total)).toEqual(['40.00', '35.50']);
    expect(await stored(f, p.id)).toBe('10600.74');
    // Selecting B: its 35.50 replaces 37.04 → 3,635.50; profit 963.55; total 10,599.05.
    const selected = await ok(f, 'POST', 'bidsheet/selectedsubcontractor', { bidsheet_id: bid.id, selected_subcontractor_id: f.subs.b });
    expect(selected.data).toMatchObject({ selected_subcontractor_id: f.subs.b, selected_subcontractor_name: 'Bid Test Beta Builders', selected_subcontractor_amount: '35.50' });
    expect(figures(selected.data)).toEqual(['3600.00', '6000.00', '35.50', '3635.50', '6000.00', '963.55', '10599.05']);
    expect(await totalsOf(p.uid)).toEqual({
      BidTotals: '3635.50', OverheadCost: '6000.00', OverheadPercentage: '165.0392', ProfitCost: '963.55', ProfitPercentage: '10.00', TotalCost: '10599.05',
      ChangeOrdersTotal: '0.00', ContractSumToDate: '10599.05', completed_on: null,
    });
    // B's amount changed to 30.00: 3,630.00; 963.00; 10,593.00.
    const amended = await ok(f, 'PUT', `directtrade/${trade.data.id}`, { subcontractor: [{ subcontractor_id: f.subs.b, subcontractor_amount: '30' }] });
    expect(figures(amended.bid)).toEqual(['3600.00', '6000.00', '30.00', '3630.00', '6000.00', '963.00', '10593.00']);
    // Hours: 1.5 weeks = 60 hours × 30.00 keeps 3,600.00; burden 50.00/h keeps 6,000.00.
    const hourly = await ok(f, 'PUT', `bidsheet/switchstatus/${bid.id}`, { hourly: true });
    expect(figures(hourly.data)).toEqual(['3600.00', '6000.00', '30.00', '3630.00', '6000.00', '963.00', '10593.00']);
    const lines = await ok(f, 'GET', `division/internallabour/specific/BS/${bid.id}`);
    expect(lines.data[0]).toMatchObject({ units: '60', costperunit: '30.00', burden: '50.00', total: '3600.00', overhead: '6000.00' });
    // An alternate (10 × the part's 12.35 = 123.50, profit 12.35) never enters the project's totals.
    const alternate = await addBid(f, p.uid, { is_alternate: true });
    const altLine = await ok(f, 'POST', 'directtrade', { bidsheet_id: alternate.id, sub_division: f.division.sub, category_id: f.category, part: f.part, units: '10' });
    expect(altLine.data).toMatchObject({ cost_per_unit: '12.35', u_per_m: expect.any(String), costcode: 'PT-1', total: '123.50' });
    expect(figures(altLine.bid)).toEqual(['0.00', '0.00', '123.50', '123.50', '0.00', '12.35', '135.85']);
    expect(await stored(f, p.id)).toBe('10593.00');
    // Removing the selected B clears the selection: trades back to the line total 37.04.
    const removed = await ok(f, 'PUT', 'contractorremove/bidsheet', { bidsheet_id: bid.id, subcontractor_id: f.subs.b });
    expect(removed.data).toMatchObject({ selected_subcontractor_id: null, SubContractor: [{ id: f.subs.a, total: '40.00' }] });
    expect(figures(removed.data)).toEqual(['3600.00', '6000.00', '37.04', '3637.04', '6000.00', '963.70', '10600.74']);
    // Deleting the labor line: 37.04 + 3.70 = 40.74.
    const gone = await ok(f, 'DELETE', `division/internallabour/?bill=BS&id=${labor.data.id}`);
    expect(figures(gone.bid)).toEqual(['0.00', '0.00', '37.04', '37.04', '0.00', '3.70', '40.74']);
    expect(await stored(f, p.id)).toBe('40.74');
    // Making the alternate normal adds it: 37.04 + 123.50 = 160.54 × 10 % = 16.054 → 16.05; 176.59.
    await ok(f, 'PUT', `setup/bid/${alternate.id}`, { is_alternate: false });
    expect(await totalsOf(p.uid)).toMatchObject({ BidTotals: '160.54', ProfitCost: '16.05', TotalCost: '176.59' });
    expect(await stored(f, p.id)).toBe('176.59');
  });

  it('a custom price below cost gives a negative profit shared over the bids; the markup edit re-prices them', async () => {
    const p = await newProject(f, { total_markup: '10' });
    const one = await addBid(f, p.uid);
    const two = await addBid(f, p.uid);
    await ok(f, 'POST', 'directtrade', { bidsheet_id: one.id, sub_division: f.division.sub, category_id: f.category, part: f.part, units: '10', cost_per_unit: '90' });
    await ok(f, 'POST', 'directtrade', { bidsheet_id: two.id, sub_division: f.division.sub, category_id: f.category, part: f.part, units: '1', cost_per_unit: '250' });
    expect(await stored(f, p.id)).toBe('1265.00'); // (900 + 250) × 1.1
    // The project edit (docs/projects.md §7 PUT project/{id}) to a custom price of 1,000.00: profit −150.00, −13.0435 %.
    const project = (await ok(f, 'GET', `/api/v2/projects/${p.id}`)).data;
    const info = { ...project.Input.project_info, markup_type: 'custom', custom_price_amt: '1000', project_uid: project.Input.project_info.uid_number };
    await ok(f, 'PUT', `project/${p.id}`, { project_info: info, project_owner_info: project.Input.project_owner_info });
    expect(await totalsOf(p.uid)).toEqual({
      BidTotals: '1150.00', OverheadCost: '0.00', OverheadPercentage: '0.00', ProfitCost: '-150.00', ProfitPercentage: '-13.0435', TotalCost: '1000.00',
      ChangeOrdersTotal: '0.00', ContractSumToDate: '1000.00', completed_on: null,
    });
    // 900 × −13.0435 % = −117.39; 250 × −13.0435 % = −32.61; Σ = −150.00.
    const bids = (await ok(f, 'GET', `setup/bid/projectuid/${p.uid}`)).data;
    expect(bids.map((b: { calculated_profit: string; bidsheet_total_cost: string }) => [b.calculated_profit, b.bidsheet_total_cost]))
      .toEqual([['-117.39', '782.61'], ['-32.61', '217.39']]);
    expect(await stored(f, p.id)).toBe('1000.00');
    const listed = (await ok(f, 'GET', `/api/v2/projects?q=${p.uid}`)).data;
    expect(listed.map((r: { ProjectUid: string; TotalCost: string }) => [r.ProjectUid, r.TotalCost])).toEqual([[p.uid, '1000.00']]);
  });
});
