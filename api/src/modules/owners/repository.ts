import { tenantIs, tenantOf, type TenantScope } from '../../auth/context.js';
import { sql, type Selectable } from 'kysely';
import type { Db, GenericValuesTable, OwnerAddressesTable, OwnerManagersTable, OwnersTable } from '../../db/types.js';
import { isForeignKeyViolation, notFound } from '../../errors.js';
import type { AddressValues, GenericKey, ManagerValues, OwnerInfoValues } from './rules.js';
import { OWNER_MESSAGES } from './rules.js';
import type { RowUse } from '../module.js';

type OwnerRow = Selectable<OwnersTable>;
type AddressRow = Selectable<OwnerAddressesTable>;
type ManagerRow = Selectable<OwnerManagersTable>;
type GenericRow = Selectable<GenericValuesTable>;

const BATCH = 500;

export function toAddressJson(row: AddressRow) {
  return {
    id: row.id,
    owner_id: row.owner_id,
    TenantOwnerID: row.owner_id,
    address_1: row.address_1,
    address_2: row.address_2,
    city: row.city,
    state: row.state,
    state_code: row.state_code,
    zip: row.zip,
  };
}

export function toManagerJson(row: ManagerRow) {
  return {
    id: row.id,
    owner_id: row.owner_id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
  };
}

export function toOwnerJson(row: OwnerRow, addresses: AddressRow[], managers: ManagerRow[]) {
  return {
    id: row.id,
    name: row.name,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone_number: row.phone_number,
    fax_number: row.fax_number,
    cc_email: row.cc_email,
    payable_email: row.payable_email,
    account_recievable_email: row.account_recievable_email,
    mobile_number: row.mobile_number,
    is_active: row.is_active,
    addresses: addresses.map(toAddressJson),
    managers: managers.map(toManagerJson),
  };
}

export type OwnerJson = ReturnType<typeof toOwnerJson>;

export function toGenericJson(row: Pick<GenericRow, 'id' | 'key' | 'value'>) {
  return { id: row.id, key: row.key, value: row.value, Value: row.value };
}

/** An owner of this tenant: 404 when this tenant has none by that id (another's is not told apart). */
export async function assertOwnerOwned(ctx: TenantScope, db: Db, id: number): Promise<void> {
  const tenantId = tenantOf(ctx);
  const row = await db.selectFrom('owners').select('tenant_id').where('id', '=', id).executeTakeFirst();
  if (!row || row.tenant_id !== tenantId) throw notFound(OWNER_MESSAGES.notFound);
}

export async function listAddresses(ctx: TenantScope, db: Db, ownerIds?: number[]): Promise<AddressRow[]> {
  const tenantId = tenantOf(ctx);
  if (ownerIds && ownerIds.length === 0) return [];
  let q = db.selectFrom('owner_addresses').selectAll().where('tenant_id', '=', tenantId);
  if (ownerIds) q = q.where('owner_id', 'in', ownerIds);
  return q.orderBy('owner_id').orderBy('id').execute();
}

export async function listManagers(ctx: TenantScope, db: Db, ownerIds?: number[]): Promise<ManagerRow[]> {
  const tenantId = tenantOf(ctx);
  if (ownerIds && ownerIds.length === 0) return [];
  let q = db.selectFrom('owner_managers').selectAll().where('tenant_id', '=', tenantId);
  if (ownerIds) q = q.where('owner_id', 'in', ownerIds);
  return q.orderBy('owner_id').orderBy('id').execute();
}

/** Owners with their addresses and managers: three queries whatever the page size. */
async function withChildren(ctx: TenantScope, db: Db, owners: OwnerRow[]): Promise<OwnerJson[]> {
  const ids = owners.map((o) => o.id);
  const [addresses, managers] = await Promise.all([listAddresses(ctx, db, ids), listManagers(ctx, db, ids)]);
  const group = <T extends { owner_id: number }>(rows: T[]) => {
    const map = new Map<number, T[]>();
    for (const row of rows) {
      const list = map.get(row.owner_id);
      if (list) list.push(row);
      else map.set(row.owner_id, [row]);
    }
    return map;
  };
  const byOwnerAddress = group(addresses);
  const byOwnerManager = group(managers);
  return owners.map((o) => toOwnerJson(o, byOwnerAddress.get(o.id) ?? [], byOwnerManager.get(o.id) ?? []));
}

export async function listOwners(ctx: TenantScope, db: Db, activeOnly: boolean, page: number, pageSize: number) {
  const tenantId = tenantOf(ctx);
  let base = db.selectFrom('owners').where('tenant_id', '=', tenantId);
  if (activeOnly) base = base.where('is_active', '=', true);
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy(sql`lower(name)`).orderBy('id').limit(pageSize).offset((page - 1) * pageSize).execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: await withChildren(ctx, db, rows), total: count.n };
}

export async function findOwner(ctx: TenantScope, db: Db, id: number): Promise<OwnerJson | undefined> {
  const tenantId = tenantOf(ctx);
  const row = await db.selectFrom('owners').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return (await withChildren(ctx, db, [row]))[0];
}

