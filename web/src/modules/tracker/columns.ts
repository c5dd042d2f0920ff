// The tracker's numeric columns in the grid's order (docs/projects.md §2.11), shared by the project tracker, the overall
// tracker and their CSV/xlsx exports so the three never disagree. Keys are `TrackerFigures` fields
// (schema/tracker.graphql); cost_code and trade come before them on the project tracker.
export const TRACKER_FIGURE_COLUMNS = [
  { key: 'finalRun', title: 'Final Run' },
  { key: 'scopeTransfer', title: 'Scope Transfer' },
  { key: 'adjustedBudget', title: 'Adjusted Budget' },
  { key: 'changeOrderTotals', title: 'Change Order Totals' },
  { key: 'totalRevenue', title: 'Total Revenue' },
  { key: 'subContractors', title: 'Sub Contractors' },
  { key: 'subcontractorChangeOrders', title: 'Subcontractor Change Orders' },
  { key: 'holds', title: 'Holds' },
  { key: 'subContractTotals', title: 'Sub Contract Totals' },
  { key: 'directCostTotals', title: 'Direct Cost Totals' },
  { key: 'finalCost', title: 'Final Cost' },
  // Budget less final cost: under budget positive, over budget negative, shown in brackets (issue 31 item 10).
  { key: 'overUnderBudget', title: 'Under/(Over) Budget' },
  { key: 'billingToDate', title: 'Billing To Date' },
  { key: 'paymentReceived', title: 'Payment Received' },
  { key: 'costToDate', title: 'Cost To Date' },
  { key: 'netProfitToDate', title: 'Net Profit To Date' },
  { key: 'percentComplete', title: 'Percent Complete' },
  { key: 'revenueRemaining', title: 'Revenue Remaining' },
  { key: 'costRemaining', title: 'Cost Remaining' },
  { key: 'balance', title: 'Balance' },
] as const;

export type TrackerFigureKey = (typeof TRACKER_FIGURE_COLUMNS)[number]['key'];

/** Figures a person enters, in place, on LABOR and DIRECT_TRADE rows only (docs/projects.md §2.11). */
export const EDITABLE_FIGURES: readonly TrackerFigureKey[] = ['scopeTransfer', 'holds'];
