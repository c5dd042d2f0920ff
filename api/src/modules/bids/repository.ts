import { sql, type SqlBool } from 'kysely';
import { toMoneyString } from '@suite/money';
import { tenantOf, type TenantScope } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import { badField } from '../lines/fields.js';
import { BID_MESSAGES } from './rules.js';

// Reads of bids as the REST contract answers them (README.md), and the lookups of their writes.

/** The bids' rows with names, lease holder and stored §7 figures: one statement for any number of bids. */
function bidRowsQuery(db: Db, tenantId: number) {
  return db.selectFrom('bids as b')
    .innerJoin('projects as p', (j) => j.onRef('p.tenant_id', '=', 'b.tenant_id').onRef('p.id', '=', 'b.project_id'))
    .innerJoin('catalogue_divisions as d', (j) => j.onRef('d.tenant_id', '=', 'b.tenant_id').onRef('d.id', '=', 'b.division_id'))
    .innerJoin('catalogue_subdivisions as s', (j) => j.onRef('s.tenant_id', '=', 'b.tenant_id').onRef('s.id', '=', 'b.subdivision_id'))
    .leftJoin('subcontractors as sc', (j) => j.onRef('sc.tenant_id', '=', 'b.tenant_id').onRef('sc.id', '=', 'b.selected_subcontractor_id'))
    .leftJoin('users as u', (j) => j.onRef('u.id', '=', 'b.lease_user_id').on(sql<SqlBool>`b.lease_expires_at > now()`))
    .select([
      'b.id', 'p.project_uid', 'b.division_id', 'd.division_name', 'b.subdivision_id', 's.subdivision_name', 'b.label',
      'b.scope_of_work', 'b.is_alternate', 'b.division_status', 'b.hourly', 'b.selected_subcontractor_id',
      'sc.company_name as selected_name', 'b.labor_total', 'b.burden_total', 'b.trades_total', 'b.sub_total',
      'b.calculated_overhead', 'b.calculated_profit', 'b.bidsheet_total_cost', 'b.version',
      'u.id as lease_user_id', sql<string | null>`u.first_name || ' ' || u.last_name`.as('holder_name'),
      sql<string | null>`case when u.id is null then null
        else to_char(b.lease_expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') end`.as('lease_expires_at'),
    ])
    .where('b.tenant_id', '=', tenantId);
}

type BidRow = Awaited<ReturnType<ReturnType<typeof bidRowsQuery>['execute']>>[number];
export type BidJson = ReturnType<typeof toBidJson>;

function toBidJson(row: BidRow, subs: { id: number; name: string; total: string }[]) {
  const selected = row.selected_subcontractor_id;
  return {
    id: row.id, project_uid: row.project_uid, division_id: row.division_id, division_name: row.division_name,
    subdivision_id: row.subdivision_id, subdivision_name: row.subdivision_name, label: row.label, scope_of_work: row.scope_of_work,
    is_alternate: row.is_alternate, division_status: row.division_status, hourly: row.hourly,
    SubContractor: subs,
    selected_subcontractor_id: selected,
    selected_subcontractor_name: selected === null ? null : row.selected_name,
    selected_subcontractor_amount: selected === null ? null : toMoneyString(row.trades_total),
    labor_total: toMoneyString(row.labor_total), burden_total: toMoneyString(row.burden_total),
    trades_total: toMoneyString(row.trades_total), total_cost: toMoneyString(row.sub_total),
    calculated_overhead: toMoneyString(row.calculated_overhead), calculated_profit: toMoneyString(row.calculated_profit),
    bidsheet_total_cost: toMoneyString(row.bidsheet_total_cost),
    version: row.version,
    lease: row.lease_user_id === null || row.lease_expires_at === null ? null
      : { user_id: row.lease_user_id, holder_name: (row.holder_name ?? '').trim(), expires_at: row.lease_expires_at },
  };
}

