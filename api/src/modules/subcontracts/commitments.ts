import { sql } from 'kysely';
import { tenantOf, type TenantScope } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import type { ProjectCommitments } from '../module.js';

// The `commitments` hook (docs/subcontracts.md §5; docs/money.md §11, §15): per project, every commitment line on its
// tracker row (the DT key) with its original total and Σ of its SCOs, and the bids under subcontract, in one
// statement whatever the number of projects. The tracker, an earlier module, reads it from the module list.

export async function projectCommitments(ctx: TenantScope, db: Db, projectIds: readonly number[]): Promise<Map<number, ProjectCommitments>> {
  const out = new Map<number, ProjectCommitments>();
  if (projectIds.length === 0) return out;
  const t = tenantOf(ctx);
  const rows = (await sql<{ project_id: number; kind: 'Subcontract' | 'PO'; bid_id: number | null; from_bid: boolean; row_key: string;
    original: string; change_orders: string }>`
    select c.project_id, c.kind, c.bid_id, l.bid_trade_line_id is not null as from_bid,
      'DT:' || l.division_id || ':' || l.subdivision_id || ':' || l.category_id || ':' || l.part_id as row_key,
      l.total::text as original,
      coalesce((select sum(x.amount) from subcontract_change_order_lines x where x.tenant_id = l.tenant_id and x.line_id = l.id), 0)::text as change_orders
    from subcontracts c join subcontract_lines l on l.tenant_id = c.tenant_id and l.subcontract_id = c.id
    where c.tenant_id = ${t} and c.project_id in (${sql.join([...projectIds])})
    order by c.project_id, l.id`.execute(db)).rows;
  for (const row of rows) {
    let project = out.get(row.project_id);
    if (!project) out.set(row.project_id, (project = { lines: [], bids_under_subcontract: [] }));
    project.lines.push({
      row_key: row.row_key, bid_id: row.from_bid ? row.bid_id : null, original: row.original, change_orders: row.change_orders,
    });
    // A subcontract's bid: its selected subcontractor's amounts are replaced by the subcontract lines on the tracker.
    if (row.kind === 'Subcontract' && row.bid_id !== null && !project.bids_under_subcontract.includes(row.bid_id)) {
      project.bids_under_subcontract.push(row.bid_id);
    }
  }
  return out;
}
