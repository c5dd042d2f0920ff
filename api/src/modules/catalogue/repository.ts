import { sql } from 'kysely';
import { tenantIs, tenantOf, type TenantScope } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import { notFound } from '../../errors.js';
import {
  CATALOGUE_MESSAGES, type CategoryValues, type DivisionValues, type SubdivisionValues, type UnitValues,
} from './rules.js';

// Divisions, subdivisions, categories and units of measure of a tenant (parts: parts.ts). Every query is scoped to
// the caller's tenant through tenantIs/tenantOf; another tenant's id reads as missing (404, never 403).

// CSI numbers sort as text ('03' < '10'); a division without one goes last.
const divisionOrder = sql`d.division_id is null, d.division_id, lower(d.division_name), d.id`;

// A Division's division_id is its CSI number; division_number repeats it under the name every other answer uses.
const DIVISION_COLUMNS = ['d.id', 'd.division_id', 'd.division_name', 'd.division_id as division_number'] as const;

export async function listDivisions(ctx: TenantScope, db: Db) {
  return db.selectFrom('catalogue_divisions as d').select(DIVISION_COLUMNS)
    .where(tenantIs(ctx, 'd')).orderBy(divisionOrder).execute();
}

export type DivisionRecord = Awaited<ReturnType<typeof listDivisions>>[number];