/** The subcontractors on each bid, in the order they were added, with their §6 totals. */
export async function bidSubcontractors(ctx: TenantScope, db: Db, bidIds: number[]) {
  if (bidIds.length === 0) return new Map<number, { id: number; name: string; total: string }[]>();
  const rows = await db.selectFrom('bid_subcontractors as bs')
    .innerJoin('subcontractors as sc', (j) => j.onRef('sc.tenant_id', '=', 'bs.tenant_id').onRef('sc.id', '=', 'bs.subcontractor_id'))
    .select(['bs.bid_id', 'bs.subcontractor_id as id', 'sc.company_name as name', sql<string>`coalesce((select sum(a.amount)
      from bid_trade_amounts a where a.tenant_id = bs.tenant_id and a.bid_id = bs.bid_id and a.subcontractor_id = bs.subcontractor_id), 0)::text`.as('total')])
    .where('bs.tenant_id', '=', tenantOf(ctx)).where('bs.bid_id', 'in', bidIds)
    .orderBy('bs.bid_id').orderBy('bs.added_at').orderBy('bs.subcontractor_id').execute();
  const byBid = new Map<number, { id: number; name: string; total: string }[]>();
  for (const r of rows) {
    const list = byBid.get(r.bid_id) ?? [];
    list.push({ id: r.id, name: r.name, total: toMoneyString(r.total) });
    byBid.set(r.bid_id, list);
  }
  return byBid;
}

/** Bids as REST JSON, oldest first: of a project, or by ids (two statements whatever the count). */
export async function bidsJson(ctx: TenantScope, db: Db, which: { projectId?: number; ids?: number[] }): Promise<BidJson[]> {
  let query = bidRowsQuery(db, tenantOf(ctx));
  if (which.projectId !== undefined) query = query.where('b.project_id', '=', which.projectId);
  if (which.ids !== undefined) {
    if (which.ids.length === 0) return [];
    query = query.where('b.id', 'in', which.ids);
  }
  const rows = await query.orderBy('b.id').execute();
  const subs = await bidSubcontractors(ctx, db, rows.map((r) => r.id));
  return rows.map((r) => toBidJson(r, subs.get(r.id) ?? []));
}

export async function bidJson(ctx: TenantScope, db: Db, id: number): Promise<BidJson | undefined> {
  return (await bidsJson(ctx, db, { ids: [id] }))[0];
}

/** The project a bid belongs to (it never moves), or undefined for a bid not in the caller's tenant. */
export async function projectOfBid(ctx: TenantScope, db: Db, bidId: number): Promise<number | undefined> {
  const row = await db.selectFrom('bids').select('project_id').where('tenant_id', '=', tenantOf(ctx)).where('id', '=', bidId)
    .executeTakeFirst();
  return row?.project_id;
}

/** docs/projects.md §2.6: only the tenant's active subcontractors can be added; 400 naming `subcontractor` otherwise. */
export async function assertActiveSubcontractors(ctx: TenantScope, db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db.selectFrom('subcontractors').select('id').where('tenant_id', '=', tenantOf(ctx))
    .where('id', 'in', ids).where('is_active', '=', true).execute();
  if (rows.length !== ids.length) throw badField('subcontractor', BID_MESSAGES.inactive);
}

/** Adds subcontractors to a bid in the given order (those already on it are left as they are). */
export async function addBidSubcontractors(ctx: TenantScope, trx: Db, bidId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const tenantId = tenantOf(ctx);
  // A microsecond apart, so the list keeps the order they were added in (a clock may not tick between rows).
  await trx.insertInto('bid_subcontractors')
    .values(ids.map((id, i) => ({
      tenant_id: tenantId, bid_id: bidId, subcontractor_id: id, added_at: sql<Date>`clock_timestamp() + ${i} * interval '1 microsecond'`,
    })))
    .onConflict((oc) => oc.doNothing()).execute();
}

/** The subcontractor ids on a bid. */
export async function subcontractorsOnBid(ctx: TenantScope, db: Db, bidId: number): Promise<number[]> {
  const rows = await db.selectFrom('bid_subcontractors').select('subcontractor_id').where('tenant_id', '=', tenantOf(ctx))
    .where('bid_id', '=', bidId).execute();
  return rows.map((r) => r.subcontractor_id);
}

/** Removes subcontractors from a bid (their amounts go with them); clears the selection when it was one of them. */
export async function removeBidSubcontractors(ctx: TenantScope, trx: Db, bidId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const tenantId = tenantOf(ctx);
  await trx.updateTable('bids').set({ selected_subcontractor_id: null }).where('tenant_id', '=', tenantId).where('id', '=', bidId)
    .where('selected_subcontractor_id', 'in', ids).execute();
  await trx.deleteFrom('bid_subcontractors').where('tenant_id', '=', tenantId).where('bid_id', '=', bidId)
    .where('subcontractor_id', 'in', ids).execute();
}
