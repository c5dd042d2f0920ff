import { dec, round2, toMoneyString, type Decimal, type DecimalInput } from '@suite/money';
import type { ExportTable, ExportValue } from '../tracker/export';
import { amountOf } from '../payment-applications/model';

// The Subcontracts ledger (docs/projects.md §2.14, docs/subcontracts.md §2, docs/money.md §15): the server computes every
// figure; the screen groups the lines by commitment, sums what it shows exactly, filters, exports and checks what a dialog
// is about to send before the server has the last word.

/** The money columns of a ledger line and of a commitment's totals (docs/subcontracts.md §2). */
export interface LedgerFigures {
  total: string;
  changeOrders: string;
  contractTotal: string;
  billedThisPeriod: string;
  billedToDate: string;
  retainageHeld: string;
  paymentsToDate: string;
  unpaidBills: string;
  remainingBalance: string;
}

export interface LedgerLine extends LedgerFigures {
  id: string;
  divisionCode?: string | null;
  divisionName?: string | null;
  subdivisionName?: string | null;
  partName?: string | null;
  costCode?: string | null;
  units: string;
  unitOfMeasure?: string | null;
  costPerUnit: string;
}

export interface LedgerCommitment {
  id: string;
  kind: string;
  number: string;
  status: string;
  party: { name: string };
  lines: readonly LedgerLine[];
  totals: LedgerFigures;
}

export const MONEY_KEYS = [
  'total', 'changeOrders', 'contractTotal', 'billedThisPeriod', 'retainageHeld', 'billedToDate', 'paymentsToDate', 'unpaidBills', 'remainingBalance',
] as const satisfies readonly (keyof LedgerFigures)[];
export type MoneyKey = (typeof MONEY_KEYS)[number];

export type LedgerColumnKey = 'divisionCode' | 'divisionName' | 'subdivisionName' | 'partName' | 'costPerUnit' | 'units' | 'unitOfMeasure' | MoneyKey;

/** The grid's columns in the order of docs/projects.md §2.14 (cost unit = cost per unit; payment applications = billed this period). */
export const LEDGER_COLUMNS: readonly { key: LedgerColumnKey; title: string; kind: 'text' | 'money' | 'number' }[] = [
  { key: 'divisionCode', title: 'Division', kind: 'text' },
  { key: 'divisionName', title: 'Division Name', kind: 'text' },
  { key: 'subdivisionName', title: 'Subdivision', kind: 'text' },
  { key: 'partName', title: 'Part', kind: 'text' },
  { key: 'costPerUnit', title: 'Cost Unit', kind: 'money' },
  { key: 'units', title: 'Units', kind: 'number' },
  { key: 'total', title: 'Total', kind: 'money' },
  { key: 'unitOfMeasure', title: 'Unit of Measure', kind: 'text' },
  { key: 'changeOrders', title: 'Change Orders', kind: 'money' },
  { key: 'contractTotal', title: 'Contract Total', kind: 'money' },
  { key: 'billedThisPeriod', title: 'Payment Applications', kind: 'money' },
  { key: 'retainageHeld', title: 'Retainage Held', kind: 'money' },
  { key: 'billedToDate', title: 'Total Billings', kind: 'money' },
  { key: 'paymentsToDate', title: 'Payments to Date', kind: 'money' },
  { key: 'unpaidBills', title: 'Unpaid Bills', kind: 'money' },
  { key: 'remainingBalance', title: 'Remaining Balance', kind: 'money' },
];

const ZERO_FIGURES: LedgerFigures = {
  total: '0.00', changeOrders: '0.00', contractTotal: '0.00', billedThisPeriod: '0.00', billedToDate: '0.00',
  retainageHeld: '0.00', paymentsToDate: '0.00', unpaidBills: '0.00', remainingBalance: '0.00',
};

