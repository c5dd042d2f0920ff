import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test-support.js';
import { startTestApi, type TestApi } from '../../testing.js';
import { addDirectCost, directCostFixture, expectOk, newProject, type DirectCostFixture } from './fixture.js';

// Direct cost routes and the §10 totals after each change, hand-checked (docs/money.md §5, §6, §10). Burden
// 50.00/h; level 30.00/h, other level 20.50/h; part 12.35 (bids/fixture.ts).

let api: TestApi;
let f: DirectCostFixture;

beforeAll(async () => {
  api = await startTestApi();
  f = await directCostFixture(api);
});
afterAll(async () => {
  await api?.close();
});

const figures = (dc: Record<string, unknown>) => [dc.amount, dc.labor_total, dc.trades_total, dc.total, dc.line_count];

describe('direct cost sheet names', () => {
  it('POST adds a name (201), the same name in another case answers the stored one (200); GET lists by name', async () => {
    const first = await expectOk(f, 'POST', 'directcostsheetname', { direct_cost_sheet_name: '  Weekly payroll ' }, 201);
    expect(first.data).toEqual({ id: expect.any(Number), direct_cost_sheet_name: 'Weekly payroll' });
    const again = await expectOk(f, 'POST', 'directcostsheetname', { direct_cost_sheet_name: 'WEEKLY PAYROLL' }, 200);
    expect(again.data).toEqual(first.data);
    await expectOk(f, 'POST', 'directcostsheetname', { direct_cost_sheet_name: 'Asphalt delivery' }, 201);
    const names = (await expectOk(f, 'GET', 'directcostsheetname')).data.map((n: { direct_cost_sheet_name: string }) => n.direct_cost_sheet_name);
    expect(names.indexOf('Asphalt delivery')).toBeLessThan(names.indexOf('Weekly payroll'));
    expect(names.filter((n: string) => n.toLowerCase() === 'weekly payroll')).toEqual(['Weekly payroll']);
    // The other company sees none of them.
    const other = await expectOk(f, 'GET', 'directcostsheetname', undefined, 200, f.tokens.secondAdmin);
    expect(other.data.map((n: { direct_cost_sheet_name: string }) => n.direct_cost_sheet_name)).not.toContain('Weekly payroll');
  });

  it('a blank name or one over 255 characters is a 400 naming direct_cost_sheet_name', async () => {
    for (const [name, message] of [['  ', 'You must enter all mandatory fields.'], ['x'.repeat(256), 'At most 255 characters are allowed.']]) {
      const reply = await call(api, 'POST', 'directcostsheetname', { token: f.tokens.companyAdmin, body: { direct_cost_sheet_name: name } });
      expect([reply.status, reply.body.fields]).toEqual([400, { direct_cost_sheet_name: message }]);
    }
  });
});

