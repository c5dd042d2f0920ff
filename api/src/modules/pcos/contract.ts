import { toMoneyString, type DecimalInput } from '@suite/money';
import { tenantOf, type TenantScope } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import { bidFigures } from '../projects/repository.js';
import { projectTotals, storedMarkup } from '../projects/project-totals.js';
import { acceptedTotalsOf } from './repository.js';
import { contractSumToDate } from './rules.js';

// calculations.md §9: contract sum to date = the project's TotalCost (§8) + Σ PCOTotalCost of its Accepted PCOs.
// GET projectuid/{uid} and GET change-order/projectuid/{uid} answer the same figure from here.

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
