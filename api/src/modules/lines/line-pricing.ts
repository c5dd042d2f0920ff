import type { Static } from 'typebox';
import { toPlainString, type Decimal } from '@suite/money';
import { tenantOf, type RequestContext } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import { HttpError } from '../../errors.js';
import { burdenRate } from '../overhead/burden.js';
import { badField, blank, decimalField, idOf, limitedText, LINE_MESSAGES, text } from './fields.js';
import { burdenFigure, laborLineFigures, levelRate, tradeLineTotal } from './pricing.js';
import type { LaborLineProps, TradeLineProps } from './schemas.js';

// The line rules (bids/README.md Rules; docs/money.md §5, §6) on plain request bodies, so bid, PCO and direct-cost
// lines are checked, defaulted and priced alike.

export type LaborLineFields = Static<typeof LaborLineProps>;
export type TradeLineFields = Static<typeof TradeLineProps>;
export type StoredLaborLine = { position_id: number; level_id: number; quantity: string; units: string; costperunit: string; costcode: string; notes: string };
export type StoredTradeLine = { subdivision_id: number; category_id: number; part_id: number; cost_per_unit: string; units: string; u_per_m: string; costcode: string; notes: string };

/** 'Enter all mandatory fields.' naming each of position, level, quantity and units that is missing or zero. */
function mandatory(body: LaborLineFields, stored: StoredLaborLine | undefined) {
  const fields: Record<string, string> = {};
  const position = blank(body.position) ? (blank(body.position_id) ? stored?.position_id : idOf(body.position_id)) : idOf(body.position);
  const level = blank(body.level) ? (blank(body.level_id) ? stored?.level_id : idOf(body.level_id)) : idOf(body.level);
  if (position === undefined) fields[blank(body.position) && !blank(body.position_id) ? 'position_id' : 'position'] = LINE_MESSAGES.mandatory;
  if (level === undefined) fields[blank(body.level) && !blank(body.level_id) ? 'level_id' : 'level'] = LINE_MESSAGES.mandatory;
  const quantity = decimalField(body.quantity, 'quantity', 4) ?? (stored ? undefined : null);
  const units = decimalField(body.units, 'units', 4) ?? (stored ? undefined : null);
  if (quantity === null || quantity?.isZero()) fields.quantity = LINE_MESSAGES.mandatory;
  if (units === null || units?.isZero()) fields.units = LINE_MESSAGES.mandatory;
  if (Object.keys(fields).length > 0) throw new HttpError(400, LINE_MESSAGES.mandatory, fields);
  return { position: position!, level: level!, quantity: quantity ?? undefined, units: units ?? undefined };
}

/**
 * A labor line's columns, priced (§5): cost per unit from the level unless given, by the sheet's mode (`hourly`); the
 * burden rate read now, its period figure shown and its annual figure stored and priced with.
 */
export async function pricedLaborLine(
  ctx: RequestContext, trx: Db, hourly: boolean, body: LaborLineFields, stored: StoredLaborLine | undefined,
) {
  const m = mandatory(body, stored);
  const notes = limitedText(body.notes, 'notes') ?? stored?.notes ?? '';
  const costGiven = decimalField(body.costperunit, 'costperunit', 4);
  const level = await trx.selectFrom('levels').select(['cost_code', 'rate_per_hour', 'rate_per_week'])
    .where('tenant_id', '=', tenantOf(ctx)).where('position_id', '=', m.position).where('id', '=', m.level).executeTakeFirst();
  if (!level) throw badField(blank(body.level) && !blank(body.level_id) ? 'level_id' : 'level', LINE_MESSAGES.mandatory);
  const sameLevel = stored !== undefined && stored.level_id === m.level;
  const costperunit: Decimal | string = costGiven
    ?? (sameLevel ? stored.costperunit : levelRate({ ratePerHour: level.rate_per_hour, ratePerWeek: level.rate_per_week }, hourly));
  const rate = await burdenRate(ctx, trx);
  const burden = burdenFigure(rate, hourly);
  const quantity = m.quantity ?? stored!.quantity;
  const units = m.units ?? stored!.units;
  const figures = laborLineFigures({ quantity, units, hourly, costPerUnit: costperunit, burdenAnnual: rate.annually });
  const costcode = body.costcode !== undefined && body.costcode !== null ? text(body.costcode)
    : (sameLevel ? stored.costcode : level.cost_code);
  return {
    position_id: m.position, level_id: m.level, costcode, notes,
    quantity: toPlainString(quantity), units: toPlainString(units), costperunit: toPlainString(costperunit), burden: burden.toFixed(),
    burden_annual: rate.annually,
    total: figures.total.toFixed(2), overhead: figures.overhead.toFixed(2), budget_total: figures.budgetTotal.toFixed(2),
  };
}