describe('direct cost sheets', () => {
  it('POST a vendor bill answers the README shape; its sheet name joins the names; GET by id answers the same', async () => {
    const p = await newProject(f);
    const added = await addDirectCost(f, p.uid.toLowerCase(), { sheet_name: 'Ready mix - footings', total: '18,450', notes: 'Ticket 4471', sub_contractor: f.subs.a });
    expect(added).toEqual({
      ID: added.id, id: added.id, project_uid: p.uid, sheet_name: 'Ready mix - footings', division_id: f.division.id, division: f.division.name,
      subdivision_id: f.division.sub, sub_division: f.division.subName, contractor_type: 'Vendor', vendor_status: true,
      subcontractor_status: false, payroll_status: false, vendor: f.vendors.mapped, vendor_name: 'DC Test Ready Mix',
      // Vendor keeps only the vendor: the subcontractor sent along is cleared.
      sub_contractor: null, sub_contractor_name: null, contractor_name: 'DC Test Ready Mix', date: '2026-10-14', notes: 'Ticket 4471',
      amount: '18450.00', labor_total: '0.00', trades_total: '0.00', total: '18450.00', line_count: 0,
      // Charged to a new cost line (the fixture's choice): no budget row (docs/money.md §10).
      charge_row: null, unbudgeted: true,
    });
    expect((await expectOk(f, 'GET', `directcostsheet/${added.id}`)).data).toEqual(added);
    const names = (await expectOk(f, 'GET', 'directcostsheetname')).data.map((n: { direct_cost_sheet_name: string }) => n.direct_cost_sheet_name);
    expect(names).toContain('Ready mix - footings');
  });

  it('Subcontractor keeps only the subcontractor (an inactive one too); Payroll neither, the company is the contractor', async () => {
    const p = await newProject(f);
    const sub = await addDirectCost(f, p.uid, { vendor_status: false, subcontractor_status: 'true', sub_contractor: f.subs.inactive, vendor: f.vendors.mapped });
    expect(sub).toMatchObject({
      contractor_type: 'Subcontractor', vendor: null, vendor_name: null, sub_contractor: f.subs.inactive, sub_contractor_name: 'Bid Test Closed Co',
      contractor_name: 'Bid Test Closed Co', subcontractor_status: true, vendor_status: false,
    });
    const payroll = await addDirectCost(f, p.uid, { vendor_status: undefined, contractor_type: 'payroll', sub_contractor: f.subs.a, division_id: undefined, division: f.division.name, subdivision_id: undefined, sub_division: f.division.subName });
    expect(payroll).toMatchObject({
      contractor_type: 'Payroll', payroll_status: true, vendor: null, sub_contractor: null, contractor_name: f.companyName,
      division_id: f.division.id, subdivision_id: f.division.sub,
    });
  });

  it("GET directcostsheet?project_uid= lists newest date first, then newest id; the date defaults to today", async () => {
    const p = await newProject(f);
    const older = await addDirectCost(f, p.uid, { date: '2026-09-01' });
    const a = await addDirectCost(f, p.uid, { date: '10/02/2026' });
    const b = await addDirectCost(f, p.uid, { date: '2026-10-02' });
    const today = await addDirectCost(f, p.uid, { date: undefined });
    expect(today.date).toBe(new Date().toISOString().slice(0, 10));
    const list = (await expectOk(f, 'GET', `directcostsheet?project_uid=${p.uid}`)).data;
    expect(list.map((d: { id: number }) => d.id)).toEqual([today.id, b.id, a.id, older.id]);
    expect(a.date).toBe('2026-10-02');
  });

  it('DELETE directcostsheet/{ID} removes it with its lines', async () => {
    const p = await newProject(f);
    const dc = await addDirectCost(f, p.uid);
    await expectOk(f, 'POST', 'division/internallabour', { direct_cost_id: dc.id, position: f.position, level: f.level, quantity: 1, units: 8, date: '2026-10-14' }, 201);
    await expectOk(f, 'POST', 'directtrade/DC', { direct_cost_id: dc.id, sub_division: f.division.sub, category_id: f.category, part: f.part, units: 2 }, 201);
    expect(await expectOk(f, 'DELETE', `directcostsheet/${dc.id}`)).toEqual({ data: { id: dc.id } });
    expect((await call(api, 'GET', `directcostsheet/${dc.id}`, { token: f.tokens.companyAdmin })).status).toBe(404);
    expect(await api.db.selectFrom('direct_cost_labor_lines').select('id').where('direct_cost_id', '=', dc.id).execute()).toEqual([]);
    expect(await api.db.selectFrom('direct_cost_trade_lines').select('id').where('direct_cost_id', '=', dc.id).execute()).toEqual([]);
  });
});

