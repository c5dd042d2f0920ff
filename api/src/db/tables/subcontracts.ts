import type { ColumnType, Generated } from 'kysely';
import type { Decimal } from './columns.js';

// Subcontracts and purchase orders (docs/subcontracts.md §3; migration 0027): commitments, lines, SCOs, billings,
// payments, waivers, retainage releases, award emails. Date columns are read as text (to_char).

type DateColumn = ColumnType<string, string, string>;
type NullableDate = ColumnType<string | null, string | null | undefined, string | null>;

export type CommitmentKind = 'Subcontract' | 'PO';
export type CommitmentStatus = 'Open' | 'Closed';
export type BillingStatus = 'Submitted' | 'Approved' | 'Rejected';

/** A commitment: a subcontract (a subcontractor) or a purchase order (a vendor). */
export interface SubcontractsTable {
  tenant_id: number;
  id: Generated<number>;
  project_id: number;
  kind: CommitmentKind;
  number: number;
  bid_id: number | null;
  subcontractor_id: number | null;
  vendor_id: number | null;
  retainage_rate: Decimal;
  scope: Generated<string>;
  start_date: NullableDate;
  end_date: NullableDate;
  status: ColumnType<CommitmentStatus, CommitmentStatus | undefined, CommitmentStatus>;
  awarded_at: Generated<Date>;
  awarded_by: number;
  version: Generated<number>;
}

export interface SubcontractLinesTable {
  tenant_id: number;
  id: Generated<number>;
  subcontract_id: number;
  bid_trade_line_id: number | null;
  division_id: number;
  subdivision_id: number;
  category_id: number;
  part_id: number;
  units: Decimal;
  unit_of_measure: Generated<string>;
  cost_per_unit: Decimal;
  total: Decimal;
  notes: Generated<string>;
}

export interface SubcontractChangeOrdersTable {
  tenant_id: number;
  id: Generated<number>;
  subcontract_id: number;
  number: number;
  reason: string;
  date: DateColumn;
  created_by: number;
  created_at: Generated<Date>;
}

export interface SubcontractChangeOrderLinesTable {
  tenant_id: number;
  change_order_id: number;
  line_id: number;
  amount: Decimal;
}

/** A subcontractor's (or vendor's) pay application; frozen by a trigger once Approved. */
export interface SubcontractBillingsTable {
  tenant_id: number;
  id: Generated<number>;
  subcontract_id: number;
  number: number;
  period_from: DateColumn;
  period_to: DateColumn;
  billing_date: DateColumn;
  status: ColumnType<BillingStatus, BillingStatus | undefined, BillingStatus>;
  reject_reason: ColumnType<string | null, string | null | undefined, string | null>;
  submitted_by: number;
  submitted_at: Generated<Date>;
  approved_by: ColumnType<number | null, number | null | undefined, number | null>;
  approved_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface SubcontractBillingLinesTable {
  tenant_id: number;
  billing_id: number;
  line_id: number;
  amount: Decimal;
  reason: Generated<string>;
  /** The direct cost the approved line booked (docs/money.md §15). */
  direct_cost_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A payment to the subcontractor or vendor; never changes (trigger). */
export interface SubcontractPaymentsTable {
  tenant_id: number;
  id: Generated<number>;
  subcontract_id: number;
  amount: Decimal;
  paid_on: DateColumn;
  reference: Generated<string>;
  is_final: Generated<boolean>;
  /** The latest approved billing's period end when paid: the lien waiver's through-date. */
  through_date: NullableDate;
  recorded_by: number;
  recorded_at: Generated<Date>;
}

/** The signed lien waiver of a payment (an uploaded PDF). */
export interface SubcontractPaymentWaiversTable {
  tenant_id: number;
  payment_id: number;
  file_name: string;
  bytes: number;
  content: Uint8Array;
  uploaded_by: number;
  uploaded_at: Generated<Date>;
}

export interface SubcontractRetainageReleasesTable {
  tenant_id: number;
  id: Generated<number>;
  subcontract_id: number;
  amount: Decimal;
  released_by: number;
  released_at: Generated<Date>;
}

export interface SubcontractAwardEmailsTable {
  tenant_id: number;
  id: Generated<number>;
  subcontract_id: number;
  sent_by: number;
  sent_at: Generated<Date>;
  to_email: string;
  file_name: string;
  bytes: number;
  message: Generated<string>;
}

