import { sql } from 'kysely';
import { dec, sum, toMoneyString, type DecimalInput } from '@suite/money';
import { tenantOf, type TenantScope } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import { bidFigures } from './repository.js';
import { projectTotals, storedMarkup } from './project-totals.js';

// docs/money.md §9: contract sum to date = the project's TotalCost (§8) + Σ PCOTotalCost of its Accepted PCOs.
// GET projectuid/{uid}, GET projects/totals, the tracker and GET change-order/projectuid/{uid} answer the same figure
// from here: the project reads its Accepted PCOs' stored totals (the pcos module writes them).

/** docs/money.md §9: contract sum to date = the project's TotalCost + Σ PCOTotalCost of Accepted PCOs. */
export function contractSumToDate(projectTotalCost: DecimalInput, acceptedTotals: readonly DecimalInput[]) {
  const changeOrders = sum(acceptedTotals);
  return { original: dec(projectTotalCost), changeOrders, contractSumToDate: dec(projectTotalCost).plus(changeOrders) };
}

/** Σ total of the Accepted PCOs of each project (docs/money.md §9), one statement for any number of projects. */
export async function acceptedTotalsOf(ctx: TenantScope, db: Db, projectIds: number[]): Promise<Map<number, string>> {
  if (projectIds.length === 0) return new Map();
  const rows = await db.selectFrom('pcos').select(['project_id', sql<string>`sum(total)::text`.as('total')])
    .where('tenant_id', '=', tenantOf(ctx)).where('project_id', 'in', projectIds).where('status', '=', 'Accepted')
    .groupBy('project_id').execute();
  return new Map(rows.map((r) => [r.project_id, r.total]));
}

/** The §9 figures of a project whose §8 TotalCost is known. */
export async function contractOf(ctx: TenantScope, db: Db, projectId: number, totalCost: DecimalInput) {
  const accepted = (await acceptedTotalsOf(ctx, db, [projectId])).get(projectId);
  return contractSumToDate(totalCost, accepted === undefined ? [] : [accepted]);
}

/** The §9 figures of a project, its TotalCost computed by §8 from its bids. */
export async function projectContract(ctx: TenantScope, db: Db, projectId: number) {
  const row = await db.selectFrom('projects').select(['total_markup', 'custom_price_amt']).where('tenant_id', '=', tenantOf(ctx))
    .where('id', '=', projectId).executeTakeFirstOrThrow();
  const totals = projectTotals(storedMarkup(row), await bidFigures(ctx, db, projectId));
  return contractOf(ctx, db, projectId, totals.TotalCost);
}

/** `ChangeOrdersTotal` and `ContractSumToDate` as GET projectuid/{uid} answers them beside the §8 figures. */
export async function contractJson(ctx: TenantScope, db: Db, projectId: number, totalCost: DecimalInput) {
  const c = await contractOf(ctx, db, projectId, totalCost);
  return { ChangeOrdersTotal: toMoneyString(c.changeOrders), ContractSumToDate: toMoneyString(c.contractSumToDate) };
}