describe('§10 totals after each change (hand-checked)', () => {
  it('only an amount; then labor and trade lines replace it; edits re-price; deleting every line brings the amount back', async () => {
    const p = await newProject(f);
    const dc = await addDirectCost(f, p.uid, { total: '980' });
    expect(figures(dc)).toEqual(['980.00', '0.00', '0.00', '980.00', 0]);

    // §5 per hour: 2 people × 8 h × 30.00 = 480.00; overhead 2 × 8 × 50.00 = 800.00, not part of the bill.
    const labor = await expectOk(f, 'POST', 'division/internallabour', {
      direct_cost_id: dc.id, position: f.position, level: f.level, quantity: '2', units: '8', notes: 'Pour crew', date: '2026-10-13',
    }, 201);
    expect(labor.data).toEqual({
      id: labor.data.id, direct_cost_id: dc.id, date: '2026-10-13', costcode: 'CC-100', position_id: f.position, position: 'Bid Test Carpenter',
      level_id: f.level, level: 'Journeyman', quantity: '2', units: '8', costperunit: '30.00', burden: '50.00', total: '480.00',
      overhead: '800.00', budget_total: '1280.00', notes: 'Pour crew',
    });
    expect(figures(labor.direct_cost)).toEqual(['980.00', '480.00', '0.00', '480.00', 1]);

    // §6: 10 × 12.35 = 123.50; total 480.00 + 123.50 = 603.50.
    const trade = await expectOk(f, 'POST', 'directtrade/DC', { direct_cost_id: dc.id, sub_division: f.division.sub, category_id: f.category, part: f.part, units: '10' }, 201);
    expect(trade.data).toMatchObject({ direct_cost_id: dc.id, part: 'Bid Test Plywood', cost_per_unit: '12.35', units: '10', total: '123.50', types: 'DC' });
    expect(trade.data.subcontractor).toBeUndefined();
    expect(figures(trade.direct_cost)).toEqual(['980.00', '480.00', '123.50', '603.50', 2]);

    // A second labor line at a given rate on an earlier date: 1 × 7.5 h × 32.50 = 243.75 → 480.00 + 243.75 + 123.50 = 847.25.
    const second = await expectOk(f, 'POST', 'division/internallabour', {
      direct_cost_id: dc.id, position: f.position, level: f.otherLevel, quantity: 1, units: '7.5', costperunit: '32.50', date: '2026-10-12',
    }, 201);
    expect(second.data).toMatchObject({ total: '243.75', overhead: '375.00', costcode: 'CC-101' });
    expect(second.direct_cost.total).toBe('847.25');
    const lines = (await expectOk(f, 'GET', `internallabour/specific/DC/${dc.id}`)).data;
    expect(lines.map((l: { id: number }) => l.id)).toEqual([second.data.id, labor.data.id]);

    // Edit with ?bill=DC: 2 × 10 h × 30.00 = 600.00, date kept → 600.00 + 243.75 + 123.50 = 967.25.
    const edited = await expectOk(f, 'PUT', `division/internallabour/${labor.data.id}?bill=DC`, { units: 10 });
    expect(edited.data).toMatchObject({ units: '10', total: '600.00', overhead: '1000.00', date: '2026-10-13', notes: 'Pour crew' });
    expect(edited.direct_cost.total).toBe('967.25');
    // Edit marked by direct_cost_id in the body, a new date: same figures.
    const moved = await expectOk(f, 'PUT', `division/internallabour/${labor.data.id}`, { direct_cost_id: dc.id, date: '2026-10-15' });
    expect(moved.data).toMatchObject({ date: '2026-10-15', total: '600.00' });
    // Trade edit: 4 × 12.35 = 49.40 → 600.00 + 243.75 + 49.40 = 893.15.
    const tradeEdited = await expectOk(f, 'PUT', `directtrade/DC/${trade.data.id}`, { units: 4, notes: 'Returned 6 sheets' });
    expect(tradeEdited.data).toMatchObject({ units: '4', total: '49.40', notes: 'Returned 6 sheets' });
    expect(figures(tradeEdited.direct_cost)).toEqual(['980.00', '843.75', '49.40', '893.15', 3]);
    expect((await expectOk(f, 'GET', `directtrade/specific/DC/${dc.id}`)).data).toEqual([tradeEdited.data]);

    const gone = await expectOk(f, 'DELETE', `division/internallabour/?bill=DC&id=${labor.data.id}`);
    expect(gone.data).toEqual({ id: labor.data.id });
    expect(gone.direct_cost.total).toBe('293.15');
    expect((await expectOk(f, 'DELETE', `division/internallabour?bill=dc&id=${second.data.id}`)).direct_cost.total).toBe('49.40');
    const last = await expectOk(f, 'DELETE', `directtrade/delete?bill=DC&id=${trade.data.id}`);
    expect(figures(last.direct_cost)).toEqual(['980.00', '0.00', '0.00', '980.00', 0]);
    // Stored, not only answered.
    const row = await api.db.selectFrom('direct_costs').select(['total', 'burden_total']).where('id', '=', dc.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ total: '980.00', burden_total: '0.00' });
  });

  it('GET directcostsheet/lines answers the lines of a project or of listed direct costs in one call', async () => {
    const p = await newProject(f);
    const a = await addDirectCost(f, p.uid);
    const b = await addDirectCost(f, p.uid, { date: '2026-10-20' });
    const la = (await expectOk(f, 'POST', 'division/internallabour', { direct_cost_id: a.id, position: f.position, level: f.level, quantity: 1, units: 4, date: '2026-10-14' }, 201)).data;
    const tb = (await expectOk(f, 'POST', 'directtrade/DC', { direct_cost_id: b.id, sub_division: f.division.sub, category_id: f.category, part: f.part, units: 1 }, 201)).data;
    expect((await expectOk(f, 'GET', `directcostsheet/lines?project_uid=${p.uid}`)).data).toEqual({ labor: [la], trades: [tb] });
    expect((await expectOk(f, 'GET', `directcostsheet/lines?direct_cost_ids=${b.id},${a.id}`)).data).toEqual({ labor: [la], trades: [tb] });
    const bad = await call(api, 'GET', 'directcostsheet/lines?direct_cost_ids=1,x', { token: f.tokens.companyAdmin });
    expect([bad.status, Object.keys(bad.body.fields)]).toEqual([400, ['direct_cost_ids']]);
  });
});
