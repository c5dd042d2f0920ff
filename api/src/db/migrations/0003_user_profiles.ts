import { type Kysely, sql } from 'kysely';

// Profile of a staff login (docs/accounts.md §3 "Full user / all user"); phone_number is the existing users.phone.
// employee_id has no foreign key here: the employees table (and that key) come with migration 0004.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table users
      add column if not exists address1 text,
      add column if not exists address2 text,
      add column if not exists city text,
      add column if not exists state text,
      add column if not exists state_code text,
      add column if not exists zipcode text,
      add column if not exists employee_id integer`.execute(db);
  // One login per employee within a tenant.
  await sql`
    create unique index if not exists users_tenant_employee_idx on users (tenant_id, employee_id)
      where employee_id is not null`.execute(db);
  // All Users lists a tenant's staff by name.
  await sql`create index if not exists users_tenant_name_idx on users (tenant_id, first_name, last_name)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists users_tenant_name_idx`.execute(db);
  await sql`drop index if exists users_tenant_employee_idx`.execute(db);
  for (const column of ['employee_id', 'zipcode', 'state_code', 'state', 'city', 'address2', 'address1']) {
    await sql`alter table users drop column if exists ${sql.ref(column)}`.execute(db);
  }
}
