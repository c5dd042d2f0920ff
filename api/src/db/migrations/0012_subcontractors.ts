import { type Kysely, sql } from 'kysely';

// Subcontractors (docs/projects.md §3 Subcontractor, §2.14): a tenant's directory of trade companies with addresses, managers
// and the catalogue divisions/subdivisions they work in. Every key carries tenant_id (docs/architecture.md). The list
// (GET contractors) must stay fast at 50,000 subcontractors per tenant: name order per tenant (and per active
// state), a trigram index on one search text, GIN on the state and labor/design arrays, and mapping tables keyed
// by (tenant, division/subdivision, subcontractor) for the division filter and the by-subdivision lookup.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`
    create table subcontractors (
      tenant_id integer not null references companies(tenant_id),
      id serial not null,
      company_name text not null,
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
      rating smallint not null default 0 check (rating between 0 and 5),
      note text,
      is_national boolean not null default false,
      working_states text[] not null default '{}',
      labors_and_design text[] not null default '{}',
      design_type text,
      bidding_history text,
      -- What the search box matches (company, contact, email), lower-cased once for the trigram index.
      search_text text generated always as (
        lower(company_name || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || email)
      ) stored,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id)
    )`.execute(db);
  await sql`create index subcontractors_tenant_name_idx on subcontractors (tenant_id, lower(company_name), id)`.execute(db);
  await sql`create index subcontractors_tenant_active_name_idx on subcontractors (tenant_id, is_active, lower(company_name), id)`.execute(db);
  await sql`create index subcontractors_search_trgm_idx on subcontractors using gin (search_text gin_trgm_ops)`.execute(db);
  await sql`create index subcontractors_states_idx on subcontractors using gin (working_states)`.execute(db);
  await sql`create index subcontractors_labor_idx on subcontractors using gin (labors_and_design)`.execute(db);

  await sql`
    create table subcontractor_addresses (
      tenant_id integer not null,
      id serial not null,
      subcontractor_id integer not null,
      address_1 text not null,
      address_2 text,
      city text not null,
      state text not null,
      state_code text,
      zip text not null,
      created_at timestamptz not null default now(),
      primary key (tenant_id, id),
      foreign key (tenant_id, subcontractor_id) references subcontractors (tenant_id, id) on delete cascade
    )`.execute(db);
  await sql`create index subcontractor_addresses_sub_idx on subcontractor_addresses (tenant_id, subcontractor_id, id)`.execute(db);

  await sql`
    create table subcontractor_managers (
      tenant_id integer not null,
      id serial not null,
      subcontractor_id integer not null,
      first_name text not null,
      last_name text not null,
      email text not null,
      phone text not null,
      created_at timestamptz not null default now(),
      primary key (tenant_id, id),
      foreign key (tenant_id, subcontractor_id) references subcontractors (tenant_id, id) on delete cascade
    )`.execute(db);
  await sql`create index subcontractor_managers_sub_idx on subcontractor_managers (tenant_id, subcontractor_id, id)`.execute(db);

  // Catalogue rows a subcontractor is mapped to; the catalogue's delete checks (catalogue/uses.ts) name these.
  await sql`
    create table subcontractor_divisions (
      tenant_id integer not null,
      subcontractor_id integer not null,
      division_id integer not null,
      primary key (tenant_id, subcontractor_id, division_id),
      foreign key (tenant_id, subcontractor_id) references subcontractors (tenant_id, id) on delete cascade,
      foreign key (tenant_id, division_id) references catalogue_divisions (tenant_id, id)
    )`.execute(db);
  await sql`create index subcontractor_divisions_division_idx on subcontractor_divisions (tenant_id, division_id, subcontractor_id)`.execute(db);

  await sql`
    create table subcontractor_subdivisions (
      tenant_id integer not null,
      subcontractor_id integer not null,
      subdivision_id integer not null,
      primary key (tenant_id, subcontractor_id, subdivision_id),
      foreign key (tenant_id, subcontractor_id) references subcontractors (tenant_id, id) on delete cascade,
      foreign key (tenant_id, subdivision_id) references catalogue_subdivisions (tenant_id, id)
    )`.execute(db);
  await sql`create index subcontractor_subdivisions_subdivision_idx
    on subcontractor_subdivisions (tenant_id, subdivision_id, subcontractor_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['subcontractor_subdivisions', 'subcontractor_divisions', 'subcontractor_managers', 'subcontractor_addresses', 'subcontractors']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
