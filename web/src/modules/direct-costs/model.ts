import type { AddDirectCostInput, ChargeRow, ContractorType } from '../../gql/graphql';
import { stripCommas } from '../../app/masks';
import { parseDisplayDate, todayDisplayDate, toApiDate } from '../projects/model';

/** docs/projects.md §2.8 contractor type radio, in its order. */
export const CONTRACTOR_TYPES: ReadonlyArray<{ value: ContractorType; label: string }> = [
  { value: 'VENDOR', label: 'Vendor' },
  { value: 'SUBCONTRACTOR', label: 'Subcontractor' },
  { value: 'PAYROLL', label: 'Payroll' },
];

export const contractorTypeLabel = (t: ContractorType) => CONTRACTOR_TYPES.find((c) => c.value === t)?.label ?? t;

/** The direct cost form (docs/projects.md §2.8 'Direct cost form'); the date as the form shows it, MM/DD/YYYY. */
export interface DirectCostDraft {
  sheetName: string;
  divisionId?: string;
  subdivisionId?: string;
  contractorType: ContractorType;
  vendorId?: string;
  subcontractorId?: string;
  date: string;
  notes: string;
  amount: string;
  /** The budget row charged (a ChargeRow's key), or NEW_COST_LINE (docs/money.md §10). */
  chargeRow?: string;
}

/** The charge of a cost the budget does not carry, chosen as such (docs/money.md §10). */
export const NEW_COST_LINE = 'new';
export const NEW_COST_LINE_LABEL = 'New cost line (unbudgeted)';

/** A budget row as the Charge To picker offers it: cost code, trade and part (the position's level for labor). */
export function chargeRowLabel(row: Pick<ChargeRow, 'costCode' | 'trade' | 'part'>): string {
  return [row.costCode, row.trade, row.part].filter((s) => s && s.trim()).join(' – ');
}

/** The Charge To options: the project's budget rows, then a new cost line. */
export function chargeOptions(rows: readonly Pick<ChargeRow, 'key' | 'costCode' | 'trade' | 'part'>[]) {
  return [...rows.map((r) => ({ value: r.key, label: chargeRowLabel(r) })), { value: NEW_COST_LINE, label: NEW_COST_LINE_LABEL }];
}

/** A fresh form: a vendor bill dated today (the API's default date too). */
export function newDirectCost(now: Date = new Date()): DirectCostDraft {
  return { sheetName: '', contractorType: 'VENDOR', date: todayDisplayDate(now), notes: '', amount: '' };
}

/** docs/projects.md §4: Vendor clears the subcontractor, Subcontractor clears the vendor, Payroll clears both. */
export function withContractorType(d: DirectCostDraft, contractorType: ContractorType): DirectCostDraft {
  return {
    ...d,
    contractorType,
    vendorId: contractorType === 'VENDOR' ? d.vendorId : undefined,
    subcontractorId: contractorType === 'SUBCONTRACTOR' ? d.subcontractorId : undefined,
  };
}

/** docs/projects.md §4: choosing a division resets subdivision, vendor and subcontractor. */
export function withDivision(d: DirectCostDraft, divisionId: string | undefined): DirectCostDraft {
  return { ...d, divisionId, subdivisionId: undefined, vendorId: undefined, subcontractorId: undefined };
}

/**
 * docs/projects.md §4: choosing a subdivision reloads the vendor list, so the vendor chosen from the old list goes; the
 * subcontractor list is the subdivision's mapped subcontractors, so it goes too.
 */
export function withSubdivision(d: DirectCostDraft, subdivisionId: string | undefined): DirectCostDraft {
  return { ...d, subdivisionId, vendorId: undefined, subcontractorId: undefined };
}

/**
 * docs/projects.md §5: sheet name, division and subdivision, plus the vendor for Vendor and the subcontractor for
 * Subcontractor; and the budget row charged (docs/money.md §10).
 */
export function missingMandatory(d: DirectCostDraft): boolean {
  if (!d.sheetName.trim() || !d.divisionId || !d.subdivisionId || !d.chargeRow) return true;
  if (d.contractorType === 'VENDOR' && !d.vendorId) return true;
  return d.contractorType === 'SUBCONTRACTOR' && !d.subcontractorId;
}

/** A date that is typed but not a real MM/DD/YYYY date (an empty one lets the API take today). */
export const badDate = (d: DirectCostDraft) => d.date.trim() !== '' && parseDisplayDate(d.date) === null;

/** The form as addDirectCost takes it; assumes `missingMandatory` and `badDate` passed. */
export function toAddInput(d: DirectCostDraft, projectUid: string): AddDirectCostInput {
  const amount = stripCommas(d.amount).trim();
  return {
    projectUid,
    sheetName: d.sheetName.trim(),
    divisionId: d.divisionId!,
    subdivisionId: d.subdivisionId!,
    contractorType: d.contractorType,
    vendorId: d.contractorType === 'VENDOR' ? d.vendorId! : null,
    subcontractorId: d.contractorType === 'SUBCONTRACTOR' ? d.subcontractorId! : null,
    date: d.date.trim() ? toApiDate(d.date) : null,
    notes: d.notes,
    amount: amount === '' || amount === '.' ? null : amount,
    chargeRow: d.chargeRow!,
  };
}
