import type { TenantScope } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import { overheadInputs } from './repository.js';
import { overheadTotals, type TotalsBlock } from './totals.js';

/**
 * The burden rate: what each field employee carries (docs/money.md §3, `costeachfieldsemployeecarries`),
 * in the figures the Overhead screen shows. Labor lines (bid sheets, PCOs, direct costs) price their overhead
 * with its hourly figure on an hourly sheet and its weekly figure otherwise, read when the line is saved
 * (docs/money.md §5). The one place the burden is computed: never recompute it elsewhere.
 */
export async function burdenRate(ctx: TenantScope, db: Db): Promise<TotalsBlock> {
  return overheadTotals(await overheadInputs(ctx, db)).costeachfieldsemployeecarries;
}
