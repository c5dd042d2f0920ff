// Test data shaped like the gateway's answers (PCO tests only).
import type { PcoFieldsFragment, PcoRowFieldsFragment, ProjectStatus } from '../../gql/graphql';

type Pco = PcoFieldsFragment & { __typename: 'Pco' };
const ref = (id: string, name: string) => ({ __typename: 'BidRef' as const, id, name });

export function totals(pcoTotalCost = '1100.00', overrides: Partial<PcoRowFieldsFragment['totals']> = {}) {
  return {
    __typename: 'PcoTotals' as const, labor: '800.00', burden: '100.00', trades: '100.00', totalCost: '1000.00', profitPercentage: '10.00',
    profitCost: '100.00', pcoTotalCost, ...overrides,
  };
}

export const pcoLaborLine = (id: string, pcoId = '1') => ({
  __typename: 'PcoLaborLine' as const, id, pcoId, costCode: '01 31 13', quantity: '2', units: '8', costPerUnit: '50.0000', total: '800.00',
  overhead: '100.00', budgetTotal: '900.00', notes: '', position: ref('3', 'Project Manager'), level: ref('31', 'Senior'),
});

export const pcoTradeLine = (id: string, pcoId = '1') => ({
  __typename: 'PcoTradeLine' as const, id, pcoId, costCode: '03 21 00', costPerUnit: '1.2500', units: '80', unitOfMeasure: 'LF', total: '100.00',
  notes: '', subdivision: ref('11', '03 30 00 Cast-in-Place Concrete'), category: ref('111', 'Structural Concrete'), part: ref('10', 'Rebar #5'),
});

/** A PCO with its lines: PCO-001 by default, Pending, hourly, editable. */
export function pco(overrides: Partial<Pco> = {}): Pco {
  const id = overrides.id ?? '1';
  return {
    __typename: 'Pco', id, projectUid: 'DC_1007', name: `PCO-00${id}`, title: 'Added storefront doors', date: '2026-10-02',
    notes: 'Two pairs of aluminium storefront doors.', status: 'PENDING', changeOrderNumber: null, changeOrderName: null,
    pricingMode: 'HOURLY', version: 3, editable: true, deletable: true, pdfUrl: `/documents/pcos/${id}`, totals: totals(),
    laborLines: [pcoLaborLine('21', id)], tradeLines: [pcoTradeLine('31', id)],
    ...overrides,
  };
}

/** The same PCO as the grids read it (no lines). */
export function pcoRow(overrides: Partial<Pco> = {}): PcoRowFieldsFragment & { __typename: 'Pco' } {
  const { laborLines: _l, tradeLines: _t, ...row } = pco(overrides);
  return row;
}

/** An Accepted PCO: change order CO-00n, neither editable nor deletable. */
export const accepted = (id: string, number: number, overrides: Partial<Pco> = {}) => pco({
  id, status: 'ACCEPTED', changeOrderNumber: number, changeOrderName: `CO-00${number}`, editable: false, deletable: false, ...overrides,
});

export function pcoProject(pcos: PcoRowFieldsFragment[], status: ProjectStatus = 'IN_PROGRESS', nextPcoName = 'PCO-003') {
  return {
    __typename: 'Project' as const, id: '7', uid: 'DC_1007', name: 'Main Street', displayName: 'Main Street', status,
    pcoProfitPercentage: '12.50', nextPcoName, pcos,
    // docs/money.md §9: TotalCost 50,000.00 + the accepted PCO-002's 2,750.00.
    contractSum: { __typename: 'ContractSum' as const, toDate: '52750.00' },
  };
}
