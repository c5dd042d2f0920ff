import type { Letterhead } from '../../documents/pdf-kit.js';

// What the subcontract PDF and the lien waivers print (docs/subcontracts.md §6): the REST Commitment JSON of
// docs/subcontracts.md §4 as it came (every figure REST's decimal text, never recomputed here) and the parties around it.

/** One commitment line as REST answers it (docs/subcontracts.md §4, `lines`), the fields the PDF prints. */
export interface CommitmentLineJson {
  cost_code: string | null;
  division_name: string | null;
  subdivision_name: string | null;
  category_name: string | null;
  part_name: string | null;
  units: string;
  unit_of_measure: string | null;
  cost_per_unit: string;
  total: string;
  change_orders: string;
  contract_total: string;
}

/** One payment as REST answers it (docs/subcontracts.md §4, `payments`). */
export interface CommitmentPaymentJson {
  id: number | string;
  amount: string;
  paid_on: string;
  reference: string;
  is_final: boolean;
  waiver_kind: 'conditional' | 'unconditional' | string;
  through_date: string | null;
}

/** The REST Commitment (docs/subcontracts.md §4), the fields the documents print. */
export interface CommitmentJson {
  kind: string;
  number: string;
  party_name: string;
  retainage_rate: string;
  scope: string | null;
  start_date: string | null;
  end_date: string | null;
  awarded_at: string | null;
  lines: CommitmentLineJson[];
  totals: { total: string; change_orders: string; contract_total: string; billed_to_date: string; retainage_held: string; payments_to_date: string };
}

/** A party's name and one-line address (the subcontractor or vendor; the project's). */
export interface PartyJson {
  name: string;
  address: string;
}

export interface SubcontractPdfData {
  /** The contractor: the company's letterhead (GET company/letterhead). */
  company: Letterhead | null;
  project: { uid: string; name: string; address: string };
  /** The subcontractor (subcontract) or vendor (PO); its address when REST gives one. */
  party: PartyJson;
  commitment: CommitmentJson;
}

export interface WaiverPdfData extends SubcontractPdfData {
  payment: CommitmentPaymentJson;
}

/** docs/subcontracts.md §1: `Subcontract` or `PO`. */
export const isPurchaseOrder = (c: Pick<CommitmentJson, 'kind'>) => c.kind.toUpperCase() === 'PO' || c.kind.toUpperCase() === 'PURCHASE_ORDER';

/** 'Subcontract SC-001 DC_7301 - Lakeside Library.pdf', 'Purchase Order PO-001 …': the download's and the email attachment's name. */
export function subcontractFileName(data: Pick<SubcontractPdfData, 'project' | 'commitment'>): string {
  const kind = isPurchaseOrder(data.commitment) ? 'Purchase Order' : 'Subcontract';
  return `${kind} ${data.commitment.number} ${data.project.uid} - ${data.project.name}.pdf`;
}

/** docs/subcontracts.md §1: conditional on a progress payment, unconditional on the final one. */
export const isUnconditional = (p: Pick<CommitmentPaymentJson, 'waiver_kind' | 'is_final'>) =>
  p.waiver_kind === 'unconditional' || (p.waiver_kind !== 'conditional' && p.is_final);

/** 'Conditional Lien Waiver SC-001 2026-10-31 DC_7301 - Lakeside Library.pdf'. */
export function waiverFileName(data: Pick<WaiverPdfData, 'project' | 'commitment' | 'payment'>): string {
  const kind = isUnconditional(data.payment) ? 'Unconditional' : 'Conditional';
  return `${kind} Lien Waiver ${data.commitment.number} ${data.payment.paid_on} ${data.project.uid} - ${data.project.name}.pdf`;
}
