import { sql } from 'kysely';
import { addCents, centsToString, Decimal, dec, sum, toMoneyString, toRateString, type Cents } from '@suite/money';
import { tenantOf, type TenantScope } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import { burdenRate } from '../overhead/burden.js';
import { bidFiguresOf } from '../projects/repository.js';
import { projectTotals, storedMarkup, type ProjectTotals } from '../projects/project-totals.js';
import { acceptedTotalsOf, contractSumToDate } from '../projects/contract.js';
import { applyBilling, type BillingHook } from './billed.js';
import { applyCommitments, type CommitmentsHook } from './committed.js';
import { NOTHING_ON_SUMMARIES, type SummaryBilled } from './billing.js';
import { buyoutSaving, figuresJson, isEmptyRow, rowFigures, sumFigures, type Figures } from './figures.js';
import { materializeRows, sourceFigures, sourceRows, type ProjectSelection, type SourceFigures, type SourceRow } from './sources.js';

// The tracker's reads (README.md): rows computed from their sources (sources.ts) by docs/money.md §11
// (figures.ts), and the six summary figures, for one project or for many at once (the overall route).

/** A key's sources and its §11 figures; `source` has the ids and names (SourceRow) when read for the rows route. */
export interface TrackerRow<S extends SourceFigures = SourceRow> {
  source: S;
  figures: Figures;
}
/** What the summaries read: any tracker row, with or without its names. */
export type RowFigures = TrackerRow<SourceFigures>;

export function computeRow<S extends SourceFigures>(source: S): TrackerRow<S> {
  return {
    source,
    figures: rowFigures({
      final_run: source.final_run, scope_transfer: source.scope_transfer, holds: source.holds,
      change_order_totals: source.change_order_totals, sub_contractors: source.sub_contractors, committed: source.committed,
      subcontractor_change_orders: source.subcontractor_change_orders,
      sub_billed: source.sub_billed, other_costs: source.other_costs, budgeted: source.budgeted,
    }),
  };
}

/** The REST JSON of a row (README.md TrackerRow). */
export function trackerRowJson(row: TrackerRow, projectUid: string) {
  const s = row.source;
  return {
    id: s.id ?? 0, project_uid: projectUid, typee: s.typee, row_key: s.row_key, cost_code: s.cost_code, trade: s.trade,
    position_id: s.position_id, position: s.position, level_id: s.level_id, level: s.level,
    division_id: s.division_id, division: s.division, subdivision_id: s.subdivision_id, sub_division: s.sub_division,
    category_id: s.category_id, category: s.category, part_id: s.part_id, part: s.part,
    committed: s.committed, unbudgeted: !s.budgeted && s.costed, deletable: isEmptyRow(row.figures), ...figuresJson(row.figures),
  };
}

/** Rows by project id, in the order of `sources`. */
function byProjectOf<S extends SourceFigures>(sources: readonly S[]): Map<number, TrackerRow<S>[]> {
  const byProject = new Map<number, TrackerRow<S>[]>();
  for (const source of sources) {
    let list = byProject.get(source.project_id);
    if (!list) byProject.set(source.project_id, (list = []));
    list.push(computeRow(source));
  }
  return byProject;
}

/** The rows of the chosen projects, by project id (in the README's order within each). */
export async function trackerRows(ctx: TenantScope, db: Db, selection: ProjectSelection, materialize = false) {
  const sources = await sourceRows(ctx, db, selection);
  if (materialize) await materializeRows(ctx, db, sources);
  return byProjectOf(sources);
}

/**
 * The rows of the chosen projects with their figures only (no ids, names or order: sources.ts sourceFigures), by
 * project id: what the summaries and the overall tracker sum. The same keys and figures as trackerRows.
 */
export async function trackerFigures(ctx: TenantScope, db: Db, selection: ProjectSelection): Promise<Map<number, RowFigures[]>> {
  return byProjectOf(await sourceFigures(ctx, db, selection));
}

/** Summary 1: every column summed over all rows, DT rows and IL rows (README.md). */
export function rowSums(rows: readonly RowFigures[]) {
  const figures = (typee?: 'IL' | 'DT') => sumFigures(rows.filter((r) => !typee || r.source.typee === typee).map((r) => r.figures));
  return {
    total: figures(), total_direct_trades: figures('DT'), general_conditions: figures('IL'), row_count: rows.length,
    billable_hours: sum(rows.map((r) => r.source.hours)),
  };
}

