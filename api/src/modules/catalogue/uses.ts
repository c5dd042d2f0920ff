import { sql } from 'kysely';
import { tenantIs, type TenantScope } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import { declaredUses, type ApiModule, type RowUse } from '../module.js';
import { countOf, type CatalogueLevel } from './rules.js';

// What keeps a catalogue row from being deleted: the uses every module declares (its descriptor's `uses`, the
// catalogue's own children first), each answering a phrase such as '3 parts' or nothing. A later module adds its
// lines to the level they reference in its own descriptor, and every DELETE route and its 409 message follow. The
// foreign keys of migration 0010 stay the net under them.

export type UseCheck = (ctx: TenantScope, db: Db, id: number) => Promise<string | undefined>;

/** A check counting the rows of `table` whose `column` names the id: '3 parts'. */
function counted({ table, column, singular, plural }: RowUse): UseCheck {
  return async (ctx, db, id) => {
    const row = await db.selectFrom(table).select(sql<number>`count(*)::int`.as('n')).where(tenantIs(ctx))
      .where(sql.ref(column), '=', id).executeTakeFirstOrThrow();
    return row.n > 0 ? countOf(row.n, singular, plural) : undefined;
  };
}

const LEVELS: readonly CatalogueLevel[] = ['division', 'subdivision', 'category', 'part', 'unit'];

/** The checks of every catalogue level, from the modules' declared uses in list order. */
export function useChecks(modules: readonly ApiModule[]): Record<CatalogueLevel, UseCheck[]> {
  return Object.fromEntries(LEVELS.map((level) => [level, declaredUses(modules, level).map(counted)])) as Record<CatalogueLevel, UseCheck[]>;
}

/** Every use of a row at one level, e.g. ['3 parts']; empty when it may be deleted. */
export async function usesOf(checks: Record<CatalogueLevel, UseCheck[]>, ctx: TenantScope, db: Db, level: CatalogueLevel, id: number) {
  const found = await Promise.all(checks[level].map((check) => check(ctx, db, id)));
  return found.filter((use): use is string => use !== undefined);
}
