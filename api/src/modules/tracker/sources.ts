import { sql, type RawBuilder } from 'kysely';
import { tenantOf, type TenantScope } from '../../auth/context.js';
import type { Db } from '../../db/types.js';

// The tracker's sources (README.md Rows; docs/money.md §11): ONE grouped statement reading, for one project or
// for every chosen project of a company, each budget key and its summed amounts from the non-alternate bids' lines
// (a selected subcontractor's amount in place of a trade line's total), the Accepted PCOs' lines, the direct costs'
// lines and line-less direct costs, and the keys' tracker_rows (scope transfer, holds, id), with the names. Every
// join is on an indexed (tenant_id, …) key: lines by (tenant_id, bid_id|pco_id|direct_cost_id), parents by their
// primary keys, tracker_rows by its unique (tenant_id, project_id, row_key).

/** What the §11 arithmetic and the summaries read of a budget key: its kind and summed amounts (money as numeric text). */
export interface SourceFigures {
  project_id: number;
  typee: 'IL' | 'DT';
  /** The key's ids (the division follows the subdivision): what billing is spread by (billing.ts billingKey). */
  position_id: number | null;
  level_id: number | null;
  subdivision_id: number | null;
  category_id: number | null;
  part_id: number | null;
  final_run: string;
  change_order_totals: string;
  sub_contractors: string;
  /** Σ subcontract change orders on the key: set from the commitments after the read (committed.ts), absent before. */
  subcontractor_change_orders?: string;
  committed: boolean;
  sub_billed: string;
  other_costs: string;
  scope_transfer: string;
  holds: string;
  /** Σ quantity × units of the key's direct-cost labor lines (billable hours). */
  hours: string;
  /** The key has a budget: a bid or Accepted-PCO line, or a scope transfer (docs/money.md §11). */
  budgeted: boolean;
  /** A direct cost or one of its lines is on the key. */
  costed: boolean;
}

/** One budget key of one project with its summed amounts, its ids and names (a row of the tracker). */
export interface SourceRow extends SourceFigures {
  row_key: string;
  id: number | null;
  division_id: number | null;
  position: string | null;
  level: string | null;
  division: string | null;
  sub_division: string | null;
  category: string | null;
  part: string | null;
  cost_code: string;
  trade: string;
}

/** Which projects: one by id, or a company's projects whose status is among `statuses` (all when none). */
export type ProjectSelection = { projectId: number } | { statuses?: readonly string[] };

function projectFilter(tenantId: number, selection: ProjectSelection): RawBuilder<unknown> {
  if ('projectId' in selection) return sql`select ${selection.projectId}::integer as id`;
  const statuses = selection.statuses ?? [];
  const byStatus = statuses.length > 0 ? sql` and p.status in (${sql.join([...statuses])})` : sql``;
  return sql`select p.id from projects p where p.tenant_id = ${tenantId}${byStatus}`;
}

/** The key text of tracker_rows.row_key: the ids of the key, an absent one empty. */
const ROW_KEY = sql`case when g.typee = 'IL' then 'IL:' || g.position_id || ':' || g.level_id
  else 'DT:' || g.division_id || ':' || g.subdivision_id || ':' || coalesce(g.category_id::text, '') || ':' || coalesce(g.part_id::text, '') end`;

/**
 * The one definition of the grouping, shared by both statements: CTEs `chosen` (the projects), `lines` (every source
 * line of every key, UNION ALL per source) and `g` (one row per project and key with its sums). Both statements
 * below are this plus their own final SELECT, so they always group and sum alike.
 */
