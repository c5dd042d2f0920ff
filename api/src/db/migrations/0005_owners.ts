import { type Kysely, sql } from 'kysely';

// Owners (the contractor's customers), their addresses and managers, and the generic lists
// (building types, project types) of docs/projects.md §3. Every key carries tenant_id so the tables can be
// distributed by tenant; projects reference owner, address and manager ids by (tenant_id, id).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table owners (
      tenant_id integer not null references companies(tenant_id),
      id serial not null,
      name text not null,
      first_name text,
      last_name text,
      email text not null,
      phone_number text not null,
      fax_number text,
      cc_email text,
      payable_email text,
      account_recievable_email text,
      mobile_number text,
      is_active boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id)
    )`.execute(db);
  await sql`create unique index owners_tenant_email_idx on owners (tenant_id, lower(email))`.execute(db);
  await sql`create index owners_tenant_name_idx on owners (tenant_id, lower(name))`.execute(db);

  await sql`
    create table owner_addresses (
      tenant_id integer not null,
      id serial not null,
      owner_id integer not null,
      address_1 text not null,
      address_2 text,
      city text not null,
      state text not null,
      state_code text,
      zip text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, owner_id, id),
      foreign key (tenant_id, owner_id) references owners (tenant_id, id)
    )`.execute(db);
  await sql`create index owner_addresses_owner_idx on owner_addresses (tenant_id, owner_id)`.execute(db);

  await sql`
    create table owner_managers (
      tenant_id integer not null,
      id serial not null,
      owner_id integer not null,
      first_name text not null,
      last_name text,
      email text not null,
      phone text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, owner_id, id),
      foreign key (tenant_id, owner_id) references owners (tenant_id, id)
    )`.execute(db);
  await sql`create index owner_managers_owner_idx on owner_managers (tenant_id, owner_id)`.execute(db);

  await sql`
    create table generic_values (
      tenant_id integer not null references companies(tenant_id),
      id serial not null,
      key text not null check (key in ('building_type', 'project_type')),
      value text not null,
      created_at timestamptz not null default now(),
      primary key (tenant_id, id)
    )`.execute(db);
  await sql`create unique index generic_values_tenant_key_value_idx on generic_values (tenant_id, key, lower(value))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['generic_values', 'owner_managers', 'owner_addresses', 'owners']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
