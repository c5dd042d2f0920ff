import { sql } from 'kysely';
import type { Db } from '../../db/types.js';

// Bulk data for benchmarks: many projects for one tenant in a few set-based statements (generate_series),
// far faster than row-by-row inserts. Not used by the product itself.

const FIRST = ['Harbor', 'Summit', 'Cedar', 'Granite', 'Riverside', 'Maple', 'Pioneer', 'Lakeside', 'Canyon', 'Prairie',
  'Willow', 'Heritage', 'Meadow', 'Beacon', 'Oakwood', 'Sterling', 'Falcon', 'Juniper', 'Redwood', 'Aspen', 'Bluebonnet',
  'Mesa', 'Laurel', 'Horizon', 'Magnolia', 'Ironwood', 'Pecan', 'Sandstone', 'Briar', 'Cypress', 'Timber', 'Crescent',
  'Highland', 'Copper', 'Silverado', 'Trinity', 'Colonial'];
const SECOND = ['Tower', 'Plaza', 'Clinic', 'Warehouse', 'School', 'Offices', 'Lofts', 'Center', 'Station', 'Library',
  'Garage', 'Hotel', 'Market', 'Hall', 'Campus', 'Depot', 'Terrace', 'Commons', 'Pavilion', 'Annex', 'Yard', 'Court', 'Works'];

export interface BulkResult {
  inserted: number;
  ms: number;
}

/**
 * Inserts `count` projects into the tenant: names from two word lists plus the number, statuses spread over the
 * 7 values, owners/addresses/managers taken round-robin from the tenant's owners, estimators and project managers
 * from a few employees created here. Project IDs continue after the tenant's highest number.
 */
export async function bulkInsertProjects(db: Db, tenantId: number, count: number, batch = 25_000): Promise<BulkResult> {
  const started = performance.now();
  const company = await db.selectFrom('companies').select(['prefix_project_id']).where('tenant_id', '=', tenantId)
    .executeTakeFirstOrThrow();
  const owners = await sql<{ owner_id: number; address_id: number; manager_id: number }>`
    select o.id as owner_id,
      (select min(a.id) from owner_addresses a where a.tenant_id = o.tenant_id and a.owner_id = o.id) as address_id,
      (select min(m.id) from owner_managers m where m.tenant_id = o.tenant_id and m.owner_id = o.id) as manager_id
    from owners o where o.tenant_id = ${tenantId} order by o.id`.execute(db);
  const usable = owners.rows.filter((o) => o.address_id !== null && o.manager_id !== null);
  if (usable.length === 0) throw new Error('bulkInsertProjects: the tenant has no owner with an address and a manager');

  // Eight employees to pick as estimators and project managers (names are joined into every row).
  const people = await sql<{ id: number }>`
    insert into employees (tenant_id, first_name, last_name, email, phone_number, address1, city, state, zipcode, billable,
      period, rate_per_hour, medical_insurance, hiring_date, cost_per_hour, cost_per_day, cost_per_week, cost_per_month, cost_per_year)
    select ${tenantId}, (array['Ava','Ben','Cole','Dana','Eli','Fay','Gus','Hana'])[g], 'Bench' || g,
      'bench-' || g || '-' || ${Date.now()} || '@bench.test', '(512) 555-0100', '1 Bench St', 'Austin', 'Texas', '78701', true,
      'hourly', 30, 0, date '2020-01-01', 30, 240, 1200, 5200, 62400
    from generate_series(1, 8) g
    returning id`.execute(db);
  const employeeIds = people.rows.map((r) => r.id);

  const maxRow = await sql<{ max: string | null }>`select max(uid_number)::text as max from projects where tenant_id = ${tenantId}`.execute(db);
  const base = BigInt(maxRow.rows[0]?.max ?? '0') + 1n;
  const prefix = (company.prefix_project_id ?? '').trim();
  const uidExpr = prefix === '' ? sql`(${base.toString()}::bigint + g)::text` : sql`${`${prefix}_`} || (${base.toString()}::bigint + g)::text`;
  const ownerIds = usable.map((o) => o.owner_id);
  const addressIds = usable.map((o) => o.address_id);
  const managerIds = usable.map((o) => o.manager_id);
  const k = usable.length;

  let inserted = 0;
  for (let from = 0; from < count; from += batch) {
    const to = Math.min(count, from + batch) - 1;
    const result = await sql`
      insert into projects (tenant_id, project_uid, uid_number, project_name, status, owner_id, owner_address_id,
        owner_manager_id, estimator_id, project_manager_id, address1, city, state, state_code, zipcode, building_type,
        project_type, duration, area, drawing_link, bid_due_date, time_due, construction_start_date,
        estimated_completion_date, total_markup, custom_price_amt, power, water, pco_profit_percentage, total_cost)
      select ${tenantId}, ${uidExpr}, ${base.toString()}::bigint + g,
        (${sql.val(FIRST)}::text[])[1 + g % ${FIRST.length}] || ' ' || (${sql.val(SECOND)}::text[])[1 + (g / ${FIRST.length}) % ${SECOND.length}] || ' ' || g,
        (array['Bidding','Pending','Awarded','Lost','In Progress','Completed','Dead/Not-bid'])[1 + g % 7],
        (${sql.val(ownerIds)}::int[])[1 + g % ${k}], (${sql.val(addressIds)}::int[])[1 + g % ${k}], (${sql.val(managerIds)}::int[])[1 + g % ${k}],
        (${sql.val(employeeIds)}::int[])[1 + g % 8], (${sql.val(employeeIds)}::int[])[1 + (g + 3) % 8],
        (100 + g % 900) || ' Bench Street', 'Austin', 'Texas', 'TX', '78701', 'Office', 'New Construction',
        8, 1000 + g % 50000, 'https://drawings.example.com/' || g, date '2026-01-01' + (g % 365), '14:00',
        date '2026-02-01' + (g % 365), date '2026-04-01' + (g % 365), 10, case when g % 10 = 0 then 100000 + g else 0 end,
        g % 2 = 0, g % 3 = 0, 10, case when g % 10 = 0 then 100000 + g else 0 end
      from generate_series(${from}::int, ${to}::int) g`.execute(db);
    inserted += Number(result.numAffectedRows ?? 0n);
  }
  // Fresh statistics and visibility map: the planner and index-only counts see the new rows.
  await sql`vacuum analyze projects`.execute(db);
  return { inserted, ms: performance.now() - started };
}
