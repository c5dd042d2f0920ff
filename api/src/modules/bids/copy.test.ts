import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing.js';
import { addBid, bidFixture, newProject, ok, stored, type BidFixture } from '../projects/sheet-fixture.js';

// Copying a project (POST duplicate-project, docs/projects.md §2.3) copies its estimate: bids, subcontractors, labor and trade lines
// and each subcontractor's amounts, at the prices stored with them; the copy's totals equal the source's.

let api: TestApi;
let f: BidFixture;

beforeAll(async () => {
  api = await startTestApi();
  f = await bidFixture(api);
});
afterAll(async () => {
  await api?.close();
});

/** Every bid of a project with its lines and amounts, without ids, in a stable order. */
async function estimate(projectId: number) {
  const { rows } = await sql<Record<string, unknown>>`
    select b.division_id, b.subdivision_id, b.label, b.scope_of_work, b.is_alternate, b.hourly, b.selected_subcontractor_id,
      b.labor_total, b.burden_total, b.trades_total, b.sub_total, b.calculated_overhead, b.calculated_profit, b.bidsheet_total_cost,
      (select json_agg(s.subcontractor_id order by s.subcontractor_id) from bid_subcontractors s
        where s.tenant_id = b.tenant_id and s.bid_id = b.id) as subcontractors,
      (select json_agg(json_build_array(l.level_id, l.quantity, l.units, l.costperunit, l.burden, l.total, l.overhead, l.notes) order by l.id)
        from bid_labor_lines l where l.tenant_id = b.tenant_id and l.bid_id = b.id) as labor,
      (select json_agg(json_build_array(t.part_id, t.units, t.cost_per_unit, t.total,
          (select json_agg(json_build_array(a.subcontractor_id, a.amount) order by a.subcontractor_id) from bid_trade_amounts a
            where a.tenant_id = t.tenant_id and a.trade_line_id = t.id)) order by t.id)
        from bid_trade_lines t where t.tenant_id = b.tenant_id and t.bid_id = b.id) as trades
    from bids b where b.tenant_id = ${f.tenant} and b.project_id = ${projectId} order by b.id`.execute(api.db);
  return rows;
}

describe('copying a project copies its bids', () => {
  it('bids, lines, amounts and the selection come across; the copy totals equal the source; the source is untouched', async () => {
    const source = await newProject(f, { total_markup: '12.5' });
    const bid = await addBid(f, source.uid, { label: 'Phase 1', scope_of_work: 'Footings', subcontractor: [{ id: f.subs.a }, { id: f.subs.b }] });
    await ok(f, 'POST', 'division/internallabour', { bidsheet_id: bid.id, position: f.position, level: f.level, quantity: '2', units: '40' });
    await ok(f, 'POST', 'division/internallabour', { bidsheet_id: bid.id, position: f.position, level: f.otherLevel, quantity: '1', units: '12.5' });
    for (const [units, a, b] of [['10', '150.00', '140.25'], ['3.5', '80.10', '99.99']] as const) {
      await ok(f, 'POST', 'directtrade', {
        bidsheet_id: bid.id, sub_division: f.division.sub, category_id: f.category, part: f.part, units,
        subcontractor: [{ subcontractor_id: f.subs.a, subcontractor_amount: a }, { subcontractor_id: f.subs.b, subcontractor_amount: b }],
      });
    }
    await ok(f, 'POST', 'bidsheet/selectedsubcontractor', { bidsheet_id: bid.id, selected_subcontractor_id: f.subs.b });
    await addBid(f, source.uid, { is_alternate: true, label: 'Alt 1' });
    const before = await estimate(source.id);

    const number = f.nextUid().replace(/^.*_/, '');
    const copy = (await ok(f, 'POST', `duplicate-project?oldProjectUid=${source.uid}`, { newProjectUid: number, projectName: 'Copied estimate' })).data;

    const copied = await estimate(Number(copy.ID));
    expect(copied).toHaveLength(2);
    expect(copied).toEqual(before);
    expect(await estimate(source.id)).toEqual(before);
    // The project figures (docs/money.md §8) come out the same: the copy's TotalCost is the source's.
    const totals = async (uid: string) => (await ok(f, 'GET', `projectuid/${uid}`)).data;
    expect(await totals(copy.ProjectUid)).toEqual(await totals(source.uid));
    expect(await stored(f, Number(copy.ID))).toBe(await stored(f, source.id));
    expect(copy.TotalCost).toBe((await totals(source.uid)).TotalCost);

    // The copy's bids are its own: deleting one leaves the source's as it was.
    const copyBids = (await ok(f, 'GET', `setup/bid/projectuid/${copy.ProjectUid}`)).data as { id: number }[];
    await ok(f, 'DELETE', `setup/bid?id=${copyBids[0]!.id}`);
    expect(await estimate(source.id)).toEqual(before);
  });

  it('a project without bids copies with none', async () => {
    const source = await newProject(f);
    const number = f.nextUid().replace(/^.*_/, '');
    const copy = (await ok(f, 'POST', `duplicate-project?oldProjectUid=${source.uid}`, { newProjectUid: number, projectName: 'Empty' })).data;
    expect(await estimate(Number(copy.ID))).toEqual([]);
  });
});
