import { sql, type Selectable } from 'kysely';
import { tenantIs, tenantOf, type TenantScope } from '../../auth/context.js';
import type { Db, EmployeesTable } from '../../db/types.js';
import { toMoneyString, toRateString } from '@suite/money';
import {
  employeeRates, levelRates, roleName, timeWithCompany, todayIso, type EmployeeValues,
} from './rules.js';

export type ActiveStatus = 'all' | 'active' | 'inactive';

/** An employee row with its position, level and login (users.employee_id) joined in. */
export type EmployeeRecord = Omit<Selectable<EmployeesTable>, 'created_at' | 'updated_at'> & {
  position_name: string | null;
  level_name: string | null;
  user_id: number | null;
  role_id: number | null;
};

/** Employees of one tenant with position, level and login; hiring_date read as text (no time-zone shift). */
function employeeQuery(db: Db, tenantId: number) {
  return db.selectFrom('employees as e')
    .leftJoin('positions as p', (join) => join.onRef('p.tenant_id', '=', 'e.tenant_id').onRef('p.id', '=', 'e.position_id'))
    .leftJoin('levels as l', (join) => join.onRef('l.tenant_id', '=', 'e.tenant_id').onRef('l.id', '=', 'e.level_id'))
    .leftJoin('users as u', (join) => join.onRef('u.tenant_id', '=', 'e.tenant_id').onRef('u.employee_id', '=', 'e.id'))
    .select([
      'e.tenant_id', 'e.id', 'e.first_name', 'e.last_name', 'e.email', 'e.phone_number', 'e.position_id', 'e.level_id',
      'e.cost_code', 'e.address1', 'e.address2', 'e.city', 'e.state', 'e.state_code', 'e.zipcode', 'e.billable',
      'e.period', 'e.rate_per_hour', 'e.rate_per_year', 'e.medical_insurance', 'e.is_active', 'e.cost_per_hour',
      'e.cost_per_day', 'e.cost_per_week', 'e.cost_per_month', 'e.cost_per_year',
      sql<string>`to_char(e.hiring_date, 'YYYY-MM-DD')`.as('hiring_date'),
      'p.name as position_name', 'l.name as level_name', 'u.id as user_id', 'u.role_id as role_id',
    ])
    .where('e.tenant_id', '=', tenantId);
}

export function toEmployeeJson(row: EmployeeRecord, today: string = todayIso()) {
  return {
    ID: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone_number: row.phone_number,
    position: row.position_name,
    position_id: row.position_id,
    level: row.level_name,
    level_id: row.level_id,
    cost_code: row.cost_code,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: row.state,
    state_code: row.state_code,
    zipcode: row.zipcode,
    billable: row.billable,
    period: row.period,
    rate_per_hour: row.rate_per_hour === null ? null : toRateString(row.rate_per_hour),
    rate_per_year: row.rate_per_year === null ? null : toMoneyString(row.rate_per_year),
    medical_insurance: toMoneyString(row.medical_insurance),
    hiring_date: row.hiring_date,
    time_with_company: timeWithCompany(row.hiring_date, today),
    is_active: row.is_active,
    user_id: row.user_id,
    role_id: row.role_id,
    role: roleName(row.role_id),
    rates: {
      per_hour: toRateString(row.cost_per_hour),
      per_day: toMoneyString(row.cost_per_day),
      per_week: toMoneyString(row.cost_per_week),
      per_month: toMoneyString(row.cost_per_month),
      per_year: toMoneyString(row.cost_per_year),
    },
  };
}

export type EmployeeJson = ReturnType<typeof toEmployeeJson>;

export async function findEmployee(ctx: TenantScope, db: Db, id: number): Promise<EmployeeRecord | undefined> {
  const tenantId = tenantOf(ctx);
  return employeeQuery(db, tenantId).where('e.id', '=', id).executeTakeFirst();
}

const statusFilter = (status: ActiveStatus) => (status === 'all' ? undefined : status === 'active');

