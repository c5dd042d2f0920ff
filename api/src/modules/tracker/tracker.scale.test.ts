import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing.js';
import { bulkInsertProjects } from '../projects/bulk.js';
import { addBid, expectOk, newProject, trackerFixture, type TrackerFixture } from './fixture.js';

// Scale (README.md: one grouped statement): a project with 300 rows, and the overall route computing 1,000 projects
// in one call, answer complete and consistent figures. Lines are inserted in bulk with SQL (their stored totals are
// what the tracker reads). Speed is measured by `npm run bench` (tests/bench/tracker.ts), not asserted here.

let api: TestApi;
let f: TrackerFixture;

beforeAll(async () => {
  api = await startTestApi();
  f = await trackerFixture(api);
}, 120_000);
afterAll(async () => {
  await api?.close();
});


describe('tracker at scale', () => {
  it('a project with 300 rows', async () => {
    const db = api.db;
    const p = await newProject(f);
    const bid = await addBid(f, p.uid);
    const unit = await db.selectFrom('catalogue_units').select('id').where('tenant_id', '=', f.tenant).orderBy('id').executeTakeFirstOrThrow();
    await sql`insert into catalogue_parts (tenant_id, category_id, part_hold, cost_per_unit, unit_id, cost_code)
      select ${f.tenant}, ${f.category}, 'Perf part ' || g, 1.25, ${unit.id}, 'PF-' || g from generate_series(1, 298) g`.execute(db);
    await sql`insert into bid_trade_lines (tenant_id, bid_id, subdivision_id, category_id, part_id, units, cost_per_unit, total)
      select ${f.tenant}, ${bid.id}, ${f.division.sub}, ${f.category}, cp.id, 10, 1.25, 12.50
      from catalogue_parts cp where cp.tenant_id = ${f.tenant} and cp.part_hold like 'Perf part %'`.execute(db);
    await sql`insert into bid_labor_lines (tenant_id, bid_id, position_id, level_id, quantity, units, costperunit, total)
      values (${f.tenant}, ${bid.id}, ${f.position}, ${f.level}, 1, 1, 1200, 1200), (${f.tenant}, ${bid.id}, ${f.position}, ${f.otherLevel}, 1, 1, 820, 820)`.execute(db);
    const dc = await db.insertInto('direct_costs').values({
      tenant_id: f.tenant, project_id: p.id, sheet_name: 'Perf', division_id: f.division.id, subdivision_id: f.division.sub, contractor_type: 'Payroll',
    }).returning('id').executeTakeFirstOrThrow();
    await sql`insert into direct_cost_trade_lines (tenant_id, direct_cost_id, subdivision_id, category_id, part_id, units, cost_per_unit, total)
      select tenant_id, ${dc.id}, ${f.division.sub}, category_id, id, 2, 1.25, 2.50
      from catalogue_parts where tenant_id = ${f.tenant} and part_hold like 'Perf part %'`.execute(db);

    const rows = (await expectOk(f, 'GET', `project-tracker/projectuid/${p.uid}`)).data;
    expect(rows).toHaveLength(300);
    // 298 trade rows of 12.50 budget and 2.50 cost, two labor rows of 1,200.00 and 820.00: the summary adds them up.
    const summary = (await expectOk(f, 'GET', `calculate-project-tracker/projectuid/${p.uid}`)).data;
    expect(summary.row_count).toBe(300);
    expect(summary.total_direct_trades.final_run).toBe('3725.00');
    expect(summary.total_direct_trades.direct_cost_totals).toBe('745.00');
    expect(summary.general_conditions.final_run).toBe('2020.00');
    expect(summary.total.final_run).toBe('5745.00');
  }, 60_000);

  it('the overall route over 1,000 projects', async () => {
    const db = api.db;
    await bulkInsertProjects(db, f.tenant, 1_000);
    // Every project a bid with two labor lines and two trade lines, and a line-less direct cost.
    await sql`insert into bids (tenant_id, project_id, division_id, subdivision_id, sub_total)
      select p.tenant_id, p.id, ${f.division.id}, ${f.division.sub}, 2044.70 from projects p
      where p.tenant_id = ${f.tenant} and not exists (select 1 from bids b where b.tenant_id = p.tenant_id and b.project_id = p.id)`.execute(db);
    await sql`insert into bid_labor_lines (tenant_id, bid_id, position_id, level_id, quantity, units, costperunit, total)
      select b.tenant_id, b.id, ${f.position}, l.id, 1, 1, 1000, 1000 from bids b cross join (values (${f.level}::integer), (${f.otherLevel}::integer)) l(id)
      where b.tenant_id = ${f.tenant} and b.sub_total = 2044.70`.execute(db);
    await sql`insert into bid_trade_lines (tenant_id, bid_id, subdivision_id, category_id, part_id, units, cost_per_unit, total)
      select b.tenant_id, b.id, ${f.division.sub}, ${f.category}, pt.id, 1, 22.35, 22.35 from bids b cross join (values (${f.part}::integer), (${f.rebar}::integer)) pt(id)
      where b.tenant_id = ${f.tenant} and b.sub_total = 2044.70`.execute(db);
    await sql`insert into direct_costs (tenant_id, project_id, sheet_name, division_id, subdivision_id, contractor_type, amount, total)
      select p.tenant_id, p.id, 'Perf bill', ${f.division.id}, ${f.division.sub}, 'Payroll', 100, 100 from projects p where p.tenant_id = ${f.tenant}`.execute(db);
    const count = (await db.selectFrom('projects').select(sql<number>`count(*)::int`.as('n')).where('tenant_id', '=', f.tenant).executeTakeFirstOrThrow()).n;

    const overall = (await expectOk(f, 'GET', 'project-tracker/overall')).data;
    expect(overall.projects).toHaveLength(count);
    expect(count).toBeGreaterThanOrEqual(1_000);
    // Each bulk project: 2 × 1,000.00 labor + 2 × 22.35 trades of budget, a 100.00 payroll bill.
    const bulk = overall.projects.filter((x: { figures: { final_run: string } }) => x.figures.final_run === '2044.70');
    expect(bulk.length).toBeGreaterThanOrEqual(1_000);
    for (const x of bulk) expect(x.figures.direct_cost_totals).toBe('100.00');
  }, 120_000);
});
