// Bulk data of the tracker benches (BENCH_ONLY=tracker, issue 16), loaded before the stack starts through the api
// package's own db layer, with the stored bid and direct-cost figures recomputed by the API's own functions:
// 1. a demo In Progress project (bids, Accepted PCOs, direct costs, scope transfers and holds from the demo seed)
//    topped up to ROWS tracker rows: one trade line per new catalogue part on one of its non-alternate bids, with a
//    subcontractor quote on every third line, and a direct-cost trade line on every second part;
// 2. PROJECTS bulk projects, each with a bid of two labor and two trade lines and a line-less payroll bill, for the
//    Overall Project Tracker.
import { sql } from 'kysely';
import type { Db } from '../../api/src/db/types.js';
import { recalculateBid } from '../../api/src/modules/bids/recalculate.js';
import { recalculateProject } from '../../api/src/modules/projects/recalculate.js';
import { recalculateDirectCost } from '../../api/src/modules/direct-costs/guard.js';
import { bulkInsertProjects } from '../../api/src/modules/projects/bulk.js';
import { trackerRows } from '../../api/src/modules/tracker/repository.js';

export interface TrackerBenchData {
  tenantId: number;
  projectUid: string;
  rows: number;
  projects: number;
  ms: number;
}

async function rowCount(db: Db, tenantId: number, projectId: number): Promise<number> {
  return (await trackerRows({ tenantId }, db, { projectId })).get(projectId)?.length ?? 0;
}

/** Tops one In Progress demo project up to `rows` tracker rows; its uid. */
async function loadTrackerProject(db: Db, tenantId: number, rows: number): Promise<{ uid: string; rows: number }> {
  const project = await db.selectFrom('projects').select(['id', 'project_uid']).where('tenant_id', '=', tenantId)
    .where('status', '=', 'In Progress').orderBy('id').executeTakeFirstOrThrow();
  const bid = await db.selectFrom('bids').select(['id', 'division_id', 'subdivision_id']).where('tenant_id', '=', tenantId)
    .where('project_id', '=', project.id).where('is_alternate', '=', false).orderBy('id').executeTakeFirstOrThrow();
  const category = await db.selectFrom('catalogue_categories').select(['id', 'subdivision_id']).where('tenant_id', '=', tenantId)
    .orderBy('id').executeTakeFirstOrThrow();
  const unit = await db.selectFrom('catalogue_units').select('id').where('tenant_id', '=', tenantId).orderBy('id').executeTakeFirstOrThrow();
  const sub = await db.selectFrom('bid_subcontractors').select('subcontractor_id').where('tenant_id', '=', tenantId)
    .where('bid_id', '=', bid.id).orderBy('subcontractor_id').executeTakeFirst();
  const missing = rows - (await rowCount(db, tenantId, project.id));
  if (missing <= 0) return { uid: project.project_uid, rows: await rowCount(db, tenantId, project.id) };

  await sql`insert into catalogue_parts (tenant_id, category_id, part_hold, cost_per_unit, unit_id, cost_code)
    select ${tenantId}, ${category.id}, 'Bench part ' || lpad(g::text, 4, '0'), (5 + g % 40)::numeric + 0.25, ${unit.id}, 'BP-' || g
    from generate_series(1, ${missing}) g`.execute(db);
  const parts = sql`select id, cost_per_unit, row_number() over (order by id) as n from catalogue_parts
    where tenant_id = ${tenantId} and part_hold like 'Bench part %'`;
  await sql`insert into bid_trade_lines (tenant_id, bid_id, subdivision_id, category_id, part_id, costcode, part_hold, cost_per_unit, units, total)
    select ${tenantId}, ${bid.id}, ${category.subdivision_id}, ${category.id}, p.id, 'BP', 'bench', p.cost_per_unit, 10 + p.n % 90,
      round(p.cost_per_unit * (10 + p.n % 90), 2)
    from (${parts}) p`.execute(db);
  if (sub) {
    await sql`insert into bid_trade_amounts (tenant_id, bid_id, trade_line_id, subcontractor_id, amount)
      select t.tenant_id, t.bid_id, t.id, ${sub.subcontractor_id}, round(t.total * 0.96, 2) from bid_trade_lines t
      join catalogue_parts p on p.tenant_id = t.tenant_id and p.id = t.part_id
      where t.tenant_id = ${tenantId} and t.bid_id = ${bid.id} and p.part_hold like 'Bench part %' and t.id % 3 = 0`.execute(db);
  }
  const dc = await db.insertInto('direct_costs').values({
    tenant_id: tenantId, project_id: project.id, sheet_name: 'Bench materials', division_id: bid.division_id,
    subdivision_id: bid.subdivision_id, contractor_type: 'Payroll',
  }).returning('id').executeTakeFirstOrThrow();
  await sql`insert into direct_cost_trade_lines (tenant_id, direct_cost_id, subdivision_id, category_id, part_id, units, cost_per_unit, total)
    select ${tenantId}, ${dc.id}, ${category.subdivision_id}, ${category.id}, p.id, 4, p.cost_per_unit, round(p.cost_per_unit * 4, 2)
    from (${parts}) p where p.n % 2 = 0`.execute(db);
  await db.transaction().execute(async (trx) => {
    await recalculateBid({ tenantId }, trx, bid.id);
    await recalculateDirectCost({ tenantId }, trx, dc.id);
    await recalculateProject({ tenantId }, trx, project.id);
  });
  return { uid: project.project_uid, rows: await rowCount(db, tenantId, project.id) };
}

