import { dec, toMoneyString, type Decimal } from '@suite/money';
import { sql } from 'kysely';
import { tenantOf } from '../../auth/context.js';
import type { CommitmentKind, Db } from '../../db/types.js';
import { conflict, notFound } from '../../errors.js';
import { badField } from '../lines/fields.js';
import { costPerUnit } from './figures.js';
import { lockProjectOf, type Actor } from './guard.js';
import { SUBCONTRACT_REASONS as R } from './reasons.js';
import { commitmentNumber, SC_MESSAGES } from './rules.js';

// Award a subcontract from a bid, or start a purchase order (docs/subcontracts.md §1, §4; docs/money.md §15).

export interface HeaderInput {
  retainage_rate?: Decimal;
  scope?: string;
  start_date?: string | null;
  end_date?: string | null;
}

export interface LineInput {
  division_id: number;
  subdivision_id: number;
  category_id: number;
  part_id: number;
  units: Decimal;
  unit_of_measure: string;
  total: Decimal;
  notes: string;
}

async function nextNumber(actor: Actor, trx: Db, projectId: number, kind: CommitmentKind): Promise<number> {
  const row = await trx.selectFrom('subcontracts').select(sql<number>`coalesce(max(number), 0) + 1`.as('next'))
    .where('tenant_id', '=', tenantOf(actor)).where('project_id', '=', projectId).where('kind', '=', kind).executeTakeFirstOrThrow();
  return Number(row.next);
}

async function projectRate(actor: Actor, trx: Db, projectId: number): Promise<string> {
  const row = await trx.selectFrom('projects').select('retainage_work_rate').where('tenant_id', '=', tenantOf(actor)).where('id', '=', projectId)
    .executeTakeFirstOrThrow();
  return row.retainage_work_rate;
}

export function datesProblem(header: HeaderInput): void {
  if (header.start_date && header.end_date && header.end_date < header.start_date) throw badField('end_date', SC_MESSAGES.datesOrder);
}

/** The bid's direct-trade lines at a subcontractor's amounts (or at their own totals for a PO copied from a bid). */
async function bidLines(actor: Actor, trx: Db, bidId: number, subcontractorId: number | null): Promise<LineInput[]> {
  const t = tenantOf(actor);
  const rows = await trx.selectFrom('bid_trade_lines as l')
    .innerJoin('catalogue_subdivisions as sd', (j) => j.onRef('sd.tenant_id', '=', 'l.tenant_id').onRef('sd.id', '=', 'l.subdivision_id'))
    .leftJoin('bid_trade_amounts as a', (j) => j.onRef('a.tenant_id', '=', 'l.tenant_id').onRef('a.trade_line_id', '=', 'l.id')
      .on('a.subcontractor_id', '=', subcontractorId ?? -1))
    .select(['l.id', 'sd.division_id', 'l.subdivision_id', 'l.category_id', 'l.part_id', 'l.units', 'l.u_per_m', 'l.total', 'l.notes', 'a.amount'])
    .where('l.tenant_id', '=', t).where('l.bid_id', '=', bidId).orderBy('l.id').execute();
  return rows.map((r) => ({
    division_id: r.division_id, subdivision_id: r.subdivision_id, category_id: r.category_id, part_id: r.part_id, units: dec(r.units),
    unit_of_measure: r.u_per_m, total: dec(subcontractorId === null ? r.total : (r.amount ?? 0)), notes: r.notes, bid_trade_line_id: r.id,
  }));
}

export async function insertLines(actor: Actor, trx: Db, subcontractId: number, lines: readonly (LineInput & { bid_trade_line_id?: number })[]) {
  if (lines.length === 0) return [];
  const rows = await trx.insertInto('subcontract_lines').values(lines.map((l) => ({
    tenant_id: tenantOf(actor), subcontract_id: subcontractId, bid_trade_line_id: l.bid_trade_line_id ?? null, division_id: l.division_id,
    subdivision_id: l.subdivision_id, category_id: l.category_id, part_id: l.part_id, units: l.units.toFixed(), unit_of_measure: l.unit_of_measure,
    cost_per_unit: costPerUnit(l.total, l.units).toFixed(4), total: toMoneyString(l.total), notes: l.notes,
  }))).returning('id').execute();
  return rows.map((r) => r.id);
}

