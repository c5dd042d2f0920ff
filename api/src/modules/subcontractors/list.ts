import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { tenantOf, type TenantScope } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import { containsPattern } from '../projects/repository.js';

// GET contractors (docs/projects.md §7, v2): a filtered, searched page and its total in ONE statement. The database writes the
// rows' JSON (as the project list does) and the route sends the text as it is.

export interface SubListFilter {
  states?: string[];
  divisionIds?: number[];
  laborOrDesign?: string[];
  national?: boolean;
  q?: string;
  active?: 'all' | 'active' | 'inactive';
}

const textArray = (values: string[]) => sql`array[${sql.join(values)}]::text[]`;

function conditions(tenantId: number, filter: SubListFilter): RawBuilder<SqlBool> {
  const parts: RawBuilder<unknown>[] = [sql`c.tenant_id = ${tenantId}`];
  if (filter.active === 'active') parts.push(sql`c.is_active`);
  if (filter.active === 'inactive') parts.push(sql`not c.is_active`);
  if (filter.national) parts.push(sql`c.is_national`);
  // A National subcontractor works in every state, so it answers a state filter too.
  if (filter.states?.length) parts.push(sql`(c.is_national or c.working_states && ${textArray(filter.states)})`);
  if (filter.laborOrDesign?.length) parts.push(sql`c.labors_and_design && ${textArray(filter.laborOrDesign)}`);
  if (filter.divisionIds?.length) {
    parts.push(sql`exists (select 1 from subcontractor_divisions d where d.tenant_id = c.tenant_id
      and d.subcontractor_id = c.id and d.division_id in (${sql.join(filter.divisionIds)}))`);
  }
  const q = filter.q?.trim();
  if (q) parts.push(sql`c.search_text like ${containsPattern(q)}`);
  return sql<SqlBool>`${sql.join(parts, sql` and `)}`;
}

/** The docs/projects.md §3 list row of subcontractor `c`. */
const rowJson = sql`json_build_object(
  'contractorId', c.id, 'name', c.company_name, 'email', c.email, 'phoneNumber', c.phone_number,
  'isActive', c.is_active, 'isNational', c.is_national, 'states', to_json(c.working_states),
  'divisions', coalesce((select json_agg(json_build_object('division_id', v.id, 'division_name', v.division_name, 'division_number', v.division_id)
      order by v.division_id, lower(v.division_name), v.id)
    from subcontractor_divisions d join catalogue_divisions v on v.tenant_id = d.tenant_id and v.id = d.division_id
    where d.tenant_id = c.tenant_id and d.subcontractor_id = c.id), '[]'::json),
  'laborAndDesign', to_json(c.labors_and_design),
  'addresses', coalesce((select json_agg(json_build_object('state', a.state, 'city', a.city) order by a.id)
    from subcontractor_addresses a where a.tenant_id = c.tenant_id and a.subcontractor_id = c.id), '[]'::json),
  'notes', c.note, 'rating', c.rating)`;

/** The page (by company name) as REST JSON text and the total: one statement. */
export async function listSubcontractorsJson(
  ctx: TenantScope, db: Db, filter: SubListFilter, page: number, pageSize: number,
): Promise<{ json: string; total: number }> {
  const result = await subcontractorListStatement(tenantOf(ctx), filter, page, pageSize).execute(db);
  return result.rows[0]!;
}

/** The one statement of a page (also EXPLAINed by tests/bench/explain-subcontractors.ts). */
export function subcontractorListStatement(tenantId: number, filter: SubListFilter, page: number, pageSize: number) {
  const where = conditions(tenantId, filter);
  // Two scalar subqueries, not one shared CTE: the page then walks the name index and stops after its rows, and the
  // count is an index-only scan; a materialized CTE would sort every matching row first (≈2× slower unfiltered at 50k).
  return sql<{ json: string; total: number }>`
    select (select count(*) from subcontractors c where ${where})::int as total,
      coalesce((select json_agg(${rowJson} order by p.sort_name, p.id)
        from (select c.id, lower(c.company_name) as sort_name from subcontractors c where ${where}
          order by lower(c.company_name), c.id limit ${pageSize} offset ${(page - 1) * pageSize}) p
        join subcontractors c on c.tenant_id = ${tenantId} and c.id = p.id), '[]'::json)::text as json`;
}