export async function listEmployees(ctx: TenantScope, db: Db, status: ActiveStatus, page: number, pageSize: number) {
  const tenantId = tenantOf(ctx);
  const active = statusFilter(status);
  let rows = employeeQuery(db, tenantId);
  if (active !== undefined) rows = rows.where('e.is_active', '=', active);
  const items = await rows.orderBy('e.first_name').orderBy('e.last_name').orderBy('e.id')
    .limit(pageSize).offset((page - 1) * pageSize).execute();
  let counts = db.selectFrom('employees')
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`(count(*) filter (where billable))::int`.as('billable'),
    ])
    .where('tenant_id', '=', tenantId);
  if (active !== undefined) counts = counts.where('is_active', '=', active);
  const { total, billable } = await counts.executeTakeFirstOrThrow();
  return { items, total, billable, nonBillable: total - billable };
}

/** Active employees, optionally of one position (internal labour). */
export async function listActiveEmployees(ctx: TenantScope, db: Db, positionId?: number) {
  const tenantId = tenantOf(ctx);
  let query = employeeQuery(db, tenantId).where('e.is_active', '=', true);
  if (positionId !== undefined) query = query.where('e.position_id', '=', positionId);
  return query.orderBy('e.first_name').orderBy('e.last_name').orderBy('e.id').execute();
}

/** Active employees that no login belongs to (the Create New User picker). */
export async function listEmployeesWithoutLogin(ctx: TenantScope, db: Db) {
  const tenantId = tenantOf(ctx);
  return employeeQuery(db, tenantId).where('e.is_active', '=', true).where('u.id', 'is', null)
    .orderBy('e.first_name').orderBy('e.last_name').orderBy('e.id').execute();
}

