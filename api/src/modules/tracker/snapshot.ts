import { centsToString, toMoneyString, type Decimal } from '@suite/money';
import type { Billed } from './billing.js';
import type { BillingHook } from './billed.js';
import type { CommitmentsHook } from './committed.js';
import type { TenantScope } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import { notFound } from '../../errors.js';
import { projectByUid } from '../projects/lookup.js';
import {
  buyoutSavings, contractorFee, expectedOverheadCost, overheadOf, projectMoneyOf, projectTotalJson, rowSumsJson, trackerRowJson,
  trackerRows, withModules, type ProjectMoney, type RowFigures,
} from './repository.js';
import { TRACKER_MESSAGES } from './rules.js';
import { materializeRows } from './sources.js';

// The whole tracker of a project (the rows and the six summaries, README.md Routes) from ONE database snapshot: every
// statement runs in one REPEATABLE READ transaction, so a write landing between two of them is seen by none or by
// all, and the seven figures always agree with each other (project_total = Σ rows' total_revenue + overhead +
// contractor fee). Seven separate calls each take their own snapshot and may not.

/** What a summary row billed and received (docs/money.md §12, last bullet), as money strings. */
const billedJson = (billed: Billed) => ({
  billing_to_date: centsToString(billed.billing_to_date), payment_received: centsToString(billed.payment_received),
});

/** Summary 2, as GET calculate-project-tracker/ccllc-fee answers it. */
export const feeJson = (money: ProjectMoney) => ({
  contractor_fee: toMoneyString(contractorFee(money)), project_profit_cost: toMoneyString(money.totals.ProfitCost),
  pco_profit_cost: toMoneyString(money.pcoProfit), ...billedJson(money.billed.contractor_fee),
});

/** Summary 3, as GET calculate-project-tracker/overhead answers it. */
export const overheadJson = (money: ProjectMoney) => ({
  overhead: toMoneyString(overheadOf(money)), project_overhead_cost: toMoneyString(money.totals.OverheadCost),
  pco_overhead: toMoneyString(money.pcoOverhead), ...billedJson(money.billed.overhead),
});

/** Summary 4, as GET calculate-project-tracker/expected-overhead-cost answers it. */
export function expectedOverheadJson(expected: Decimal, money: ProjectMoney) {
  const overhead = overheadOf(money);
  return { expected_overhead_cost: toMoneyString(expected), overhead: toMoneyString(overhead), drift: toMoneyString(expected.minus(overhead)) };
}

/** The six summaries of a project's rows and money, each as its own route answers it. */
export function summariesJson(rows: readonly RowFigures[], money: ProjectMoney, expected: Decimal) {
  return {
    totals: rowSumsJson(rows), contractor_fee: feeJson(money), overhead: overheadJson(money),
    expected_overhead: expectedOverheadJson(expected, money), buyout_savings: { buyout_savings: centsToString(buyoutSavings(rows)) },
    project_total: projectTotalJson(rows, money),
  };
}

/** GET project-tracker/snapshot/projectuid/{uid}: 404 for a project that is not the caller's. */
export async function trackerSnapshotJson(ctx: TenantScope, db: Db, uid: string, billing?: BillingHook, commitments?: CommitmentsHook) {
  // Read only through `trx`: on PGlite the transaction holds the one connection, so a statement on `db` would wait for it.
  const read = await db.transaction().setIsolationLevel('repeatable read').execute(async (trx) => {
    const project = await projectByUid(ctx, trx, uid);
    if (!project) throw notFound(TRACKER_MESSAGES.projectNotFound);
    const byProject = await trackerRows(ctx, trx, { projectId: project.id });
    const moneyBy = await projectMoneyOf(ctx, trx, [project.id]);
    // What the project committed and billed, in the same snapshot (docs/subcontracts.md §5, docs/billing.md §4).
    await withModules(ctx, trx, { commitments, billing }, byProject, moneyBy);
    const rows = byProject.get(project.id) ?? [];
    const money = moneyBy.get(project.id)!;
    const expected = await expectedOverheadCost(ctx, trx, project.id);
    return { project, rows, money, expected };
  });
  // New keys get their tracker_rows id after the snapshot, in a transaction of their own: an insert racing another
  // read's under REPEATABLE READ would fail to serialize. An id names a key; the figures stay the snapshot's.
  await materializeRows(ctx, db, read.rows.map((r) => r.source));
  const { project, rows, money, expected } = read;
  return { project_uid: project.project_uid, rows: rows.map((r) => trackerRowJson(r, project.project_uid)), ...summariesJson(rows, money, expected) };
}