function groupedKeys(t: number, selection: ProjectSelection): RawBuilder<unknown> {
  return sql`
    with chosen as materialized (${projectFilter(t, selection)}),
    lines (project_id, typee, position_id, level_id, subdivision_id, category_id, part_id,
      final_run, change_orders, sub_contractors, committed, sub_billed, other_costs, scope_transfer, holds, hours, row_id, budgeted, costed) as (
      select b.project_id, 'IL', l.position_id, l.level_id, null::integer, null::integer, null::integer,
        l.total, 0::numeric, 0::numeric, false, 0::numeric, 0::numeric, 0::numeric, 0::numeric, 0::numeric, null::integer, true, false
      from bids b join bid_labor_lines l on l.tenant_id = b.tenant_id and l.bid_id = b.id
      where b.tenant_id = ${t} and b.project_id in (select id from chosen) and not b.is_alternate
      union all
      select b.project_id, 'DT', null, null, tl.subdivision_id, tl.category_id, tl.part_id,
        case when b.selected_subcontractor_id is null then tl.total else coalesce(a.amount, 0) end,
        0, case when b.selected_subcontractor_id is null then 0 else coalesce(a.amount, 0) end,
        b.selected_subcontractor_id is not null, 0, 0, 0, 0, 0, null, true, false
      from bids b join bid_trade_lines tl on tl.tenant_id = b.tenant_id and tl.bid_id = b.id
        left join bid_trade_amounts a on a.tenant_id = tl.tenant_id and a.trade_line_id = tl.id
          and a.subcontractor_id = b.selected_subcontractor_id
      where b.tenant_id = ${t} and b.project_id in (select id from chosen) and not b.is_alternate
      union all
      select c.project_id, 'IL', l.position_id, l.level_id, null, null, null, 0, l.total, 0, false, 0, 0, 0, 0, 0, null, true, false
      from pcos c join pco_labor_lines l on l.tenant_id = c.tenant_id and l.pco_id = c.id
      where c.tenant_id = ${t} and c.project_id in (select id from chosen) and c.status = 'Accepted'
      union all
      select c.project_id, 'DT', null, null, tl.subdivision_id, tl.category_id, tl.part_id, 0, tl.total, 0, false, 0, 0, 0, 0, 0, null, true, false
      from pcos c join pco_trade_lines tl on tl.tenant_id = c.tenant_id and tl.pco_id = c.id
      where c.tenant_id = ${t} and c.project_id in (select id from chosen) and c.status = 'Accepted'
      union all
      -- Each direct cost's lines, labor and trade, each on its own key; a direct cost without lines (x all null) counts
      -- its amount on the row it is charged to (docs/money.md §10), or, a "new cost line", on its subdivision's row with
      -- no category and part. The lateral join probes the lines by their (tenant_id, direct_cost_id) index for each
      -- direct cost whatever the statistics say (a NOT EXISTS anti-join here was planned as a scan of every line of the
      -- tenant per direct cost on stale statistics).
      select d.project_id,
        case when x.typee is not null then x.typee when d.charge_level_id is not null then 'IL' else 'DT' end,
        case when x.typee is null then d.charge_position_id else x.position_id end,
        case when x.typee is null then d.charge_level_id else x.level_id end,
        case when x.typee is not null then x.subdivision_id when d.charge_level_id is not null then null
          else coalesce(d.charge_subdivision_id, d.subdivision_id) end,
        case when x.typee is null then d.charge_category_id else x.category_id end,
        case when x.typee is null then d.charge_part_id else x.part_id end, 0, 0, 0, false,
        case when d.contractor_type = 'Subcontractor' then (case when x.typee is null then d.amount else x.total end) else 0 end,
        case when d.contractor_type = 'Subcontractor' then 0 else (case when x.typee is null then d.amount else x.total end) end,
        0, 0, case when x.typee is null then 0 else x.hours end, null, false, true
      from direct_costs d
        left join lateral (
          select 'IL' as typee, l.position_id, l.level_id, null::integer as subdivision_id, null::integer as category_id,
            null::integer as part_id, l.total, l.quantity * l.units as hours
          from direct_cost_labor_lines l where l.tenant_id = d.tenant_id and l.direct_cost_id = d.id
          union all
          select 'DT', null, null, tl.subdivision_id, tl.category_id, tl.part_id, tl.total, 0
          from direct_cost_trade_lines tl where tl.tenant_id = d.tenant_id and tl.direct_cost_id = d.id
        ) x on true
      where d.tenant_id = ${t} and d.project_id in (select id from chosen)
      union all
      select r.project_id, r.typee, r.position_id, r.level_id, r.subdivision_id, r.category_id, r.part_id,
        0, 0, 0, false, 0, 0, r.scope_transfer, r.holds, 0, r.id, r.scope_transfer <> 0, false
      from tracker_rows r
      where r.tenant_id = ${t} and r.project_id in (select id from chosen)
    ),
    g as (
      select x.project_id, x.typee, x.position_id, x.level_id, x.subdivision_id, x.category_id, x.part_id,
        sum(x.final_run) as final_run, sum(x.change_orders) as change_orders, sum(x.sub_contractors) as sub_contractors,
        bool_or(x.committed) as committed, sum(x.sub_billed) as sub_billed, sum(x.other_costs) as other_costs,
        sum(x.scope_transfer) as scope_transfer, sum(x.holds) as holds, sum(x.hours) as hours, max(x.row_id) as row_id,
        bool_or(x.budgeted) as budgeted, bool_or(x.costed) as costed
      from lines x
      group by x.project_id, x.typee, x.position_id, x.level_id, x.subdivision_id, x.category_id, x.part_id
    )`;
}

/** The summed columns of a key, as numeric text (the same in both statements). */
const SUMS = sql`g.final_run::text as final_run, g.change_orders::text as change_order_totals, g.sub_contractors::text as sub_contractors,
      g.committed, g.sub_billed::text as sub_billed, g.other_costs::text as other_costs,
      g.scope_transfer::text as scope_transfer, g.holds::text as holds, g.hours::text as hours, g.budgeted, g.costed`;

/** Every key of the chosen projects with its sums, ordered as the README says (DT by names, then IL by names). */
export async function sourceRows(ctx: TenantScope, db: Db, selection: ProjectSelection): Promise<SourceRow[]> {
  return (await sourceQuery(ctx, selection).execute(db)).rows;
}

/**
 * Every key of the chosen projects with its sums only (no ids, names or order), for what sums rows: the summaries
 * and the overall tracker. The same keys and sums as sourceRows (the same `g`), in no particular order.
 */
