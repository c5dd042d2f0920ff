import { sql } from 'kysely';
import { toCents, toMoneyString, type Cents, type DecimalInput } from '@suite/money';
import { tenantOf, type TenantScope } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import type { ApiModule, ProjectBilling } from '../module.js';
import { billingKey, FEE, NOTHING_BILLED, OVERHEAD, spreadBilling, type BillingBasis, type SummaryBilled } from './billing.js';
import { rowFigures, type Figures } from './figures.js';
import type { SourceFigures } from './sources.js';

// The tracker's billing columns from the module that declares `billing` (the payment applications, a later module:
// docs/billing.md §4), read from the module list and never imported. The billed projects' bid and change-order
// amounts per row are read in two grouped statements (whatever the number of projects), spread by billing.ts, and
// the rows' figures recomputed with them; the Overhead and Contractor Fee shares go on the project's money.

export type BillingHook = NonNullable<ApiModule['billing']>;

/** The declared provider of billing, or none (then nothing is billed). */
export function billingFrom(modules: readonly ApiModule[]): BillingHook | undefined {
  return modules.find((m) => m.billing)?.billing;
}

/** What applyBilling reads and sets of a row (repository.ts RowFigures) and of a project's money (ProjectMoney). */
interface BilledRow { source: SourceFigures; figures: Figures }
interface BilledMoney { totals: { BidTotals: DecimalInput; OverheadCost: DecimalInput; ProfitCost: DecimalInput }; billed: SummaryBilled }

const cents = (value: DecimalInput) => toCents(toMoneyString(value));

interface AmountRow { project_id: number; source_id: number; typee: 'IL' | 'DT'; position_id: number | null; level_id: number | null;
  subdivision_id: number | null; category_id: number | null; part_id: number | null; amount: string }

/**
 * Per project, per non-alternate bid (and per Accepted change order), each row key's amount from it: the final_run
 * and change_order_totals of sources.ts, grouped by their bid or change order as well.
 */
async function amountsOf(ctx: TenantScope, db: Db, projectIds: readonly number[], kind: 'BID' | 'CO') {
  const t = tenantOf(ctx);
  const ids = sql.join([...projectIds]);
  const statement = kind === 'BID' ? sql<AmountRow>`
    select x.project_id, x.source_id, x.typee, x.position_id, x.level_id, x.subdivision_id, x.category_id, x.part_id, sum(x.amount)::text as amount
    from (
      select b.project_id, b.id as source_id, 'IL' as typee, l.position_id, l.level_id, null::integer as subdivision_id,
        null::integer as category_id, null::integer as part_id, l.total as amount
      from bids b join bid_labor_lines l on l.tenant_id = b.tenant_id and l.bid_id = b.id
      where b.tenant_id = ${t} and b.project_id in (${ids}) and not b.is_alternate
      union all
      select b.project_id, b.id, 'DT', null, null, tl.subdivision_id, tl.category_id, tl.part_id,
        case when b.selected_subcontractor_id is null then tl.total else coalesce(a.amount, 0) end
      from bids b join bid_trade_lines tl on tl.tenant_id = b.tenant_id and tl.bid_id = b.id
        left join bid_trade_amounts a on a.tenant_id = tl.tenant_id and a.trade_line_id = tl.id and a.subcontractor_id = b.selected_subcontractor_id
      where b.tenant_id = ${t} and b.project_id in (${ids}) and not b.is_alternate
    ) x
    group by 1, 2, 3, 4, 5, 6, 7, 8` : sql<AmountRow>`
    select x.project_id, x.source_id, x.typee, x.position_id, x.level_id, x.subdivision_id, x.category_id, x.part_id, sum(x.amount)::text as amount
    from (
      select c.project_id, c.id as source_id, 'IL' as typee, l.position_id, l.level_id, null::integer as subdivision_id,
        null::integer as category_id, null::integer as part_id, l.total as amount
      from pcos c join pco_labor_lines l on l.tenant_id = c.tenant_id and l.pco_id = c.id
      where c.tenant_id = ${t} and c.project_id in (${ids}) and c.status = 'Accepted'
      union all
      select c.project_id, c.id, 'DT', null, null, tl.subdivision_id, tl.category_id, tl.part_id, tl.total
      from pcos c join pco_trade_lines tl on tl.tenant_id = c.tenant_id and tl.pco_id = c.id
      where c.tenant_id = ${t} and c.project_id in (${ids}) and c.status = 'Accepted'
    ) x
    group by 1, 2, 3, 4, 5, 6, 7, 8`;
  const bySource = new Map<number, Map<string, Cents>>();
  for (const row of (await statement.execute(db)).rows) {
    let keys = bySource.get(row.source_id);
    if (!keys) bySource.set(row.source_id, (keys = new Map()));
    const key = billingKey(row);
    keys.set(key, (keys.get(key) ?? 0) + toCents(row.amount));
  }
  return bySource;
}

/** The weights of each billed project's SOV lines (billing.ts BillingBasis). */
async function basesOf(ctx: TenantScope, db: Db, billed: ReadonlyMap<number, ProjectBilling>, money: ReadonlyMap<number, BilledMoney>) {
  const projectIds = [...billed.keys()];
  const pcoIds = [...billed.values()].flatMap((b) => b.lines.map((l) => l.pco_id).filter((id): id is number => id !== null));
  const [bids, cos, pcos] = await Promise.all([
    amountsOf(ctx, db, projectIds, 'BID'),
    amountsOf(ctx, db, projectIds, 'CO'),
    pcoIds.length === 0 ? Promise.resolve([]) : db.selectFrom('pcos').select(['id', 'burden_total', 'profit_cost'])
      .where('tenant_id', '=', tenantOf(ctx)).where('id', 'in', pcoIds).execute(),
  ]);
  const coParts = new Map(pcos.map((p) => [p.id, { overhead: cents(p.burden_total), profit: cents(p.profit_cost) }]));
  const bases = new Map<number, BillingBasis>();
  for (const id of projectIds) {
    const totals = money.get(id)?.totals;
    bases.set(id, {
      bidRows: bids, coRows: cos, coParts,
      bidTotals: totals ? cents(totals.BidTotals) : 0, overhead: totals ? cents(totals.OverheadCost) : 0, profit: totals ? cents(totals.ProfitCost) : 0,
    });
  }
  return bases;
}

/**
 * The billing columns of the chosen projects' rows (docs/money.md §12, last bullet): each row's figures recomputed
 * with what it billed and received, and each project's Overhead and Contractor Fee shares set on its money. No hook,
 * or a project with no submitted application: nothing changes (the columns stay 0).
 */
export async function applyBilling(
  ctx: TenantScope, db: Db, hook: BillingHook | undefined, byProject: ReadonlyMap<number, readonly BilledRow[]>,
  money: ReadonlyMap<number, BilledMoney>,
): Promise<void> {
  if (!hook || byProject.size === 0) return;
  const billed = await hook(ctx, db, [...byProject.keys()]);
  if (billed.size === 0) return;
  const bases = await basesOf(ctx, db, billed, money);
  for (const [projectId, billing] of billed) {
    const spread = spreadBilling(billing, bases.get(projectId)!);
    for (const row of byProject.get(projectId) ?? []) {
      const share = spread.get(billingKey(row.source));
      if (share) row.figures = rowFigures({ ...row.source, ...share });
    }
    const m = money.get(projectId);
    if (m) m.billed = { overhead: spread.get(OVERHEAD) ?? NOTHING_BILLED, contractor_fee: spread.get(FEE) ?? NOTHING_BILLED };
  }
}
