import { dec, formatMoney, formatPercent, groupThousands, parseDecimal, toMoneyString } from '@suite/money';
import type {
  LaborScopeTransferInput, OverallProjectTrackerQuery, ProjectTrackerFieldsFragment, TrackerFiguresFieldsFragment,
  TrackerProjectTotal, TrackerRowFieldsFragment, TradeScopeTransferInput,
} from '../../gql/graphql';
import type { TrackerFigureKey } from './columns';

// Pure helpers of the tracker screens. The client computes no figure: every amount shown comes from the API; these
// only format, pick and check what a person typed.

export type Figures = TrackerFiguresFieldsFragment;
export type TrackerRow = TrackerRowFieldsFragment;
export type ProjectTracker = ProjectTrackerFieldsFragment;
export type OverallTracker = OverallProjectTrackerQuery['overallProjectTracker'];

/**
 * A figure as the grid shows it: money in US dollars, percent complete with '%'; over budget (a negative
 * under/(over) budget) in brackets, as its column title says, never as an ambiguous '−$…' (issue 31 item 10).
 */
export function figureText(key: TrackerFigureKey, value: string | null | undefined): string {
  const d = parseDecimal(value) ?? parseDecimal('0')!;
  if (key === 'percentComplete') return formatPercent(d);
  if (key === 'overUnderBudget' && d.isNegative() && !d.isZero()) return `(${formatMoney(d.abs())})`;
  return formatMoney(d);
}

/** The over/under budget in words for the highlights: 'Over budget' $10,750.55 or 'Under budget' $1,700.00. */
export function budgetVerdict(value: string | null | undefined): { title: string; amount: string; over: boolean } {
  const d = parseDecimal(value) ?? parseDecimal('0')!;
  const over = d.isNegative() && !d.isZero();
  return { title: over ? 'Over budget' : 'Under budget', amount: formatMoney(d.abs()), over };
}

export function isNegative(value: string | null | undefined): boolean {
  const d = parseDecimal(value);
  return !!d && d.isNegative() && !d.isZero();
}

/** docs/projects.md §2.11 (made real): a negative over/under budget (over budget) is shown in red. */
export const isOverBudget = (key: TrackerFigureKey, value: string) => key === 'overUnderBudget' && isNegative(value);

/** docs/projects.md §2.11: only DT and IL rows are edited in place (every row the API answers is one or the other). */
export const isEditableRow = (row: Pick<TrackerRow, 'type'>) => row.type === 'LABOR' || row.type === 'DIRECT_TRADE';

/**
 * What tells apart rows of one trade (docs/projects.md §3: the trade is a DT row's category and an IL row's level): the part of a DT
 * row, the position of an IL row; none for a direct cost without lines (its trade is already the subdivision).
 */
export function rowDetail(row: Pick<TrackerRow, 'type' | 'part' | 'position'>): string | undefined {
  return (row.type === 'LABOR' ? row.position?.name : row.part?.name) || undefined;
}

/** A row's name for its controls ('Holds of …', 'Delete …'): the trade and, when there is one, its detail. */
export function rowName(row: Pick<TrackerRow, 'type' | 'trade' | 'part' | 'position'>): string {
  const detail = rowDetail(row);
  return detail ? `${row.trade} – ${detail}` : row.trade;
}

/** What a summary row billed and received (docs/money.md §12, last bullet). */
export interface SummaryBilled {
  billingToDate: string;
  paymentReceived: string;
}

/**
 * A summary row: a full set of figures, or one amount shown under Total Revenue (what it adds to), and for Overhead,
 * Contractor Fee and Project Total what the payment applications billed and received on it.
 */
export interface SummaryRow {
  key: string;
  label: string;
  figures?: Figures;
  amount?: string;
  billed?: SummaryBilled;
}

/** The amount of a one-figure summary row sits in this column: Project Total = Σ total revenue + overhead + fee. */
export const SUMMARY_AMOUNT_COLUMN: TrackerFigureKey = 'totalRevenue';

/** A summary row's value in a column, or undefined for a cell it leaves blank. */
export function summaryValue(s: SummaryRow, key: TrackerFigureKey): string | undefined {
  if (s.figures) return s.figures[key];
  if (key === SUMMARY_AMOUNT_COLUMN) return s.amount;
  if (s.billed && (key === 'billingToDate' || key === 'paymentReceived')) return s.billed[key];
  return undefined;
}

/**
 * The project tracker's pinned rows, in the order of docs/projects.md §2.11 and docs/money.md §11. Once the project has
 * billed its owner, Overhead, Contractor Fee and Project Total also show what they billed and received.
 */
