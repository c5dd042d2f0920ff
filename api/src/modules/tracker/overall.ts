import { sql } from 'kysely';
import { sum, toMoneyString } from '@suite/money';
import { tenantOf, type TenantScope } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import { figuresJson, sumFigures } from './figures.js';
import type { BillingHook } from './billed.js';
import type { CommitmentsHook } from './committed.js';
import { projectMoneyOf, projectTotalOf, trackerFigures, withModules, type RowFigures } from './repository.js';

// The Overall Project Tracker (docs/projects.md §2.12, made real; README.md): every project of the company (of the chosen
// statuses) computed in one pass: one grouped statement over the line tables (the figures only: no names, no order), §11 per row in memory, and the
// projects' §8 totals and Accepted-PCO sums in three more statements, whatever the number of projects.

export async function overallJson(ctx: TenantScope, db: Db, statuses: readonly string[], billing?: BillingHook, commitments?: CommitmentsHook) {
  const byProject = await trackerFigures(ctx, db, { statuses });
  const ids = [...byProject.keys()];
  const [money, projects] = await Promise.all([
    projectMoneyOf(ctx, db, ids),
    ids.length === 0 ? Promise.resolve([]) : db.selectFrom('projects')
      .select(['id', 'project_uid', 'project_name', 'status', sql<string | null>`to_char(construction_start_date, 'YYYY-MM-DD')`.as('start_date')])
      .where('tenant_id', '=', tenantOf(ctx)).where('id', 'in', ids).orderBy('id', 'desc').execute(),
  ]);
  // Every project's commitments and billing in one call of each hook (docs/subcontracts.md §5, docs/billing.md §4).
  await withModules(ctx, db, { commitments, billing }, byProject, money);
  const all: RowFigures[] = [];
  const listed = projects.map((p) => {
    const rows = byProject.get(p.id) ?? [];
    all.push(...rows);
    const m = money.get(p.id)!;
    const total = projectTotalOf(rows, m);
    return {
      project_uid: p.project_uid, project_name: p.project_name, status: p.status, start_date: p.start_date,
      figures: figuresJson(sumFigures(rows.map((r) => r.figures))),
      overhead: total.overhead, contractor_fee: total.contractor_fee, project_total: total.project_total,
      contract_sum_to_date: total.contract_sum_to_date, balanced: total.balanced,
      billing_to_date: total.billing_to_date, payment_received: total.payment_received,
    };
  });
  const figures = (typee?: 'IL' | 'DT') => figuresJson(sumFigures(all.filter((r) => !typee || r.source.typee === typee).map((r) => r.figures)));
  const overhead = sum(listed.map((p) => p.overhead));
  const fee = sum(listed.map((p) => p.contractor_fee));
  const projectCost = sum(listed.map((p) => p.project_total));
  return {
    projects: listed.map((p) => ({
      ...p, overhead: toMoneyString(p.overhead), contractor_fee: toMoneyString(p.contractor_fee),
      project_total: toMoneyString(p.project_total), contract_sum_to_date: toMoneyString(p.contract_sum_to_date),
      billing_to_date: toMoneyString(p.billing_to_date), payment_received: toMoneyString(p.payment_received),
    })),
    total_direct_trades: figures('DT'), general_conditions: figures('IL'), total: figures(),
    overhead: toMoneyString(overhead), contractor_fee: toMoneyString(fee), procurement_fees: toMoneyString(overhead.plus(fee)),
    project_cost: toMoneyString(projectCost),
  };
}


