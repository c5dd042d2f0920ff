import type { Kysely } from 'kysely';
import { AREAS, DEFAULT_GRANTS, ROLES } from '../../auth/areas.js';
import type { Database } from '../types.js';

// Roles and their default grants are reference data every installation needs, not demo data.
// Later changes to the defaults must come as new migrations, never by editing this one.
export async function up(db: Kysely<unknown>): Promise<void> {
  const kdb = db as Kysely<Database>;
  await kdb.insertInto('roles').values(ROLES).execute();
  for (const role of ROLES) {
    const grants = DEFAULT_GRANTS[role.id] ?? {};
    await kdb
      .insertInto('role_permissions')
      .values(
        AREAS.map((area) => {
          const grant = grants[area];
          return {
            role_id: role.id,
            area,
            can_read: grant?.read ?? false,
            can_write: grant?.write ?? false,
            visible: grant?.read ?? false,
          };
        }),
      )
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const kdb = db as Kysely<Database>;
  await kdb.deleteFrom('role_permissions').execute();
  await kdb.deleteFrom('roles').execute();
}
