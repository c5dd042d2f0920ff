import { sql } from 'kysely';
import { tenantOf, type TenantScope } from '../../auth/context.js';
import type { Db } from '../../db/types.js';

// A bid's stored §7 figures (docs/money.md §7), recomputed inside the transaction of every change; the profits and
// the project's total follow from projects/recalculate.ts.

/**
 * §7: the bid's labor, burden, trades and sub total from its lines in ONE statement (aggregates, not a query per
 * line), calculated_overhead = burden; bumps the version. Profit and bidsheet_total_cost are the project's part
 * (recalculateProject). Answers the new version.
 */
export async function recalculateBid(ctx: TenantScope, trx: Db, bidId: number): Promise<number> {
  const tenantId = tenantOf(ctx);
  const result = await sql<{ version: number }>`
    with f as (
      select b.tenant_id, b.id,
        (select coalesce(sum(l.total), 0) from bid_labor_lines l where l.tenant_id = b.tenant_id and l.bid_id = b.id) as labor,
        (select coalesce(sum(l.overhead), 0) from bid_labor_lines l where l.tenant_id = b.tenant_id and l.bid_id = b.id) as burden,
        case when b.selected_subcontractor_id is null
          then (select coalesce(sum(t.total), 0) from bid_trade_lines t where t.tenant_id = b.tenant_id and t.bid_id = b.id)
          else (select coalesce(sum(a.amount), 0) from bid_trade_amounts a where a.tenant_id = b.tenant_id and a.bid_id = b.id
            and a.subcontractor_id = b.selected_subcontractor_id)
        end as trades
      from bids b where b.tenant_id = ${tenantId} and b.id = ${bidId}
    )
    update bids b set labor_total = f.labor, burden_total = f.burden, trades_total = f.trades,
      sub_total = f.labor + f.trades, calculated_overhead = f.burden,
      version = b.version + 1, updated_at = now()
    from f where b.tenant_id = f.tenant_id and b.id = f.id
    returning b.version`.execute(trx);
  return result.rows[0]?.version ?? 0;
}
