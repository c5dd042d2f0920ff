// Bulk data of the bid sheet benches: one project with BIDS bids of LABOR labor lines, TRADE trade lines and 3
// subcontractors quoting every trade line, in a few set-based statements, then the stored §7/§8 figures through the
// API's own recalculate.ts. Also the editors' logins (Estimator role: bid_sheets read and write).
import { sql } from 'kysely';
import { ROLE_IDS } from '../../api/src/auth/areas.js';
import { hashPassword } from '../../api/src/auth/passwords.js';
import { newRandomToken } from '../../api/src/auth/tokens.js';
import type { Db } from '../../api/src/db/types.js';
import { recalculateBid } from '../../api/src/modules/bids/recalculate.js';
import { recalculateProject } from '../../api/src/modules/projects/recalculate.js';
import { burdenRate } from '../../api/src/modules/overhead/burden.js';

export interface BidBenchData {
  tenantId: number;
  projectId: number;
  projectUid: string;
  bidIds: number[];
  subcontractorIds: number[];
  /** Catalogue rows the editors add lines on. */
  levels: { positionId: number; levelId: number }[];
  parts: { subdivisionId: number; categoryId: number; partId: number }[];
  editorEmails: string[];
  ms: number;
}

export async function loadBidBench(db: Db, options: { bids: number; labor: number; trade: number; editors: number; password: string }): Promise<BidBenchData> {
  const started = performance.now();
  const tenantId = (await db.selectFrom('companies').select('tenant_id').orderBy('tenant_id').executeTakeFirstOrThrow()).tenant_id;
  // A project at Bidding with a fixed markup and no bids (the demo seed gives bids only to projects past Bidding).
  const project = await db.selectFrom('projects').select(['id', 'project_uid']).where('tenant_id', '=', tenantId)
    .where('status', '=', 'Bidding').where('custom_price_amt', '=', '0').orderBy('id').executeTakeFirstOrThrow();
  const subdivisions = await db.selectFrom('catalogue_subdivisions').select(['id', 'division_id']).where('tenant_id', '=', tenantId)
    .orderBy('id').execute();
  const subs = await db.selectFrom('subcontractors').select('id').where('tenant_id', '=', tenantId).where('is_active', '=', true)
    .orderBy('id').limit(3).execute();
  const levels = await db.selectFrom('levels').select(['id', 'position_id']).where('tenant_id', '=', tenantId).orderBy('id').execute();
  const parts = await db.selectFrom('catalogue_parts as p')
    .innerJoin('catalogue_categories as c', (j) => j.onRef('c.tenant_id', '=', 'p.tenant_id').onRef('c.id', '=', 'p.category_id'))
    .select(['p.id', 'p.category_id', 'c.subdivision_id']).where('p.tenant_id', '=', tenantId).orderBy('p.id').execute();
  const weeklyBurden = (await burdenRate({ tenantId }, db)).weekly;

  const bids = await db.insertInto('bids').values(Array.from({ length: options.bids }, (_v, i) => {
    const s = subdivisions[i % subdivisions.length]!;
    return { tenant_id: tenantId, project_id: project.id, division_id: s.division_id, subdivision_id: s.id, label: `Bench bid ${i + 1}` };
  })).returning('id').execute();
  const bidIds = bids.map((b) => b.id);
  const ids = sql.join(bidIds.map((id) => sql`${id}::int`));
  await sql`insert into bid_subcontractors (tenant_id, bid_id, subcontractor_id)
    select ${tenantId}, b.id, s.id from unnest(array[${ids}]) b(id) cross join unnest(${subs.map((s) => s.id)}::int[]) s(id)`.execute(db);
  // Labor lines on the tenant's levels, priced per week with the burden's weekly figure (docs/money.md §5).
  await sql`insert into bid_labor_lines (tenant_id, bid_id, position_id, level_id, quantity, units, costperunit, burden, total, overhead, budget_total, notes)
    select ${tenantId}, b.id, l.position_id, l.id, q, u, l.rate_per_week, ${weeklyBurden}::numeric,
      round(q * u * l.rate_per_week, 2), round(q * u * ${weeklyBurden}::numeric, 2),
      round(q * u * l.rate_per_week, 2) + round(q * u * ${weeklyBurden}::numeric, 2), 'bench line ' || g
    from unnest(array[${ids}]) b(id) cross join generate_series(1, ${options.labor}) g
    cross join lateral (select 1 + g % 3 as q, (1 + (g * 7 + b.id) % 20)::numeric / 2 as u) n
    join lateral (select * from levels where tenant_id = ${tenantId} order by id offset (g % ${levels.length}) limit 1) l on true`.execute(db);
  await sql`insert into bid_trade_lines (tenant_id, bid_id, subdivision_id, category_id, part_id, costcode, part_hold, cost_per_unit, units, u_per_m, total)
    select ${tenantId}, b.id, c.subdivision_id, p.category_id, p.id, p.cost_code, p.part_hold, p.cost_per_unit, u, un.u_per_m, round(p.cost_per_unit * u, 2)
    from unnest(array[${ids}]) b(id) cross join generate_series(1, ${options.trade}) g
    cross join lateral (select (10 + (g * 13 + b.id) % 500)::numeric as u) n
    join lateral (select * from catalogue_parts where tenant_id = ${tenantId} order by id offset ((g + b.id) % ${parts.length}) limit 1) p on true
    join catalogue_categories c on c.tenant_id = p.tenant_id and c.id = p.category_id
    join catalogue_units un on un.tenant_id = p.tenant_id and un.id = p.unit_id`.execute(db);
  // Every subcontractor quotes every line, 3 % to 12 % around the estimate.
  await sql`insert into bid_trade_amounts (tenant_id, bid_id, trade_line_id, subcontractor_id, amount)
    select t.tenant_id, t.bid_id, t.id, s.subcontractor_id, round(t.total * (0.97 + ((t.id + s.subcontractor_id) % 10)::numeric / 100), 2)
    from bid_trade_lines t join bid_subcontractors s on s.tenant_id = t.tenant_id and s.bid_id = t.bid_id
    where t.tenant_id = ${tenantId} and t.bid_id = any(array[${ids}])`.execute(db);
  await db.transaction().execute(async (trx) => {
    for (const id of bidIds) await recalculateBid({ tenantId }, trx, id);
    await recalculateProject({ tenantId }, trx, project.id);
  });

  // The editors: Estimators of the tenant, one login each (one password hash for all: hashing 200 times is slow).
  const hash = await hashPassword(options.password);
  const editorEmails = Array.from({ length: options.editors }, (_v, i) => `bench.editor${i + 1}@bench.test`);
  if (editorEmails.length > 0) {
    await db.insertInto('users').values(editorEmails.map((email, i) => ({
      email, password_hash: hash, first_name: 'Editor', last_name: String(i + 1), phone: '(512) 555-0400',
      role_id: ROLE_IDS.estimator, tenant_id: tenantId, random_token: newRandomToken(),
    }))).execute();
  }
  return {
    tenantId, projectId: project.id, projectUid: project.project_uid, bidIds, subcontractorIds: subs.map((s) => s.id),
    levels: levels.map((l) => ({ positionId: l.position_id, levelId: l.id })),
    parts: parts.map((p) => ({ subdivisionId: p.subdivision_id, categoryId: p.category_id, partId: p.id })),
    editorEmails, ms: performance.now() - started,
  };
}
