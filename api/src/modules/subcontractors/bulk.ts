import { sql } from 'kysely';
import type { Db } from '../../db/types.js';
import type { BulkResult } from '../projects/bulk.js';

// Bulk data for benchmarks (issue 12 scale target): many subcontractors of one tenant, each with an address, a
// manager, one or two divisions with a subdivision, working states or National, in a few set-based statements.
// Not used by the product itself.

const FIRST = ['Lone Star', 'Bluebonnet', 'Red River', 'Gulf Coast', 'Panhandle', 'Hill Country', 'Prairie', 'Brazos', 'Pecos',
  'Ozark', 'Bayou', 'Mesa', 'Trinity', 'Sabine', 'Cimarron', 'Llano', 'Canadian', 'Permian', 'Piney Woods', 'Big Bend'];
const SECOND = ['Concrete', 'Electric', 'Plumbing', 'Steel', 'Roofing', 'Drywall', 'HVAC', 'Masonry', 'Glass', 'Paving',
  'Framing', 'Painting', 'Flooring', 'Excavation', 'Fire Protection', 'Landscaping', 'Insulation', 'Millwork'];
const STATES = ['TX', 'OK', 'LA', 'NM', 'AR', 'CO', 'KS', 'MO', 'MS', 'AL', 'TN', 'AZ'];
const LABOR = ['Union', 'Open Shop', 'Union/Open Shop', 'Supplier', 'Architect', 'MEP', 'Civil', 'Structural'];
const HISTORY = ['Has bid', 'Has Never Bid Before', 'Has Won Bid'];

/**
 * Inserts `count` subcontractors into the tenant (which must have catalogue divisions with subdivisions): names from
 * two word lists plus the number, 1 in 10 National, 1 in 7 inactive, two or three working states otherwise.
 */
export async function bulkInsertSubcontractors(db: Db, tenantId: number, count: number, batch = 25_000): Promise<BulkResult> {
  const started = performance.now();
  const subs = await db.selectFrom('catalogue_subdivisions').select(['id', 'division_id']).where('tenant_id', '=', tenantId)
    .orderBy('division_id').orderBy('id').execute();
  // One subdivision per division, so a row's second division differs from its first.
  const perDivision = [...new Map(subs.map((s) => [s.division_id, s])).values()];
  if (perDivision.length < 2) throw new Error('bulkInsertSubcontractors: the tenant needs at least two catalogue divisions');
  const divisionIds = perDivision.map((s) => s.division_id);
  const subdivisionIds = perDivision.map((s) => s.id);
  const k = perDivision.length;

  let inserted = 0;
  for (let from = 0; from < count; from += batch) {
    const to = Math.min(count, from + batch) - 1;
    // The new rows come back with their number g, so children are written from the same series.
    await sql`
      with made as (
        insert into subcontractors (tenant_id, company_name, first_name, last_name, email, phone_number, is_active, rating, note,
          is_national, working_states, labors_and_design, design_type, bidding_history)
        select ${tenantId}::int,
          (${sql.val(FIRST)}::text[])[1 + g % ${FIRST.length}] || ' ' || (${sql.val(SECOND)}::text[])[1 + (g / ${FIRST.length}) % ${SECOND.length}] || ' ' || g,
          'Pat', 'Bench' || g, 'bench-sub-' || g || '@bench.test', '(512) 555-0100', g % 7 <> 0, g % 6, 'Bench subcontractor ' || g,
          g % 10 = 0,
          case when g % 10 = 0 then '{}'::text[]
            else array[(${sql.val(STATES)}::text[])[1 + g % ${STATES.length}], (${sql.val(STATES)}::text[])[1 + (g / 3 + 1) % ${STATES.length}]] end,
          array[(${sql.val(LABOR)}::text[])[1 + g % ${LABOR.length}]],
          null, (${sql.val(HISTORY)}::text[])[1 + g % 3]
        from generate_series(${from}::int, ${to}::int) g
        returning id, (regexp_match(email, '^bench-sub-(\\d+)@'))[1]::int as g
      ),
      addresses as (
        insert into subcontractor_addresses (tenant_id, subcontractor_id, address_1, city, state, state_code, zip)
        select ${tenantId}::int, id, (100 + g % 900) || ' Bench Street', 'Austin', 'Texas', 'TX', '78701' from made
      ),
      managers as (
        insert into subcontractor_managers (tenant_id, subcontractor_id, first_name, last_name, email, phone)
        select ${tenantId}::int, id, 'Manny', 'Bench' || g, 'bench-mgr-' || g || '@bench.test', '(512) 555-0101' from made
      ),
      divisions as (
        insert into subcontractor_divisions (tenant_id, subcontractor_id, division_id)
        select ${tenantId}::int, id, (${sql.val(divisionIds)}::int[])[1 + g % ${k}] from made
        union all
        select ${tenantId}::int, id, (${sql.val(divisionIds)}::int[])[1 + (g + 1) % ${k}] from made where g % 2 = 0
      )
      insert into subcontractor_subdivisions (tenant_id, subcontractor_id, subdivision_id)
      select ${tenantId}::int, id, (${sql.val(subdivisionIds)}::int[])[1 + g % ${k}] from made
      union all
      select ${tenantId}::int, id, (${sql.val(subdivisionIds)}::int[])[1 + (g + 1) % ${k}] from made where g % 2 = 0`.execute(db);
    inserted += to - from + 1;
  }
  // Fresh statistics and visibility map: the planner and index-only counts see the new rows.
  for (const table of ['subcontractors', 'subcontractor_addresses', 'subcontractor_managers', 'subcontractor_divisions', 'subcontractor_subdivisions']) {
    await sql`vacuum analyze ${sql.table(table)}`.execute(db);
  }
  return { inserted, ms: performance.now() - started };
}
