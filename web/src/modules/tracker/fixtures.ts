// Test data shaped like the gateway's answers (tracker tests only). Figures are hand-picked, not computed.
import type { Figures, OverallTracker, ProjectTracker, TrackerRow } from './model';

const ref = (id: string, name: string) => ({ __typename: 'BidRef' as const, id, name });

const ZERO = '0.00';
export function figures(overrides: Partial<Figures> = {}): Figures {
  return {
    __typename: 'TrackerFigures', finalRun: ZERO, scopeTransfer: ZERO, adjustedBudget: ZERO, changeOrderTotals: ZERO,
    totalRevenue: ZERO, subContractors: ZERO, subcontractorChangeOrders: ZERO, holds: ZERO, subContractTotals: ZERO,
    directCostTotals: ZERO, subBilled: ZERO, otherCosts: ZERO, finalCost: ZERO, overUnderBudget: ZERO, billingToDate: ZERO,
    paymentReceived: ZERO, costToDate: ZERO, netProfitToDate: ZERO, percentComplete: ZERO, revenueRemaining: ZERO,
    costRemaining: ZERO, balance: ZERO, ...overrides,
  };
}

/** The README's example row: gypsum board, committed, partly billed. */
export const gypsumFigures = figures({
  finalRun: '48200.00', adjustedBudget: '48200.00', changeOrderTotals: '2400.00', totalRevenue: '50600.00',
  subContractors: '45900.00', subContractTotals: '45900.00', directCostTotals: '21000.00', subBilled: '18000.00',
  otherCosts: '3000.00', finalCost: '48900.00', overUnderBudget: '1700.00', costToDate: '21000.00',
  netProfitToDate: '-21000.00', percentComplete: '42.94', revenueRemaining: '50600.00', costRemaining: '27900.00', balance: '22700.00',
});

/** A labor row over budget (a negative over/under budget). */
export const pmFigures = figures({
  finalRun: '8000.00', adjustedBudget: '8000.00', totalRevenue: '8000.00', directCostTotals: '9500.00', finalCost: '9500.00',
  overUnderBudget: '-1500.00', costToDate: '9500.00', netProfitToDate: '-9500.00', percentComplete: '100.00',
  revenueRemaining: '8000.00', balance: '8000.00',
});

export function row(overrides: Partial<TrackerRow> = {}): TrackerRow {
  return {
    __typename: 'TrackerRow', id: '12', type: 'DIRECT_TRADE', costCode: '09-2900', trade: 'Gypsum Board', committed: true,
    deletable: false, unbudgeted: false, position: null, level: null, division: ref('4', 'Finishes'), subdivision: ref('9', '09 29 00 Gypsum Board'),
    category: ref('15', 'Gypsum Board'), part: ref('40', '5/8" Type X board'), figures: gypsumFigures, ...overrides,
  };
}

export const laborRow = row({
  id: '13', type: 'LABOR', costCode: '01-3113', trade: 'Senior', committed: false, division: null, subdivision: null,
  category: null, part: null, position: ref('3', 'Project Manager'), level: ref('31', 'Senior'), figures: pmFigures,
});

/**
 * A new cost line (docs/money.md §11): a line-less vendor bill of 980.00 on its subdivision's row, no budget: over by its
 * cost and 0 % complete, flagged unbudgeted.
 */
export const unbudgetedRow = row({
  id: '15', costCode: '', trade: '09 20 00 Plaster and Gypsum Board', committed: false, unbudgeted: true, category: null, part: null,
  figures: figures({
    directCostTotals: '980.00', otherCosts: '980.00', finalCost: '980.00', overUnderBudget: '-980.00', costToDate: '980.00',
    netProfitToDate: '-980.00',
  }),
});

/** A row whose figures are all zero: the only kind that may be deleted. */
export const emptyRow = row({
  id: '14', costCode: '', trade: 'Drywall Finishing', committed: false, deletable: true, category: null, part: null, figures: figures(),
});

export function tracker(overrides: Partial<ProjectTracker> = {}): ProjectTracker {
  return {
    __typename: 'ProjectTracker', projectUid: 'DC_1007', rows: [row(), laborRow, emptyRow],
    totals: {
      __typename: 'TrackerTotals', rowCount: 3, billableHours: '16',
      all: figures({ finalRun: '56200.00', totalRevenue: '58600.00', overUnderBudget: '200.00', percentComplete: '52.11' }),
      totalDirectTrades: gypsumFigures,
      generalConditions: pmFigures,
    },
    overhead: '11240.00', contractorFee: '6300.00', expectedOverhead: '11400.00', overheadDrift: '160.00', buyoutSavings: '2300.00',
    // What payment applications billed and received on the two summary rows; the Project Total adds the rows' (0 here).
    overheadBilled: { __typename: 'TrackerBilled', billingToDate: '5620.00', paymentReceived: '4496.00' },
    contractorFeeBilled: { __typename: 'TrackerBilled', billingToDate: '3150.00', paymentReceived: '2520.00' },
    projectTotal: {
      __typename: 'TrackerProjectTotal', projectTotal: '76140.00', contractSumToDate: '76140.00', scopeTransferNet: '0.00',
      difference: '0.00', balanced: true, billingToDate: '8770.00', paymentReceived: '7016.00',
    },
    ...overrides,
  };
}

export const unbalanced = (difference = '1250.00') => tracker({
  projectTotal: {
    __typename: 'TrackerProjectTotal', projectTotal: '77390.00', contractSumToDate: '76140.00', scopeTransferNet: difference,
    difference, balanced: false, billingToDate: '8770.00', paymentReceived: '7016.00',
  },
});

export const trackerProject = (status: 'IN_PROGRESS' | 'COMPLETED' = 'IN_PROGRESS', completedOn: string | null = null) => ({
  __typename: 'Project' as const, id: '7', uid: 'DC_1007', name: 'Main Street', displayName: 'Main Street', status,
  constructionStartDate: '2026-03-02', expectedEndDate: '2026-12-18', completedOn,
  owner: { __typename: 'Owner' as const, id: '2', name: 'Harbor Holdings' },
  estimator: { __typename: 'ProjectPerson' as const, id: '5', firstName: 'Erin', lastName: 'Stone' },
  projectManager: { __typename: 'ProjectPerson' as const, id: '6', firstName: 'Paul', lastName: 'Meyer' },
  siteSuper: { __typename: 'ProjectPerson' as const, id: '8', firstName: 'Sam', lastName: 'Ortiz' },
});

export function overall(overrides: Partial<OverallTracker> = {}): OverallTracker {
  return {
    __typename: 'OverallProjectTracker',
    projects: [
      {
        __typename: 'OverallTrackerProject', projectUid: 'DC_1007', projectName: 'Main Street', status: 'IN_PROGRESS',
        startDate: '2026-03-02', overhead: '11240.00', contractorFee: '6300.00', projectTotal: '76140.00',
        contractSumToDate: '76140.00', balanced: true, figures: gypsumFigures,
      },
      {
        __typename: 'OverallTrackerProject', projectUid: 'DC_1009', projectName: 'Harbor Clinic', status: 'COMPLETED',
        startDate: null, overhead: '0.00', contractorFee: '0.00', projectTotal: '8000.00', contractSumToDate: '8000.00',
        balanced: true, figures: pmFigures,
      },
    ],
    totalDirectTrades: gypsumFigures,
    generalConditions: pmFigures,
    all: figures({ totalRevenue: '58600.00' }),
    overhead: '11240.00', contractorFee: '6300.00', procurementFees: '17540.00', projectCost: '84140.00',
    ...overrides,
  };
}
