import { sql } from 'kysely';
import { ROLE_IDS } from '../auth/areas.js';
import { hashPassword } from '../auth/passwords.js';
import { newRandomToken } from '../auth/tokens.js';
import { API_MODULES } from '../modules/index.js';
import type { Db, NewCompany } from './types.js';

export const DEMO_USERS = {
  platformAdmin: 'admin@demo.test',
  companyAdmin: 'companyadmin@demo.test',
  fullUser: 'fulluser@demo.test',
  estimator: 'estimator@demo.test',
  subcontractor: 'sub@demo.test',
  secondAdmin: 'admin2@demo.test',
} as const;

export const DEMO_COMPANIES = { first: 'Demo Construction Co', second: 'Second Demo Builders' } as const;

function demoCompany(name: string, admin: string, n: number): NewCompany {
  return {
    company_name: name,
    company_email: `office${n}@demo.test`,
    company_phone: `(512) 555-010${n}`,
    company_image: null,
    default_markup: '10',
    address1: `${100 * n} Main Street`,
    address2: null,
    city: 'Austin',
    state: 'Texas',
    state_code: 'TX',
    zip: '7870' + n,
    country: 'United States',
    company_admin: admin,
    owner_first_name: n === 1 ? 'Olivia' : 'Oscar',
    owner_last_name: 'Owner',
    owner_email: admin,
    owner_phone: `(512) 555-020${n}`,
    prefix_project_id: n === 1 ? 'DC' : 'SD',
    start_project_id: 1000,
  };
}

/** Whether the database has no users yet (first start). */
export async function needsSeed(db: Db): Promise<boolean> {
  const row = await db.selectFrom('users').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return row.n === 0;
}

/** Demo tenants and one user per role (contract: demo data), all with the same password. */
export async function seedDemoData(db: Db, password: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const first = await trx.insertInto('companies').values(demoCompany(DEMO_COMPANIES.first, DEMO_USERS.companyAdmin, 1))
      .returning('tenant_id').executeTakeFirstOrThrow();
    const second = await trx.insertInto('companies').values(demoCompany(DEMO_COMPANIES.second, DEMO_USERS.secondAdmin, 2))
      .returning('tenant_id').executeTakeFirstOrThrow();
    const people: [string, string, string, number, number | null][] = [
      [DEMO_USERS.platformAdmin, 'Platform', 'Admin', ROLE_IDS.platformAdmin, null],
      [DEMO_USERS.companyAdmin, 'Olivia', 'Owner', ROLE_IDS.companyAdmin, first.tenant_id],
      [DEMO_USERS.fullUser, 'Frank', 'Fuller', ROLE_IDS.fullUser, first.tenant_id],
      [DEMO_USERS.estimator, 'Eve', 'Estimator', ROLE_IDS.estimator, first.tenant_id],
      [DEMO_USERS.subcontractor, 'Sam', 'Subcontractor', ROLE_IDS.subcontractor, null],
      [DEMO_USERS.secondAdmin, 'Oscar', 'Owner', ROLE_IDS.companyAdmin, second.tenant_id],
    ];
    for (const [email, firstName, lastName, roleId, tenantId] of people) {
      const user = await trx.insertInto('users').values({
        email,
        password_hash: await hashPassword(password),
        first_name: firstName,
        last_name: lastName,
        phone: '(512) 555-0300',
        role_id: roleId,
        tenant_id: tenantId,
        random_token: newRandomToken(),
      }).returning('id').executeTakeFirstOrThrow();
      if (roleId === ROLE_IDS.subcontractor) {
        await trx.insertInto('subcontractor_links').values([
          { tenant_id: first.tenant_id, user_id: user.id },
          { tenant_id: second.tenant_id, user_id: user.id },
        ]).execute();
      }
    }
    // Each module's demo data in the list's order, so what a step reads (levels, catalogue, bids) is there already.
    const demo = { first: first.tenant_id, second: second.tenant_id, users: DEMO_USERS };
    for (const module of API_MODULES) await module.seed?.(trx, demo, API_MODULES);
  });
}
