import { sql } from 'kysely';
import { toMoneyString, toRateString } from '@suite/money';
import { tenantOf, type TenantScope } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import { pcoFigures, pcoName } from './rules.js';

// Reads of PCOs as the REST contract answers them (README.md), and the stored §9 figures' recomputation.

function pcoRowsQuery(db: Db, tenantId: number) {
  return db.selectFrom('pcos as c')
    .innerJoin('projects as p', (j) => j.onRef('p.tenant_id', '=', 'c.tenant_id').onRef('p.id', '=', 'c.project_id'))
    .select([
      'c.id', 'c.project_id', 'p.project_uid', 'c.pco_name', 'c.title', sql<string>`to_char(c.date, 'YYYY-MM-DD')`.as('date'), 'c.notes',
      'c.status', 'c.type', 'c.change_order_number', 'c.change_order_name',
      sql<string | null>`to_char(c.accepted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('accepted_at'),
      'c.pco_profit_percentage', 'c.hourly', 'c.labor_total', 'c.burden_total', 'c.trades_total', 'c.total_cost', 'c.profit_cost',
      'c.total', sql<string>`to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('created_at'), 'c.version',
    ])
    .where('c.tenant_id', '=', tenantId);
}

type PcoRow = Awaited<ReturnType<ReturnType<typeof pcoRowsQuery>['execute']>>[number];
export type PcoJson = ReturnType<typeof toPcoJson>;

function toPcoJson(r: PcoRow) {
  return {
    id: r.id, project_uid: r.project_uid, pco_name: r.pco_name, title: r.title, date: r.date, notes: r.notes, status: r.status,
    type: r.type, change_order_number: r.change_order_number, change_order_name: r.change_order_name, accepted_at: r.accepted_at,
    pco_profit_percentage: toRateString(r.pco_profit_percentage), hourly: r.hourly,
    labor_total: toMoneyString(r.labor_total), burden_total: toMoneyString(r.burden_total), trades_total: toMoneyString(r.trades_total),
    total_cost: toMoneyString(r.total_cost), profit_cost: toMoneyString(r.profit_cost), total: toMoneyString(r.total),
    created_at: r.created_at, version: r.version,
  };
}

/** PCOs as REST JSON: a project's (oldest first), its Accepted ones (in change-order order), or by id. */
export async function pcosJson(
  ctx: TenantScope, db: Db, which: { projectId: number; accepted?: boolean } | { id: number },
): Promise<PcoJson[]> {
  let query = pcoRowsQuery(db, tenantOf(ctx));
  if ('id' in which) query = query.where('c.id', '=', which.id);
  else {
    query = query.where('c.project_id', '=', which.projectId);
    if (which.accepted) query = query.where('c.status', '=', 'Accepted').orderBy('c.change_order_number');
  }
  return (await query.orderBy('c.id').execute()).map(toPcoJson);
}

export async function pcoJson(ctx: TenantScope, db: Db, id: number): Promise<PcoJson | undefined> {
  return (await pcosJson(ctx, db, { id }))[0];
}

/** The project a PCO belongs to (it never moves), or undefined for a PCO not in the caller's tenant. */
export async function projectOfPco(ctx: TenantScope, db: Db, pcoId: number): Promise<number | undefined> {
  const row = await db.selectFrom('pcos').select('project_id').where('tenant_id', '=', tenantOf(ctx)).where('id', '=', pcoId).executeTakeFirst();
  return row?.project_id;
}

/** The next PCO name of a project: 1 + the highest number it has used, deleted PCOs included (README). */
export async function nextPcoName(ctx: TenantScope, db: Db, projectId: number): Promise<string> {
  const row = await db.selectFrom('projects').select('last_pco_number').where('tenant_id', '=', tenantOf(ctx)).where('id', '=', projectId)
    .executeTakeFirstOrThrow();
  return pcoName(row.last_pco_number + 1);
}

/** docs/money.md §9: rewrites the PCO's stored figures from its lines and bumps its version; the new version. */
export async function recalculatePco(ctx: TenantScope, trx: Db, pcoId: number): Promise<number> {
  const tenantId = tenantOf(ctx);
  const [pco, labor, trades] = await Promise.all([
    trx.selectFrom('pcos').select('pco_profit_percentage').where('tenant_id', '=', tenantId).where('id', '=', pcoId).executeTakeFirstOrThrow(),
    trx.selectFrom('pco_labor_lines').select(['total', 'overhead']).where('tenant_id', '=', tenantId).where('pco_id', '=', pcoId).execute(),
    trx.selectFrom('pco_trade_lines').select('total').where('tenant_id', '=', tenantId).where('pco_id', '=', pcoId).execute(),
  ]);
  const f = pcoFigures({ labor, trades }, pco.pco_profit_percentage);
  const row = await trx.updateTable('pcos').set((eb) => ({
    labor_total: f.labor.toFixed(2), burden_total: f.burden.toFixed(2), trades_total: f.trades.toFixed(2),
    total_cost: f.totalCost.toFixed(2), profit_cost: f.profitCost.toFixed(2), total: f.total.toFixed(2),
    version: eb('version', '+', 1), updated_at: new Date(),
  })).where('tenant_id', '=', tenantId).where('id', '=', pcoId).returning('version').executeTakeFirstOrThrow();
  return row.version;
}
