import { dec, toMoneyString } from '@suite/money';
import { sql } from 'kysely';
import { tenantOf, type TenantScope } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import type { CommittedLine, ProjectCommitments } from '../module.js';

// The `commitments` hook (docs/subcontracts.md §5, docs/money.md §15): per project, the commitment lines by tracker row
// (the DT key) with their original totals and Σ SCOs, and the bids under subcontract. The tracker reads it; one
// statement for the lines, one for the bids, for any number of projects.

export async function projectsCommitments(ctx: TenantScope, db: Db, projectIds: readonly number[]): Promise<Map<number, ProjectCommitments>> {
  const found = new Map<number, ProjectCommitments>();
  if (projectIds.length === 0) return found;
  const t = tenantOf(ctx);
  const ids = [...projectIds];
  const [lines, bids] = await Promise.all([
    db.selectFrom('subcontract_lines as l')
      .innerJoin('subcontracts as c', (j) => j.onRef('c.tenant_id', '=', 'l.tenant_id').onRef('c.id', '=', 'l.subcontract_id'))
      .select(['c.project_id', 'c.kind', 'c.bid_id', 'l.id', 'l.division_id', 'l.subdivision_id', 'l.category_id', 'l.part_id', 'l.total',
        sql<string>`coalesce((select sum(x.amount) from subcontract_change_order_lines x where x.tenant_id = l.tenant_id and x.line_id = l.id), 0)::text`
          .as('change_orders')])
      .where('l.tenant_id', '=', t).where('c.project_id', 'in', ids).orderBy('c.project_id').orderBy('l.id').execute(),
    db.selectFrom('subcontracts').select(['project_id', 'bid_id']).distinct()
      .where('tenant_id', '=', t).where('project_id', 'in', ids).where('kind', '=', 'Subcontract').where('bid_id', 'is not', null)
      .orderBy('project_id').orderBy('bid_id').execute(),
  ]);
  const of = (projectId: number) => {
    let entry = found.get(projectId);
    if (!entry) found.set(projectId, entry = { lines: [], bids_under_subcontract: [] });
    return entry;
  };
  for (const l of lines) {
    const line: CommittedLine = {
      row_key: `DT:${l.division_id}:${l.subdivision_id}:${l.category_id}:${l.part_id}`,
      // A PO's lines are entered by hand: they stand for no bid's amounts.
      bid_id: l.kind === 'Subcontract' ? l.bid_id : null,
      original: toMoneyString(l.total), change_orders: toMoneyString(dec(l.change_orders)),
    };
    of(l.project_id).lines.push(line);
  }
  for (const b of bids) of(b.project_id).bids_under_subcontract.push(b.bid_id!);
  return found;
}
