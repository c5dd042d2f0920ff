import { dec, toMoneyString, type Decimal } from '@suite/money';
import { sql } from 'kysely';
import { tenantOf } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import { conflict } from '../../errors.js';
import { badField } from '../lines/fields.js';
import { checkLinePath, datesProblem, insertLines, type HeaderInput, type LineInput } from './award.js';
import { costPerUnit } from './figures.js';
import { bumpVersion, commitmentOf, lockCommitment, type Actor } from './guard.js';
import { SUBCONTRACT_REASONS as R } from './reasons.js';
import { commitmentJson } from './repository.js';
import { lineLabel, SC_MESSAGES } from './rules.js';

// Edits of a commitment (docs/subcontracts.md §4): its header, its lines (the Add Row dialog), its deletion and its
// change orders. Each runs in the caller's transaction after lockCommitment and bumps the version.

/** Billings that count: Submitted or Approved (a Rejected one never billed anything). */
async function billedLines(actor: Actor, trx: Db, subcontractId: number): Promise<Set<number>> {
  const rows = await trx.selectFrom('subcontract_billing_lines as x')
    .innerJoin('subcontract_billings as b', (j) => j.onRef('b.tenant_id', '=', 'x.tenant_id').onRef('b.id', '=', 'x.billing_id'))
    .select('x.line_id').where('x.tenant_id', '=', tenantOf(actor)).where('b.subcontract_id', '=', subcontractId).where('b.status', '<>', 'Rejected')
    .execute();
  return new Set(rows.map((r) => r.line_id));
}

/** PUT subcontract/{id}: the header; the retainage rate is fixed once a billing is approved (it would rewrite what was held). */
export async function updateHeader(actor: Actor, trx: Db, id: number, version: number | undefined, header: HeaderInput): Promise<void> {
  const c = await lockCommitment(actor, trx, id, version, false);
  const current = await trx.selectFrom('subcontracts').select([sql<string | null>`to_char(start_date, 'YYYY-MM-DD')`.as('start_date'),
    sql<string | null>`to_char(end_date, 'YYYY-MM-DD')`.as('end_date')]).where('tenant_id', '=', tenantOf(actor)).where('id', '=', id)
    .executeTakeFirstOrThrow();
  datesProblem({ start_date: header.start_date === undefined ? current.start_date : header.start_date,
    end_date: header.end_date === undefined ? current.end_date : header.end_date });
  if (header.retainage_rate !== undefined && !header.retainage_rate.eq(dec(c.retainage_rate))) {
    const approved = await trx.selectFrom('subcontract_billings').select('id').where('tenant_id', '=', tenantOf(actor))
      .where('subcontract_id', '=', id).where('status', '=', 'Approved').executeTakeFirst();
    if (approved) throw conflict(SC_MESSAGES.rateFixed(c.label), 'retainage_rate', R.billed);
  }
  await trx.updateTable('subcontracts').set({
    ...(header.retainage_rate !== undefined ? { retainage_rate: header.retainage_rate.toFixed(2) } : {}),
    ...(header.scope !== undefined ? { scope: header.scope } : {}),
    ...(header.start_date !== undefined ? { start_date: header.start_date } : {}),
    ...(header.end_date !== undefined ? { end_date: header.end_date } : {}),
  }).where('tenant_id', '=', tenantOf(actor)).where('id', '=', id).execute();
  await bumpVersion(actor, trx, id);
}

/** POST subcontract/{id}/lines: a line entered by hand. Answers the commitment's id. */
export async function addLine(actor: Actor, trx: Db, id: number, version: number | undefined, line: LineInput): Promise<void> {
  await lockCommitment(actor, trx, id, version);
  await checkLinePath(actor, trx, line, '');
  await insertLines(actor, trx, id, [line]);
  await bumpVersion(actor, trx, id);
}

async function lockLine(actor: Actor, trx: Db, lineId: number, version: number | undefined) {
  const id = await commitmentOf(actor, trx, 'subcontract_lines', lineId, SC_MESSAGES.lineNotFound);
  const c = await lockCommitment(actor, trx, id, version);
  if ((await billedLines(actor, trx, id)).has(lineId)) throw conflict(SC_MESSAGES.lineBilled, undefined, R.billed);
  return c;
}

