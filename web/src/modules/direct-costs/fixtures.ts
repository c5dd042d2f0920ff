// Test data shaped like the gateway's answers (direct cost tests only).
import type { DirectCostFieldsFragment, ProjectStatus } from '../../gql/graphql';
import { catalogue as bidCatalogue } from '../lines/fixtures';

const ref = (id: string, name: string) => ({ __typename: 'BidRef' as const, id, name });

export function laborLine(id: string, overrides: Partial<DirectCostFieldsFragment['laborLines'][number]> = {}) {
  return {
    __typename: 'DirectCostLaborLine' as const, id, directCostId: '31', date: '2026-10-12', costCode: '01 31 13', quantity: '2', units: '8',
    costPerUnit: '50.0000', total: '800.00', overhead: '160.00', budgetTotal: '960.00', notes: '',
    position: ref('3', 'Project Manager'), level: ref('31', 'Senior'), ...overrides,
  };
}

export function tradeLine(id: string, overrides: Partial<DirectCostFieldsFragment['tradeLines'][number]> = {}) {
  return {
    __typename: 'DirectCostTradeLine' as const, id, directCostId: '31', costCode: '03 31 00', costPerUnit: '185.0000', units: '10',
    unitOfMeasure: 'CY', total: '1850.00', notes: '', subdivision: ref('11', '03 30 00 Cast-in-Place Concrete'),
    category: ref('111', 'Structural Concrete'), part: ref('9', 'Ready-mix concrete, 4000 psi'), ...overrides,
  };
}

/** A vendor bill for ready-mix concrete, with one line of each kind unless told otherwise. */
export function directCost(overrides: Partial<DirectCostFieldsFragment> = {}): DirectCostFieldsFragment & { __typename: 'DirectCost' } {
  return {
    __typename: 'DirectCost', id: '31', projectUid: 'DC_1007', sheetName: 'Concrete pour - level 2',
    division: ref('1', 'Concrete'), subdivision: ref('11', '03 30 00 Cast-in-Place Concrete'), contractorType: 'VENDOR',
    vendor: ref('4', 'Ready Mix Supply'), subcontractor: null, contractorName: 'Ready Mix Supply', date: '2026-10-14', notes: 'Level 2 deck',
    amount: '0.00', laborTotal: '800.00', tradesTotal: '1850.00', total: '2650.00', lineCount: 2, chargeRow: 'DT:1:11:111:9', unbudgeted: false,
    laborLines: [laborLine('41')], tradeLines: [tradeLine('51')],
    ...overrides,
  } as DirectCostFieldsFragment & { __typename: 'DirectCost' };
}

/** The grid's shape of a direct cost (no lines). */
export function directCostRow(overrides: Partial<DirectCostFieldsFragment> = {}) {
  const { laborLines: _l, tradeLines: _t, ...row } = directCost(overrides);
  return row;
}

/** The project's budget rows a bill may be charged to: a ready-mix row, a gypsum board row and a labor row. */
export const chargeRows = [
  { __typename: 'ChargeRow' as const, key: 'DT:1:11:111:9', type: 'DIRECT_TRADE' as const, costCode: '03 31 00', trade: 'Structural Concrete', subdivision: '03 30 00 Cast-in-Place Concrete', part: 'Ready-mix concrete, 4000 psi' },
  { __typename: 'ChargeRow' as const, key: 'DT:9:92:921:40', type: 'DIRECT_TRADE' as const, costCode: '09-2900', trade: 'Gypsum Board', subdivision: '09 20 00 Plaster and Gypsum Board', part: '5/8" Type X board' },
  { __typename: 'ChargeRow' as const, key: 'IL:3:31', type: 'LABOR' as const, costCode: '01 31 13', trade: 'Senior', subdivision: null, part: null },
];

export function project(status: ProjectStatus = 'AWARDED', directCosts = [directCostRow()]) {
  return { __typename: 'Project' as const, id: '7', uid: 'DC_1007', name: 'Main Street', displayName: 'Main Street', status, directCosts };
}

/** The bids' catalogue plus a second division, to see a division change reset what hangs below it. */
export const catalogue = {
  catalogueTree: {
    ...bidCatalogue.catalogueTree,
    divisions: [
      ...bidCatalogue.catalogueTree.divisions,
      {
        __typename: 'CatalogueDivision' as const, id: '2', number: '05', name: 'Metals',
        subdivisions: [{ __typename: 'CatalogueSubdivision' as const, id: '21', name: '05 12 00 Structural Steel Framing', categories: [] }],
      },
    ],
  },
};

export const sheetNames = [
  { __typename: 'DirectCostSheetName' as const, id: '1', name: 'Concrete pour - level 2' },
  { __typename: 'DirectCostSheetName' as const, id: '2', name: 'General Requirement' },
];

export const vendors = [
  { __typename: 'VendorSummary' as const, id: '4', companyName: 'Ready Mix Supply', email: 'orders@readymix.test', phone: '', isActive: true },
];

export const subcontractors = [
  { __typename: 'SubcontractorSummary' as const, id: '6', companyName: 'Acme Concrete', email: 'a@acme.test', phone: '', isActive: true },
];