export async function ownerEmailTaken(ctx: TenantScope, db: Db, email: string, exceptId?: number): Promise<boolean> {
  const tenantId = tenantOf(ctx);
  let q = db.selectFrom('owners').select('id').where('tenant_id', '=', tenantId)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase());
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function managerEmailTaken(ctx: TenantScope, db: Db, ownerId: number, email: string): Promise<boolean> {
  const tenantId = tenantOf(ctx);
  const row = await db.selectFrom('owner_managers').select('id')
    .where('tenant_id', '=', tenantId).where('owner_id', '=', ownerId)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase()).executeTakeFirst();
  return row !== undefined;
}

export function ownerColumns(tenantId: number, info: OwnerInfoValues) {
  return { tenant_id: tenantId, ...info };
}

const addressColumns = (tenantId: number, ownerId: number, a: AddressValues) => ({
  tenant_id: tenantId, owner_id: ownerId, address_1: a.address_1, address_2: a.address_2, city: a.city, state: a.state,
  state_code: a.state_code, zip: a.zip,
});
const managerColumns = (tenantId: number, ownerId: number, m: ManagerValues) => ({
  tenant_id: tenantId, owner_id: ownerId, first_name: m.first_name, last_name: m.last_name, email: m.email, phone: m.phone,
});

export async function insertAddresses(ctx: TenantScope, db: Db, ownerId: number, rows: AddressValues[]): Promise<AddressRow[]> {
  const tenantId = tenantOf(ctx);
  if (rows.length === 0) return [];
  return db.insertInto('owner_addresses').values(rows.map((a) => addressColumns(tenantId, ownerId, a))).returningAll().execute();
}

export async function insertManager(ctx: TenantScope, db: Db, ownerId: number, m: ManagerValues): Promise<ManagerRow> {
  const tenantId = tenantOf(ctx);
  return db.insertInto('owner_managers').values(managerColumns(tenantId, ownerId, m)).returningAll().executeTakeFirstOrThrow();
}

/** A new owner with its addresses and managers (call inside a transaction). */
export async function insertOwner(ctx: TenantScope, db: Db, info: OwnerInfoValues, addresses: AddressValues[], managers: ManagerValues[]) {
  const tenantId = tenantOf(ctx);
  const owner = await db.insertInto('owners').values(ownerColumns(tenantId, info)).returning('id').executeTakeFirstOrThrow();
  await insertAddresses(ctx, db, owner.id, addresses);
  if (managers.length > 0) {
    await db.insertInto('owner_managers').values(managers.map((m) => managerColumns(tenantId, owner.id, m))).execute();
  }
  return owner.id;
}

/** Many owners, each with one address and one manager, in batched multi-row inserts (CSV import). */
export async function insertOwners(
  ctx: TenantScope,
  db: Db,
  rows: { info: OwnerInfoValues; address: AddressValues; manager: ManagerValues }[],
): Promise<number> {
  const tenantId = tenantOf(ctx);
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    const created = await db.insertInto('owners').values(batch.map((r) => ownerColumns(tenantId, r.info)))
      .returning(['id', 'email']).execute();
    // Emails are unique per tenant (checked before and by the index), so they pair rows with new ids.
    const idByEmail = new Map(created.map((c) => [c.email.toLowerCase(), c.id]));
    const ownerId = (r: (typeof batch)[number]) => idByEmail.get(r.info.email.toLowerCase())!;
    await db.insertInto('owner_addresses').values(batch.map((r) => addressColumns(tenantId, ownerId(r), r.address))).execute();
    await db.insertInto('owner_managers').values(batch.map((r) => managerColumns(tenantId, ownerId(r), r.manager))).execute();
  }
  return rows.length;
}

export async function updateOwnerInfo(ctx: TenantScope, db: Db, id: number, columns: Partial<OwnerInfoValues> & { is_active?: boolean }) {
  const tenantId = tenantOf(ctx);
  await db.updateTable('owners').set({ ...columns, updated_at: sql<Date>`now()` })
    .where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}


let savepointCounter = 0;

/**
 * Deletes one child row unless something references it: inside a savepoint, so a foreign-key refusal
 * (projects keep the address and manager they picked) leaves the transaction usable and the row in place.
 */
async function deleteIfUnreferenced(trx: Db, table: 'owner_addresses' | 'owner_managers', tenantId: number, id: number) {
  const name = sql.raw(`owner_child_${(savepointCounter = (savepointCounter + 1) % 1_000_000)}`);
  await sql`savepoint ${name}`.execute(trx);
  try {
    await trx.deleteFrom(table).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    await sql`release savepoint ${name}`.execute(trx);
  } catch (err) {
    await sql`rollback to savepoint ${name}`.execute(trx);
    if (!isForeignKeyViolation(err)) throw err;
  }
}