export function rowSumsJson(rows: readonly RowFigures[]) {
  const s = rowSums(rows);
  return {
    total: figuresJson(s.total), total_direct_trades: figuresJson(s.total_direct_trades), general_conditions: figuresJson(s.general_conditions),
    row_count: s.row_count, billable_hours: toRateString(s.billable_hours),
  };
}

/** Summary 5: Σ over committed DT rows of (adjusted_budget − sub_contract_totals). */
export function buyoutSavings(rows: readonly RowFigures[]): Cents {
  let total = 0;
  for (const r of rows) if (r.source.typee === 'DT' && r.source.committed) total = addCents(total, buyoutSaving(r.figures));
  return total;
}

/** Per project: its §8 totals and the Σ ProfitCost, Σ burden and Σ total of its Accepted PCOs. */
export interface ProjectMoney {
  totals: ProjectTotals;
  pcoProfit: Decimal;
  pcoOverhead: Decimal;
  contractSumToDate: Decimal;
  /** What the Overhead and Contractor Fee rows billed and received (billed.ts applyBilling; nothing until then). */
  billed: SummaryBilled;
}

/** §8 totals and Accepted-PCO sums of many projects in three statements. */
export async function projectMoneyOf(ctx: TenantScope, db: Db, projectIds: number[]): Promise<Map<number, ProjectMoney>> {
  const out = new Map<number, ProjectMoney>();
  if (projectIds.length === 0) return out;
  const t = tenantOf(ctx);
  const [projects, figures, accepted, pcoSums] = await Promise.all([
    db.selectFrom('projects').select(['id', 'total_markup', 'custom_price_amt']).where('tenant_id', '=', t).where('id', 'in', projectIds).execute(),
    bidFiguresOf(ctx, db, projectIds),
    acceptedTotalsOf(ctx, db, projectIds),
    db.selectFrom('pcos').select(['project_id', sql<string>`sum(profit_cost)::text`.as('profit'), sql<string>`sum(burden_total)::text`.as('burden')])
      .where('tenant_id', '=', t).where('project_id', 'in', projectIds).where('status', '=', 'Accepted').groupBy('project_id').execute(),
  ]);
  const pcoBy = new Map(pcoSums.map((r) => [r.project_id, r]));
  for (const p of projects) {
    const totals = projectTotals(storedMarkup(p), figures.get(p.id) ?? []);
    const pco = pcoBy.get(p.id);
    out.set(p.id, {
      totals, pcoProfit: dec(pco?.profit ?? '0'), pcoOverhead: dec(pco?.burden ?? '0'),
      contractSumToDate: contractSumToDate(totals.TotalCost, [accepted.get(p.id) ?? '0']).contractSumToDate,
      billed: NOTHING_ON_SUMMARIES,
    });
  }
  return out;
}

export const contractorFee = (m: ProjectMoney) => m.totals.ProfitCost.plus(m.pcoProfit);
export const overheadOf = (m: ProjectMoney) => m.totals.OverheadCost.plus(m.pcoOverhead);

/** Summary 6: Project Total against the contract sum to date (README.md). */
export function projectTotalOf(rows: readonly RowFigures[], money: ProjectMoney) {
  // Σ of the rows' cents, as a Decimal beside the project's §8 money.
  const rowSum = (key: 'total_revenue' | 'scope_transfer' | 'billing_to_date' | 'payment_received') =>
    dec(centsToString(rows.reduce((t, r) => addCents(t, r.figures[key]), 0)));
  const totalRevenue = rowSum('total_revenue');
  // Billed and received: the rows' and the two summary rows' (docs/money.md §12, last bullet): line 4 and Σ payments.
  const { overhead: o, contractor_fee: f } = money.billed;
  const billingToDate = rowSum('billing_to_date').plus(dec(centsToString(addCents(o.billing_to_date, f.billing_to_date))));
  const paymentReceived = rowSum('payment_received').plus(dec(centsToString(addCents(o.payment_received, f.payment_received))));
  const overhead = overheadOf(money);
  const fee = contractorFee(money);
  const projectTotal = totalRevenue.plus(overhead).plus(fee);
  const difference = projectTotal.minus(money.contractSumToDate);
  return {
    project_total: projectTotal, total_revenue: totalRevenue, overhead, contractor_fee: fee, contract_sum_to_date: money.contractSumToDate,
    scope_transfer_net: rowSum('scope_transfer'), difference, balanced: difference.isZero(),
    billing_to_date: billingToDate, payment_received: paymentReceived,
  };
}

