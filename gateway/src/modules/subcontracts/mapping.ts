import type {
  AwardSubcontractInput, Commitment, CommitmentKind, CommitmentLine, CommitmentLineInput, CommitmentStatus, CommitmentTotals,
  LienWaiverKind, ProjectSubcontracts, SubcontractBilling, SubcontractBillingInput, SubcontractBillingStatus, SubcontractChangeOrder,
  SubcontractPayment, UpdateSubcontractInput,
} from '../../__generated__/graphql.js';
import { underArgument, type FieldPathMap } from '../../field-paths.js';
import type { RestData } from '../../rest-types.js';
import { VERSION_PATH } from '../lines/mapping.js';

// Subcontracts and purchase orders (schema/subcontracts.graphql) over the REST contract of docs/subcontracts.md §4. The
// gateway computes no figure: every amount is REST's text (docs/money.md §15), passed through.

export type RestLedger = RestData<'subcontract/projectuid/{projectUid}', 'get'>;
export type RestCommitment = RestData<'subcontract/{id}', 'get'>;
type RestLine = RestCommitment['lines'][number];
type RestBilling = RestCommitment['billings'][number];
type RestPayment = RestCommitment['payments'][number];
type RestChangeOrder = RestCommitment['change_orders'][number];

/** A project's commitments as mapped; `canWrite` resolves from the caller's permissions when asked. */
export type ProjectSubcontractsParent = Omit<ProjectSubcontracts, 'canWrite'>;

/** Types whose leaves this file gives already serialized (ids through String(), enums mapped): jit.ts skips their serializers. */
export const SERIALIZED_SUBCONTRACT_TYPES: ReadonlySet<string> = new Set([
  'ProjectSubcontracts', 'Commitment', 'CommitmentParty', 'CommitmentLine', 'CommitmentTotals', 'SubcontractChangeOrder',
  'SubcontractChangeOrderLine', 'SubcontractBilling', 'SubcontractBillingLine', 'SubcontractPayment', 'SignedWaiver', 'AwardEmail',
]);

/** The gateway paths serving a commitment's PDF and a payment's waivers (documents.ts), fetched with the bearer token. */
export const subcontractPdfUrl = (id: number | string) => `/documents/subcontracts/${id}`;
/** The waiver's path names its commitment too: REST reads a payment only within its commitment (GET subcontract/{id}). */
export const waiverPdfUrl = (paymentId: number | string, commitmentId: number | string) =>
  `/documents/subcontract-payments/${paymentId}/waiver?subcontract=${commitmentId}`;
export const signedWaiverUrl = (paymentId: number | string) => `/documents/subcontract-payments/${paymentId}/signed-waiver`;

const id = (v: number | string | null | undefined) => (v === null || v === undefined ? null : String(v));

/** docs/subcontracts.md §1: kind `Subcontract`/`PO`. */
export const toKind = (kind: string): CommitmentKind => (kind.toUpperCase() === 'PO' ? 'PURCHASE_ORDER' : 'SUBCONTRACT');

function word<T extends string>(what: string, known: readonly T[], label: string): T {
  const upper = label.trim().toUpperCase() as T;
  // A word this gateway does not know is a contract break, never silently another status.
  if (!known.includes(upper)) throw new Error(`Unknown ${what} '${label}'`);
  return upper;
}
export const toStatus = (s: string) => word<CommitmentStatus>('commitment status', ['OPEN', 'CLOSED'], s);
export const toBillingStatus = (s: string) => word<SubcontractBillingStatus>('billing status', ['SUBMITTED', 'APPROVED', 'REJECTED'], s);
export const toWaiverKind = (s: string) => word<LienWaiverKind>('waiver kind', ['CONDITIONAL', 'UNCONDITIONAL'], s);

