import { type Kysely, sql } from 'kysely';

// Projects (docs/projects.md §3) and the invitations of external contractors (role 13) to them. Every key carries
// tenant_id (distributable by tenant); owner, address and manager are referenced by (tenant_id, owner_id, id)
// so the address and manager always belong to the project's owner. Money numeric(14,2), percentages
// numeric(7,4), duration in weeks numeric(12,6) (docs/money.md §1, docs/projects.md §4).
// The display values of docs/projects.md §4, stored as shown.
const PROJECT_STATUSES = ['Bidding', 'Pending', 'Awarded', 'Lost', 'In Progress', 'Completed', 'Dead/Not-bid'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  // Case-insensitive "contains" search on name and project ID (trigram GIN indexes).
  await sql`create extension if not exists pg_trgm`.execute(db);
  const statuses = sql.join(PROJECT_STATUSES.map((s) => sql.lit(s)));
  await sql`
    create table projects (
      tenant_id integer not null references companies(tenant_id),
      id serial not null,
      project_uid text not null,
      -- The numeric part of project_uid (after the last underscore), for the next-ID lookup.
      uid_number bigint not null,
      project_name text not null,
      status text not null default 'Bidding' check (status in (${statuses})),
      owner_id integer not null,
      owner_address_id integer not null,
      owner_manager_id integer not null,
      estimator_id integer,
      project_manager_id integer,
      site_super_id integer,
      address1 text not null,
      address2 text,
      city text not null,
      state text not null,
      state_code text,
      zipcode text not null,
      building_type text,
      project_type text,
      duration numeric(12,6),
      area numeric(14,2),
      drawing_link text,
      bid_due_date date,
      time_due text,
      construction_start_date date,
      estimated_completion_date date,
      total_markup numeric(7,4) not null default 10,
      custom_price_amt numeric(14,2) not null default 0,
      power boolean not null default false,
      water boolean not null default false,
      pco_profit_percentage numeric(7,4) not null default 10,
      total_cost numeric(14,2) not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      foreign key (tenant_id, owner_id) references owners (tenant_id, id),
      foreign key (tenant_id, owner_id, owner_address_id) references owner_addresses (tenant_id, owner_id, id),
      foreign key (tenant_id, owner_id, owner_manager_id) references owner_managers (tenant_id, owner_id, id),
      foreign key (tenant_id, estimator_id) references employees (tenant_id, id),
      foreign key (tenant_id, project_manager_id) references employees (tenant_id, id),
      foreign key (tenant_id, site_super_id) references employees (tenant_id, id)
    )`.execute(db);
  await sql`create unique index projects_tenant_uid_idx on projects (tenant_id, lower(project_uid))`.execute(db);
  // Paging order (newest first) with and without the status filter; the primary key serves the former.
  await sql`create index projects_tenant_status_idx on projects (tenant_id, status, id)`.execute(db);
  await sql`create index projects_tenant_uid_number_idx on projects (tenant_id, uid_number)`.execute(db);
  await sql`create index projects_name_trgm_idx on projects using gin (lower(project_name) gin_trgm_ops)`.execute(db);
  await sql`create index projects_uid_trgm_idx on projects using gin (lower(project_uid) gin_trgm_ops)`.execute(db);
  // Foreign keys to owners are checked on owner deletes; keep those lookups indexed.
  await sql`create index projects_tenant_owner_idx on projects (tenant_id, owner_id)`.execute(db);

  await sql`
    create table project_invitations (
      tenant_id integer not null,
      project_id integer not null,
      user_id integer not null references users(id),
      created_at timestamptz not null default now(),
      primary key (tenant_id, project_id, user_id),
      foreign key (tenant_id, project_id) references projects (tenant_id, id) on delete cascade
    )`.execute(db);
  await sql`create index project_invitations_user_idx on project_invitations (tenant_id, user_id, project_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists project_invitations`.execute(db);
  await sql`drop table if exists projects`.execute(db);
}
