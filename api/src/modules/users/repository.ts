import { tenantOf, type TenantScope } from '../../auth/context.js';
import { sql } from 'kysely';
import { ROLE_IDS } from '../../auth/areas.js';
import type { Db, UserRow } from '../../db/types.js';
import { ROLE_NAMES, type UserRoleId, type UserValues } from './rules.js';

const STAFF_ROLES = [ROLE_IDS.fullUser, ROLE_IDS.estimator];

export function toUserJson(row: UserRow) {
  return {
    ID: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone_number: row.phone,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: row.state,
    state_code: row.state_code,
    zipcode: row.zipcode,
    role: ROLE_NAMES[row.role_id as UserRoleId],
    is_active: row.is_active,
    employee_id: row.employee_id,
  };
}

export type UserJson = ReturnType<typeof toUserJson>;

/** Full users and estimators of one tenant, by name. */
export async function listUsers(ctx: TenantScope, db: Db, page: number, pageSize: number) {
  const tenantId = tenantOf(ctx);
  const base = db.selectFrom('users').where('tenant_id', '=', tenantId).where('role_id', 'in', STAFF_ROLES);
  const rows = await base.selectAll()
    .orderBy(sql`lower(first_name)`).orderBy(sql`lower(last_name)`).orderBy('id')
    .limit(pageSize).offset((page - 1) * pageSize).execute();
  const { total } = await base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
  return { rows, total };
}

export async function findUser(db: Db, userId: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}

/**
 * An employee of the tenant and whether another login already belongs to it. Plain SQL: the
 * employees table is owned by the employees module (migration 0004).
 */
export async function findEmployeeLink(ctx: TenantScope, db: Db, employeeId: number, exceptUserId?: number) {
  const tenantId = tenantOf(ctx);
  const { rows } = await sql<{ id: number; linked: boolean }>`
    select e.id, exists (
      select 1 from users u
      where u.tenant_id = e.tenant_id and u.employee_id = e.id and u.id <> ${exceptUserId ?? 0}
    ) as linked
    from employees e where e.tenant_id = ${tenantId} and e.id = ${employeeId}`.execute(db);
  return rows[0];
}

/** Edits a staff user; deactivating or a new email also ends every token it holds (token_version moves on). */
export async function updateUser(
  db: Db, current: UserRow, values: Partial<Omit<UserValues, 'role_id' | 'is_active'>> & { role_id?: number; is_active?: boolean },
): Promise<UserRow> {
  const deactivating = values.is_active === false && current.is_active;
  const newEmail = values.email !== undefined && values.email.toLowerCase() !== current.email.toLowerCase();
  return db.updateTable('users')
    .set({
      ...values,
      ...(deactivating || newEmail ? { token_version: sql<number>`token_version + 1` } : {}),
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', current.id).where('tenant_id', '=', current.tenant_id!)
    .returningAll().executeTakeFirstOrThrow();
}
