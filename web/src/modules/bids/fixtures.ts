// Test data shaped like the gateway's answers (bid tests only).
import type { BidFieldsFragment, BidPricingMode, ProjectStatus } from '../../gql/graphql';

const ref = (id: string, name: string) => ({ __typename: 'BidRef' as const, id: id, name });

export function projectTotals(status: ProjectStatus = 'BIDDING', total = '1210.00') {
  return {
    __typename: 'Project' as const, id: '7', status, markupMode: 'FIXED_PERCENTAGE' as const, totalCost: total,
    totals: {
      __typename: 'ProjectTotals' as const, bidTotals: '1000.00', overheadCost: '100.00', overheadPercentage: '10.00',
      profitCost: '110.00', profitPercentage: '10.00', totalCost: total,
    },
  };
}

export const sub = (id: string, name: string, total: string, selected = false, lowest = false) =>
  ({ __typename: 'BidSubcontractor' as const, id, name, total, selected, lowest });

export function laborLine(id: string, overrides: Partial<BidFieldsFragment['laborLines'][number]> = {}) {
  return {
    __typename: 'LaborLine' as const, id, bidId: '12', costCode: '01 31 13', quantity: '2', units: '40', costPerUnit: '50.0000',
    total: '4000.00', overhead: '800.00', budgetTotal: '4800.00', notes: '',
    position: ref('3', 'Project Manager'), level: ref('31', 'Senior'), ...overrides,
  };
}

export function tradeLine(id: string, partName: string, amounts: [string, string, string][]) {
  return {
    __typename: 'TradeLine' as const, id, bidId: '12', costCode: '03 31 00', costPerUnit: '100.0000', units: '3', unitOfMeasure: 'CY',
    total: '300.00', notes: '', subdivision: ref('11', '03 30 00 Cast-in-Place Concrete'), category: ref('111', 'Structural Concrete'),
    part: ref('9', partName),
    amounts: amounts.map(([subcontractorId, subcontractorName, amount]) => ({ __typename: 'TradeAmount' as const, subcontractorId, subcontractorName, amount })),
  };
}

export function bid(overrides: Partial<BidFieldsFragment> & { pricingMode?: BidPricingMode } = {}): BidFieldsFragment & { __typename: 'Bid' } {
  return {
    __typename: 'Bid', id: '12', projectUid: 'DC_1007', division: ref('1', 'Concrete'), subdivision: ref('11', '03 30 00 Cast-in-Place Concrete'),
    label: '', scopeOfWork: 'Slab on grade', isAlternate: false, status: 'pending', pricingMode: 'HOURLY', version: 3,
    subcontractors: [sub('4', 'Acme Concrete', '1200.00', false, true), sub('5', 'Best Build', '1500.00')],
    totals: {
      __typename: 'BidTotals', labor: '4000.00', burden: '800.00', trades: '300.00', subTotal: '4300.00', overhead: '800.00', profit: '510.00',
      totalCost: '5610.00',
    },
    project: projectTotals(),
    lease: null,
    laborLines: [laborLine('21')],
    tradeLines: [tradeLine('31', 'Ready-mix concrete, 4000 psi', [['4', 'Acme Concrete', '1200.00'], ['5', 'Best Build', '1500.00']])],
    ...overrides,
  } as BidFieldsFragment & { __typename: 'Bid' };
}
