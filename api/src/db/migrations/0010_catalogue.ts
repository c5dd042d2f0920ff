import { type Kysely, sql } from 'kysely';

// The cost catalogue (docs/projects.md §2.18 Custom Parts, §3 Division/Subdivision/Category/Part/Units of measure): a tenant's
// divisions → subdivisions → categories → parts, and the units of measure parts are priced in. Every key carries
// tenant_id (docs/architecture.md); children reference parents by (tenant_id, id) with the default NO ACTION, so a
// delete racing an insert can never orphan a row (the routes answer 409 naming the use first). Names are unique
// within their parent, case-insensitively. Money numeric(14,2) (docs/money.md §1).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table catalogue_divisions (
      tenant_id integer not null references companies(tenant_id),
      id serial not null,
      division_id text,
      division_name text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id)
    )`.execute(db);
  await sql`create unique index catalogue_divisions_name_idx on catalogue_divisions (tenant_id, lower(division_name))`.execute(db);
  await sql`create unique index catalogue_divisions_number_idx on catalogue_divisions (tenant_id, division_id)
    where division_id is not null`.execute(db);

  await sql`
    create table catalogue_subdivisions (
      tenant_id integer not null,
      id serial not null,
      division_id integer not null,
      subdivision_name text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      foreign key (tenant_id, division_id) references catalogue_divisions (tenant_id, id)
    )`.execute(db);
  await sql`create unique index catalogue_subdivisions_name_idx
    on catalogue_subdivisions (tenant_id, division_id, lower(subdivision_name))`.execute(db);

  await sql`
    create table catalogue_categories (
      tenant_id integer not null,
      id serial not null,
      subdivision_id integer not null,
      category_name text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      foreign key (tenant_id, subdivision_id) references catalogue_subdivisions (tenant_id, id)
    )`.execute(db);
  await sql`create unique index catalogue_categories_name_idx
    on catalogue_categories (tenant_id, subdivision_id, lower(category_name))`.execute(db);

  await sql`
    create table catalogue_units (
      tenant_id integer not null references companies(tenant_id),
      id serial not null,
      u_per_m text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id)
    )`.execute(db);
  await sql`create unique index catalogue_units_name_idx on catalogue_units (tenant_id, lower(u_per_m))`.execute(db);

  await sql`
    create table catalogue_parts (
      tenant_id integer not null,
      id serial not null,
      category_id integer not null,
      part_hold text not null,
      cost_per_unit numeric(14,2) not null check (cost_per_unit >= 0),
      unit_id integer not null,
      cost_code text not null default '',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      foreign key (tenant_id, category_id) references catalogue_categories (tenant_id, id),
      foreign key (tenant_id, unit_id) references catalogue_units (tenant_id, id)
    )`.execute(db);
  await sql`create unique index catalogue_parts_name_idx on catalogue_parts (tenant_id, category_id, lower(part_hold))`.execute(db);
  await sql`create index catalogue_parts_unit_idx on catalogue_parts (tenant_id, unit_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['catalogue_parts', 'catalogue_units', 'catalogue_categories', 'catalogue_subdivisions', 'catalogue_divisions']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