export async function sourceFigures(ctx: TenantScope, db: Db, selection: ProjectSelection): Promise<SourceFigures[]> {
  return (await sourceFiguresQuery(ctx, selection).execute(db)).rows;
}

/** The statement of sourceFigures (EXPLAIN it to check the plan). */
export function sourceFiguresQuery(ctx: TenantScope, selection: ProjectSelection): RawBuilder<SourceFigures> {
  return sql<SourceFigures>`${groupedKeys(tenantOf(ctx), selection)}
    select g.project_id, g.typee, g.position_id, g.level_id, g.subdivision_id, g.category_id, g.part_id, ${SUMS} from g`;
}

/** The statement of sourceRows (EXPLAIN it to check the plan). */
export function sourceQuery(ctx: TenantScope, selection: ProjectSelection): RawBuilder<SourceRow> {
  const t = tenantOf(ctx);
  // The names by primary key, each looked up once per key (the ORDER BY reuses them; the division is always the
  // subdivision's, README.md Rows). Lateral subqueries with LIMIT 1 are never pulled up into plain joins, so each
  // is one index probe per key whatever the statistics say (plain left joins were planned, on stale statistics, as
  // nested loops scanning whole catalogue tables per key).
  const name = (columns: RawBuilder<unknown>, table: RawBuilder<unknown>, id: RawBuilder<unknown>, alias: RawBuilder<unknown>) =>
    sql`left join lateral (select ${columns} from ${table} where tenant_id = ${t} and id = ${id} limit 1) ${alias} on true`;
  return sql<SourceRow>`${groupedKeys(t, selection)},
    n as (
      select g.*, sd.division_id, po.name as position, lv.name as level, lv.cost_code as level_code,
        dv.division_name as division, sd.subdivision_name as sub_division, ca.category_name as category,
        pa.part_hold as part, pa.cost_code as part_code
      from g
        ${name(sql`name`, sql`positions`, sql`g.position_id`, sql`po`)}
        ${name(sql`name, cost_code`, sql`levels`, sql`g.level_id`, sql`lv`)}
        ${name(sql`division_id, subdivision_name`, sql`catalogue_subdivisions`, sql`g.subdivision_id`, sql`sd`)}
        ${name(sql`division_name`, sql`catalogue_divisions`, sql`sd.division_id`, sql`dv`)}
        ${name(sql`category_name`, sql`catalogue_categories`, sql`g.category_id`, sql`ca`)}
        ${name(sql`part_hold, cost_code`, sql`catalogue_parts`, sql`g.part_id`, sql`pa`)}
    )
    select g.project_id, g.typee, ${ROW_KEY} as row_key, g.row_id as id,
      g.position_id, g.level_id, g.division_id, g.subdivision_id, g.category_id, g.part_id,
      g.position, g.level, g.division, g.sub_division, g.category, g.part,
      case when g.typee = 'IL' then coalesce(g.level_code, '') else coalesce(g.part_code, '') end as cost_code,
      case when g.typee = 'IL' then coalesce(g.level, '') when g.category_id is null then coalesce(g.sub_division, '')
        else coalesce(g.category, '') end as trade,
      ${SUMS}
    from n g
    order by g.project_id, g.typee,
      lower(g.division), g.division_id, lower(g.sub_division), g.subdivision_id,
      g.category_id is not null, lower(g.category), g.category_id, lower(g.part), g.part_id,
      lower(g.position), g.position_id, lower(g.level), g.level_id`;
}

/**
 * Gives every key without a tracker_rows row one, in ONE insert (… on conflict do nothing, so two first reads at
 * once never collide), and writes the ids into `rows`.
 */
export async function materializeRows(ctx: TenantScope, db: Db, rows: SourceRow[]): Promise<void> {
  const missing = rows.filter((r) => r.id === null);
  if (missing.length === 0) return;
  const t = tenantOf(ctx);
  await db.insertInto('tracker_rows').values(missing.map((r) => ({
    tenant_id: t, project_id: r.project_id, typee: r.typee, row_key: r.row_key, position_id: r.position_id, level_id: r.level_id,
    division_id: r.division_id, subdivision_id: r.subdivision_id, category_id: r.category_id, part_id: r.part_id,
  }))).onConflict((oc) => oc.columns(['tenant_id', 'project_id', 'row_key']).doNothing()).execute();
  // Ids of the rows just added, or added by a read racing this one.
  const projectIds = [...new Set(missing.map((r) => r.project_id))];
  const keys = missing.map((r) => r.row_key);
  const ids = await db.selectFrom('tracker_rows').select(['id', 'project_id', 'row_key'])
    .where('tenant_id', '=', t).where('project_id', 'in', projectIds).where('row_key', 'in', keys).execute();
  const byKey = new Map(ids.map((r) => [`${r.project_id}|${r.row_key}`, r.id]));
  for (const r of missing) r.id = byKey.get(`${r.project_id}|${r.row_key}`) ?? null;
}
