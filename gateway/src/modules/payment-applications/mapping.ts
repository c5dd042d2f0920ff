import type {
  ChangeOrderSummary, G702Summary, PaymentApplication, PaymentApplicationAction, PaymentApplicationLogEntry, PaymentApplicationSending,
  PaymentApplicationStatus, PaymentReceived, ProjectBilling, SovLine, SovLineInput, SovLineKind, SovTotals, UpdatePaymentApplicationInput,
} from '../../__generated__/graphql.js';
import { byRule, type FieldPathMap } from '../../field-paths.js';
import type { RestBody, RestData } from '../../rest-types.js';
import { VERSION_PATH } from '../lines/mapping.js';

// Billing the owner (schema/payment-applications.graphql) over the REST contract of docs/billing.md §3. The gateway computes
// no figure: every amount is REST's text (docs/money.md §12), passed through.

export type RestProjectBilling = RestData<'payment-application/projectuid/{projectUid}', 'get'>;
export type RestApplication = RestData<'payment-application/{id}', 'get'>;
type RestLine = RestApplication['lines'][number];
type RestPayment = RestApplication['payments'][number];
export type RestSending = RestData<'payment-application/{id}/sendings', 'get'>[number];
type RestLogEntry = RestData<'payment-application/log/projectuid/{projectUid}', 'get'>[number];

/** An application as mapped from REST; `editable` (the caller's permissions) and `sendings` (a call) resolve when asked. */
export type PaymentApplicationParent = Omit<PaymentApplication, 'editable' | 'sendings'>;
/** A project's billing as mapped; `canWrite` resolves from the caller's permissions when asked. */
export type ProjectBillingParent = Omit<ProjectBilling, 'applications' | 'canWrite'> & { applications: PaymentApplicationParent[] };

/**
 * Types whose parents come from this file only, every ID, String, Boolean, Int and enum value already as GraphQL
 * serializes it (ids through String(), REST strings and booleans as the API's response schemas send them, enums
 * mapped): jit.ts compiles the operations on these types alone without those serializer calls (the bids' way).
 */
export const SERIALIZED_PAYMENT_APPLICATION_TYPES: ReadonlySet<string> = new Set([
  'ProjectBilling', 'ProjectRetainage', 'PaymentApplication', 'SovLine', 'SovTotals', 'G702Summary', 'ChangeOrderSummary', 'PaymentReceived',
]);

/** docs/billing.md §1: the REST words of an application's life. */
export const STATUS_LABEL: Record<PaymentApplicationStatus, string> = {
  DRAFT: 'Draft', SUBMITTED: 'Submitted', CERTIFIED: 'Certified', PAID: 'Paid',
};
const STATUS_BY_LABEL = new Map(Object.entries(STATUS_LABEL).map(([k, v]) => [v.toLowerCase(), k as PaymentApplicationStatus]));

export function toStatus(label: string): PaymentApplicationStatus {
  const status = STATUS_BY_LABEL.get(label.trim().toLowerCase());
  // A word this gateway does not know is a contract break, never silently a Draft (which would read as editable).
  if (!status) throw new Error(`Unknown payment application status '${label}'`);
  return status;
}

/** docs/billing.md §2: SOV line kinds `BID` and `CO`. */
export const toKind = (kind: string): SovLineKind => (kind === 'CO' ? 'CHANGE_ORDER' : 'BID');

const ACTIONS = new Set<PaymentApplicationAction>(['CREATED', 'UPDATED', 'SUBMITTED', 'CERTIFIED', 'PAYMENT', 'PAID', 'RELEASED', 'SENT', 'DELETED']);
const toAction = (action: string): PaymentApplicationAction => {
  const upper = action.toUpperCase() as PaymentApplicationAction;
  if (!ACTIONS.has(upper)) throw new Error(`Unknown payment application action '${action}'`);
  return upper;
};

/** The gateway paths serving an application's PDFs (documents.ts), fetched with the bearer token. */
export const g702PdfUrl = (id: number | string) => `/documents/payment-applications/${id}/g702`;
export const g703PdfUrl = (id: number | string) => `/documents/payment-applications/${id}/g703`;

export const toSovLine = (l: RestLine): SovLine => ({
  id: String(l.id), itemNo: l.item_no, kind: toKind(l.kind), bidId: l.bid_id === null ? null : String(l.bid_id),
  pcoId: l.pco_id === null ? null : String(l.pco_id), description: l.description, scheduledValue: l.scheduled_value,
  fromPrevious: l.from_previous, thisPeriod: l.this_period, storedMaterials: l.stored_materials, completedStored: l.completed_stored,
  percent: l.percent, balanceToFinish: l.balance_to_finish, retainageWork: l.retainage_work, retainageStored: l.retainage_stored,
  retainageReleased: l.retainage_released, retainage: l.retainage,
});

const toTotals = (t: RestApplication['totals']): SovTotals => ({
  scheduledValue: t.scheduled_value, fromPrevious: t.from_previous, thisPeriod: t.this_period, storedMaterials: t.stored_materials,
  completedStored: t.completed_stored, percent: t.percent, balanceToFinish: t.balance_to_finish, retainage: t.retainage,
});

/** Lines 1–9 (docs/money.md §12, Summary). */
export const toSummary = (s: RestApplication['summary']): G702Summary => ({
  originalContractSum: s.original_contract_sum, netChangeByChangeOrders: s.net_change_by_change_orders,
  contractSumToDate: s.contract_sum_to_date, completedStoredToDate: s.completed_stored_to_date,
  retainageCompletedWork: s.retainage_completed_work, retainageStoredMaterial: s.retainage_stored_material,
  totalRetainage: s.total_retainage, totalEarnedLessRetainage: s.total_earned_less_retainage,
  previousCertificates: s.previous_certificates, currentPaymentDue: s.current_payment_due,
  balanceToFinishIncludingRetainage: s.balance_to_finish_including_retainage,
});

