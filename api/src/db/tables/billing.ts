import type { ColumnType, Generated } from 'kysely';
import type { Decimal, NullableDecimal } from './columns.js';

// Billing the owner (docs/billing.md §2; migration 0026): payment applications, their SOV lines, payments, log, sendings.

type DateColumn = ColumnType<string, string, string>;

/** One application to the owner (AIA G702); frozen by a trigger once it leaves Draft. */
export interface PaymentApplicationsTable {
  tenant_id: number;
  id: Generated<number>;
  project_id: number;
  number: number;
  status: ColumnType<'Draft' | 'Submitted' | 'Certified' | 'Paid', 'Draft' | undefined, 'Draft' | 'Submitted' | 'Certified' | 'Paid'>;
  /** Date columns: read them as text (to_char). */
  period_from: DateColumn;
  period_to: DateColumn;
  application_date: DateColumn;
  work_rate: Decimal;
  stored_rate: Decimal;
  is_final: Generated<boolean>;
  certified_amount: NullableDecimal;
  certified_on: ColumnType<string | null, string | null | undefined, string | null>;
  submitted_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  submitted_by: ColumnType<number | null, number | null | undefined, number | null>;
  version: Generated<number>;
  created_at: Generated<Date>;
  created_by: number;
}

/** A schedule-of-values line (AIA G703): C, D, E, F and the retainage released; G, %, H and I are computed. */
export interface PaymentApplicationLinesTable {
  tenant_id: number;
  id: Generated<number>;
  application_id: number;
  item_no: number;
  kind: 'BID' | 'CO';
  bid_id: number | null;
  pco_id: number | null;
  description: string;
  scheduled_value: Decimal;
  from_previous: Decimal;
  this_period: Decimal;
  stored_materials: Decimal;
  retainage_released: Decimal;
}

export interface PaymentApplicationPaymentsTable {
  tenant_id: number;
  id: Generated<number>;
  application_id: number;
  amount: Decimal;
  received_on: DateColumn;
  reference: Generated<string>;
  recorded_by: number;
  recorded_at: Generated<Date>;
}

export type PaymentApplicationAction = 'created' | 'updated' | 'submitted' | 'certified' | 'payment' | 'paid' | 'released' | 'sent' | 'deleted';

/** What happened to a project's applications, by whom (the payment_application_logs area). */
export interface PaymentApplicationLogTable {
  tenant_id: number;
  id: Generated<number>;
  project_id: number;
  application_id: number | null;
  number: number;
  action: PaymentApplicationAction;
  detail: Generated<string>;
  user_id: number;
  at: Generated<Date>;
}

/** Each mailing of an application's G702 and G703 to the owner, as proposal_sendings. */
export interface PaymentApplicationSendingsTable {
  tenant_id: number;
  id: Generated<number>;
  application_id: number;
  sent_by: number;
  sent_at: Generated<Date>;
  to_email: string;
  cc_email: string | null;
  g702_filename: string;
  g703_filename: string;
  bytes: number;
  message: Generated<string>;
}