const toLine = (l: RestLine): CommitmentLine => ({
  id: String(l.id), divisionId: id(l.division_id), divisionName: l.division_name, divisionCode: l.division_code,
  subdivisionId: id(l.subdivision_id), subdivisionName: l.subdivision_name, categoryId: id(l.category_id), categoryName: l.category_name,
  partId: id(l.part_id), partName: l.part_name, costCode: l.cost_code, units: l.units, unitOfMeasure: l.unit_of_measure,
  costPerUnit: l.cost_per_unit, total: l.total, changeOrders: l.change_orders, contractTotal: l.contract_total,
  billedThisPeriod: l.billed_this_period, billedToDate: l.billed_to_date, retainageHeld: l.retainage_held,
  paymentsToDate: l.payments_to_date, unpaidBills: l.unpaid_bills, remainingBalance: l.remaining_balance,
});

const toTotals = (t: RestCommitment['totals']): CommitmentTotals => ({
  total: t.total, changeOrders: t.change_orders, contractTotal: t.contract_total, billedThisPeriod: t.billed_this_period,
  billedToDate: t.billed_to_date, retainageHeld: t.retainage_held, paymentsToDate: t.payments_to_date, unpaidBills: t.unpaid_bills,
  remainingBalance: t.remaining_balance,
});

const toChangeOrder = (c: RestChangeOrder): SubcontractChangeOrder => ({
  id: String(c.id), number: c.number, name: c.name, reason: c.reason, date: c.date, total: c.total,
  lines: c.lines.map((l) => ({ lineId: String(l.line_id), amount: l.amount })),
});

const toBilling = (b: RestBilling): SubcontractBilling => ({
  id: String(b.id), number: b.number, periodFrom: b.period_from, periodTo: b.period_to, billingDate: b.billing_date,
  status: toBillingStatus(b.status), total: b.total, retainage: b.retainage,
  lines: b.lines.map((l) => ({ lineId: String(l.line_id), amount: l.amount, reason: l.reason ?? null })),
  submittedBy: b.submitted_by ?? null, approvedBy: b.approved_by ?? null, approvedAt: b.approved_at ?? null,
  directCostIds: (b.direct_cost_ids ?? []).map(String),
});

const toPayment = (commitmentId: number) => (p: RestPayment): SubcontractPayment => ({
  id: String(p.id), amount: p.amount, paidOn: p.paid_on, reference: p.reference, isFinal: p.is_final,
  waiverKind: toWaiverKind(p.waiver_kind), throughDate: p.through_date,
  signedWaiver: p.signed_waiver
    ? { fileName: p.signed_waiver.file_name, bytes: p.signed_waiver.bytes, uploadedAt: p.signed_waiver.uploaded_at, url: signedWaiverUrl(p.id) }
    : null,
  waiverPdfUrl: waiverPdfUrl(p.id, commitmentId),
});

export function toCommitment(c: RestCommitment): Commitment {
  const kind = toKind(c.kind);
  return {
    id: String(c.id), projectUid: c.project_uid, kind, number: c.number, status: toStatus(c.status), bidId: id(c.bid_id),
    party: { id: id(kind === 'PURCHASE_ORDER' ? c.vendor_id : c.subcontractor_id), name: c.party_name },
    retainageRate: c.retainage_rate, scope: c.scope, startDate: c.start_date, endDate: c.end_date, version: c.version,
    awardedAt: c.awarded_at, lines: c.lines.map(toLine), totals: toTotals(c.totals), changeOrders: c.change_orders.map(toChangeOrder),
    billings: c.billings.map(toBilling), payments: c.payments.map(toPayment(c.id)), retainageReleased: c.retainage_released,
    awardEmails: c.award_emails.map((e) => ({ sentAt: e.sent_at, to: e.to })), pdfUrl: subcontractPdfUrl(c.id),
  };
}

export const toProjectSubcontracts = (l: RestLedger): ProjectSubcontractsParent => ({
  projectUid: l.project_uid, retainageRate: l.retainage_rate, commitments: l.commitments.map(toCommitment),
});

// Request bodies: only what the caller sent (docs/subcontracts.md §4: every field optional but version and the keys).
const defined = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null));

