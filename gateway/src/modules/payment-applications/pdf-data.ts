import type { Letterhead } from '../../documents/pdf-kit.js';

// What the G702 and G703 print (docs/billing.md §5): the REST Application JSON of docs/billing.md §3 as it came (every
// figure REST's, decimal text, never recomputed here) and the parties around it.

/** One SOV line as REST answers it (docs/billing.md §3, `lines`). */
export interface ApplicationLineJson {
  item_no: number;
  kind: string;
  description: string;
  scheduled_value: string;
  from_previous: string;
  this_period: string;
  stored_materials: string;
  completed_stored: string;
  percent: string;
  balance_to_finish: string;
  retainage: string;
}

/** The REST Application (docs/billing.md §3), the fields the documents print. */
export interface ApplicationJson {
  number: number;
  status: string;
  period_from: string;
  period_to: string;
  application_date: string;
  work_rate: string;
  stored_rate: string;
  is_final: boolean;
  certified_amount: string | null;
  certified_on: string | null;
  lines: ApplicationLineJson[];
  totals: {
    scheduled_value: string; from_previous: string; this_period: string; stored_materials: string; completed_stored: string;
    percent: string; balance_to_finish: string; retainage: string;
  };
  /** Lines 1–9 (docs/money.md §12, Summary). */
  summary: {
    original_contract_sum: string; net_change_by_change_orders: string; contract_sum_to_date: string;
    completed_stored_to_date: string; retainage_completed_work: string; retainage_stored_material: string;
    total_retainage: string; total_earned_less_retainage: string; previous_certificates: string; current_payment_due: string;
    balance_to_finish_including_retainage: string;
  };
  change_order_summary: {
    previous_additions: string; previous_deductions: string; this_period_additions: string; this_period_deductions: string;
    total_additions: string; total_deductions: string; net: string;
  };
}

export interface BillingPdfData {
  /** The contractor: the company's letterhead (GET company/letterhead). */
  company: Letterhead | null;
  project: { uid: string; name: string; address: string };
  owner: { name: string; address: string } | null;
  application: ApplicationJson;
}

/**
 * 'G702 Payment Application 3 DC_7301 - Lakeside Library.pdf', 'G703 …': the download's names, the same the REST send
 * route gives the email's attachments (api/src/modules/payment-applications/send-routes.ts).
 */
export function billingFileName(form: 'G702' | 'G703', data: Pick<BillingPdfData, 'project' | 'application'>): string {
  return `${form} Payment Application ${data.application.number} ${data.project.uid} - ${data.project.name}.pdf`;
}
