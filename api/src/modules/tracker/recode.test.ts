import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recodeDirectCosts } from '../../db/migrations/0025_direct_cost_charges.js';
import { startTestApi, type TestApi } from '../../testing.js';
import { addBid, bidTrade, directCost, expectOk, newProject, selectSub, trackerFixture, type TrackerFixture } from './fixture.js';

// Migration 0025 recodes the direct costs entered before a bill was charged to a budget row (docs/money.md §10): to
// the budget row of its subdivision (a subcontractor's bill first to the rows of the bids that selected it), the largest
// budget when several match; a bill no budget row matches becomes a new cost line. Fixture figures: Plywood 12.35,
// Anchor 7.25 a unit.

let api: TestApi;
let f: TrackerFixture;

beforeAll(async () => {
  api = await startTestApi();
  f = await trackerFixture(api);
}, 120_000);
afterAll(async () => {
  await api?.close();
});

describe('recoding existing direct costs (migration 0025)', () => {
  it("a subcontractor's bill goes to the row it was selected for, a vendor's to the largest budget, an unmatched one to a new cost line", async () => {
    const p = await newProject(f, { total_markup: '10' });
    // Bid A, none selected: Plywood 10 × 12.35 = 123.50. Bid B, B selected: Anchor 4 × 7.25 quoted 60.00 by B.
    const a = await addBid(f, p.uid, {});
    await bidTrade(f, a.id, f.part, '10');
    const b = await addBid(f, p.uid, { subcontractor: [{ id: f.subs.b }] });
    await bidTrade(f, b.id, f.anchor, '4', [{ sub: f.subs.b, amount: '60' }]);
    await selectSub(f, b.id, f.subs.b);
    const sub = await directCost(f, p.uid, 'Subcontractor', '30');
    const vendor = await directCost(f, p.uid, 'Vendor', '40');
    const elsewhere = (await expectOk(f, 'POST', 'directcostsheet', {
      project_uid: p.uid, sheet_name: 'Other subdivision', division_id: f.division.id, subdivision_id: f.division.otherSub, payroll_status: true,
      total: '50', charge_row: 'new',
    })).data;
    // As they were before the migration: charged to nothing.
    await api.db.updateTable('direct_costs').set({
      charge_position_id: null, charge_level_id: null, charge_division_id: null, charge_subdivision_id: null, charge_category_id: null,
      charge_part_id: null, unbudgeted: false,
    }).where('project_id', '=', p.id).execute();

    await recodeDirectCosts(api.db as never);

    const charged = async (id: number) => (await expectOk(f, 'GET', `directcostsheet/${id}`)).data;
    const key = (part: number) => `DT:${f.division.id}:${f.division.sub}:${f.category}:${part}`;
    // B was selected for the Anchor row (60.00), though Plywood's budget (123.50) is larger.
    expect(await charged(sub.id)).toMatchObject({ charge_row: key(f.anchor), unbudgeted: false });
    expect(await charged(vendor.id)).toMatchObject({ charge_row: key(f.part), unbudgeted: false });
    expect(await charged(elsewhere.id)).toMatchObject({ charge_row: null, unbudgeted: true });
    // The tracker puts them there: Anchor billed 30.00 of 60.00 = 50 %; Plywood 40.00 of 123.50 = 32.39 %.
    const rows = (await expectOk(f, 'GET', `project-tracker/projectuid/${p.uid}`)).data as Record<string, unknown>[];
    expect(rows.find((r) => r.part_id === f.anchor)).toMatchObject({ sub_billed: '30.00', percent_complete: '50.00', unbudgeted: false });
    expect(rows.find((r) => r.part_id === f.part)).toMatchObject({ other_costs: '40.00', percent_complete: '32.39', unbudgeted: false });
    expect(rows.find((r) => r.subdivision_id === f.division.otherSub)).toMatchObject({ other_costs: '50.00', percent_complete: '0.00', unbudgeted: true });
  });
});