export async function findDivision(ctx: TenantScope, db: Db, id: number): Promise<DivisionRecord> {
  const row = await db.selectFrom('catalogue_divisions as d').select(DIVISION_COLUMNS)
    .where(tenantIs(ctx, 'd')).where('d.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(CATALOGUE_MESSAGES.divisionNotFound);
  return row;
}

/** Which of a division's values another division of the tenant already has: 'division_name' or 'division_id'. */
export async function divisionClash(ctx: TenantScope, db: Db, values: DivisionValues, exceptId?: number) {
  let query = db.selectFrom('catalogue_divisions').select(['division_name', 'division_id']).where(tenantIs(ctx))
    .where((eb) => eb.or([
      eb(sql<string>`lower(division_name)`, '=', values.division_name.toLowerCase()),
      ...(values.division_id !== null ? [eb('division_id', '=', values.division_id)] : []),
    ]));
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  const rows = await query.execute();
  if (rows.some((r) => r.division_name.toLowerCase() === values.division_name.toLowerCase())) return 'division_name';
  return rows.length > 0 ? 'division_id' : undefined;
}

export async function insertDivision(ctx: TenantScope, db: Db, values: DivisionValues) {
  const row = await db.insertInto('catalogue_divisions').values({ tenant_id: tenantOf(ctx), ...values })
    .returning('id').executeTakeFirstOrThrow();
  return findDivision(ctx, db, row.id);
}

export async function updateDivision(ctx: TenantScope, db: Db, id: number, values: DivisionValues) {
  await db.updateTable('catalogue_divisions').set({ ...values, updated_at: sql<Date>`now()` })
    .where(tenantIs(ctx)).where('id', '=', id).execute();
  return findDivision(ctx, db, id);
}

function subdivisionQuery(ctx: TenantScope, db: Db) {
  return db.selectFrom('catalogue_subdivisions as s')
    .innerJoin('catalogue_divisions as d', (j) => j.onRef('d.tenant_id', '=', 's.tenant_id').onRef('d.id', '=', 's.division_id'))
    .select(['s.id as subdivision_id', 's.subdivision_name', 's.division_id', 'd.division_name', 'd.division_id as division_number'])
    .where(tenantIs(ctx, 's'));
}

export async function listSubdivisions(ctx: TenantScope, db: Db, divisionId?: number) {
  let query = subdivisionQuery(ctx, db);
  if (divisionId !== undefined) query = query.where('s.division_id', '=', divisionId);
  return query.orderBy(divisionOrder).orderBy(sql`lower(s.subdivision_name)`).orderBy('s.id').execute();
}

export type SubdivisionRecord = Awaited<ReturnType<typeof listSubdivisions>>[number];

export async function findSubdivision(ctx: TenantScope, db: Db, id: number): Promise<SubdivisionRecord> {
  const row = await subdivisionQuery(ctx, db).where('s.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(CATALOGUE_MESSAGES.subdivisionNotFound);
  return row;
}

export async function subdivisionNameTaken(ctx: TenantScope, db: Db, values: SubdivisionValues, exceptId?: number) {
  let query = db.selectFrom('catalogue_subdivisions').select('id').where(tenantIs(ctx)).where('division_id', '=', values.division_id)
    .where(sql<string>`lower(subdivision_name)`, '=', values.subdivision_name.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertSubdivision(ctx: TenantScope, db: Db, values: SubdivisionValues) {
  const row = await db.insertInto('catalogue_subdivisions').values({ tenant_id: tenantOf(ctx), ...values })
    .returning('id').executeTakeFirstOrThrow();
  return findSubdivision(ctx, db, row.id);
}

export async function updateSubdivision(ctx: TenantScope, db: Db, id: number, values: SubdivisionValues) {
  await db.updateTable('catalogue_subdivisions').set({ ...values, updated_at: sql<Date>`now()` })
    .where(tenantIs(ctx)).where('id', '=', id).execute();
  return findSubdivision(ctx, db, id);
}

function categoryQuery(ctx: TenantScope, db: Db) {
  return db.selectFrom('catalogue_categories as c')
    .innerJoin('catalogue_subdivisions as s', (j) => j.onRef('s.tenant_id', '=', 'c.tenant_id').onRef('s.id', '=', 'c.subdivision_id'))
    .innerJoin('catalogue_divisions as d', (j) => j.onRef('d.tenant_id', '=', 's.tenant_id').onRef('d.id', '=', 's.division_id'))
    .select([
      'c.id as category_id', 'c.category_name', 'c.subdivision_id', 's.subdivision_name', 's.division_id', 'd.division_name',
      'd.division_id as division_number',
    ])
    .where(tenantIs(ctx, 'c'));
}

export async function listCategories(ctx: TenantScope, db: Db, subdivisionId?: number) {
  let query = categoryQuery(ctx, db);
  if (subdivisionId !== undefined) query = query.where('c.subdivision_id', '=', subdivisionId);
  return query.orderBy(divisionOrder).orderBy(sql`lower(s.subdivision_name)`).orderBy(sql`lower(c.category_name)`).orderBy('c.id')
    .execute();
}

export type CategoryRecord = Awaited<ReturnType<typeof listCategories>>[number];

export async function findCategory(ctx: TenantScope, db: Db, id: number): Promise<CategoryRecord> {
  const row = await categoryQuery(ctx, db).where('c.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(CATALOGUE_MESSAGES.categoryNotFound);
  return row;
}

export async function categoryNameTaken(ctx: TenantScope, db: Db, values: CategoryValues, exceptId?: number) {
  let query = db.selectFrom('catalogue_categories').select('id').where(tenantIs(ctx)).where('subdivision_id', '=', values.subdivision_id)
    .where(sql<string>`lower(category_name)`, '=', values.category_name.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertCategory(ctx: TenantScope, db: Db, values: CategoryValues) {
  const row = await db.insertInto('catalogue_categories').values({ tenant_id: tenantOf(ctx), ...values })
    .returning('id').executeTakeFirstOrThrow();
  return findCategory(ctx, db, row.id);
}

export async function updateCategory(ctx: TenantScope, db: Db, id: number, values: CategoryValues) {
  await db.updateTable('catalogue_categories').set({ ...values, updated_at: sql<Date>`now()` })
    .where(tenantIs(ctx)).where('id', '=', id).execute();
  return findCategory(ctx, db, id);
}

export async function listUnits(ctx: TenantScope, db: Db) {
  return db.selectFrom('catalogue_units').select(['id', 'u_per_m']).where(tenantIs(ctx)).orderBy(sql`lower(u_per_m)`).orderBy('id').execute();
}

export type UnitRecord = Awaited<ReturnType<typeof listUnits>>[number];

export async function findUnit(ctx: TenantScope, db: Db, id: number): Promise<UnitRecord> {
  const row = await db.selectFrom('catalogue_units').select(['id', 'u_per_m']).where(tenantIs(ctx)).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(CATALOGUE_MESSAGES.unitNotFound);
  return row;
}

export async function unitNameTaken(ctx: TenantScope, db: Db, values: UnitValues, exceptId?: number) {
  let query = db.selectFrom('catalogue_units').select('id').where(tenantIs(ctx))
    .where(sql<string>`lower(u_per_m)`, '=', values.u_per_m.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertUnit(ctx: TenantScope, db: Db, values: UnitValues) {
  return db.insertInto('catalogue_units').values({ tenant_id: tenantOf(ctx), ...values }).returning(['id', 'u_per_m'])
    .executeTakeFirstOrThrow();
}

export async function updateUnit(ctx: TenantScope, db: Db, id: number, values: UnitValues) {
  return db.updateTable('catalogue_units').set({ ...values, updated_at: sql<Date>`now()` })
    .where(tenantIs(ctx)).where('id', '=', id).returning(['id', 'u_per_m']).executeTakeFirstOrThrow();
}

/** The catalogue tables a delete can name, by level. */
export const LEVEL_TABLES = {
  division: 'catalogue_divisions',
  subdivision: 'catalogue_subdivisions',
  category: 'catalogue_categories',
  part: 'catalogue_parts',
  unit: 'catalogue_units',
} as const;

export async function deleteRow(ctx: TenantScope, db: Db, level: keyof typeof LEVEL_TABLES, id: number): Promise<void> {
  await db.deleteFrom(LEVEL_TABLES[level]).where(tenantIs(ctx)).where('id', '=', id).execute();
}

export const toDivisionJson = (r: DivisionRecord) =>
  ({ id: r.id, division_id: r.division_id, division_name: r.division_name, division_number: r.division_number });
export const toUnitJson = (r: UnitRecord) => ({ ID: r.id, u_per_m: r.u_per_m });
