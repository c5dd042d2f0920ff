import { sql } from 'kysely';
import { tenantOf, type TenantScope } from '../../auth/context.js';
import type { Db, LevelRow, PositionRow } from '../../db/types.js';
import { toRateString } from '@suite/money';
import type { ApiModule, RowUse } from '../module.js';
import type { LevelCatalog } from './csv.js';

// Positions and levels of a tenant (Internal Labour): the catalogue employees are hired into.

export function toPositionJson(row: Pick<PositionRow, 'id' | 'name'>) {
  return { ID: row.id, position: row.name };
}

export type LevelRecord = LevelRow & { position_name: string };

export function toLevelJson(row: LevelRecord) {
  return {
    level_id: row.id,
    level: row.name,
    position: row.position_name,
    position_id: row.position_id,
    cost_code: row.cost_code,
    cost_per_unit: toRateString(row.cost_per_unit),
    rate_per_hour: toRateString(row.rate_per_hour),
    rate_per_week: toRateString(row.rate_per_week),
    MasterTenantId: row.tenant_id,
  };
}

export async function listPositions(ctx: TenantScope, db: Db) {
  const tenantId = tenantOf(ctx);
  return db.selectFrom('positions').selectAll().where('tenant_id', '=', tenantId)
    .orderBy(sql`lower(name)`).orderBy('id').execute();
}