export function projectTotalJson(rows: readonly RowFigures[], money: ProjectMoney) {
  const p = projectTotalOf(rows, money);
  return {
    project_total: toMoneyString(p.project_total), total_revenue: toMoneyString(p.total_revenue), overhead: toMoneyString(p.overhead),
    contractor_fee: toMoneyString(p.contractor_fee), contract_sum_to_date: toMoneyString(p.contract_sum_to_date),
    scope_transfer_net: toMoneyString(p.scope_transfer_net), difference: toMoneyString(p.difference), balanced: p.balanced,
    billing_to_date: toMoneyString(p.billing_to_date), payment_received: toMoneyString(p.payment_received),
  };
}

/**
 * Summary 4: the labor quantities of the non-alternate bids' and Accepted PCOs' labor lines priced at today's burden
 * rate, each line round2(quantity × hours × burden annual / 2080) as docs/money.md §5 prices it (hours = units on an
 * hourly sheet, units × 40 on a weekly one).
 */
export async function expectedOverheadCost(ctx: TenantScope, db: Db, projectId: number): Promise<Decimal> {
  const t = tenantOf(ctx);
  const burden = await burdenRate(ctx, db);
  const result = await sql<{ expected: string | null }>`
    select sum(x.expected)::text as expected from (
      select round(l.quantity * case when b.hourly then l.units else l.units * 40 end * ${burden.annually}::numeric / 2080, 2) as expected
      from bids b join bid_labor_lines l on l.tenant_id = b.tenant_id and l.bid_id = b.id
      where b.tenant_id = ${t} and b.project_id = ${projectId} and not b.is_alternate
      union all
      select round(l.quantity * case when c.hourly then l.units else l.units * 40 end * ${burden.annually}::numeric / 2080, 2)
      from pcos c join pco_labor_lines l on l.tenant_id = c.tenant_id and l.pco_id = c.id
      where c.tenant_id = ${t} and c.project_id = ${projectId} and c.status = 'Accepted'
    ) x`.execute(db);
  return dec(result.rows[0]?.expected ?? '0');
}

/** The later modules the tracker reads from the list (docs/modules.md): what was committed and what was billed. */
export interface TrackerHooks {
  commitments?: CommitmentsHook;
  billing?: BillingHook;
}

/**
 * The project's rows' commitments (committed.ts) and then the rows' and Overhead and Contractor Fee rows' billing
 * (billed.ts), each when a module declares it, each hook asked once: the rows' figures and `money`'s shares set in
 * place. `money` is read here when not given (the rows' routes do not read it).
 */
export async function withModules(
  ctx: TenantScope, db: Db, hooks: TrackerHooks, byProject: Map<number, RowFigures[]>, money?: Map<number, ProjectMoney>,
): Promise<void> {
  await applyCommitments(ctx, db, hooks.commitments, byProject);
  if (!hooks.billing || byProject.size === 0) return;
  await applyBilling(ctx, db, hooks.billing, byProject, money ?? await projectMoneyOf(ctx, db, [...byProject.keys()]));
}

/** One row of a project by id (its current figures), or undefined when it is not the caller's. */
export async function trackerRowById(ctx: TenantScope, db: Db, id: number, hooks: TrackerHooks = {}) {
  const stored = await db.selectFrom('tracker_rows as r').innerJoin('projects as p', (j) => j.onRef('p.tenant_id', '=', 'r.tenant_id').onRef('p.id', '=', 'r.project_id'))
    .select(['r.id', 'r.project_id', 'r.row_key', 'p.project_uid']).where('r.tenant_id', '=', tenantOf(ctx)).where('r.id', '=', id).executeTakeFirst();
  if (!stored) return undefined;
  const byProject = await trackerRows(ctx, db, { projectId: stored.project_id });
  await withModules(ctx, db, hooks, byProject);
  const rows = byProject.get(stored.project_id) ?? [];
  const row = rows.find((r) => r.source.id === id);
  return row ? { row, projectId: stored.project_id, projectUid: stored.project_uid } : undefined;
}
