import { sql } from 'kysely';
import { toCents, type Cents } from '@suite/money';
import { tenantOf, type TenantScope } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import type { ApiModule } from '../module.js';
import { billingKey } from './billing.js';
import { commitCells, commitmentsByRow } from './commitments.js';
import { rowFigures, type Figures } from './figures.js';
import type { SourceFigures } from './sources.js';

// The tracker's commitment columns from the module that declares `commitments` (the subcontracts, a later module:
// docs/subcontracts.md §5), read from the module list and never imported, once per read. The selected
// subcontractors' amounts of the bids under subcontract are read in one grouped statement (whatever the number of
// projects) so the subcontract lines take their place (commitments.ts), and the rows' figures are recomputed.

export type CommitmentsHook = NonNullable<ApiModule['commitments']>;

/** The declared provider of commitments, or none (then the §11 rule of the selected subcontractors stands). */
export function commitmentsFrom(modules: readonly ApiModule[]): CommitmentsHook | undefined {
  return modules.find((m) => m.commitments)?.commitments;
}

/** What applyCommitments reads and sets of a row (repository.ts RowFigures). */
interface CommittedRow { source: SourceFigures; figures: Figures }

/**
 * Per project, per DT key (billing.ts billingKey): Σ the selected subcontractor's amounts of the given bids, as
 * sources.ts counts them in sub_contractors (non-alternate bids with a selected subcontractor).
 */
async function selectedAmountsOf(ctx: TenantScope, db: Db, bidIds: readonly number[]): Promise<Map<number, Map<string, Cents>>> {
  const byProject = new Map<number, Map<string, Cents>>();
  if (bidIds.length === 0) return byProject;
  const rows = (await sql<{ project_id: number; subdivision_id: number; category_id: number | null; part_id: number | null; amount: string }>`
    select b.project_id, tl.subdivision_id, tl.category_id, tl.part_id, sum(coalesce(a.amount, 0))::text as amount
    from bids b join bid_trade_lines tl on tl.tenant_id = b.tenant_id and tl.bid_id = b.id
      left join bid_trade_amounts a on a.tenant_id = tl.tenant_id and a.trade_line_id = tl.id and a.subcontractor_id = b.selected_subcontractor_id
    where b.tenant_id = ${tenantOf(ctx)} and b.id in (${sql.join([...bidIds])}) and not b.is_alternate
      and b.selected_subcontractor_id is not null
    group by 1, 2, 3, 4`.execute(db)).rows;
  for (const row of rows) {
    let keys = byProject.get(row.project_id);
    if (!keys) byProject.set(row.project_id, (keys = new Map()));
    const key = billingKey({ typee: 'DT', position_id: null, level_id: null, ...row });
    keys.set(key, (keys.get(key) ?? 0) + toCents(row.amount));
  }
  return byProject;
}

/**
 * The commitment columns of the chosen projects' rows (docs/money.md §11, §15): the hook asked once for all the
 * projects, each committed row's sources set in place and its figures recomputed. Run before billed.ts applyBilling,
 * which recomputes the figures from the sources as set here. No hook, or a project without commitments: nothing changes.
 */
export async function applyCommitments(
  ctx: TenantScope, db: Db, hook: CommitmentsHook | undefined, byProject: ReadonlyMap<number, readonly CommittedRow[]>,
): Promise<void> {
  if (!hook || byProject.size === 0) return;
  const committed = await hook(ctx, db, [...byProject.keys()]);
  if (committed.size === 0) return;
  const replacedBy = await selectedAmountsOf(ctx, db, [...committed.values()].flatMap((c) => c.bids_under_subcontract));
  for (const [projectId, commitments] of committed) {
    const byRow = commitmentsByRow(commitments);
    const replaced = replacedBy.get(projectId);
    for (const row of byProject.get(projectId) ?? []) {
      if (row.source.typee !== 'DT') continue;
      const key = billingKey(row.source);
      const cells = commitCells(row.source, replaced?.get(key) ?? 0, byRow.get(key));
      if (cells === row.source) continue;
      Object.assign(row.source, cells);
      row.figures = rowFigures(row.source);
    }
  }
}
