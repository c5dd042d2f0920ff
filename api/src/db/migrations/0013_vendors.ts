import { type Kysely, sql } from 'kysely';

// Vendors (suppliers; docs/projects.md §3 Vendor, §2.15, §5 Add Vendor): a tenant's directory of suppliers with addresses,
// managers and the catalogue divisions/subdivisions they supply. Shaped like subcontractors (0012) so the directory's
// All Suppliers view pages, filters and searches the same way in one statement: name order per tenant (and per active
// state), a trigram index on one search text, GIN on the state array, mapping tables keyed for both lookups.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`
    create table vendors (
      tenant_id integer not null references companies(tenant_id),
      id serial not null,
      company_name text not null,
      first_name text,
      last_name text,
      email text not null,
      phone_number text not null,
      cc_email text,
      payable_email text,
      account_recievable_email text,
      mobile_number text,
      is_active boolean not null default true,
      -- Where the supplier delivers (optional on Add Vendor): National or a list of state codes.
      is_national boolean not null default false,
      working_states text[] not null default '{}',
      search_text text generated always as (
        lower(company_name || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || email)
      ) stored,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id)
    )`.execute(db);
  await sql`create index vendors_tenant_name_idx on vendors (tenant_id, lower(company_name), id)`.execute(db);
  await sql`create index vendors_tenant_active_name_idx on vendors (tenant_id, is_active, lower(company_name), id)`.execute(db);
  await sql`create index vendors_search_trgm_idx on vendors using gin (search_text gin_trgm_ops)`.execute(db);
  await sql`create index vendors_states_idx on vendors using gin (working_states)`.execute(db);

  await sql`
    create table vendor_addresses (
      tenant_id integer not null,
      id serial not null,
      vendor_id integer not null,
      address_1 text not null,
      address_2 text,
      city text not null,
      state text not null,
      state_code text,
      zip text not null,
      created_at timestamptz not null default now(),
      primary key (tenant_id, id),
      foreign key (tenant_id, vendor_id) references vendors (tenant_id, id) on delete cascade
    )`.execute(db);
  await sql`create index vendor_addresses_vendor_idx on vendor_addresses (tenant_id, vendor_id, id)`.execute(db);

  await sql`
    create table vendor_managers (
      tenant_id integer not null,
      id serial not null,
      vendor_id integer not null,
      first_name text not null,
      last_name text not null,
      email text not null,
      phone text not null,
      created_at timestamptz not null default now(),
      primary key (tenant_id, id),
      foreign key (tenant_id, vendor_id) references vendors (tenant_id, id) on delete cascade
    )`.execute(db);
  await sql`create index vendor_managers_vendor_idx on vendor_managers (tenant_id, vendor_id, id)`.execute(db);

  // Catalogue rows a vendor is mapped to; the catalogue's delete checks (catalogue/uses.ts) name these.
  await sql`
    create table vendor_divisions (
      tenant_id integer not null,
      vendor_id integer not null,
      division_id integer not null,
      primary key (tenant_id, vendor_id, division_id),
      foreign key (tenant_id, vendor_id) references vendors (tenant_id, id) on delete cascade,
      foreign key (tenant_id, division_id) references catalogue_divisions (tenant_id, id)
    )`.execute(db);
  await sql`create index vendor_divisions_division_idx on vendor_divisions (tenant_id, division_id, vendor_id)`.execute(db);

  await sql`
    create table vendor_subdivisions (
      tenant_id integer not null,
      vendor_id integer not null,
      subdivision_id integer not null,
      primary key (tenant_id, vendor_id, subdivision_id),
      foreign key (tenant_id, vendor_id) references vendors (tenant_id, id) on delete cascade,
      foreign key (tenant_id, subdivision_id) references catalogue_subdivisions (tenant_id, id)
    )`.execute(db);
  await sql`create index vendor_subdivisions_subdivision_idx on vendor_subdivisions (tenant_id, subdivision_id, vendor_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['vendor_subdivisions', 'vendor_divisions', 'vendor_managers', 'vendor_addresses', 'vendors']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