export async function employeeEmailTaken(ctx: TenantScope, db: Db, email: string, exceptId?: number): Promise<boolean> {
  const tenantId = tenantOf(ctx);
  let query = db.selectFrom('employees').select('id').where('tenant_id', '=', tenantId)
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Column values of an employee: the validated fields, its level's cost code and its loaded cost (docs/money.md §2). */
export function employeeColumns(tenantId: number, values: EmployeeValues, level: { position_id: number; id: number; cost_code: string }) {
  return {
    tenant_id: tenantId,
    first_name: values.first_name,
    last_name: values.last_name,
    email: values.email,
    phone_number: values.phone_number,
    position_id: level.position_id,
    level_id: level.id,
    cost_code: level.cost_code,
    address1: values.address1,
    address2: values.address2,
    city: values.city,
    state: values.state,
    state_code: values.state_code,
    zipcode: values.zipcode,
    billable: values.billable,
    period: values.period,
    rate_per_hour: values.rate_per_hour,
    rate_per_year: values.rate_per_year,
    medical_insurance: values.medical_insurance,
    hiring_date: values.hiring_date,
    ...employeeRates(values),
  };
}

export type EmployeeColumns = ReturnType<typeof employeeColumns>;

export async function insertEmployee(db: Db, columns: EmployeeColumns): Promise<number> {
  const row = await db.insertInto('employees').values(columns).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

// Column types of a bulk insert, in EmployeeColumns order (json_to_recordset needs them spelled out).
const BULK_COLUMNS: [keyof EmployeeColumns, string][] = [
  ['tenant_id', 'integer'], ['first_name', 'text'], ['last_name', 'text'], ['email', 'text'], ['phone_number', 'text'],
  ['position_id', 'integer'], ['level_id', 'integer'], ['cost_code', 'text'], ['address1', 'text'], ['address2', 'text'],
  ['city', 'text'], ['state', 'text'], ['state_code', 'text'], ['zipcode', 'text'], ['billable', 'boolean'],
  ['period', 'text'], ['rate_per_hour', 'numeric'], ['rate_per_year', 'numeric'], ['medical_insurance', 'numeric'],
  ['hiring_date', 'date'], ['cost_per_hour', 'numeric'], ['cost_per_day', 'numeric'], ['cost_per_week', 'numeric'],
  ['cost_per_month', 'numeric'], ['cost_per_year', 'numeric'],
];

/**
 * Inserts many employees in batches: each batch is ONE statement with ONE parameter (the rows as JSON,
 * expanded by json_to_recordset), which is far cheaper than thousands of bound values per statement.
 */
export async function insertEmployees(db: Db, rows: EmployeeColumns[], batchSize = 2000): Promise<number> {
  const names = sql.join(BULK_COLUMNS.map(([name]) => sql.ref(name)));
  const picks = sql.join(BULK_COLUMNS.map(([name]) => sql.ref(`x.${name}`)));
  const types = sql.raw(BULK_COLUMNS.map(([name, type]) => `${name} ${type}`).join(', '));
  let inserted = 0;
  for (let i = 0; i < rows.length; i += batchSize) {
    const batch = rows.slice(i, i + batchSize);
    const result = await sql`insert into employees (${names})
      select ${picks} from json_to_recordset(${JSON.stringify(batch)}::json) as x(${types})`.execute(db);
    inserted += Number(result.numAffectedRows ?? BigInt(batch.length));
  }
  return inserted;
}

export async function updateEmployee(ctx: TenantScope, db: Db, id: number, columns: Partial<EmployeeColumns> & { is_active?: boolean }) {
  const tenantId = tenantOf(ctx);
  const { tenant_id: _tenant, ...set } = columns;
  await db.updateTable('employees').set({ ...set, updated_at: sql<Date>`now()` })
    .where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}

/**
 * Recomputes the levels' rates from their active employees (docs/money.md §4), inside the caller's
 * transaction: one read of the employees' hourly costs, then one update per level.
 */
export async function recomputeLevels(ctx: TenantScope, db: Db, levelIds: Iterable<number | null | undefined>): Promise<void> {
  const tenantId = tenantOf(ctx);
  const ids = [...new Set([...levelIds].filter((id): id is number => typeof id === 'number'))];
  if (ids.length === 0) return;
  const rows = await db.selectFrom('employees').select(['level_id', 'cost_per_hour'])
    .where('tenant_id', '=', tenantId).where('level_id', 'in', ids).where('is_active', '=', true).execute();
  const costs = new Map<number, string[]>(ids.map((id) => [id, []]));
  for (const row of rows) costs.get(row.level_id!)?.push(row.cost_per_hour);
  for (const [id, hourly] of costs) {
    await db.updateTable('levels').set({ ...levelRates(hourly), updated_at: sql<Date>`now()` })
      .where('tenant_id', '=', tenantId).where('id', '=', id).execute();
  }
}

/** A level's new cost code also becomes the cost code of the employees holding it. */
export async function syncEmployeeCostCodes(ctx: TenantScope, db: Db, levelId: number, costCode: string) {
  const tenantId = tenantOf(ctx);
  await db.updateTable('employees').set({ cost_code: costCode, updated_at: sql<Date>`now()` })
    .where('tenant_id', '=', tenantId).where('level_id', '=', levelId).where('cost_code', 'is distinct from', costCode).execute();
}

/** The tenant's employee emails, lower-cased (the CSV import refuses rows that repeat one). */
export async function employeeEmails(ctx: TenantScope, db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom('employees').select('email').where(tenantIs(ctx)).execute();
  return new Set(rows.map((e) => e.email.toLowerCase()));
}

/**
 * What keeps an employee from being deleted, in words for the 409: its login, and the projects that name it
 * as estimator, project manager or site superintendent. Empty when nothing does.
 */
export async function employeeUses(ctx: TenantScope, db: Db, id: number): Promise<string[]> {
  const tenantId = tenantOf(ctx);
  const [login, projects] = await Promise.all([
    db.selectFrom('users').select('id').where('tenant_id', '=', tenantId).where('employee_id', '=', id).executeTakeFirst(),
    db.selectFrom('projects').select(sql<number>`count(*)::int`.as('n')).where('tenant_id', '=', tenantId)
      .where((eb) => eb.or([eb('estimator_id', '=', id), eb('project_manager_id', '=', id), eb('site_super_id', '=', id)]))
      .executeTakeFirstOrThrow(),
  ]);
  const uses: string[] = [];
  if (login) uses.push("a user's login");
  if (projects.n > 0) uses.push(`on the staff of ${projects.n} project${projects.n === 1 ? '' : 's'}`);
  return uses;
}

export async function deleteEmployee(ctx: TenantScope, db: Db, id: number): Promise<void> {
  await db.deleteFrom('employees').where('tenant_id', '=', tenantOf(ctx)).where('id', '=', id).execute();
}