/** POST subcontract/award/bid/{bidId}: the next SC-nnn from the bid's selected subcontractor (409 naming an existing one). */
export async function awardFromBid(actor: Actor, trx: Db, bidId: number, header: HeaderInput): Promise<number> {
  const t = tenantOf(actor);
  const bid = await trx.selectFrom('bids').select(['id', 'project_id', 'is_alternate', 'selected_subcontractor_id'])
    .where('tenant_id', '=', t).where('id', '=', bidId).executeTakeFirst();
  if (!bid) throw notFound(SC_MESSAGES.bidNotFound);
  await lockProjectOf(actor, trx, bid.project_id);
  if (bid.is_alternate) throw badField('bid_id', SC_MESSAGES.alternate);
  const subcontractorId = bid.selected_subcontractor_id;
  if (subcontractorId === null) throw badField('bid_id', SC_MESSAGES.noSelected);
  const existing = await trx.selectFrom('subcontracts as c')
    .innerJoin('subcontractors as s', (j) => j.onRef('s.tenant_id', '=', 'c.tenant_id').onRef('s.id', '=', 'c.subcontractor_id'))
    .select(['c.id', 'c.number', 's.company_name'])
    .where('c.tenant_id', '=', t).where('c.kind', '=', 'Subcontract').where('c.bid_id', '=', bidId).where('c.subcontractor_id', '=', subcontractorId)
    .executeTakeFirst();
  if (existing) {
    const error = conflict(SC_MESSAGES.exists(commitmentNumber('Subcontract', existing.number), existing.company_name), 'bid_id', R.exists);
    throw error;
  }
  datesProblem(header);
  const row = await trx.insertInto('subcontracts').values({
    tenant_id: t, project_id: bid.project_id, kind: 'Subcontract', number: await nextNumber(actor, trx, bid.project_id, 'Subcontract'),
    bid_id: bidId, subcontractor_id: subcontractorId, vendor_id: null,
    retainage_rate: header.retainage_rate?.toFixed(2) ?? await projectRate(actor, trx, bid.project_id), scope: header.scope ?? '',
    start_date: header.start_date ?? null, end_date: header.end_date ?? null, awarded_by: actor.user.id,
  }).returning('id').executeTakeFirstOrThrow();
  await insertLines(actor, trx, row.id, await bidLines(actor, trx, bidId, subcontractorId));
  return row.id;
}

/** Checks a hand-entered line's catalogue path (division ⊃ subdivision ⊃ category ⊃ part), 400 naming the field. */
export async function checkLinePath(actor: Actor, db: Db, line: LineInput, prefix: string): Promise<void> {
  const t = tenantOf(actor);
  const found = await db.selectFrom('catalogue_parts as pa')
    .innerJoin('catalogue_categories as ca', (j) => j.onRef('ca.tenant_id', '=', 'pa.tenant_id').onRef('ca.id', '=', 'pa.category_id'))
    .innerJoin('catalogue_subdivisions as sd', (j) => j.onRef('sd.tenant_id', '=', 'ca.tenant_id').onRef('sd.id', '=', 'ca.subdivision_id'))
    .select(['pa.id', 'ca.id as category_id', 'sd.id as subdivision_id', 'sd.division_id'])
    .where('pa.tenant_id', '=', t).where('pa.id', '=', line.part_id).executeTakeFirst();
  if (!found) throw badField(`${prefix}part_id`, 'Choose a part of the catalogue.');
  if (found.category_id !== line.category_id) throw badField(`${prefix}category_id`, 'The part is not of this category.');
  if (found.subdivision_id !== line.subdivision_id) throw badField(`${prefix}subdivision_id`, 'The category is not of this subdivision.');
  if (found.division_id !== line.division_id) throw badField(`${prefix}division_id`, 'The subdivision is not of this division.');
}

/** POST subcontract/po/projectuid/{uid}: the next PO-nnn for a vendor, its lines given or copied from a bid. */
export async function createPurchaseOrder(
  actor: Actor, trx: Db, projectId: number, vendorId: number, header: HeaderInput, lines: readonly LineInput[], fromBidId: number | undefined,
): Promise<number> {
  const t = tenantOf(actor);
  await lockProjectOf(actor, trx, projectId);
  const vendor = await trx.selectFrom('vendors').select('id').where('tenant_id', '=', t).where('id', '=', vendorId).executeTakeFirst();
  if (!vendor) throw badField('vendor_id', SC_MESSAGES.vendorNotFound);
  datesProblem(header);
  for (const [i, line] of lines.entries()) await checkLinePath(actor, trx, line, `lines.${i}.`);
  let copied: (LineInput & { bid_trade_line_id?: number })[] = [];
  if (fromBidId !== undefined) {
    const bid = await trx.selectFrom('bids').select('id').where('tenant_id', '=', t).where('id', '=', fromBidId).where('project_id', '=', projectId)
      .executeTakeFirst();
    if (!bid) throw badField('from_bid_id', SC_MESSAGES.bidNotFound);
    copied = await bidLines(actor, trx, fromBidId, null);
  }
  const row = await trx.insertInto('subcontracts').values({
    tenant_id: t, project_id: projectId, kind: 'PO', number: await nextNumber(actor, trx, projectId, 'PO'), bid_id: fromBidId ?? null,
    subcontractor_id: null, vendor_id: vendorId, retainage_rate: header.retainage_rate?.toFixed(2) ?? await projectRate(actor, trx, projectId),
    scope: header.scope ?? '', start_date: header.start_date ?? null, end_date: header.end_date ?? null, awarded_by: actor.user.id,
  }).returning('id').executeTakeFirstOrThrow();
  await insertLines(actor, trx, row.id, [...copied, ...lines]);
  return row.id;
}
