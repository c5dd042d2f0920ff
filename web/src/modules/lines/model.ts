import { parseDecimal } from '@suite/money';
import { stripCommas } from '../../app/masks';
import type { BidPricingMode } from '../../gql/graphql';

/** docs/projects.md §2.7: the labor columns read Cost/Hour and Hours on an hourly sheet, Cost/Week and Weeks otherwise. */
export function laborHeaders(mode: BidPricingMode): { cost: string; units: string } {
  return mode === 'HOURLY' ? { cost: 'Cost/Hour', units: 'Hours' } : { cost: 'Cost/Week', units: 'Weeks' };
}

/** docs/projects.md §5: numeric cells take digits with one decimal point (commas allowed while typing, stripped when sent). */
export function decimalText(input: string): string {
  const clean = input.replace(/[^\d.,]/g, '');
  const dot = clean.indexOf('.');
  return dot === -1 ? clean : clean.slice(0, dot + 1) + clean.slice(dot + 1).replace(/[.,]/g, '');
}

/** The text of a numeric cell as the API takes it ('' → '0'). */
export function wireNumber(text: string): string {
  const plain = stripCommas(text).trim();
  return plain === '' || plain === '.' ? '0' : plain;
}

/** Whether a numeric cell holds a non-zero number (docs/projects.md §5: quantity, units non-zero). */
export function isNonZero(text: string): boolean {
  const d = parseDecimal(wireNumber(text));
  return !!d && !d.isZero();
}

/** A labor row being edited (docs/projects.md §4 'Table rows'): a new one starts at quantity 1, units 1, cost 0. */
export interface LaborDraft {
  positionId?: string;
  levelId?: string;
  quantity: string;
  units: string;
  costPerUnit: string;
  costCode: string;
  notes: string;
  /** A direct cost's line only: its date, MM/DD/YYYY. */
  date?: string;
}

export const NEW_LABOR: LaborDraft = { quantity: '1', units: '1', costPerUnit: '0', costCode: '', notes: '' };

/** docs/projects.md §5: position, level, quantity and unit are required and non-zero. */
export const laborComplete = (d: LaborDraft) => !!d.positionId && !!d.levelId && isNonZero(d.quantity) && isNonZero(d.units);

/** A direct-trade row being edited, with the quotes of a bid's subcontractors by subcontractor id. */
export interface TradeDraft {
  subdivisionId?: string;
  categoryId?: string;
  partId?: string;
  costPerUnit: string;
  units: string;
  unitOfMeasure: string;
  costCode: string;
  notes: string;
  amounts: Record<string, string>;
}

export const NEW_TRADE: TradeDraft = { costPerUnit: '0', units: '1', unitOfMeasure: '', costCode: '', notes: '', amounts: {} };

/** docs/projects.md §5: subdivision, category, part and non-zero units. */
export const tradeComplete = (d: TradeDraft) => !!d.subdivisionId && !!d.categoryId && !!d.partId && isNonZero(d.units);