/** PUT subcontract/line/{lineId}: refused once the line is billed. Answers the commitment's id. */
export async function updateLine(actor: Actor, trx: Db, lineId: number, version: number | undefined, line: LineInput): Promise<number> {
  const c = await lockLine(actor, trx, lineId, version);
  await checkLinePath(actor, trx, line, '');
  await trx.updateTable('subcontract_lines').set({
    division_id: line.division_id, subdivision_id: line.subdivision_id, category_id: line.category_id, part_id: line.part_id,
    units: line.units.toFixed(), unit_of_measure: line.unit_of_measure, total: toMoneyString(line.total),
    cost_per_unit: costPerUnit(line.total, line.units).toFixed(4), notes: line.notes,
  }).where('tenant_id', '=', tenantOf(actor)).where('id', '=', lineId).execute();
  await bumpVersion(actor, trx, c.id);
  return c.id;
}

/** DELETE subcontract/line/{lineId}?version=: refused once the line is billed. Answers the commitment's id. */
export async function deleteLine(actor: Actor, trx: Db, lineId: number, version: number | undefined): Promise<number> {
  const c = await lockLine(actor, trx, lineId, version);
  await trx.deleteFrom('subcontract_lines').where('tenant_id', '=', tenantOf(actor)).where('id', '=', lineId).execute();
  await bumpVersion(actor, trx, c.id);
  return c.id;
}

/** DELETE subcontract/{id}?version=: only while nothing is billed (409 SUBCONTRACT_BILLED). Answers the project's id. */
export async function deleteCommitment(actor: Actor, trx: Db, id: number, version: number | undefined): Promise<number> {
  const c = await lockCommitment(actor, trx, id, version, false);
  if ((await billedLines(actor, trx, id)).size > 0) throw conflict(SC_MESSAGES.billed(c.label), undefined, R.billed);
  await trx.deleteFrom('subcontracts').where('tenant_id', '=', tenantOf(actor)).where('id', '=', id).execute();
  return c.project_id;
}

export interface AmountLine {
  line_id: number;
  amount: Decimal;
  reason?: string;
}

/** The lines named exist on the commitment, once each (400 naming `lines.i.line_id`); answers their figures in order. */
export async function namedLines(actor: Actor, trx: Db, id: number, lines: readonly AmountLine[]) {
  const commitment = (await commitmentJson(actor, trx, id))!;
  if (lines.length === 0) throw badField('lines', SC_MESSAGES.noLines);
  const seen = new Set<number>();
  return lines.map((l, i) => {
    const index = commitment.lines.findIndex((x) => x.id === l.line_id);
    if (index < 0) throw badField(`lines.${i}.line_id`, SC_MESSAGES.lineUnknown(l.line_id));
    if (seen.has(l.line_id)) throw badField(`lines.${i}.line_id`, SC_MESSAGES.lineTwice(l.line_id));
    seen.add(l.line_id);
    const line = commitment.lines[index]!;
    return { input: l, line, label: lineLabel(index, line.part_name), field: `lines.${i}` };
  });
}

/** POST subcontract/{id}/change-orders: the next SCO; a line's contract total never goes below its billed to date. */
export async function addChangeOrder(
  actor: Actor, trx: Db, id: number, version: number | undefined, reason: string, date: string, lines: readonly AmountLine[],
): Promise<void> {
  await lockCommitment(actor, trx, id, version);
  if (reason === '') throw badField('reason', SC_MESSAGES.reason);
  for (const { input, line, label, field } of await namedLines(actor, trx, id, lines)) {
    if (dec(line.contract_total).plus(input.amount).lt(dec(line.billed_to_date))) {
      throw badField(`${field}.amount`, SC_MESSAGES.belowBilled(label, line.billed_to_date));
    }
  }
  const t = tenantOf(actor);
  const next = await trx.selectFrom('subcontract_change_orders').select(sql<number>`coalesce(max(number), 0) + 1`.as('next'))
    .where('tenant_id', '=', t).where('subcontract_id', '=', id).executeTakeFirstOrThrow();
  const co = await trx.insertInto('subcontract_change_orders').values({
    tenant_id: t, subcontract_id: id, number: Number(next.next), reason, date, created_by: actor.user.id,
  }).returning('id').executeTakeFirstOrThrow();
  await trx.insertInto('subcontract_change_order_lines').values(lines.map((l) => ({
    tenant_id: t, change_order_id: co.id, line_id: l.line_id, amount: toMoneyString(l.amount),
  }))).execute();
  await bumpVersion(actor, trx, id);
}

