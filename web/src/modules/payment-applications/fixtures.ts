// Test data shaped like the gateway's answers (payment application tests only): issue 32's worked example.
import type { PaymentApplicationFieldsFragment, ProjectBillingFieldsFragment, SovLineFieldsFragment } from '../../gql/graphql';

type Line = SovLineFieldsFragment & { __typename: 'SovLine' };
type Application = PaymentApplicationFieldsFragment & { __typename: 'PaymentApplication' };

export function sovLine(overrides: Partial<Line> = {}): Line {
  return {
    __typename: 'SovLine', id: '11', itemNo: 1, kind: 'BID', bidId: '5', pcoId: null, description: 'Concrete',
    scheduledValue: '100000.00', fromPrevious: '40000.00', thisPeriod: '20000.00', storedMaterials: '5000.00', completedStored: '65000.00',
    percent: '65.00', balanceToFinish: '35000.00', retainageWork: '6000.00', retainageStored: '500.00', retainageReleased: '0.00',
    retainage: '6500.00', ...overrides,
  };
}

export const changeOrderLine = (overrides: Partial<Line> = {}) => sovLine({
  id: '12', itemNo: 2, kind: 'CHANGE_ORDER', bidId: null, pcoId: '9', description: 'CO-001 Canopy steel', scheduledValue: '5000.00',
  fromPrevious: '0.00', thisPeriod: '0.00', storedMaterials: '0.00', completedStored: '0.00', percent: '0.00', balanceToFinish: '5000.00',
  retainageWork: '0.00', retainageStored: '0.00', retainage: '0.00', ...overrides,
});

/** Application 2 of DC_1007, a Draft: C 100,000.00 + CO 5,000.00; D 40,000, E 20,000, F 5,000; 36,000.00 certified on no. 1. */
export function application(overrides: Partial<Application> = {}): Application {
  return {
    __typename: 'PaymentApplication', id: '2', projectUid: 'DC_1007', number: 2, status: 'DRAFT', periodFrom: '2026-10-01',
    periodTo: '2026-10-31', applicationDate: '2026-10-31', workRate: '10.00', storedRate: '10.00', isFinal: false, version: 4,
    certifiedAmount: null, certifiedOn: null, submittedAt: null, submittedBy: null, createdAt: '2026-10-01T09:00:00Z',
    contractMoved: false, editable: true, lines: [sovLine(), changeOrderLine()],
    totals: {
      __typename: 'SovTotals', scheduledValue: '105000.00', fromPrevious: '40000.00', thisPeriod: '20000.00', storedMaterials: '5000.00',
      completedStored: '65000.00', percent: '61.90', balanceToFinish: '40000.00', retainage: '6500.00',
    },
    summary: {
      __typename: 'G702Summary', originalContractSum: '100000.00', netChangeByChangeOrders: '5000.00', contractSumToDate: '105000.00',
      completedStoredToDate: '65000.00', retainageCompletedWork: '6000.00', retainageStoredMaterial: '500.00', totalRetainage: '6500.00',
      totalEarnedLessRetainage: '58500.00', previousCertificates: '36000.00', currentPaymentDue: '22500.00',
      balanceToFinishIncludingRetainage: '46500.00',
    },
    changeOrderSummary: {
      __typename: 'ChangeOrderSummary', previousAdditions: '0.00', previousDeductions: '0.00', thisPeriodAdditions: '5000.00',
      thisPeriodDeductions: '0.00', totalAdditions: '5000.00', totalDeductions: '0.00', net: '5000.00',
    },
    releasedThisApplication: '0.00', payments: [], paymentsTotal: '0.00',
    g702PdfUrl: '/documents/payment-applications/2/g702', g703PdfUrl: '/documents/payment-applications/2/g703',
    ...overrides,
  };
}

/** Application 1, certified 36,000.00 and paid 20,000.00 of it. */
export const firstApplication = () => application({
  id: '1', number: 1, status: 'CERTIFIED', periodFrom: '2026-09-01', periodTo: '2026-09-30', applicationDate: '2026-09-30', editable: false,
  certifiedAmount: '36000.00', certifiedOn: '2026-10-05', version: 7, paymentsTotal: '20000.00',
  payments: [{ __typename: 'PaymentReceived', id: '41', amount: '20000.00', receivedOn: '2026-10-12', reference: 'Check 1001', recordedBy: 'Test User', recordedAt: '2026-10-12T10:00:00Z' }],
  g702PdfUrl: '/documents/payment-applications/1/g702', g703PdfUrl: '/documents/payment-applications/1/g703',
});

export function billing(applications: Application[] = [firstApplication(), application()], canWrite = true): ProjectBillingFieldsFragment & { __typename: 'ProjectBilling' } {
  return {
    __typename: 'ProjectBilling', projectUid: 'DC_1007', retainage: { __typename: 'ProjectRetainage', workRate: '10.00', storedRate: '10.00' },
    startDate: '2026-09-01', estimatedCompletionDate: '2027-03-31', contractSumToDate: '105000.00', canWrite, applications,
  };
}
