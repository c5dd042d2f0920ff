import { sql } from 'kysely';
import { tenantIs, tenantOf, type TenantScope } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import { notFound } from '../../errors.js';
import { SUB_MESSAGES, type SubAddressValues, type SubInfoValues, type SubManagerValues, type SubValues } from './rules.js';

/** A subcontractor of this tenant: 404 when it has none by that id (another tenant's is not told apart). */
export async function assertSubOwned(ctx: TenantScope, db: Db, id: number): Promise<void> {
  const row = await db.selectFrom('subcontractors').select('id').where(tenantIs(ctx)).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(SUB_MESSAGES.notFound);
}

/** Which of the ids are subcontractors of this tenant. */
export async function ownedSubIds(ctx: TenantScope, db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('subcontractors').select('id').where(tenantIs(ctx)).where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

export async function findSubcontractor(ctx: TenantScope, db: Db, id: number) {
  const tenantId = tenantOf(ctx);
  const info = await db.selectFrom('subcontractors').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
  if (!info) return undefined;
  const [addresses, managers, divisions, subdivisions] = await Promise.all([
    db.selectFrom('subcontractor_addresses').select(['id', 'address_1', 'address_2', 'city', 'state', 'state_code', 'zip'])
      .where('tenant_id', '=', tenantId).where('subcontractor_id', '=', id).orderBy('id').execute(),
    db.selectFrom('subcontractor_managers').select(['id', 'first_name', 'last_name', 'email', 'phone'])
      .where('tenant_id', '=', tenantId).where('subcontractor_id', '=', id).orderBy('id').execute(),
    db.selectFrom('subcontractor_divisions as d')
      .innerJoin('catalogue_divisions as v', (j) => j.onRef('v.tenant_id', '=', 'd.tenant_id').onRef('v.id', '=', 'd.division_id'))
      .select(['v.id as division_id', 'v.division_name', 'v.division_id as division_number'])
      .where('d.tenant_id', '=', tenantId).where('d.subcontractor_id', '=', id)
      .orderBy(sql`v.division_id`).orderBy(sql`lower(v.division_name)`).orderBy('v.id').execute(),
    db.selectFrom('subcontractor_subdivisions as s')
      .innerJoin('catalogue_subdivisions as v', (j) => j.onRef('v.tenant_id', '=', 's.tenant_id').onRef('v.id', '=', 's.subdivision_id'))
      .select(['v.id as subdivision_id', 'v.division_id', 'v.subdivision_name'])
      .where('s.tenant_id', '=', tenantId).where('s.subcontractor_id', '=', id)
      .orderBy('v.division_id').orderBy(sql`lower(v.subdivision_name)`).orderBy('v.id').execute(),
  ]);
  const name = [info.first_name, info.last_name].filter(Boolean).join(' ');
  return {
    sub_cont_info: {
      id: info.id, company_name: info.company_name, name: name === '' ? null : name, first_name: info.first_name,
      last_name: info.last_name, email: info.email, phone_number: info.phone_number, fax_number: info.fax_number,
      cc_email: info.cc_email, payable_email: info.payable_email, account_recievable_email: info.account_recievable_email,
      mobile_number: info.mobile_number, is_active: info.is_active, rating: info.rating, note: info.note,
      working_states: info.working_states, labors_and_design: info.labors_and_design, design_type: info.design_type,
      bidding_history: info.bidding_history, is_national: info.is_national,
    },
    addresses, managers, divisions, subdivisions,
  };
}

export type SubcontractorJson = NonNullable<Awaited<ReturnType<typeof findSubcontractor>>>;

const addressColumns = (tenantId: number, subId: number, a: SubAddressValues) => ({ tenant_id: tenantId, subcontractor_id: subId, ...a });
const managerColumns = (tenantId: number, subId: number, m: SubManagerValues) => ({ tenant_id: tenantId, subcontractor_id: subId, ...m });

/** Addresses, managers and catalogue mappings of one subcontractor, written after its old ones were removed. */
async function insertChildren(tenantId: number, trx: Db, subId: number, values: SubValues) {
  if (values.addresses.length > 0) {
    await trx.insertInto('subcontractor_addresses').values(values.addresses.map((a) => addressColumns(tenantId, subId, a))).execute();
  }
  if (values.managers.length > 0) {
    await trx.insertInto('subcontractor_managers').values(values.managers.map((m) => managerColumns(tenantId, subId, m))).execute();
  }
  await trx.insertInto('subcontractor_divisions')
    .values(values.divisionIds.map((division_id) => ({ tenant_id: tenantId, subcontractor_id: subId, division_id }))).execute();
  await trx.insertInto('subcontractor_subdivisions')
    .values(values.subdivisionIds.map((subdivision_id) => ({ tenant_id: tenantId, subcontractor_id: subId, subdivision_id }))).execute();
}

/** A new subcontractor with its children (call inside a transaction). */
export async function insertSubcontractor(ctx: TenantScope, trx: Db, values: SubValues): Promise<number> {
  const tenantId = tenantOf(ctx);
  const row = await trx.insertInto('subcontractors').values({ tenant_id: tenantId, ...infoColumns(values.info) })
    .returning('id').executeTakeFirstOrThrow();
  await insertChildren(tenantId, trx, row.id, values);
  return row.id;
}

const infoColumns = (info: SubInfoValues) => ({ ...info, working_states: info.working_states, labors_and_design: info.labors_and_design });

/**
 * Replaces a subcontractor's info and children (call inside a transaction). Nothing references its addresses,
 * managers or mappings by id yet, so the lists are simply written again.
 */
export async function replaceSubcontractor(ctx: TenantScope, trx: Db, id: number, values: SubValues): Promise<void> {
  const tenantId = tenantOf(ctx);
  await trx.updateTable('subcontractors').set({ ...infoColumns(values.info), updated_at: sql<Date>`now()` })
    .where('tenant_id', '=', tenantId).where('id', '=', id).execute();
  for (const table of ['subcontractor_addresses', 'subcontractor_managers', 'subcontractor_divisions', 'subcontractor_subdivisions'] as const) {
    await trx.deleteFrom(table).where('tenant_id', '=', tenantId).where('subcontractor_id', '=', id).execute();
  }
  await insertChildren(tenantId, trx, id, values);
}

/** PUT contractor/status/{id}: flips is_active. */
export async function flipActive(ctx: TenantScope, db: Db, id: number): Promise<void> {
  await db.updateTable('subcontractors').set({ is_active: sql<boolean>`not is_active`, updated_at: sql<Date>`now()` })
    .where(tenantIs(ctx)).where('id', '=', id).execute();
}

/** The subcontractors mapped to one subdivision, by company name. */
export async function subcontractorsOfSubdivision(ctx: TenantScope, db: Db, subdivisionId: number) {
  const tenantId = tenantOf(ctx);
  return db.selectFrom('subcontractor_subdivisions as s')
    .innerJoin('subcontractors as c', (j) => j.onRef('c.tenant_id', '=', 's.tenant_id').onRef('c.id', '=', 's.subcontractor_id'))
    .select(['c.id', 'c.company_name', 'c.email', 'c.phone_number', 'c.is_active'])
    .where('s.tenant_id', '=', tenantId).where('s.subdivision_id', '=', subdivisionId)
    .orderBy(sql`lower(c.company_name)`).orderBy('c.id').execute();
}

/** Maps subcontractors to a subdivision and its division; rows already there stay (idempotent). */
export async function mapToSubdivision(ctx: TenantScope, trx: Db, subdivisionId: number, divisionId: number, subIds: number[]): Promise<void> {
  const tenantId = tenantOf(ctx);
  if (subIds.length === 0) return;
  await trx.insertInto('subcontractor_divisions')
    .values(subIds.map((subcontractor_id) => ({ tenant_id: tenantId, subcontractor_id, division_id: divisionId })))
    .onConflict((oc) => oc.doNothing()).execute();
  await trx.insertInto('subcontractor_subdivisions')
    .values(subIds.map((subcontractor_id) => ({ tenant_id: tenantId, subcontractor_id, subdivision_id: subdivisionId })))
    .onConflict((oc) => oc.doNothing()).execute();
}