/** Σ of each money column over figures (exact decimals): a group's lines, or the grand total over the shown commitments. */
export function sumFigures(items: readonly LedgerFigures[]): LedgerFigures {
  const out = { ...ZERO_FIGURES };
  for (const key of MONEY_KEYS) out[key] = toMoneyString(items.reduce((s: Decimal, f) => s.plus(dec(f[key])), dec(0)));
  return out;
}

/** The subcontractor/vendor filter and the status filter (kept in the URL: `?party=&status=`). */
export interface LedgerFilters {
  party?: string | null;
  status?: string | null;
}

export function filterCommitments<C extends LedgerCommitment>(commitments: readonly C[], f: LedgerFilters): C[] {
  return commitments.filter((c) => (!f.party || c.party.name === f.party) && (!f.status || c.status.toLowerCase() === f.status.toLowerCase()));
}

/** The parties of the project's commitments, each once, sorted: the filter's choices. */
export const partyNames = (commitments: readonly LedgerCommitment[]) => [...new Set(commitments.map((c) => c.party.name))].sort((a, b) => a.localeCompare(b));

/** A row of the grouped grid: a commitment's heading, one of its lines, its totals, or the grand total. */
export type LedgerRow =
  | { kind: 'group'; key: string; commitment: LedgerCommitment }
  | { kind: 'line'; key: string; commitment: LedgerCommitment; line: LedgerLine }
  | { kind: 'total'; key: string; commitment: LedgerCommitment; figures: LedgerFigures }
  | { kind: 'grand'; key: string; figures: LedgerFigures };

/**
 * The grid's rows: per commitment its heading, lines and totals (the server's totals: payments and retainage are held per
 * commitment and spread over the lines, docs/subcontracts.md §2), then the grand total Σ of the shown commitments' totals.
 */
export function ledgerRows(commitments: readonly LedgerCommitment[]): LedgerRow[] {
  const rows: LedgerRow[] = [];
  for (const c of commitments) {
    rows.push({ kind: 'group', key: `g-${c.id}`, commitment: c });
    for (const line of c.lines) rows.push({ kind: 'line', key: `l-${line.id}`, commitment: c, line });
    rows.push({ kind: 'total', key: `t-${c.id}`, commitment: c, figures: c.totals });
  }
  if (commitments.length > 0) rows.push({ kind: 'grand', key: 'grand', figures: sumFigures(commitments.map((c) => c.totals)) });
  return rows;
}

const lineValue = (line: LedgerLine, key: LedgerColumnKey): ExportValue => (line[key] ?? '') as string;

/** The ledger as a table for the CSV and .xlsx exports: Commitment and Party columns, then the grid's columns. */
export function ledgerTable(commitments: readonly LedgerCommitment[]): ExportTable {
  const columns = [
    { title: 'Commitment', kind: 'text' as const }, { title: 'Party', kind: 'text' as const }, { title: 'Status', kind: 'text' as const },
    ...LEDGER_COLUMNS.map((c) => ({ title: c.title, kind: c.kind === 'money' ? ('money' as const) : ('text' as const) })),
  ];
  const figureCells = (f: LedgerFigures) => LEDGER_COLUMNS.map((c) => ((MONEY_KEYS as readonly string[]).includes(c.key) ? f[c.key as MoneyKey] : null));
  const rows: ExportValue[][] = [];
  for (const c of commitments) {
    for (const line of c.lines) rows.push([c.number, c.party.name, c.status, ...LEDGER_COLUMNS.map((col) => lineValue(line, col.key))]);
    rows.push([c.number, `${c.party.name} total`, c.status, ...figureCells(c.totals)]);
  }
  rows.push(['', 'Grand Total', '', ...figureCells(sumFigures(commitments.map((c) => c.totals)))]);
  return { columns, rows };
}

/** A commitment can be deleted only while nothing is billed (409 SUBCONTRACT_BILLED otherwise, docs/subcontracts.md §4). */
export const deletable = (c: { billings: readonly unknown[] }) => c.billings.length === 0;

