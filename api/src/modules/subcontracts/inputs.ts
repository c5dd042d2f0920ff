import type { Static } from 'typebox';
import { badField, blank, decimalField, text } from '../lines/fields.js';
import type { HeaderInput, LineInput } from './award.js';
import { dateField, moneyField, rateField, SC_MESSAGES, textField } from './rules.js';
import type { AwardBody } from './schemas.js';
import type { AmountLine } from './writes.js';

// A request body's fields read into the writes' inputs (docs/subcontracts.md §4): every bad value a 400 naming its field.

export function headerOf(body: Static<typeof AwardBody>): HeaderInput {
  const day = (value: string | null | undefined, field: string) => (value === undefined ? undefined : blank(value) ? null : dateField(value, field));
  return {
    ...(body.retainage_rate !== undefined ? { retainage_rate: rateField(body.retainage_rate, 'retainage_rate') } : {}),
    ...(body.scope !== undefined ? { scope: textField(body.scope, 'scope') } : {}),
    ...(body.start_date !== undefined ? { start_date: day(body.start_date, 'start_date') } : {}),
    ...(body.end_date !== undefined ? { end_date: day(body.end_date, 'end_date') } : {}),
  };
}

export function lineOf(body: {
  division_id: number; subdivision_id: number; category_id: number; part_id: number; units: string | number; unit_of_measure?: string;
  total: string | number; notes?: string;
}, prefix = ''): LineInput {
  const units = decimalField(body.units, `${prefix}units`, 4, SC_MESSAGES.units);
  if (units === undefined || units.isNegative()) throw badField(`${prefix}units`, SC_MESSAGES.units);
  return {
    division_id: body.division_id, subdivision_id: body.subdivision_id, category_id: body.category_id, part_id: body.part_id, units,
    unit_of_measure: textField(body.unit_of_measure, `${prefix}unit_of_measure`, 64), total: moneyField(body.total, `${prefix}total`),
    notes: textField(body.notes, `${prefix}notes`, 225),
  };
}

export function amountLinesOf(lines: readonly { line_id: number; amount: string | number; reason?: string }[]): AmountLine[] {
  return lines.map((l, i) => ({
    line_id: l.line_id, amount: moneyField(l.amount, `lines.${i}.amount`),
    ...(l.reason !== undefined ? { reason: textField(l.reason, `lines.${i}.reason`) } : {}),
  }));
}

export const reasonOf = (value: unknown) => text(value);
