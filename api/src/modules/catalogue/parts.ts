import { sql, type SqlBool } from 'kysely';
import { toMoneyString } from '@suite/money';
import { tenantIs, tenantOf, type TenantScope } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import { notFound } from '../../errors.js';
import { containsPattern } from '../projects/repository.js';
import { CATALOGUE_MESSAGES, type PartValues } from './rules.js';

// Parts of a tenant's catalogue (docs/projects.md §3 "Part"): each in one category, priced per unit of measure.

function partQuery(ctx: TenantScope, db: Db) {
  return db.selectFrom('catalogue_parts as p')
    .innerJoin('catalogue_categories as c', (j) => j.onRef('c.tenant_id', '=', 'p.tenant_id').onRef('c.id', '=', 'p.category_id'))
    .innerJoin('catalogue_subdivisions as s', (j) => j.onRef('s.tenant_id', '=', 'c.tenant_id').onRef('s.id', '=', 'c.subdivision_id'))
    .innerJoin('catalogue_divisions as d', (j) => j.onRef('d.tenant_id', '=', 's.tenant_id').onRef('d.id', '=', 's.division_id'))
    .innerJoin('catalogue_units as u', (j) => j.onRef('u.tenant_id', '=', 'p.tenant_id').onRef('u.id', '=', 'p.unit_id'))
    .where(tenantIs(ctx, 'p'));
}

const PART_COLUMNS = [
  'p.id', 'p.part_hold', 'p.category_id', 'c.category_name', 'c.subdivision_id', 's.subdivision_name', 's.division_id',
  'd.division_name', 'p.cost_per_unit', 'u.u_per_m', 'p.unit_id', 'p.cost_code',
] as const;

const partOrder = sql`d.division_id is null, d.division_id, lower(d.division_name), lower(s.subdivision_name),
  lower(c.category_name), lower(p.part_hold), p.id`;

type PartRecord = Awaited<ReturnType<typeof partsOfCategory>>[number];

/** `external`: role 13's view, without the part's price (docs/roles.md: it sees no price; issue 30 §2). */
export function toPartJson(r: PartRecord, external = false) {
  return {
    id: r.id,
    part_hold: r.part_hold,
    category_id: r.category_id,
    category_name: r.category_name,
    subdivision_id: r.subdivision_id,
    subdivision_name: r.subdivision_name,
    division_id: r.division_id,
    division_name: r.division_name,
    cost_per_unit: external ? null : toMoneyString(r.cost_per_unit),
    u_per_m: r.u_per_m,
    u_per_m_id: r.unit_id,
    cost_code: r.cost_code,
  };
}

export interface PartFilter {
  division_id?: number;
  subdivision_id?: number;
  category_id?: number;
  q?: string;
}

/** One page of parts (or every matching part with `all`), with the count of every match. */
export async function listParts(ctx: TenantScope, db: Db, filter: PartFilter, page: { page: number; pageSize: number } | 'all') {
  let query = partQuery(ctx, db);
  if (filter.division_id !== undefined) query = query.where('s.division_id', '=', filter.division_id);
  if (filter.subdivision_id !== undefined) query = query.where('c.subdivision_id', '=', filter.subdivision_id);
  if (filter.category_id !== undefined) query = query.where('p.category_id', '=', filter.category_id);
  const q = filter.q?.trim();
  if (q) {
    const pattern = containsPattern(q);
    query = query.where(sql<SqlBool>`(lower(p.part_hold) like ${pattern} or lower(p.cost_code) like ${pattern})`);
  }
  let rows = query.select(PART_COLUMNS).orderBy(partOrder);
  if (page !== 'all') rows = rows.limit(page.pageSize).offset((page.page - 1) * page.pageSize);
  const [items, count] = await Promise.all([
    rows.execute(),
    page === 'all' ? undefined : query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: count?.n ?? items.length };
}

/** The parts of one category (GET directtrade/subsubdivision/{categoryId}). */
export async function partsOfCategory(ctx: TenantScope, db: Db, categoryId: number) {
  return partQuery(ctx, db).select(PART_COLUMNS).where('p.category_id', '=', categoryId).orderBy(partOrder).execute();
}

export async function findPart(ctx: TenantScope, db: Db, id: number): Promise<PartRecord> {
  const row = await partQuery(ctx, db).select(PART_COLUMNS).where('p.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(CATALOGUE_MESSAGES.partNotFound);
  return row;
}

export async function partNameTaken(ctx: TenantScope, db: Db, values: Pick<PartValues, 'part_hold' | 'category_id'>, exceptId?: number) {
  let query = db.selectFrom('catalogue_parts').select('id').where(tenantIs(ctx)).where('category_id', '=', values.category_id)
    .where(sql<string>`lower(part_hold)`, '=', values.part_hold.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertPart(ctx: TenantScope, db: Db, values: PartValues) {
  const row = await db.insertInto('catalogue_parts').values({ tenant_id: tenantOf(ctx), ...values })
    .returning('id').executeTakeFirstOrThrow();
  return findPart(ctx, db, row.id);
}

export async function updatePart(ctx: TenantScope, db: Db, id: number, values: PartValues) {
  await db.updateTable('catalogue_parts').set({ ...values, updated_at: sql<Date>`now()` })
    .where(tenantIs(ctx)).where('id', '=', id).execute();
  return findPart(ctx, db, id);
}

/** Inserts the parts of a checked CSV file in batches (inside the caller's transaction). */
export async function insertParts(ctx: TenantScope, trx: Db, parts: PartValues[]): Promise<number> {
  const tenantId = tenantOf(ctx);
  const BATCH = 1000;
  for (let i = 0; i < parts.length; i += BATCH) {
    await trx.insertInto('catalogue_parts').values(parts.slice(i, i + BATCH).map((p) => ({ tenant_id: tenantId, ...p }))).execute();
  }
  return parts.length;
}

/** What a CSV file is checked against: the tenant's categories by path, units and existing part names. */
export async function csvLookups(ctx: TenantScope, db: Db) {
  const [categories, units, parts] = await Promise.all([
    db.selectFrom('catalogue_categories as c')
      .innerJoin('catalogue_subdivisions as s', (j) => j.onRef('s.tenant_id', '=', 'c.tenant_id').onRef('s.id', '=', 'c.subdivision_id'))
      .innerJoin('catalogue_divisions as d', (j) => j.onRef('d.tenant_id', '=', 's.tenant_id').onRef('d.id', '=', 's.division_id'))
      .select(['c.id', 'c.category_name', 's.subdivision_name', 'd.division_name', 'd.division_id'])
      .where(tenantIs(ctx, 'c')).execute(),
    db.selectFrom('catalogue_units').select(['id', 'u_per_m']).where(tenantIs(ctx)).execute(),
    db.selectFrom('catalogue_parts').select(['category_id', 'part_hold']).where(tenantIs(ctx)).execute(),
  ]);
  return { categories, units, parts };
}