/** A payment lacks its signed waiver (docs/subcontracts.md §1): the ledger marks it "Waiver missing". */
export const waiverMissing = (p: { signedWaiver?: unknown }) => !p.signedWaiver;

/** Typed text ("1,250.50", "-300") as money text, or undefined when it is not an amount with at most two places. */
export const moneyOf = (text: string | undefined): string | undefined => {
  const d = amountOf((text ?? '').replace(/[,$\s]/g, ''));
  return d ? toMoneyString(d) : undefined;
};

export interface TypedLineAmount {
  lineId: string;
  amount: string;
  reason?: string;
}

/** The line's label in a refusal: its cost code or its part. */
export const lineLabel = (l: LedgerLine) => [l.costCode, l.partName ?? l.subdivisionName].filter(Boolean).join(' ') || `Line ${l.id}`;

/**
 * A billing's lines before sending (docs/subcontracts.md §2): each typed amount is money, at most the line's remaining
 * balance, and a negative one has a reason; at least one line is not zero. The first problem in words, or the lines.
 */
export function billingLines(lines: readonly LedgerLine[], amounts: Readonly<Record<string, string>>, reasons: Readonly<Record<string, string>> = {}):
  { problem: string; lines?: undefined } | { problem?: undefined; lines: TypedLineAmount[] } {
  const out: TypedLineAmount[] = [];
  for (const l of lines) {
    const text = (amounts[l.id] ?? '').trim();
    if (!text) continue;
    const amount = moneyOf(text);
    if (amount === undefined) return { problem: `${lineLabel(l)}: the amount is not an amount.` };
    if (dec(amount).gt(dec(l.remainingBalance))) return { problem: `${lineLabel(l)}: the amount is above the line's remaining balance (${l.remainingBalance}).` };
    const reason = (reasons[l.id] ?? '').trim();
    if (dec(amount).isNegative() && !reason) return { problem: `${lineLabel(l)}: a negative amount needs a reason.` };
    if (!dec(amount).isZero()) out.push({ lineId: l.id, amount, ...(reason ? { reason } : {}) });
  }
  return out.length === 0 ? { problem: 'Enter an amount on at least one line.' } : { lines: out };
}

/** An SCO's lines (docs/money.md §15: positive or negative per line) with its reason; at least one line not zero. */
export function changeOrderLines(lines: readonly LedgerLine[], amounts: Readonly<Record<string, string>>, reason: string):
  { problem: string; lines?: undefined } | { problem?: undefined; lines: TypedLineAmount[] } {
  if (!reason.trim()) return { problem: 'Enter the reason of the change order.' };
  const out: TypedLineAmount[] = [];
  for (const l of lines) {
    const text = (amounts[l.id] ?? '').trim();
    if (!text) continue;
    const amount = moneyOf(text);
    if (amount === undefined) return { problem: `${lineLabel(l)}: the amount is not an amount.` };
    if (!dec(amount).isZero()) out.push({ lineId: l.id, amount });
  }
  return out.length === 0 ? { problem: 'Enter an amount on at least one line.' } : { lines: out };
}

/** Σ of typed amounts (the dialogs' running total), ignoring what is not an amount. */
export const typedTotal = (amounts: Readonly<Record<string, string>>) =>
  toMoneyString(Object.values(amounts).reduce((s: Decimal, t) => s.plus(dec(moneyOf(t) ?? '0')), dec(0)));

/** docs/money.md §15: retainage a billing would hold at the commitment's rate (percent text, "10.00"). */
export const retainageOf = (amount: DecimalInput, rate: DecimalInput) => toMoneyString(round2(dec(amount).times(dec(rate)).div(100)));

/** What a payment may be at most: the commitment's unpaid bills (retainage released is already out of retainage held). */
export const payable = (c: { totals: LedgerFigures }) => c.totals.unpaidBills;
