// Test data shaped like the gateway's answers (subcontract tests only): SC-001 of model.test.ts's hand-checked example
// (10 % retainage; 60,000.00 + 40,000.00, an SCO of +2,500.00; billed 40,000.00; paid 20,000.00) and a PO.
import type { CommitmentFieldsFragment } from '../../gql/graphql';

type Commitment = CommitmentFieldsFragment & { __typename: 'Commitment' };
type Line = CommitmentFieldsFragment['lines'][number];

export function ledgerLine(over: Partial<Line> = {}): Line {
  return {
    __typename: 'CommitmentLine', id: '1', divisionId: '3', divisionCode: '03', divisionName: 'Concrete', subdivisionId: '31', subdivisionName: 'Cast-in-Place',
    categoryId: '311', categoryName: 'Forming', partId: '3111', partName: 'Footings', costCode: '03-100', units: '100', unitOfMeasure: 'CY', costPerUnit: '600.0000',
    total: '60000.00', changeOrders: '2500.00', contractTotal: '62500.00', billedThisPeriod: '30000.00', billedToDate: '30000.00', retainageHeld: '3000.00',
    paymentsToDate: '15000.00', unpaidBills: '12000.00', remainingBalance: '32500.00', ...over,
  };
}

const totals = (over: Partial<CommitmentFieldsFragment['totals']> = {}): CommitmentFieldsFragment['totals'] => ({
  __typename: 'CommitmentTotals', total: '100000.00', changeOrders: '2500.00', contractTotal: '102500.00', billedThisPeriod: '40000.00',
  billedToDate: '40000.00', retainageHeld: '4000.00', paymentsToDate: '20000.00', unpaidBills: '16000.00', remainingBalance: '62500.00', ...over,
});

export function subcontract(over: Partial<Commitment> = {}): Commitment {
  return {
    __typename: 'Commitment', id: '10', projectUid: 'DC_1007', kind: 'SUBCONTRACT', number: 'SC-001', status: 'OPEN', bidId: '5',
    party: { __typename: 'CommitmentParty', id: '77', name: 'Acme Concrete' }, retainageRate: '10.00', scope: 'Concrete work', startDate: '2026-09-01',
    endDate: '2027-03-31', version: 6, awardedAt: '2026-08-20T10:00:00Z', pdfUrl: '/documents/subcontracts/10',
    lines: [
      ledgerLine(),
      ledgerLine({
        id: '2', partName: 'Slabs', costCode: '03-200', units: '3', unitOfMeasure: 'LS', costPerUnit: '13333.3333', total: '40000.00', changeOrders: '0.00',
        contractTotal: '40000.00', billedThisPeriod: '10000.00', billedToDate: '10000.00', retainageHeld: '1000.00', paymentsToDate: '5000.00',
        unpaidBills: '4000.00', remainingBalance: '30000.00',
      }),
    ],
    totals: totals(),
    changeOrders: [{ __typename: 'SubcontractChangeOrder', id: '40', number: 1, name: 'SCO-001', reason: 'Added rebar', date: '2026-10-02', total: '2500.00', lines: [{ __typename: 'SubcontractChangeOrderLine', lineId: '1', amount: '2500.00' }] }],
    billings: [
      {
        __typename: 'SubcontractBilling', id: '50', number: 1, periodFrom: '2026-09-01', periodTo: '2026-09-30', billingDate: '2026-09-30', status: 'APPROVED',
        total: '40000.00', retainage: '4000.00', lines: [], submittedBy: 'Sam Sub', approvedBy: 'Pat PM', approvedAt: '2026-10-03T10:00:00Z', directCostIds: ['900'],
      },
      {
        __typename: 'SubcontractBilling', id: '51', number: 2, periodFrom: '2026-10-01', periodTo: '2026-10-31', billingDate: '2026-10-31', status: 'SUBMITTED',
        total: '5000.00', retainage: '500.00', lines: [], submittedBy: 'Sam Sub', approvedBy: null, approvedAt: null, directCostIds: [],
      },
    ],
    payments: [{
      __typename: 'SubcontractPayment', id: '60', amount: '20000.00', paidOn: '2026-10-10', reference: 'CHK 1001', isFinal: false, waiverKind: 'CONDITIONAL',
      throughDate: '2026-09-30', signedWaiver: null, waiverPdfUrl: '/documents/subcontract-payments/60/waiver',
    }],
    retainageReleased: '0.00', awardEmails: [], ...over,
  };
}

export function purchaseOrder(over: Partial<Commitment> = {}): Commitment {
  const line = ledgerLine({
    id: '3', divisionCode: '05', divisionName: 'Metals', subdivisionName: 'Structural Steel', partName: 'Bolts', costCode: '05-100', units: '1', unitOfMeasure: 'EA',
    costPerUnit: '0.1000', total: '0.10', changeOrders: '0.00', contractTotal: '0.10', billedThisPeriod: '0.00', billedToDate: '0.00', retainageHeld: '0.00',
    paymentsToDate: '0.00', unpaidBills: '0.00', remainingBalance: '0.10',
  });
  return subcontract({
    id: '11', kind: 'PURCHASE_ORDER', number: 'PO-001', status: 'CLOSED', bidId: null, party: { __typename: 'CommitmentParty', id: '88', name: 'Bolt Supply' },
    pdfUrl: '/documents/subcontracts/11', lines: [line], changeOrders: [], billings: [], payments: [],
    totals: totals({ total: '0.10', changeOrders: '0.00', contractTotal: '0.10', billedThisPeriod: '0.00', billedToDate: '0.00', retainageHeld: '0.00', paymentsToDate: '0.00', unpaidBills: '0.00', remainingBalance: '0.10' }),
    ...over,
  });
}

export const ledger = (commitments: Commitment[] = [subcontract(), purchaseOrder()], canWrite = true) => ({
  __typename: 'ProjectSubcontracts' as const, projectUid: 'DC_1007', retainageRate: '10.00', canWrite, commitments,
});
