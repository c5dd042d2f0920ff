import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { tenantOf, type TenantScope } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import { containsPattern } from '../projects/repository.js';

// GET vendor (the All Suppliers view): a filtered, searched page and its total in ONE statement, the same contract
// as GET contractors (subcontractors/list.ts). The database writes the rows' JSON and the route sends the text.

export interface VendorListFilter {
  states?: string[];
  divisionIds?: number[];
  national?: boolean;
  q?: string;
  active?: 'all' | 'active' | 'inactive';
}

const textArray = (values: string[]) => sql`array[${sql.join(values)}]::text[]`;

function conditions(tenantId: number, filter: VendorListFilter): RawBuilder<SqlBool> {
  const parts: RawBuilder<unknown>[] = [sql`v.tenant_id = ${tenantId}`];
  if (filter.active === 'active') parts.push(sql`v.is_active`);
  if (filter.active === 'inactive') parts.push(sql`not v.is_active`);
  if (filter.national) parts.push(sql`v.is_national`);
  // A National vendor delivers everywhere, so it answers a state filter too.
  if (filter.states?.length) parts.push(sql`(v.is_national or v.working_states && ${textArray(filter.states)})`);
  if (filter.divisionIds?.length) {
    parts.push(sql`exists (select 1 from vendor_divisions d where d.tenant_id = v.tenant_id
      and d.vendor_id = v.id and d.division_id in (${sql.join(filter.divisionIds)}))`);
  }
  const q = filter.q?.trim();
  if (q) parts.push(sql`v.search_text like ${containsPattern(q)}`);
  return sql<SqlBool>`${sql.join(parts, sql` and `)}`;
}

/** The list row of vendor `v`. */
const rowJson = sql`json_build_object(
  'vendorId', v.id, 'name', v.company_name,
  'contactName', nullif(btrim(coalesce(v.first_name, '') || ' ' || coalesce(v.last_name, '')), ''),
  'email', v.email, 'phoneNumber', v.phone_number, 'isActive', v.is_active, 'isNational', v.is_national,
  'states', to_json(v.working_states),
  'divisions', coalesce((select json_agg(json_build_object('division_id', c.id, 'division_name', c.division_name, 'division_number', c.division_id)
      order by c.division_id, lower(c.division_name), c.id)
    from vendor_divisions d join catalogue_divisions c on c.tenant_id = d.tenant_id and c.id = d.division_id
    where d.tenant_id = v.tenant_id and d.vendor_id = v.id), '[]'::json),
  'addresses', coalesce((select json_agg(json_build_object('state', a.state, 'city', a.city) order by a.id)
    from vendor_addresses a where a.tenant_id = v.tenant_id and a.vendor_id = v.id), '[]'::json))`;

/** The page (by company name) as REST JSON text and the total: one statement. */
export async function listVendorsJson(
  ctx: TenantScope, db: Db, filter: VendorListFilter, page: number, pageSize: number,
): Promise<{ json: string; total: number }> {
  const tenantId = tenantOf(ctx);
  const where = conditions(tenantId, filter);
  // Two scalar subqueries (as subcontractors/list.ts): the page walks the name index, the count is index-only.
  const result = await sql<{ json: string; total: number }>`
    select (select count(*) from vendors v where ${where})::int as total,
      coalesce((select json_agg(${rowJson} order by p.sort_name, p.id)
        from (select v.id, lower(v.company_name) as sort_name from vendors v where ${where}
          order by lower(v.company_name), v.id limit ${pageSize} offset ${(page - 1) * pageSize}) p
        join vendors v on v.tenant_id = ${tenantId} and v.id = p.id), '[]'::json)::text as json`.execute(db);
  return result.rows[0]!;
}
