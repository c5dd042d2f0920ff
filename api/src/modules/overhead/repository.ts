import { sql, type Selectable } from 'kysely';
import { toMoneyString, toRateString } from '@suite/money';
import { tenantOf, type TenantScope } from '../../auth/context.js';
import type { Db, OverheadServicesTable } from '../../db/types.js';
import { notFound } from '../../errors.js';
import { listActiveEmployees } from '../employees/repository.js';
import { OVERHEAD_MESSAGES, type ServiceKind, type ServiceValues } from './rules.js';
import { serviceAnnual, spread, type OverheadInputs } from './totals.js';

type ServiceRow = Selectable<OverheadServicesTable>;

/** A service with its figures in the five periods (docs/projects.md §3 "Overhead service"). */
export function toServiceJson(row: ServiceRow) {
  const annual = serviceAnnual(row.cost_per_unit, row.units, row.period);
  return {
    id: row.id,
    ID: row.id,
    kind: row.kind,
    name: row.name,
    cost_per_unit: toMoneyString(row.cost_per_unit),
    units: toRateString(row.units),
    period: row.period,
    ...spread(annual),
  };
}

export async function listServices(ctx: TenantScope, db: Db, kind: ServiceKind): Promise<ServiceRow[]> {
  return db.selectFrom('overhead_services').selectAll()
    .where('tenant_id', '=', tenantOf(ctx)).where('kind', '=', kind).orderBy('id').execute();
}

/** A service of this tenant: 404 when this tenant has none by that id (another's is not told apart). */
export async function findService(ctx: TenantScope, db: Db, id: number): Promise<ServiceRow> {
  const row = await db.selectFrom('overhead_services').selectAll()
    .where('tenant_id', '=', tenantOf(ctx)).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(OVERHEAD_MESSAGES.notFound);
  return row;
}

export async function insertService(ctx: TenantScope, db: Db, kind: ServiceKind, values: ServiceValues): Promise<ServiceRow> {
  return db.insertInto('overhead_services').values({ tenant_id: tenantOf(ctx), kind, ...values })
    .returningAll().executeTakeFirstOrThrow();
}

export async function updateService(ctx: TenantScope, db: Db, id: number, values: ServiceValues): Promise<ServiceRow> {
  const row = await db.updateTable('overhead_services').set({ ...values, updated_at: sql<Date>`now()` })
    .where('tenant_id', '=', tenantOf(ctx)).where('id', '=', id).returningAll().executeTakeFirst();
  if (!row) throw notFound(OVERHEAD_MESSAGES.notFound);
  return row;
}

export async function deleteService(ctx: TenantScope, db: Db, id: number): Promise<void> {
  const result = await db.deleteFrom('overhead_services')
    .where('tenant_id', '=', tenantOf(ctx)).where('id', '=', id).executeTakeFirst();
  if (result.numDeletedRows === 0n) throw notFound(OVERHEAD_MESSAGES.notFound);
}

/** The employees grid of the Overhead screen: active employees with their loaded cost in five periods. */
export async function listOverheadLabor(ctx: TenantScope, db: Db) {
  const rows = await listActiveEmployees(ctx, db);
  return rows.map((row) => ({
    ID: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    position: row.position_name,
    level: row.level_name,
    billable: row.billable,
    is_active: row.is_active,
    rate_per_hour: toRateString(row.cost_per_hour),
    rate_per_day: toMoneyString(row.cost_per_day),
    rate_per_week: toMoneyString(row.cost_per_week),
    rate_per_month: toMoneyString(row.cost_per_month),
    rate_per_year: toMoneyString(row.cost_per_year),
  }));
}

/**
 * What the totals blocks are computed from, read in two queries: the active employees' loaded annual costs
 * (non-billable ones are overhead; billable ones are counted as field employees) and every service.
 */
export async function overheadInputs(ctx: TenantScope, db: Db): Promise<OverheadInputs> {
  const tenantId = tenantOf(ctx);
  const [employees, services] = await Promise.all([
    db.selectFrom('employees').select(['billable', 'cost_per_year'])
      .where('tenant_id', '=', tenantId).where('is_active', '=', true).execute(),
    db.selectFrom('overhead_services').select(['kind', 'cost_per_unit', 'units', 'period'])
      .where('tenant_id', '=', tenantId).execute(),
  ]);
  const annual = (s: (typeof services)[number]) => serviceAnnual(s.cost_per_unit, s.units, s.period);
  return {
    overheadEmployeeAnnuals: employees.filter((e) => !e.billable).map((e) => e.cost_per_year),
    serviceAnnuals: services.filter((s) => s.kind !== 'other').map(annual),
    otherAnnuals: services.filter((s) => s.kind === 'other').map(annual),
    fieldEmployees: employees.filter((e) => e.billable).length,
  };
}