export async function findPosition(ctx: TenantScope, db: Db, id: number) {
  const tenantId = tenantOf(ctx);
  return db.selectFrom('positions').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

export async function positionNameTaken(ctx: TenantScope, db: Db, name: string, exceptId?: number) {
  const tenantId = tenantOf(ctx);
  let query = db.selectFrom('positions').select('id').where('tenant_id', '=', tenantId)
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

function levelQuery(db: Db, tenantId: number) {
  return db.selectFrom('levels as l')
    .innerJoin('positions as p', (join) => join.onRef('p.tenant_id', '=', 'l.tenant_id').onRef('p.id', '=', 'l.position_id'))
    .selectAll('l').select('p.name as position_name')
    .where('l.tenant_id', '=', tenantId);
}

export async function listLevels(ctx: TenantScope, db: Db, positionId?: number): Promise<LevelRecord[]> {
  const tenantId = tenantOf(ctx);
  let query = levelQuery(db, tenantId);
  if (positionId !== undefined) query = query.where('l.position_id', '=', positionId);
  return query.orderBy(sql`lower(p.name)`).orderBy('l.position_id').orderBy(sql`lower(l.name)`).orderBy('l.id').execute();
}

export async function findLevel(ctx: TenantScope, db: Db, id: number): Promise<LevelRecord | undefined> {
  const tenantId = tenantOf(ctx);
  return levelQuery(db, tenantId).where('l.id', '=', id).executeTakeFirst();
}

export async function levelNameTaken(ctx: TenantScope, db: Db, positionId: number, name: string, exceptId?: number) {
  const tenantId = tenantOf(ctx);
  let query = db.selectFrom('levels').select('id').where('tenant_id', '=', tenantId).where('position_id', '=', positionId)
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * Whether any declared use (a module descriptor's `uses` of 'level': employees, and the labor lines that price from
 * their level and the tracker rows that keep what was entered on it) names the level.
 */
export async function levelInUse(ctx: TenantScope, db: Db, uses: readonly RowUse[], levelId: number): Promise<boolean> {
  const tenantId = tenantOf(ctx);
  const found = await Promise.all(uses.map(({ table, column }) => db.selectFrom(table).select(sql`1`.as('one'))
    .where(sql.ref('tenant_id'), '=', tenantId).where(sql.ref(column), '=', levelId).executeTakeFirst()));
  return found.some((use) => use !== undefined);
}

/** Cost codes of a position's levels, first level (lowest id) first. */
export async function positionCostCodes(ctx: TenantScope, db: Db, positionId?: number): Promise<string[]> {
  const tenantId = tenantOf(ctx);
  let query = db.selectFrom('levels').select('cost_code').where('tenant_id', '=', tenantId);
  if (positionId !== undefined) query = query.where('position_id', '=', positionId);
  return (await query.orderBy('id').execute()).map((r) => r.cost_code);
}

export async function insertPosition(ctx: TenantScope, db: Db, name: string) {
  return db.insertInto('positions').values({ tenant_id: tenantOf(ctx), name }).returningAll().executeTakeFirstOrThrow();
}

export async function renamePosition(ctx: TenantScope, db: Db, id: number, name: string) {
  return db.updateTable('positions').set({ name, updated_at: new Date() })
    .where('tenant_id', '=', tenantOf(ctx)).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** A new level: rates start at 0 as no employee holds it yet. */
export async function insertLevel(ctx: TenantScope, db: Db, positionId: number, name: string, costCode: string): Promise<number> {
  const row = await db.insertInto('levels').values({
    tenant_id: tenantOf(ctx), position_id: positionId, name, cost_code: costCode,
    rate_per_hour: '0', rate_per_week: '0', cost_per_unit: '0',
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateLevel(ctx: TenantScope, db: Db, id: number, columns: { name: string; cost_code?: string }) {
  await db.updateTable('levels').set({ ...columns, updated_at: new Date() })
    .where('tenant_id', '=', tenantOf(ctx)).where('id', '=', id).execute();
}

export async function deleteLevel(ctx: TenantScope, db: Db, id: number) {
  await db.deleteFrom('levels').where('tenant_id', '=', tenantOf(ctx)).where('id', '=', id).execute();
}

/** A tenant's positions and levels by lower-cased name. */
export async function loadCatalog(ctx: TenantScope, db: Db): Promise<LevelCatalog> {
  const positions = await listPositions(ctx, db);
  const levels = await listLevels(ctx, db);
  const catalog: LevelCatalog = { positions: new Map() };
  const byId = new Map<number, LevelCatalog['positions'] extends Map<string, infer V> ? V : never>();
  for (const p of positions) {
    const entry = { id: p.id, levels: new Map() };
    catalog.positions.set(p.name.toLowerCase(), entry);
    byId.set(p.id, entry);
  }
  for (const l of levels) byId.get(l.position_id)?.levels.set(l.name.toLowerCase(), { id: l.id, position_id: l.position_id, cost_code: l.cost_code });
  return catalog;
}

/** What other modules do when levels change: every module's declared steps, in list order. */
export interface LevelSteps {
  costCodeChanged(ctx: TenantScope, trx: Db, levelId: number, costCode: string): Promise<void>;
  changed(ctx: TenantScope, trx: Db, levelIds: number[]): Promise<void>;
}

export function levelStepsOf(modules: readonly ApiModule[]): LevelSteps {
  return {
    async costCodeChanged(ctx, trx, levelId, costCode) {
      for (const module of modules) await module.levelCostCodeChanged?.(ctx, trx, levelId, costCode);
    },
    async changed(ctx, trx, levelIds) {
      for (const module of modules) await module.levelsChanged?.(ctx, trx, levelIds);
    },
  };
}

/**
 * Creates the positions and levels a file names (matching existing ones case-insensitively) with
 * batched inserts; an existing level gets the file's cost code (and its employees with it).
 */
export async function importPositions(
  ctx: TenantScope, trx: Db, rows: { position: string; level: string; cost_code: string }[], steps: LevelSteps,
) {
  const tenantId = tenantOf(ctx);
  const catalog = await loadCatalog(ctx, trx);
  const newPositions = new Map<string, string>();
  for (const row of rows) {
    const key = row.position.toLowerCase();
    if (!catalog.positions.has(key) && !newPositions.has(key)) newPositions.set(key, row.position);
  }
  const BATCH = 500;
  const names = [...newPositions.values()];
  for (let i = 0; i < names.length; i += BATCH) {
    const created = await trx.insertInto('positions')
      .values(names.slice(i, i + BATCH).map((name) => ({ tenant_id: tenantId, name })))
      .returning(['id', 'name']).execute();
    for (const p of created) catalog.positions.set(p.name.toLowerCase(), { id: p.id, levels: new Map() });
  }
  const newLevels: { tenant_id: number; position_id: number; name: string; cost_code: string; rate_per_hour: string; rate_per_week: string; cost_per_unit: string }[] = [];
  let updated = 0;
  const touched: number[] = [];
  for (const row of rows) {
    const position = catalog.positions.get(row.position.toLowerCase())!;
    const existing = position.levels.get(row.level.toLowerCase());
    if (!existing) {
      newLevels.push({ tenant_id: tenantId, position_id: position.id, name: row.level, cost_code: row.cost_code, rate_per_hour: '0', rate_per_week: '0', cost_per_unit: '0' });
    } else if (existing.cost_code !== row.cost_code) {
      await trx.updateTable('levels').set({ cost_code: row.cost_code, updated_at: new Date() })
        .where('tenant_id', '=', tenantId).where('id', '=', existing.id).execute();
      await steps.costCodeChanged(ctx, trx, existing.id, row.cost_code);
      touched.push(existing.id);
      updated += 1;
    }
  }
  for (let i = 0; i < newLevels.length; i += BATCH) {
    await trx.insertInto('levels').values(newLevels.slice(i, i + BATCH)).execute();
  }
  await steps.changed(ctx, trx, touched);
  return { positions: names.length, levels: newLevels.length, updated };
}