export const toAwardPayload = (i: AwardSubcontractInput | null | undefined) => defined({
  retainage_rate: i?.retainageRate, scope: i?.scope, start_date: i?.startDate, end_date: i?.endDate,
});

export const toUpdatePayload = (i: UpdateSubcontractInput) => ({
  version: i.expectedVersion,
  ...defined({ retainage_rate: i.retainageRate, scope: i.scope, start_date: i.startDate, end_date: i.endDate }),
});

export const toLinePayload = (l: CommitmentLineInput) => ({
  division_id: Number(l.divisionId), subdivision_id: Number(l.subdivisionId), category_id: Number(l.categoryId),
  part_id: Number(l.partId), units: l.units, unit_of_measure: l.unitOfMeasure, total: l.total, ...defined({ notes: l.notes }),
});

export const toBillingPayload = (i: SubcontractBillingInput) => ({
  version: i.expectedVersion, period_from: i.periodFrom, period_to: i.periodTo, billing_date: i.billingDate,
  lines: i.lines.map((l) => ({ line_id: Number(l.lineId), amount: l.amount, ...defined({ reason: l.reason }) })),
});

// Field paths: REST's body names → the GraphQL arguments the caller sent, so a 400 names the field it knows.
const LINE_COLUMNS = {
  division_id: 'divisionId', subdivision_id: 'subdivisionId', category_id: 'categoryId', part_id: 'partId', units: 'units',
  unit_of_measure: 'unitOfMeasure', total: 'total', notes: 'notes',
} as const;
const HEADER = { retainage_rate: 'retainageRate', scope: 'scope', start_date: 'startDate', end_date: 'endDate' } as const;
const under = underArgument;

/**
 * A list's entries as REST names them, `lines[2].amount` or `lines.2.amount` (the index in the caller's list): each index
 * the caller sent, written out, → `input.lines.2.amount`.
 */
export function listFields(count: number, columns: Readonly<Record<string, string>>, rest = 'lines', gql = 'input.lines'): FieldPathMap {
  const map: Record<string, string> = {};
  for (let i = 0; i < count; i += 1) {
    for (const [r, g] of Object.entries(columns)) {
      map[`${rest}[${i}].${r}`] = `${gql}.${i}.${g}`;
      map[`${rest}.${i}.${r}`] = `${gql}.${i}.${g}`;
    }
  }
  return map;
}

export const AWARD_FIELDS: FieldPathMap = { ...under('input', HEADER), bid_id: 'bidId', bidId: 'bidId' };
export const UPDATE_FIELDS: FieldPathMap = { ...under('input', HEADER), version: 'input.expectedVersion' };
export const poFields = (lineCount: number): FieldPathMap => ({
  ...under('input', HEADER), project_uid: 'input.projectUid', vendor_id: 'input.vendorId', from_bid_id: 'input.fromBidId',
  ...listFields(lineCount, LINE_COLUMNS),
});
export const LINE_FIELDS: FieldPathMap = { ...VERSION_PATH, ...under('input', LINE_COLUMNS) };
export const changeOrderFields = (lineCount: number): FieldPathMap => ({
  version: 'input.expectedVersion', reason: 'input.reason', date: 'input.date', ...listFields(lineCount, { line_id: 'lineId', amount: 'amount' }),
});
export const billingFields = (lineCount: number): FieldPathMap => ({
  version: 'input.expectedVersion', period_from: 'input.periodFrom', period_to: 'input.periodTo', billing_date: 'input.billingDate',
  ...listFields(lineCount, { line_id: 'lineId', amount: 'amount', reason: 'reason' }),
});
export const REJECT_FIELDS: FieldPathMap = { ...VERSION_PATH, reason: 'reason' };
export const PAYMENT_FIELDS: FieldPathMap = {
  version: 'input.expectedVersion', amount: 'input.amount', paid_on: 'input.paidOn', reference: 'input.reference', is_final: 'input.isFinal',
};
export const RELEASE_FIELDS: FieldPathMap = { ...VERSION_PATH, amount: 'amount', all: 'all' };