const pick = (body: TradeLineFields, a: 'sub_division' | 'part', b: 'subdivision_id' | 'part_id') =>
  (!blank(body[a]) ? { field: a, id: idOf(body[a]) } : !blank(body[b]) ? { field: b, id: idOf(body[b]) } : { field: a, id: undefined });

/**
 * A direct-trade line's columns (§6): subdivision, category and part (each in the one before) and non-zero units are
 * needed (400 naming each); cost per unit, U/M and cost code default to the part's.
 */
export async function tradeLineColumns(ctx: RequestContext, trx: Db, body: TradeLineFields, stored: StoredTradeLine | undefined) {
  const fields: Record<string, string> = {};
  const sub = pick(body, 'sub_division', 'subdivision_id');
  const part = pick(body, 'part', 'part_id');
  const categoryRaw = !blank(body.category_id) ? body.category_id : idOf(body.category) !== undefined ? body.category : undefined;
  const subdivisionId = blank(sub.id) && blank(body.sub_division) && blank(body.subdivision_id) ? stored?.subdivision_id : sub.id;
  const categoryId = categoryRaw === undefined ? stored?.category_id : idOf(categoryRaw);
  const partId = blank(body.part) && blank(body.part_id) ? stored?.part_id : part.id;
  const units = decimalField(body.units, 'units', 4) ?? (stored ? undefined : null);
  if (subdivisionId === undefined) fields[sub.field] = LINE_MESSAGES.mandatory;
  if (categoryId === undefined) fields.category_id = LINE_MESSAGES.mandatory;
  if (partId === undefined) fields[part.field] = LINE_MESSAGES.mandatory;
  if (units === null || units?.isZero()) fields.units = LINE_MESSAGES.mandatory;
  if (Object.keys(fields).length > 0) throw new HttpError(400, LINE_MESSAGES.mandatory, fields);
  const found = await trx.selectFrom('catalogue_parts as p')
    .innerJoin('catalogue_categories as c', (j) => j.onRef('c.tenant_id', '=', 'p.tenant_id').onRef('c.id', '=', 'p.category_id'))
    .innerJoin('catalogue_units as u', (j) => j.onRef('u.tenant_id', '=', 'p.tenant_id').onRef('u.id', '=', 'p.unit_id'))
    .select(['p.cost_per_unit', 'p.cost_code', 'u.u_per_m', 'p.part_hold', 'c.subdivision_id', 'p.category_id'])
    .where('p.tenant_id', '=', tenantOf(ctx)).where('p.id', '=', partId!).executeTakeFirst();
  const subdivisionOk = await trx.selectFrom('catalogue_subdivisions').select('id').where('tenant_id', '=', tenantOf(ctx))
    .where('id', '=', subdivisionId!).executeTakeFirst();
  if (!subdivisionOk) throw badField(sub.field, LINE_MESSAGES.mandatory);
  if (!found || found.category_id !== categoryId) throw badField(found ? 'category_id' : part.field, LINE_MESSAGES.mandatory);
  if (found.subdivision_id !== subdivisionId) throw badField('category_id', LINE_MESSAGES.mandatory);
  const samePart = stored !== undefined && stored.part_id === partId;
  const cost = decimalField(body.cost_per_unit, 'cost_per_unit', 4) ?? (samePart ? stored.cost_per_unit : found.cost_per_unit);
  const finalUnits = units ?? stored!.units;
  return {
    subdivision_id: subdivisionId!, category_id: categoryId!, part_id: partId!, part_hold: found.part_hold,
    costcode: body.costcode !== undefined && body.costcode !== null ? text(body.costcode) : samePart ? stored.costcode : found.cost_code,
    u_per_m: !blank(body.u_per_m) ? text(body.u_per_m) : samePart ? stored.u_per_m : found.u_per_m,
    notes: limitedText(body.notes, 'notes') ?? stored?.notes ?? '',
    cost_per_unit: toPlainString(cost), units: toPlainString(finalUnits), total: tradeLineTotal(cost, finalUnits).toFixed(2),
  };
}
