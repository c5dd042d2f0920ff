import { dec, round2, sum, type Decimal, type DecimalInput } from '@suite/money';
import { badField, blank, decimalField, LINE_MESSAGES, text } from '../lines/fields.js';
import { parseDate } from '../projects/rules.js';

// Server rules of direct costs (docs/projects.md §4 Direct cost form, §5 Direct cost, §8; docs/money.md §10; README.md).

export const DC_MESSAGES = {
  mandatory: 'You must enter all mandatory fields.',
  tooLong: LINE_MESSAGES.tooLong,
  nameTooLong: 'At most 255 characters are allowed.',
  vendorNotMapped: 'The vendor is not mapped to this sub division.',
  subcontractorNotFound: 'The subcontractor is not one of the company\'s.',
  pending: 'The project is Pending: its direct costs cannot be changed.',
  notFound: 'Direct cost not found.',
  lineNotFound: LINE_MESSAGES.lineNotFound,
  projectNotFound: LINE_MESSAGES.projectNotFound,
  amount: LINE_MESSAGES.amount,
  date: 'Please enter a valid date (YYYY-MM-DD).',
  chargeRow: 'Choose a budget line of this project, or a new cost line.',
} as const;

/** charge_row's value for a "new cost line": a cost the budget does not carry, chosen as such (docs/money.md §10). */
export const NEW_COST_LINE = 'new';

/** A sheet name, at most 255 characters (the entity's column). */
export const SHEET_NAME_MAX = 255;

export const CONTRACTOR_TYPES = ['Vendor', 'Subcontractor', 'Payroll'] as const;
export type ContractorType = (typeof CONTRACTOR_TYPES)[number];

const truthy = (value: unknown) => value === true || value === 1 || ['true', '1', 'yes'].includes(text(value).toLowerCase());

/**
 * docs/projects.md §4 Direct cost form: exactly one of vendor_status, subcontractor_status, payroll_status, or contractor_type
 * naming one; else 'You must enter all mandatory fields.' naming contractor_type.
 */
export function contractorTypeOf(body: { vendor_status?: unknown; subcontractor_status?: unknown; payroll_status?: unknown; contractor_type?: unknown }): ContractorType {
  if (!blank(body.contractor_type)) {
    const named = CONTRACTOR_TYPES.find((t) => t.toLowerCase() === text(body.contractor_type).toLowerCase());
    if (!named) throw badField('contractor_type', DC_MESSAGES.mandatory);
    return named;
  }
  const flags: ContractorType[] = [];
  if (truthy(body.vendor_status)) flags.push('Vendor');
  if (truthy(body.subcontractor_status)) flags.push('Subcontractor');
  if (truthy(body.payroll_status)) flags.push('Payroll');
  if (flags.length !== 1) throw badField('contractor_type', DC_MESSAGES.mandatory);
  return flags[0]!;
}

/** A date field: YYYY-MM-DD (or MM/DD/YYYY), 400 naming the field otherwise; undefined when blank. */
export function dateField(value: unknown, field: string): string | undefined {
  if (blank(value)) return undefined;
  const date = parseDate(value);
  if (date === undefined) throw badField(field, DC_MESSAGES.date);
  return date;
}

/** The amount entered (`total` of the form): a money value ≥ 0, 0 when blank. */
export function amountField(value: unknown, field: string): Decimal {
  const amount = decimalField(value, field, 2, DC_MESSAGES.amount) ?? dec(0);
  if (amount.isNegative()) throw badField(field, DC_MESSAGES.amount);
  return amount;
}

export interface DirectCostFigures {
  labor: Decimal;
  /** The labor lines' overhead: stored, never part of the bill's total (the company's own overhead). */
  burden: Decimal;
  trades: Decimal;
  total: Decimal;
  lineCount: number;
}

/** docs/money.md §10: total = Σ labor line totals + Σ trade line totals when the sheet has lines, else the amount. */
export function directCostFigures(lines: {
  labor: readonly { total: DecimalInput; overhead: DecimalInput }[]; trades: readonly { total: DecimalInput }[]; amount: DecimalInput;
}): DirectCostFigures {
  const labor = sum(lines.labor.map((l) => l.total));
  const burden = sum(lines.labor.map((l) => l.overhead));
  const trades = sum(lines.trades.map((t) => t.total));
  const lineCount = lines.labor.length + lines.trades.length;
  return { labor, burden, trades, lineCount, total: lineCount > 0 ? round2(labor.plus(trades)) : round2(dec(lines.amount)) };
}