/**
 * Makes the owner's addresses the given list (call inside a transaction): rows carrying the id of one of
 * this owner's addresses are updated in place (their ids stay valid for projects), rows without a known id
 * are inserted, and the owner's other addresses are deleted unless something still references them.
 */
export async function replaceAddresses(ctx: TenantScope, trx: Db, ownerId: number, rows: AddressValues[]) {
  const tenantId = tenantOf(ctx);
  const existing = await listAddresses(ctx, trx, [ownerId]);
  const known = new Set(existing.map((a) => a.id));
  const kept = new Set<number>();
  const fresh: AddressValues[] = [];
  for (const row of rows) {
    if (row.id !== undefined && known.has(row.id) && !kept.has(row.id)) {
      kept.add(row.id);
      const { tenant_id: _t, owner_id: _o, ...columns } = addressColumns(tenantId, ownerId, row);
      await trx.updateTable('owner_addresses').set({ ...columns, updated_at: sql<Date>`now()` })
        .where('tenant_id', '=', tenantId).where('id', '=', row.id).execute();
    } else {
      fresh.push(row);
    }
  }
  await insertAddresses(ctx, trx, ownerId, fresh);
  for (const a of existing) if (!kept.has(a.id)) await deleteIfUnreferenced(trx, 'owner_addresses', tenantId, a.id);
}

/** The same for managers. */
export async function replaceManagers(ctx: TenantScope, trx: Db, ownerId: number, rows: ManagerValues[]) {
  const tenantId = tenantOf(ctx);
  const existing = await listManagers(ctx, trx, [ownerId]);
  const known = new Set(existing.map((m) => m.id));
  const kept = new Set<number>();
  const fresh: ManagerValues[] = [];
  for (const row of rows) {
    if (row.id !== undefined && known.has(row.id) && !kept.has(row.id)) {
      kept.add(row.id);
      const { tenant_id: _t, owner_id: _o, ...columns } = managerColumns(tenantId, ownerId, row);
      await trx.updateTable('owner_managers').set({ ...columns, updated_at: sql<Date>`now()` })
        .where('tenant_id', '=', tenantId).where('id', '=', row.id).execute();
    } else {
      fresh.push(row);
    }
  }
  // Removed managers go first so a new manager may take over a removed one's email.
  for (const m of existing) if (!kept.has(m.id)) await deleteIfUnreferenced(trx, 'owner_managers', tenantId, m.id);
  for (const m of fresh) await insertManager(ctx, trx, ownerId, m);
}

export async function listGeneric(ctx: TenantScope, db: Db, key: GenericKey) {
  const tenantId = tenantOf(ctx);
  return db.selectFrom('generic_values').select(['id', 'key', 'value'])
    .where('tenant_id', '=', tenantId).where('key', '=', key)
    .orderBy(sql`lower(value)`).orderBy('id').execute();
}

export async function genericValueTaken(ctx: TenantScope, db: Db, key: GenericKey, value: string): Promise<boolean> {
  const tenantId = tenantOf(ctx);
  const row = await db.selectFrom('generic_values').select('id').where('tenant_id', '=', tenantId).where('key', '=', key)
    .where(sql<string>`lower(value)`, '=', value.toLowerCase()).executeTakeFirst();
  return row !== undefined;
}

/** The tenant's owner emails, lower-cased (the CSV import refuses rows that repeat one). */
export async function ownerEmails(ctx: TenantScope, db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom('owners').select('email').where(tenantIs(ctx)).execute();
  return new Set(rows.map((e) => e.email.toLowerCase()));
}

export async function insertGeneric(ctx: TenantScope, db: Db, key: GenericKey, value: string) {
  return db.insertInto('generic_values').values({ tenant_id: tenantOf(ctx), key, value })
    .returning(['id', 'key', 'value']).executeTakeFirstOrThrow();
}

/** How many rows of each declared use name the owner: ['2 projects']; empty when it may be deleted. */
export async function ownerUses(ctx: TenantScope, db: Db, uses: readonly RowUse[], id: number): Promise<string[]> {
  const found = await Promise.all(uses.map(async ({ table, column, singular, plural }) => {
    const row = await db.selectFrom(table).select(sql<number>`count(*)::int`.as('n')).where(tenantIs(ctx))
      .where(sql.ref(column), '=', id).executeTakeFirstOrThrow();
    return row.n > 0 ? `${row.n} ${row.n === 1 ? singular : plural ?? `${singular}s`}` : undefined;
  }));
  return found.filter((use): use is string => use !== undefined);
}

/** Deletes an owner with its addresses and managers (the caller checked nothing uses it). */
export async function deleteOwner(ctx: TenantScope, db: Db, id: number): Promise<void> {
  const tenantId = tenantOf(ctx);
  await db.deleteFrom('owner_managers').where('tenant_id', '=', tenantId).where('owner_id', '=', id).execute();
  await db.deleteFrom('owner_addresses').where('tenant_id', '=', tenantId).where('owner_id', '=', id).execute();
  await db.deleteFrom('owners').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}