/** `count` bulk projects, each with a bid of two labor and two trade lines and a line-less payroll bill. */
async function loadOverall(db: Db, tenantId: number, count: number): Promise<void> {
  const { inserted } = await bulkInsertProjects(db, tenantId, count);
  if (inserted === 0) return;
  const sub = await db.selectFrom('catalogue_subdivisions').select(['id', 'division_id']).where('tenant_id', '=', tenantId)
    .orderBy('id').executeTakeFirstOrThrow();
  const parts = await db.selectFrom('catalogue_parts as p')
    .innerJoin('catalogue_categories as c', (j) => j.onRef('c.tenant_id', '=', 'p.tenant_id').onRef('c.id', '=', 'p.category_id'))
    .select(['p.id', 'p.category_id', 'c.subdivision_id', 'p.cost_per_unit']).where('p.tenant_id', '=', tenantId).orderBy('p.id').limit(2).execute();
  const levels = await db.selectFrom('levels').select(['id', 'position_id', 'rate_per_week']).where('tenant_id', '=', tenantId)
    .orderBy('id').limit(2).execute();
  const bare = sql`select p.id from projects p where p.tenant_id = ${tenantId}
    and not exists (select 1 from bids b where b.tenant_id = p.tenant_id and b.project_id = p.id)`;
  await sql`insert into bids (tenant_id, project_id, division_id, subdivision_id, label)
    select ${tenantId}, p.id, ${sub.division_id}, ${sub.id}, 'Bench overall' from (${bare}) p`.execute(db);
  const bids = sql`select id from bids where tenant_id = ${tenantId} and label = 'Bench overall'`;
  for (const level of levels) {
    await sql`insert into bid_labor_lines (tenant_id, bid_id, position_id, level_id, quantity, units, costperunit, total)
      select ${tenantId}, b.id, ${level.position_id}, ${level.id}, 2, 3, ${level.rate_per_week}, round(6 * ${level.rate_per_week}::numeric, 2)
      from (${bids}) b`.execute(db);
  }
  for (const part of parts) {
    await sql`insert into bid_trade_lines (tenant_id, bid_id, subdivision_id, category_id, part_id, cost_per_unit, units, total)
      select ${tenantId}, b.id, ${part.subdivision_id}, ${part.category_id}, ${part.id}, ${part.cost_per_unit}, 25,
        round(25 * ${part.cost_per_unit}::numeric, 2) from (${bids}) b`.execute(db);
  }
  await sql`insert into direct_costs (tenant_id, project_id, sheet_name, division_id, subdivision_id, contractor_type, amount, total)
    select ${tenantId}, b.project_id, 'Bench payroll', ${sub.division_id}, ${sub.id}, 'Payroll', 1250, 1250
    from bids b where b.tenant_id = ${tenantId} and b.label = 'Bench overall'`.execute(db);
  const rows = await sql<{ id: number; project_id: number }>`select id, project_id from bids where tenant_id = ${tenantId} and label = 'Bench overall'`.execute(db);
  await db.transaction().execute(async (trx) => {
    for (const bid of rows.rows) {
      await recalculateBid({ tenantId }, trx, bid.id);
      await recalculateProject({ tenantId }, trx, bid.project_id);
    }
  });
}

export async function loadTrackerBench(db: Db, options: { rows: number; projects: number }): Promise<TrackerBenchData> {
  const started = performance.now();
  const tenantId = (await db.selectFrom('companies').select('tenant_id').orderBy('tenant_id').executeTakeFirstOrThrow()).tenant_id;
  const project = await loadTrackerProject(db, tenantId, options.rows);
  await loadOverall(db, tenantId, options.projects);
  const projects = (await db.selectFrom('projects').select(sql<number>`count(*)::int`.as('n')).where('tenant_id', '=', tenantId)
    .executeTakeFirstOrThrow()).n;
  return { tenantId, projectUid: project.uid, rows: project.rows, projects, ms: performance.now() - started };
}
