import { type Kysely, sql } from 'kysely';

// Positions, levels and employees (docs/accounts.md §3, docs/money.md §2 and §4). Every key carries tenant_id so
// the tables can be distributed by tenant. Money is numeric(14,2), rates numeric(14,4) (docs/money.md §1).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table positions (
      tenant_id integer not null references companies(tenant_id),
      id serial not null,
      name text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id)
    )`.execute(db);
  await sql`create unique index positions_tenant_name_idx on positions (tenant_id, lower(name))`.execute(db);

  await sql`
    create table levels (
      tenant_id integer not null,
      id serial not null,
      position_id integer not null,
      name text not null,
      cost_code text not null,
      rate_per_hour numeric(14,4) not null default 0,
      rate_per_week numeric(14,4) not null default 0,
      cost_per_unit numeric(14,4) not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, position_id, id),
      foreign key (tenant_id, position_id) references positions (tenant_id, id)
    )`.execute(db);
  await sql`create unique index levels_position_name_idx on levels (tenant_id, position_id, lower(name))`.execute(db);

  await sql`
    create table employees (
      tenant_id integer not null references companies(tenant_id),
      id serial not null,
      first_name text not null,
      last_name text not null,
      email text not null,
      phone_number text not null,
      position_id integer,
      level_id integer,
      cost_code text,
      address1 text not null,
      address2 text,
      city text not null,
      state text not null,
      state_code text,
      zipcode text not null,
      billable boolean not null default true,
      period text not null check (period in ('hourly', 'annually')),
      rate_per_hour numeric(14,4),
      rate_per_year numeric(14,2),
      medical_insurance numeric(14,2) not null default 0,
      hiring_date date not null,
      is_active boolean not null default true,
      cost_per_hour numeric(14,4) not null default 0,
      cost_per_day numeric(14,2) not null default 0,
      cost_per_week numeric(14,2) not null default 0,
      cost_per_month numeric(14,2) not null default 0,
      cost_per_year numeric(14,2) not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      foreign key (tenant_id, position_id) references positions (tenant_id, id),
      -- The level must belong to the employee's position.
      foreign key (tenant_id, position_id, level_id) references levels (tenant_id, position_id, id)
    )`.execute(db);
  await sql`create unique index employees_tenant_email_idx on employees (tenant_id, lower(email))`.execute(db);
  await sql`create index employees_tenant_level_idx on employees (tenant_id, level_id)`.execute(db);
  await sql`create index employees_tenant_name_idx on employees (tenant_id, first_name, last_name)`.execute(db);

  // The login of an employee (users.employee_id, added by 0003) is the one link between the two;
  // employees keep no user_id of their own so the link cannot disagree with itself.
  await sql`
    alter table users add constraint users_employee_fk
      foreign key (tenant_id, employee_id) references employees (tenant_id, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop constraint if exists users_employee_fk`.execute(db);
  for (const table of ['employees', 'levels', 'positions']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
