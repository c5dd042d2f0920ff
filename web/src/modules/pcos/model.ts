import { dec, formatMoney, parseDecimal, type DecimalInput } from '@suite/money';
import { stripCommas } from '../../app/masks';
import type { PcoStatus } from '../../gql/graphql';

/** docs/projects.md §4 PCO status, with the §9 colours: pending blue, accepted green, other red. */
export const PCO_STATUSES: readonly { value: PcoStatus; label: string; color: string }[] = [
  { value: 'PENDING', label: 'Pending', color: 'blue' },
  { value: 'ACCEPTED', label: 'Accepted', color: 'green' },
  { value: 'NOT_ACCEPTED', label: 'Not-Accepted', color: 'red' },
];

export const statusOf = (status: PcoStatus) => PCO_STATUSES.find((s) => s.value === status) ?? PCO_STATUSES[2];

/** docs/projects.md §2.9: the selector label shows the change order name of an accepted PCO. */
export function pcoLabel(pco: { name: string; title: string; status: PcoStatus; changeOrderName?: string | null }): string {
  const co = pco.status === 'ACCEPTED' && pco.changeOrderName ? ` (${pco.changeOrderName})` : '';
  return `${pco.name}${co}${pco.title ? ` — ${pco.title}` : ''}`;
}

/** The file a PCO's PDF is saved as. */
export const pcoFileName = (pco: { name: string; title: string }) =>
  `${[pco.name, pco.title].filter(Boolean).join(' - ').replace(/[\\/:*?"<>|]/g, '')}.pdf`;

/** docs/projects.md §5: the profit percentage with commas stripped, as the API takes it; null when not a percentage 0–100. */
export function profitWire(text: string): string | null {
  const plain = stripCommas(text).trim();
  const d = parseDecimal(plain);
  return d && !d.isNegative() && d.lte(100) ? d.toString() : null;
}

/** Typing mask of the profit percentage: digits and one decimal point, two decimals at most. */
export function percentText(input: string): string {
  const clean = input.replace(/[^\d.]/g, '');
  const dot = clean.indexOf('.');
  return dot === -1 ? clean : `${clean.slice(0, dot + 1)}${clean.slice(dot + 1).replace(/\./g, '').slice(0, 2)}`;
}

/** docs/money.md §9: CO-001, CO-002, … per project. */
export const changeOrderName = (n: number) => `CO-${String(n).padStart(3, '0')}`;

/**
 * What accepting a PCO will do (docs/money.md §9), from the project's PCOs and its contract sum to date: the change
 * order it becomes (its own number or name when it had one, else 1 + the project's highest) and the new contract sum.
 */
export function acceptance(
  pco: { changeOrderNumber?: number | null; changeOrderName?: string | null; totals: { pcoTotalCost: DecimalInput } },
  pcos: readonly { changeOrderNumber?: number | null }[],
  contractSumToDate: DecimalInput,
): { changeOrderName: string; contractSumToDate: string } {
  const number = pco.changeOrderNumber ?? 1 + Math.max(0, ...pcos.map((p) => p.changeOrderNumber ?? 0));
  return {
    changeOrderName: pco.changeOrderName || changeOrderName(number),
    contractSumToDate: dec(contractSumToDate).plus(dec(pco.totals.pcoTotalCost)).toFixed(2),
  };
}

/** The question before a PCO is accepted: the change order it becomes and the contract sum to date it makes. */
export function acceptQuestion(pcoName: string, a: { changeOrderName: string; contractSumToDate: string }, total: DecimalInput): string {
  const verb = dec(total).isNegative() ? 'lower' : 'raise';
  return `${pcoName} will become ${a.changeOrderName} and ${verb} the contract sum to date to ${formatMoney(a.contractSumToDate)}. Accept?`;
}
