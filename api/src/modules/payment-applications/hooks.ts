import { dec, Decimal, toMoneyString } from '@suite/money';
import { tenantOf, type TenantScope } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import type { BilledLine, ProjectBilling } from '../module.js';

// What this module declares for earlier modules (docs/billing.md §3–§4, api/src/modules/module.ts): the tracker reads
// `billing`, the PCO module asks `changeOrderBilled` before an Accepted change order leaves Accepted or its lines change.

/** The latest submitted application's lines (C, G) and the payments received, per project; absent without one. */
export async function projectsBilling(ctx: TenantScope, db: Db, projectIds: readonly number[]): Promise<Map<number, ProjectBilling>> {
  const result = new Map<number, ProjectBilling>();
  if (projectIds.length === 0) return result;
  const tenantId = tenantOf(ctx);
  const apps = await db.selectFrom('payment_applications').select(['id', 'project_id', 'number'])
    .where('tenant_id', '=', tenantId).where('project_id', 'in', [...projectIds]).where('status', '!=', 'Draft')
    .orderBy('project_id').orderBy('number', 'desc').execute();
  const latest = new Map<number, number>();
  for (const a of apps) if (!latest.has(a.project_id)) latest.set(a.project_id, a.id);
  if (latest.size === 0) return result;
  const [lines, payments] = await Promise.all([
    db.selectFrom('payment_application_lines')
      .select(['application_id', 'kind', 'bid_id', 'pco_id', 'scheduled_value', 'from_previous', 'this_period', 'stored_materials'])
      .where('tenant_id', '=', tenantId).where('application_id', 'in', [...latest.values()]).orderBy('application_id').orderBy('item_no').execute(),
    db.selectFrom('payment_application_payments as y')
      .innerJoin('payment_applications as a', (j) => j.onRef('a.tenant_id', '=', 'y.tenant_id').onRef('a.id', '=', 'y.application_id'))
      .select(['a.project_id', 'y.amount']).where('y.tenant_id', '=', tenantId).where('a.project_id', 'in', [...latest.keys()]).execute(),
  ]);
  for (const [projectId, appId] of latest) {
    const billed: BilledLine[] = lines.filter((l) => l.application_id === appId).map((l) => ({
      kind: l.kind, bid_id: l.bid_id, pco_id: l.pco_id, scheduled_value: toMoneyString(l.scheduled_value),
      completed_stored: toMoneyString(dec(l.from_previous).plus(dec(l.this_period)).plus(dec(l.stored_materials))),
    }));
    const received = payments.filter((p) => p.project_id === projectId).reduce((acc, p) => acc.plus(dec(p.amount)), new Decimal(0));
    result.set(projectId, {
      lines: billed,
      billing_to_date: toMoneyString(billed.reduce((acc, l) => acc.plus(dec(l.completed_stored)), new Decimal(0))),
      payments_received: toMoneyString(received),
    });
  }
  return result;
}

/** docs/billing.md §3: the 409's message when a submitted application bills the change order, else null. */
export async function changeOrderBilled(ctx: TenantScope, trx: Db, pcoId: number): Promise<string | null> {
  const tenantId = tenantOf(ctx);
  const row = await trx.selectFrom('payment_application_lines as l')
    .innerJoin('payment_applications as a', (j) => j.onRef('a.tenant_id', '=', 'l.tenant_id').onRef('a.id', '=', 'l.application_id'))
    .innerJoin('pcos as c', (j) => j.onRef('c.tenant_id', '=', 'l.tenant_id').onRef('c.id', '=', 'l.pco_id'))
    .select(['a.number', 'c.change_order_name', 'c.pco_name'])
    .where('l.tenant_id', '=', tenantId).where('l.kind', '=', 'CO').where('l.pco_id', '=', pcoId).where('a.status', '!=', 'Draft')
    .orderBy('a.number', 'desc').executeTakeFirst();
  if (!row) return null;
  return `${row.change_order_name || row.pco_name} is billed on payment application ${row.number}, which is submitted: it can no longer change.`;
}
