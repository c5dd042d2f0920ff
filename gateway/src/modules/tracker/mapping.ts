import type {
  BidRef, OverallProjectTracker, OverallTrackerProject, ProjectStatus, ProjectTracker, TrackerFigures, TrackerProjectTotal, TrackerRow, TrackerRowType, TrackerTotals,
} from '../../__generated__/graphql.js';
import { byRule, underArgument, type FieldPathMap } from '../../field-paths.js';
import type { RestData } from '../../rest-types.js';
import { STATUS_LABEL, toProjectStatus } from '../projects/mapping.js';

// The project tracker (schema/tracker.graphql) over the REST contract of api/src/modules/tracker/README.md
// (docs/projects.md §2.11, §2.12, §7, §8; docs/money.md §11). Every figure is REST's decimal string, passed through: the
// gateway sums nothing.

/** The whole tracker of a project from one snapshot (GET project-tracker/snapshot/projectuid/{projectUid}). */
export type RestTracker = RestData<'project-tracker/snapshot/projectuid/{projectUid}', 'get'>;
export type RestTrackerRow = RestTracker['rows'][number];
export type RestSums = RestTracker['totals'];
export type RestProjectTotal = RestTracker['project_total'];
export type RestOverall = RestData<'project-tracker/overall', 'get'>;
type RestFigures = RestSums['total'];

/**
 * Parent of ProjectTracker: only the project ID. Every other field reads the request's one snapshot of that project
 * (loaders.ts), started by the field that returns the tracker.
 */
export type ProjectTrackerParent = Pick<ProjectTracker, 'projectUid'>;

/**
 * Object types whose ID, String, Boolean and enum leaves this mapping gives exactly as GraphQL serializes them (ids as
 * strings, enums by name, REST's texts and booleans as they are): operations reading only these skip graphql-jit's
 * leaf serializers (jit.ts leavesServedAsIs; a tracker holds ~20 such leaves per row).
 */
export const SERIALIZED_TRACKER_TYPES: ReadonlySet<string> = new Set([
  'ProjectTracker', 'TrackerRow', 'TrackerFigures', 'TrackerTotals', 'TrackerProjectTotal', 'TrackerChange',
  'OverallProjectTracker', 'OverallTrackerProject', 'TrackerBilled',
]);

type FigureField = Exclude<keyof TrackerFigures, '__typename'>;
/** GraphQL figure → REST column (README Response shapes); the compiler checks both sides are complete. */
const FIGURE_COLUMNS = {
  finalRun: 'final_run', scopeTransfer: 'scope_transfer', adjustedBudget: 'adjusted_budget', changeOrderTotals: 'change_order_totals',
  totalRevenue: 'total_revenue', subContractors: 'sub_contractors', subcontractorChangeOrders: 'subcontractor_change_orders',
  holds: 'holds', subContractTotals: 'sub_contract_totals', directCostTotals: 'direct_cost_totals', subBilled: 'sub_billed',
  otherCosts: 'other_costs', finalCost: 'final_cost', overUnderBudget: 'over_under_budget', billingToDate: 'billing_to_date',
  paymentReceived: 'payment_received', costToDate: 'cost_to_date', netProfitToDate: 'net_profit_to_date',
  percentComplete: 'percent_complete', revenueRemaining: 'revenue_remaining', costRemaining: 'cost_remaining', balance: 'balance',
} as const satisfies Record<FigureField, keyof RestFigures>;
type MissingColumn = Exclude<keyof RestFigures, (typeof FIGURE_COLUMNS)[FigureField]>;
const allColumnsMapped: [MissingColumn] extends [never] ? true : MissingColumn = true;
void allColumnsMapped;

const FIGURE_PAIRS = Object.entries(FIGURE_COLUMNS) as [FigureField, keyof RestFigures][];

export function toFigures(row: RestFigures): TrackerFigures {
  const out = {} as Record<FigureField, string>;
  // A plain loop over pairs built once: 22 figures × 300 rows per tracker, 1,000+ projects per overall tracker.
  for (let i = 0; i < FIGURE_PAIRS.length; i += 1) out[FIGURE_PAIRS[i]![0]] = row[FIGURE_PAIRS[i]![1]];
  return out;
}

const ROW_TYPES: Record<RestTrackerRow['typee'], TrackerRowType> = { IL: 'LABOR', DT: 'DIRECT_TRADE' };

/** A catalogue reference as bids name them (bids/mapping.ts): id as a string, null when the row has none. */
const ref = (id: number | null, name: string | null): BidRef | null => (id === null ? null : { id: String(id), name: name ?? '' });

