import { sql } from 'kysely';
import { tenantIs, tenantOf, type TenantScope } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import { notFound } from '../../errors.js';
import { VENDOR_MESSAGES, type VendorValues } from './rules.js';

/** A vendor of this tenant: 404 when it has none by that id (another tenant's is not told apart). */
export async function assertVendorOwned(ctx: TenantScope, db: Db, id: number): Promise<void> {
  const row = await db.selectFrom('vendors').select('id').where(tenantIs(ctx)).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(VENDOR_MESSAGES.notFound);
}

/** Which of the ids are vendors of this tenant. */
export async function ownedVendorIds(ctx: TenantScope, db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('vendors').select('id').where(tenantIs(ctx)).where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

export async function findVendor(ctx: TenantScope, db: Db, id: number) {
  const tenantId = tenantOf(ctx);
  const info = await db.selectFrom('vendors').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
  if (!info) return undefined;
  const [addresses, managers, divisions, subdivisions] = await Promise.all([
    db.selectFrom('vendor_addresses').select(['id', 'address_1', 'address_2', 'city', 'state', 'state_code', 'zip'])
      .where('tenant_id', '=', tenantId).where('vendor_id', '=', id).orderBy('id').execute(),
    db.selectFrom('vendor_managers').select(['id', 'first_name', 'last_name', 'email', 'phone'])
      .where('tenant_id', '=', tenantId).where('vendor_id', '=', id).orderBy('id').execute(),
    db.selectFrom('vendor_divisions as d')
      .innerJoin('catalogue_divisions as c', (j) => j.onRef('c.tenant_id', '=', 'd.tenant_id').onRef('c.id', '=', 'd.division_id'))
      .select(['c.id as division_id', 'c.division_name', 'c.division_id as division_number'])
      .where('d.tenant_id', '=', tenantId).where('d.vendor_id', '=', id)
      .orderBy(sql`c.division_id`).orderBy(sql`lower(c.division_name)`).orderBy('c.id').execute(),
    db.selectFrom('vendor_subdivisions as s')
      .innerJoin('catalogue_subdivisions as c', (j) => j.onRef('c.tenant_id', '=', 's.tenant_id').onRef('c.id', '=', 's.subdivision_id'))
      .select(['c.id as subdivision_id', 'c.division_id', 'c.subdivision_name'])
      .where('s.tenant_id', '=', tenantId).where('s.vendor_id', '=', id)
      .orderBy('c.division_id').orderBy(sql`lower(c.subdivision_name)`).orderBy('c.id').execute(),
  ]);
  const name = [info.first_name, info.last_name].filter(Boolean).join(' ');
  return {
    vendor_details: {
      id: info.id, ID: info.id, company_name: info.company_name, name: name === '' ? null : name, first_name: info.first_name,
      last_name: info.last_name, email: info.email, phone_number: info.phone_number, cc_email: info.cc_email,
      payable_email: info.payable_email, account_recievable_email: info.account_recievable_email, mobile_number: info.mobile_number,
      is_active: info.is_active, is_national: info.is_national, working_states: info.working_states,
    },
    addresses, managers, divisions, subdivisions,
  };
}

/** Addresses, managers and catalogue mappings of one vendor, written after its old ones were removed. */
async function insertChildren(tenantId: number, trx: Db, vendorId: number, values: VendorValues) {
  if (values.addresses.length > 0) {
    await trx.insertInto('vendor_addresses').values(values.addresses.map((a) => ({ tenant_id: tenantId, vendor_id: vendorId, ...a }))).execute();
  }
  if (values.managers.length > 0) {
    await trx.insertInto('vendor_managers').values(values.managers.map((m) => ({ tenant_id: tenantId, vendor_id: vendorId, ...m }))).execute();
  }
  await trx.insertInto('vendor_divisions')
    .values(values.divisionIds.map((division_id) => ({ tenant_id: tenantId, vendor_id: vendorId, division_id }))).execute();
  await trx.insertInto('vendor_subdivisions')
    .values(values.subdivisionIds.map((subdivision_id) => ({ tenant_id: tenantId, vendor_id: vendorId, subdivision_id }))).execute();
}

/** A new vendor with its children (call inside a transaction). */
export async function insertVendor(ctx: TenantScope, trx: Db, values: VendorValues): Promise<number> {
  const tenantId = tenantOf(ctx);
  const row = await trx.insertInto('vendors').values({ tenant_id: tenantId, ...values.details }).returning('id').executeTakeFirstOrThrow();
  await insertChildren(tenantId, trx, row.id, values);
  return row.id;
}

/** Replaces a vendor's details and children (call inside a transaction); nothing references the children by id. */
export async function replaceVendor(ctx: TenantScope, trx: Db, id: number, values: VendorValues): Promise<void> {
  const tenantId = tenantOf(ctx);
  await trx.updateTable('vendors').set({ ...values.details, updated_at: sql<Date>`now()` })
    .where('tenant_id', '=', tenantId).where('id', '=', id).execute();
  for (const table of ['vendor_addresses', 'vendor_managers', 'vendor_divisions', 'vendor_subdivisions'] as const) {
    await trx.deleteFrom(table).where('tenant_id', '=', tenantId).where('vendor_id', '=', id).execute();
  }
  await insertChildren(tenantId, trx, id, values);
}

/** PUT vendor/status/{id}: flips is_active. */
export async function flipVendorActive(ctx: TenantScope, db: Db, id: number): Promise<void> {
  await db.updateTable('vendors').set({ is_active: sql<boolean>`not is_active`, updated_at: sql<Date>`now()` })
    .where(tenantIs(ctx)).where('id', '=', id).execute();
}

/** The vendors mapped to one subdivision, by company name. */
export async function vendorsOfSubdivision(ctx: TenantScope, db: Db, subdivisionId: number) {
  const tenantId = tenantOf(ctx);
  return db.selectFrom('vendor_subdivisions as s')
    .innerJoin('vendors as v', (j) => j.onRef('v.tenant_id', '=', 's.tenant_id').onRef('v.id', '=', 's.vendor_id'))
    .select(['v.id', 'v.company_name', 'v.email', 'v.phone_number', 'v.is_active'])
    .where('s.tenant_id', '=', tenantId).where('s.subdivision_id', '=', subdivisionId)
    .orderBy(sql`lower(v.company_name)`).orderBy('v.id').execute();
}

/** Maps vendors to subdivisions and their divisions; pairs already there stay (idempotent). */
export async function mapVendors(
  ctx: TenantScope, trx: Db, pairs: { vendorId: number; subdivisionId: number; divisionId: number }[],
): Promise<void> {
  const tenantId = tenantOf(ctx);
  if (pairs.length === 0) return;
  await trx.insertInto('vendor_divisions')
    .values(pairs.map((p) => ({ tenant_id: tenantId, vendor_id: p.vendorId, division_id: p.divisionId })))
    .onConflict((oc) => oc.doNothing()).execute();
  await trx.insertInto('vendor_subdivisions')
    .values(pairs.map((p) => ({ tenant_id: tenantId, vendor_id: p.vendorId, subdivision_id: p.subdivisionId })))
    .onConflict((oc) => oc.doNothing()).execute();
}