const toChangeOrderSummary = (c: RestApplication['change_order_summary']): ChangeOrderSummary => ({
  previousAdditions: c.previous_additions, previousDeductions: c.previous_deductions, thisPeriodAdditions: c.this_period_additions,
  thisPeriodDeductions: c.this_period_deductions, totalAdditions: c.total_additions, totalDeductions: c.total_deductions, net: c.net,
});

const toPayment = (p: RestPayment): PaymentReceived => ({
  id: String(p.id), amount: p.amount, receivedOn: p.received_on, reference: p.reference, recordedBy: p.recorded_by_name,
  recordedAt: p.recorded_at,
});

export function toApplication(a: RestApplication): PaymentApplicationParent {
  return {
    id: String(a.id), projectUid: a.project_uid, number: a.number, status: toStatus(a.status), periodFrom: a.period_from,
    periodTo: a.period_to, applicationDate: a.application_date, workRate: a.work_rate, storedRate: a.stored_rate, isFinal: a.is_final,
    version: a.version, certifiedAmount: a.certified_amount, certifiedOn: a.certified_on, submittedAt: a.submitted_at,
    submittedBy: a.submitted_by_name, createdAt: a.created_at, contractMoved: a.contract_moved, lines: a.lines.map(toSovLine),
    totals: toTotals(a.totals), summary: toSummary(a.summary), changeOrderSummary: toChangeOrderSummary(a.change_order_summary),
    releasedThisApplication: a.released_this_application, payments: a.payments.map(toPayment), paymentsTotal: a.payments_total,
    g702PdfUrl: g702PdfUrl(a.id), g703PdfUrl: g703PdfUrl(a.id),
  };
}

export function toProjectBilling(b: RestProjectBilling): ProjectBillingParent {
  return {
    // docs/money.md §12: the stored-materials rate defaults to the work rate (REST's null).
    projectUid: b.project_uid, retainage: { workRate: b.retainage.work_rate, storedRate: b.retainage.stored_rate ?? b.retainage.work_rate },
    startDate: b.construction_start_date, estimatedCompletionDate: b.estimated_completion_date,
    contractSumToDate: b.contract_sum_to_date, applications: b.applications.map(toApplication),
  };
}

export const toSending = (s: RestSending): PaymentApplicationSending => ({
  id: String(s.id), sentAt: s.sent_at, sentBy: s.sent_by.name, to: s.to_email, cc: s.cc_email, fileNames: s.filenames,
});

export const toLogEntry = (e: RestLogEntry): PaymentApplicationLogEntry => ({
  id: String(e.id), applicationId: e.application_id === null ? null : String(e.application_id), number: e.number,
  action: toAction(e.action), detail: e.detail, by: e.user_name, at: e.at,
});

// Field paths: REST's body names → the GraphQL arguments the caller sent, so a 400 names the field it knows.
export const CREATE_FIELDS: FieldPathMap = { period_from: 'input.periodFrom', period_to: 'input.periodTo', application_date: 'input.applicationDate' };
export const UPDATE_FIELDS: FieldPathMap = {
  ...VERSION_PATH, version: 'input.expectedVersion', period_from: 'input.periodFrom', period_to: 'input.periodTo',
  application_date: 'input.applicationDate', work_rate: 'input.workRate', stored_rate: 'input.storedRate', is_final: 'input.isFinal',
};
export const RETAINAGE_FIELDS: FieldPathMap = byRule([], { work_rate: 'workRate', stored_rate: 'storedRate' });
/**
 * REST names a line `lines[2].this_period` (its index in the caller's list, docs/billing.md §3): each index the caller
 * sent, written out, → `lines.2.thisPeriod`.
 */
export function linesFields(count: number): FieldPathMap {
  const map: Record<string, string> = { ...VERSION_PATH };
  for (let i = 0; i < count; i += 1) {
    for (const [rest, gql] of [['this_period', 'thisPeriod'], ['stored_materials', 'storedMaterials'], ['id', 'id']] as const) {
      map[`lines[${i}].${rest}`] = `lines.${i}.${gql}`;
    }
  }
  return map;
}
export const RELEASE_FIELDS: FieldPathMap = { ...VERSION_PATH, amount: 'amount', all: 'all' };
export const CERTIFY_FIELDS: FieldPathMap = { ...VERSION_PATH, certified_amount: 'amount', certified_on: 'certifiedOn' };
export const PAYMENT_FIELDS: FieldPathMap = {
  ...VERSION_PATH, amount: 'input.amount', received_on: 'input.receivedOn', reference: 'input.reference',
};

type UpdateBody = RestBody<'payment-application/{id}', 'put'>;

/** Only the header fields the caller sent (docs/billing.md §3: every one optional but `version`). */
export function toUpdatePayload(input: UpdatePaymentApplicationInput): UpdateBody {
  const body: Record<string, unknown> = { version: input.expectedVersion };
  if (input.periodFrom != null) body.period_from = input.periodFrom;
  if (input.periodTo != null) body.period_to = input.periodTo;
  if (input.applicationDate != null) body.application_date = input.applicationDate;
  if (input.workRate != null) body.work_rate = input.workRate;
  if (input.storedRate != null) body.stored_rate = input.storedRate;
  if (input.isFinal != null) body.is_final = input.isFinal;
  return body as UpdateBody;
}

export const toLinesPayload = (lines: readonly SovLineInput[]) => lines.map((l) => ({
  id: Number(l.id),
  ...(l.thisPeriod != null ? { this_period: l.thisPeriod } : {}),
  ...(l.storedMaterials != null ? { stored_materials: l.storedMaterials } : {}),
}));
