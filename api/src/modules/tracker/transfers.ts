import { sql } from 'kysely';
import { fitsNumeric, type Decimal } from '@suite/money';
import { tenantOf, type RequestContext } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import { badField } from '../lines/fields.js';
import { notFound } from '../../errors.js';
import { TRACKER_MESSAGES } from './rules.js';

// Scope transfers (docs/projects.md §5 Scope transfer; README.md): an amount added to the scope transfer of the row of a key,
// the row created when new. The key's ids are checked to be the caller's and to belong together (a level of the
// position, a subdivision of the division, …), else 400 naming the field.

export interface RowKey {
  typee: 'IL' | 'DT';
  row_key: string;
  position_id: number | null;
  level_id: number | null;
  division_id: number | null;
  subdivision_id: number | null;
  category_id: number | null;
  part_id: number | null;
}

/** Locks the project row first (README: a transfer and an edit of one row never interleave); 404 when not the caller's. */
export async function lockTrackerProject(ctx: RequestContext, trx: Db, projectId: number): Promise<void> {
  const row = await trx.selectFrom('projects').select('id').where('tenant_id', '=', tenantOf(ctx)).where('id', '=', projectId)
    .forUpdate().executeTakeFirst();
  if (!row) throw notFound(TRACKER_MESSAGES.projectNotFound);
}

const notValid = (field: string, what: string) => badField(field, TRACKER_MESSAGES.notYours(what));

export async function laborKey(ctx: RequestContext, db: Db, positionId: number, levelId: number): Promise<RowKey> {
  const t = tenantOf(ctx);
  const position = await db.selectFrom('positions').select('id').where('tenant_id', '=', t).where('id', '=', positionId).executeTakeFirst();
  if (!position) throw notValid('position', 'position');
  const level = await db.selectFrom('levels').select('id').where('tenant_id', '=', t).where('position_id', '=', positionId)
    .where('id', '=', levelId).executeTakeFirst();
  if (!level) throw notValid('trade', 'level');
  return {
    typee: 'IL', row_key: `IL:${positionId}:${levelId}`, position_id: positionId, level_id: levelId,
    division_id: null, subdivision_id: null, category_id: null, part_id: null,
  };
}

export async function tradeKey(
  ctx: RequestContext, db: Db, divisionId: number, subdivisionId: number, categoryId: number, partId: number,
): Promise<RowKey> {
  const t = tenantOf(ctx);
  const found = await sql<{ division: boolean; subdivision: boolean; category: boolean; part: boolean }>`
    select
      exists (select 1 from catalogue_divisions d where d.tenant_id = ${t} and d.id = ${divisionId}) as division,
      exists (select 1 from catalogue_subdivisions s where s.tenant_id = ${t} and s.id = ${subdivisionId} and s.division_id = ${divisionId}) as subdivision,
      exists (select 1 from catalogue_categories c where c.tenant_id = ${t} and c.id = ${categoryId} and c.subdivision_id = ${subdivisionId}) as category,
      exists (select 1 from catalogue_parts p where p.tenant_id = ${t} and p.id = ${partId} and p.category_id = ${categoryId}) as part`.execute(db);
  const row = found.rows[0]!;
  if (!row.division) throw notValid('division', 'division');
  if (!row.subdivision) throw notValid('subDivision', 'subdivision');
  if (!row.category) throw notValid('trade', 'category');
  if (!row.part) throw notValid('part', 'part');
  return {
    typee: 'DT', row_key: `DT:${divisionId}:${subdivisionId}:${categoryId}:${partId}`, position_id: null, level_id: null,
    division_id: divisionId, subdivision_id: subdivisionId, category_id: categoryId, part_id: partId,
  };
}

/** Adds `amount` to the key's scope transfer in one transaction under the project lock; the row's id. */
export async function addScopeTransfer(ctx: RequestContext, db: Db, projectId: number, key: RowKey, amount: Decimal): Promise<number> {
  const t = tenantOf(ctx);
  return db.transaction().execute(async (trx) => {
    await lockTrackerProject(ctx, trx, projectId);
    const current = await trx.selectFrom('tracker_rows').select(['id', 'scope_transfer'])
      .where('tenant_id', '=', t).where('project_id', '=', projectId).where('row_key', '=', key.row_key).executeTakeFirst();
    const next = amount.plus(current?.scope_transfer ?? '0');
    if (!fitsNumeric(next, 14, 2)) throw badField('scopeTransfer', TRACKER_MESSAGES.tooLarge);
    if (current) {
      await trx.updateTable('tracker_rows').set({ scope_transfer: next.toFixed(2), updated_at: sql<Date>`now()` })
        .where('tenant_id', '=', t).where('id', '=', current.id).execute();
      return current.id;
    }
    const row = await trx.insertInto('tracker_rows').values({ tenant_id: t, project_id: projectId, ...key, scope_transfer: next.toFixed(2) })
      .returning('id').executeTakeFirstOrThrow();
    return row.id;
  });
}