export function trackerSummaryRows(t: ProjectTracker): SummaryRow[] {
  const billed = !dec(t.projectTotal.billingToDate).isZero() || !dec(t.projectTotal.paymentReceived).isZero();
  const billing = (b: SummaryBilled) => (billed ? { billed: b } : {});
  return [
    { key: 'totalDirectTrades', label: 'Total Direct Trades', figures: t.totals.totalDirectTrades },
    { key: 'generalConditions', label: 'General Conditions', figures: t.totals.generalConditions },
    { key: 'overhead', label: 'Overhead', amount: t.overhead, ...billing(t.overheadBilled) },
    { key: 'contractorFee', label: 'Contractor Fee', amount: t.contractorFee, ...billing(t.contractorFeeBilled) },
    { key: 'expectedOverhead', label: 'Expected Overhead', amount: t.expectedOverhead },
    { key: 'buyoutSavings', label: 'Buyout Savings', amount: t.buyoutSavings },
    // Billed = line 4 of the latest submitted payment application, received = Σ payments (docs/money.md §12).
    { key: 'projectTotal', label: 'Project Total', amount: t.projectTotal.projectTotal, ...billing(t.projectTotal) },
  ];
}

/** The overall tracker's pinned rows (docs/projects.md §2.12). */
export function overallSummaryRows(o: OverallTracker): SummaryRow[] {
  return [
    { key: 'totalDirectTrades', label: 'Total Direct Trades', figures: o.totalDirectTrades },
    { key: 'generalConditions', label: 'General Conditions', figures: o.generalConditions },
    { key: 'procurementFees', label: 'Procurement Fees', amount: o.procurementFees },
    { key: 'projectCost', label: 'Project Cost', amount: o.projectCost },
  ];
}

/** docs/money.md §11 figure 6: the warning when scope transfers do not net to zero, else null. */
export function imbalanceWarning(p: Pick<TrackerProjectTotal, 'balanced' | 'difference'>): string | null {
  if (p.balanced) return null;
  return `Scope transfers do not net to zero: Project Total differs from the contract sum to date by ${formatMoney(p.difference)}.`;
}

/** A typed signed amount: thousands separators, at most two decimals, one leading minus (a transfer may be negative). */
export function maskSignedMoney(input: string): string {
  const negative = input.trim().startsWith('-');
  const clean = input.replace(/[^\d.]/g, '');
  const dot = clean.indexOf('.');
  const intRaw = (dot === -1 ? clean : clean.slice(0, dot)).replace(/^0+(?=\d)/, '');
  const intPart = groupThousands(intRaw || (dot === -1 ? '' : '0'));
  const body = dot === -1 ? intPart : `${intPart}.${clean.slice(dot + 1).replace(/\./g, '').slice(0, 2)}`;
  return negative ? `-${body}` : body;
}

/** docs/projects.md §5: commas are stripped and the amount sent as a plain decimal; undefined when it is not an amount. */
export function toAmount(text: string | null | undefined): string | undefined {
  const d = parseDecimal((text ?? '').replace(/,/g, '').trim());
  return d ? toMoneyString(d) : undefined;
}

/** The amount to send when an edited cell is committed: undefined when it is unchanged or not an amount. */
export function changedAmount(current: string, typed: string): string | undefined {
  const next = toAmount(typed);
  if (next === undefined) return undefined;
  return parseDecimal(current)?.equals(next) ? undefined : next;
}

/** What the grid cell shows while edited: the amount with separators, no '$'. */
export const editText = (value: string) => maskSignedMoney(toAmount(value) ?? '');

export type TransferMode = 'LABOR' | 'DIRECT_TRADE';

/** The Add Scope Transfer dialog (docs/projects.md §3 'Scope transfer payloads'): trade = level (IL) or category (DT). */
export interface ScopeTransferDraft {
  mode: TransferMode;
  positionId?: string;
  levelId?: string;
  divisionId?: string;
  subdivisionId?: string;
  categoryId?: string;
  partId?: string;
  amount?: string;
}

/** docs/projects.md §5 'Scope transfer': the mode's keys and an amount are mandatory. */
export function missingMandatory(d: ScopeTransferDraft): boolean {
  if (toAmount(d.amount) === undefined) return true;
  if (d.mode === 'LABOR') return !d.positionId || !d.levelId;
  return !d.divisionId || !d.subdivisionId || !d.categoryId || !d.partId;
}

/** A draft as addLaborScopeTransfer takes it; assumes `missingMandatory` passed. */
export const toLaborInput = (d: ScopeTransferDraft, projectUid: string): LaborScopeTransferInput => ({
  projectUid, positionId: d.positionId!, levelId: d.levelId!, amount: toAmount(d.amount)!,
});

/** A draft as addTradeScopeTransfer takes it; assumes `missingMandatory` passed. */
export const toTradeInput = (d: ScopeTransferDraft, projectUid: string): TradeScopeTransferInput => ({
  projectUid, divisionId: d.divisionId!, subdivisionId: d.subdivisionId!, categoryId: d.categoryId!, partId: d.partId!,
  amount: toAmount(d.amount)!,
});

/** A cascading pick clears what hangs below it (position → level; division → subdivision → category → part). */
export function withPick(d: ScopeTransferDraft, field: keyof ScopeTransferDraft, value: string | undefined): ScopeTransferDraft {
  const below: Record<string, Array<keyof ScopeTransferDraft>> = {
    positionId: ['levelId'],
    divisionId: ['subdivisionId', 'categoryId', 'partId'],
    subdivisionId: ['categoryId', 'partId'],
    categoryId: ['partId'],
  };
  const next: ScopeTransferDraft = { ...d, [field]: value };
  for (const f of below[field] ?? []) delete next[f];
  return next;
}