export function toTrackerRow(row: RestTrackerRow): TrackerRow {
  return {
    id: String(row.id),
    type: ROW_TYPES[row.typee],
    costCode: row.cost_code,
    trade: row.trade,
    position: ref(row.position_id, row.position),
    level: ref(row.level_id, row.level),
    division: ref(row.division_id, row.division),
    subdivision: ref(row.subdivision_id, row.sub_division),
    category: ref(row.category_id, row.category),
    part: ref(row.part_id, row.part),
    committed: row.committed,
    deletable: row.deletable,
    unbudgeted: row.unbudgeted,
    rowKey: row.row_key,
    figures: toFigures(row),
  };
}

export function toTrackerTotals(sums: RestSums): TrackerTotals {
  return {
    all: toFigures(sums.total),
    totalDirectTrades: toFigures(sums.total_direct_trades),
    generalConditions: toFigures(sums.general_conditions),
    rowCount: sums.row_count,
    billableHours: sums.billable_hours,
  };
}

export function toProjectTotal(total: RestProjectTotal): TrackerProjectTotal {
  return {
    projectTotal: total.project_total,
    contractSumToDate: total.contract_sum_to_date,
    scopeTransferNet: total.scope_transfer_net,
    difference: total.difference,
    balanced: total.balanced,
    billingToDate: total.billing_to_date,
    paymentReceived: total.payment_received,
  };
}

/** Every field of ProjectTracker but the project ID, from one snapshot. */
export type TrackerAnswer = Omit<ProjectTracker, 'projectUid' | '__typename'>;

export function toTracker(t: RestTracker): TrackerAnswer {
  return {
    rows: t.rows.map(toTrackerRow),
    totals: toTrackerTotals(t.totals),
    overhead: t.overhead.overhead,
    contractorFee: t.contractor_fee.contractor_fee,
    overheadBilled: { billingToDate: t.overhead.billing_to_date, paymentReceived: t.overhead.payment_received },
    contractorFeeBilled: { billingToDate: t.contractor_fee.billing_to_date, paymentReceived: t.contractor_fee.payment_received },
    expectedOverhead: t.expected_overhead.expected_overhead_cost,
    overheadDrift: t.expected_overhead.drift,
    buyoutSavings: t.buyout_savings.buyout_savings,
    projectTotal: toProjectTotal(t.project_total),
  };
}

function toOverallProject(p: RestOverall['projects'][number]): OverallTrackerProject {
  return {
    projectUid: p.project_uid,
    projectName: p.project_name,
    status: toProjectStatus(p.status),
    startDate: p.start_date,
    figures: toFigures(p.figures),
    overhead: p.overhead,
    contractorFee: p.contractor_fee,
    projectTotal: p.project_total,
    contractSumToDate: p.contract_sum_to_date,
    balanced: p.balanced,
    billingToDate: p.billing_to_date,
    paymentReceived: p.payment_received,
  };
}

export function toOverallTracker(data: RestOverall): OverallProjectTracker {
  return {
    projects: data.projects.map(toOverallProject),
    totalDirectTrades: toFigures(data.total_direct_trades),
    generalConditions: toFigures(data.general_conditions),
    all: toFigures(data.total),
    overhead: data.overhead,
    contractorFee: data.contractor_fee,
    procurementFees: data.procurement_fees,
    projectCost: data.project_cost,
  };
}

/** GET project-tracker/overall?status= takes display values, comma-separated, as GET projects does; none: all. */
export function overallStatusQuery(statuses: readonly ProjectStatus[] | null | undefined): string | undefined {
  return statuses && statuses.length > 0 ? statuses.map((s) => STATUS_LABEL[s]).join(',') : undefined;
}

// REST field names of a refusal → the GraphQL input's (README Input details; rules.ts names them so).
export const UPDATE_ROW_FIELDS: FieldPathMap = { ...underArgument('input', byRule(['scope_transfer', 'holds'])), id: 'id' };
export const LABOR_TRANSFER_FIELDS: FieldPathMap = underArgument('input', {
  projectUid: 'projectUid', position: 'positionId', trade: 'levelId', scopeTransfer: 'amount',
});
export const TRADE_TRANSFER_FIELDS: FieldPathMap = underArgument('input', {
  projectUid: 'projectUid', division: 'divisionId', subDivision: 'subdivisionId', trade: 'categoryId', part: 'partId', scopeTransfer: 'amount',
});
