import { dec, type Decimal, fitsNumeric, parseDecimal, round2, sum, type DecimalInput } from '@suite/money';
import { badField, blank, LINE_MESSAGES, text } from '../lines/fields.js';

// Server rules of PCOs and change orders (docs/projects.md §4 PCO status, §5 PCO, §9; docs/money.md §9; README.md Rules).

export const PCO_MESSAGES = {
  nameRequired: 'PCO name is required.',
  nameTaken: 'This PCO name is already used in the project.',
  projectRequired: 'Project ID is required.',
  titleTooLong: 'At most 255 characters are allowed.',
  notesTooLong: 'At most 4096 characters are allowed.',
  // docs/projects.md §4 PCO status: the tooltip of the greyed delete icon, also answered for every other change of an Accepted PCO.
  accepted: 'Once accepted PCO can not be deleted.',
  versionConflict: 'This PCO was changed meanwhile. Reload it and try again.',
  versionRequired: 'Send the version of the PCO you last read.',
  pending: 'The project is Pending: its PCOs and their lines cannot be changed.',
  pcoNotFound: 'PCO not found.',
  lineNotFound: LINE_MESSAGES.lineNotFound,
  mandatory: LINE_MESSAGES.mandatory,
  status: "Status must be 'Pending', 'Accepted' or 'Not-Accepted'.",
  number: 'Enter a valid number.',
  date: 'Enter a valid date.',
  noSubcontractors: 'PCO trade lines carry no subcontractor amounts.',
  pcoIds: 'Give a project_uid or 1 to 200 PCO ids.',
} as const;

/** docs/projects.md §4 PCO status. */
export const PCO_STATUSES = ['Pending', 'Accepted', 'Not-Accepted'] as const;
export type PcoStatus = (typeof PCO_STATUSES)[number];
export const ACCEPTED: PcoStatus = 'Accepted';
/** docs/projects.md §5 PCO: title at most 255, scope of work (notes) at most 4096. */
export const TITLE_MAX = 255;
export const NOTES_MAX = 4096;

/** Trimmed text of at most `max` characters, else 400 naming the field; undefined when left out, '' for null. */
export function boundedText(value: unknown, field: string, max: number, message: string): string | undefined {
  if (value === undefined) return undefined;
  const s = text(value);
  if (s.length > max) throw badField(field, message);
  return s;
}

/** One of the three statuses (any case), else 400 naming `status`; undefined when left out. */
export function pcoStatus(value: unknown): PcoStatus | undefined {
  if (value === undefined || value === null) return undefined;
  const found = PCO_STATUSES.find((s) => s.toLowerCase() === text(value).toLowerCase());
  if (!found) throw badField('status', PCO_MESSAGES.status);
  return found;
}

/** docs/projects.md §5 PCO: the profit percentage with commas stripped, 0 to 999.9999 (numeric(7,4)); undefined when blank. */
export function profitPercentage(value: unknown): Decimal | undefined {
  if (blank(value)) return undefined;
  const parsed = parseDecimal(value);
  if (parsed === undefined || parsed.isNegative() || !fitsNumeric(parsed, 7, 4)) throw badField('pco_profit_percentage', PCO_MESSAGES.number);
  return parsed.toDecimalPlaces(4);
}

/** 'YYYY-MM-DD' (a timestamp's day accepted), else 400 naming `date`; null when blank (the creation day). */
export function pcoDate(value: unknown): string | null | undefined {
  if (value === undefined) return undefined;
  if (blank(value)) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})(T.*)?$/.exec(text(value));
  const day = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : undefined;
  if (!match || !day || day.getUTCMonth() !== Number(match[2]) - 1 || day.getUTCDate() !== Number(match[3])) throw badField('date', PCO_MESSAGES.date);
  return `${match[1]}-${match[2]}-${match[3]}`;
}

const numbered = (prefix: string, n: number) => `${prefix}-${String(n).padStart(3, '0')}`;
/** PCO-001, PCO-002, … */
export const pcoName = (n: number) => numbered('PCO', n);
/** docs/money.md §9: CO-001, CO-002, … per project. */
export const changeOrderName = (n: number) => numbered('CO', n);
/** The number of a PCO-nnn name, or undefined for any other name. */
export function pcoNumberOf(name: string): number | undefined {
  const match = /^PCO-(\d{1,9})$/i.exec(name.trim());
  return match ? Number(match[1]) : undefined;
}

export interface PcoFigures {
  labor: Decimal;
  burden: Decimal;
  trades: Decimal;
  /** TotalCost = Σ labor total + Σ labor overhead + Σ trade total. */
  totalCost: Decimal;
  /** ProfitCost = round2(TotalCost × ProfitPercentage / 100). */
  profitCost: Decimal;
  /** PCOTotalCost = TotalCost + ProfitCost. */
  total: Decimal;
}

/** docs/money.md §9: a PCO's figures from its lines' stored §5/§6 figures and its profit percentage. */
export function pcoFigures(
  lines: { labor: readonly { total: DecimalInput; overhead: DecimalInput }[]; trades: readonly { total: DecimalInput }[] },
  profitPercent: DecimalInput,
): PcoFigures {
  const labor = sum(lines.labor.map((l) => l.total));
  const burden = sum(lines.labor.map((l) => l.overhead));
  const trades = sum(lines.trades.map((t) => t.total));
  const totalCost = labor.plus(burden).plus(trades);
  const profitCost = round2(totalCost.times(dec(profitPercent)).div(100));
  return { labor, burden, trades, totalCost, profitCost, total: totalCost.plus(profitCost) };
}
