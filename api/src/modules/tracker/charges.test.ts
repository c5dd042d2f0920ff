import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing.js';
import { addBid, bidLabor, bidTrade, directCost, expectOk, newProject, selectSub, send, trackerFixture, type TrackerFixture } from './fixture.js';

// Direct costs charged to a budget row (docs/money.md §10, §11), hand-checked. The gypsum case: a
// subcontractor's bill without lines, on the subdivision of the line that subcontractor was selected for, lands on that
// budgeted row, not on a new row of the subdivision; a bill charged to a "new cost line" is flagged unbudgeted, never
// "100 % complete". Fixture figures: Rebar 5.00 a unit, Journeyman 1,200.00 a week.

let api: TestApi;
let f: TrackerFixture;
let uid: string;
let rebarKey: string;
let journeymanKey: string;

beforeAll(async () => {
  api = await startTestApi();
  f = await trackerFixture(api);
  const p = await newProject(f, { total_markup: '10' });
  uid = p.uid;
  // The budget: Rebar 4 × 5.00 = 20.00 quoted 45.00 by B, B selected (committed at 45.00); Journeyman 2 × 1.5 wk = 3,600.00.
  const bid = await addBid(f, uid, { subcontractor: [{ id: f.subs.b }] });
  await bidTrade(f, bid.id, f.rebar, '4', [{ sub: f.subs.b, amount: '45' }]);
  await bidLabor(f, bid.id, f.level, '2', '1.5');
  await selectSub(f, bid.id, f.subs.b);
  rebarKey = `DT:${f.division.id}:${f.division.sub}:${f.category}:${f.rebar}`;
  journeymanKey = `IL:${f.position}:${f.level}`;
}, 120_000);

afterAll(async () => {
  await api?.close();
});

const rowsOf = async (project: string) => (await expectOk(f, 'GET', `project-tracker/projectuid/${project}`, undefined, 200)).data as Record<string, unknown>[];

describe('direct costs charged to a budget row', () => {
  it("GET directcostsheet/charge-rows offers the project's budget rows by cost code, trade and part", async () => {
    const rows = (await expectOk(f, 'GET', `directcostsheet/charge-rows?project_uid=${uid}`, undefined, 200)).data;
    expect(rows).toEqual([
      {
        row_key: rebarKey, typee: 'DT', position_id: null, level_id: null, division_id: f.division.id, subdivision_id: f.division.sub,
        category_id: f.category, part_id: f.rebar, cost_code: 'PT-2', trade: 'Bid Test Forms', sub_division: f.division.subName, part: 'Tracker Test Rebar',
      },
      {
        row_key: journeymanKey, typee: 'IL', position_id: f.position, level_id: f.level, division_id: null, subdivision_id: null,
        category_id: null, part_id: null, cost_code: 'CC-100', trade: 'Journeyman', sub_division: null, part: null,
      },
    ]);
  });

  it("the gypsum case: a subcontractor's bill charged to the row it was selected for is that row's cost; a new cost line is unbudgeted", async () => {
    const sub = await directCost(f, uid, 'Subcontractor', '30', rebarKey);
    expect(sub).toMatchObject({ charge_row: rebarKey, unbudgeted: false, total: '30.00' });
    const payroll = await directCost(f, uid, 'Payroll', '120', journeymanKey);
    expect(payroll).toMatchObject({ charge_row: journeymanKey, unbudgeted: false });
    const extra = await directCost(f, uid, 'Vendor', '980', 'new');
    expect(extra).toMatchObject({ charge_row: null, unbudgeted: true });

    const rows = await rowsOf(uid);
    expect(rows.map((r) => `${r.typee} ${r.part ?? r.trade} ${r.unbudgeted}`)).toEqual([
      `DT ${f.division.subName} true`, 'DT Tracker Test Rebar false', 'IL Journeyman false',
    ]);
    const [lineless, rebar, journeyman] = rows;
    // Committed at 45.00, billed 30.00: final cost max(45.00, 30.00) = 45.00; 30 / 45 = 66.666… → 66.67 %.
    expect(rebar).toMatchObject({
      final_run: '45.00', sub_contractors: '45.00', committed: true, sub_billed: '30.00', other_costs: '0.00', direct_cost_totals: '30.00',
      final_cost: '45.00', over_under_budget: '0.00', cost_to_date: '30.00', percent_complete: '66.67', cost_remaining: '15.00',
      row_key: rebarKey,
    });
    // 120.00 of 3,600.00 = 3.33 %.
    expect(journeyman).toMatchObject({ final_run: '3600.00', other_costs: '120.00', final_cost: '3600.00', percent_complete: '3.33', row_key: journeymanKey });
    // The new cost line: 980.00 on no budget, over by its amount, flagged unbudgeted and 0 % complete (not 100 %).
    expect(lineless).toMatchObject({
      trade: f.division.subName, category_id: null, part_id: null, final_run: '0.00', total_revenue: '0.00', other_costs: '980.00',
      final_cost: '980.00', over_under_budget: '-980.00', percent_complete: '0.00', unbudgeted: true,
    });
    // Nothing is lost: Σ cost to date over the rows = Σ of the bills (30.00 + 120.00 + 980.00).
    const sums = (await expectOk(f, 'GET', `calculate-project-tracker/projectuid/${uid}`, undefined, 200)).data;
    expect(sums.total.cost_to_date).toBe('1130.00');
    // The unbudgeted row is not offered as a budget row.
    const offered = (await expectOk(f, 'GET', `directcostsheet/charge-rows?project_uid=${uid}`, undefined, 200)).data;
    expect(offered.map((r: { row_key: string }) => r.row_key)).toEqual([rebarKey, journeymanKey]);
  });

  it("a row that is not one of the project's budget rows is refused with 400 naming charge_row, nothing written", async () => {
    const other = await newProject(f, { total_markup: '10' });
    const otherBid = await addBid(f, other.uid, {});
    await bidTrade(f, otherBid.id, f.anchor, '2');
    const anchorKey = `DT:${f.division.id}:${f.division.sub}:${f.category}:${f.anchor}`;
    const before = (await expectOk(f, 'GET', `directcostsheet?project_uid=${uid}`, undefined, 200)).data.length;
    const body = {
      project_uid: uid, sheet_name: 'Bill', division_id: f.division.id, subdivision_id: f.division.sub, payroll_status: true, total: '5',
    };
    // Another project's budget row, an unbudgeted row's key, and no key at all.
    for (const charge_row of [anchorKey, `DT:${f.division.id}:${f.division.sub}::`, 'IL:1:2:3']) {
      const reply = await send(f, 'POST', 'directcostsheet', { ...body, charge_row });
      expect([reply.status, reply.body.fields], charge_row).toEqual([400, { charge_row: 'Choose a budget line of this project, or a new cost line.' }]);
    }
    const missing = await send(f, 'POST', 'directcostsheet', body);
    expect([missing.status, missing.body.fields]).toEqual([400, { charge_row: 'You must enter all mandatory fields.' }]);
    expect((await expectOk(f, 'GET', `directcostsheet?project_uid=${uid}`, undefined, 200)).data).toHaveLength(before);
    // The other project's own bill may be charged to it.
    expect(await directCost(f, other.uid, 'Vendor', '7', anchorKey)).toMatchObject({ charge_row: anchorKey });
  });
});
