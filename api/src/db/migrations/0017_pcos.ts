import { type Kysely, sql } from 'kysely';

// PCOs and change orders (docs/projects.md §2.9, §2.10, §3 PCO, §4 PCO status; docs/money.md §9). A project's potential change
// orders with their internal labor and direct-trade lines, priced like a bid's lines (§5, §6) but with no
// subcontractor amounts. A PCO stores its §9 figures, recomputed in the transaction of every change to it. An
// Accepted PCO is a change order: it takes the project's next change-order number under the project's row lock.
// Every key carries tenant_id (docs/architecture.md). Money numeric(14,2); rates and quantities numeric(14,4).
export async function up(db: Kysely<unknown>): Promise<void> {
  // The highest PCO-nnn number a project has used, deleted PCOs included, so a name is never reused.
  await sql`alter table projects add column last_pco_number integer not null default 0`.execute(db);
  await sql`
    create table pcos (
      tenant_id integer not null,
      id serial not null,
      project_id integer not null,
      pco_name text not null check (char_length(pco_name) between 1 and 100),
      title text not null default '' check (char_length(title) <= 255),
      date date not null default current_date,
      notes text not null default '' check (char_length(notes) <= 4096),
      status text not null default 'Pending' check (status in ('Pending', 'Accepted', 'Not-Accepted')),
      type text not null default 'PCO',
      -- The change-order number (1, 2, … per project), given at the first acceptance and kept after.
      change_order_number integer,
      change_order_name text,
      accepted_at timestamptz,
      pco_profit_percentage numeric(7,4) not null default 10,
      -- Pricing mode of the labor lines: hours (true) or weeks (false) (docs/money.md §5).
      hourly boolean not null default false,
      -- docs/money.md §9, stored with every change.
      labor_total numeric(14,2) not null default 0,
      burden_total numeric(14,2) not null default 0,
      trades_total numeric(14,2) not null default 0,
      total_cost numeric(14,2) not null default 0,
      profit_cost numeric(14,2) not null default 0,
      total numeric(14,2) not null default 0,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      foreign key (tenant_id, project_id) references projects (tenant_id, id) on delete cascade
    )`.execute(db);
  await sql`create unique index pcos_name_uq on pcos (tenant_id, project_id, lower(pco_name))`.execute(db);
  await sql`create unique index pcos_change_order_uq on pcos (tenant_id, project_id, change_order_number)`.execute(db);
  await sql`create index pcos_project_idx on pcos (tenant_id, project_id, id)`.execute(db);

  await sql`
    create table pco_labor_lines (
      tenant_id integer not null,
      id serial not null,
      pco_id integer not null,
      position_id integer not null,
      level_id integer not null,
      costcode text not null default '',
      quantity numeric(14,4) not null default 1,
      units numeric(14,4) not null default 1,
      costperunit numeric(14,4) not null default 0,
      burden numeric(14,4) not null default 0,
      total numeric(14,2) not null default 0,
      overhead numeric(14,2) not null default 0,
      budget_total numeric(14,2) not null default 0,
      notes text not null default '' check (char_length(notes) <= 225),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      foreign key (tenant_id, pco_id) references pcos (tenant_id, id) on delete cascade,
      foreign key (tenant_id, position_id, level_id) references levels (tenant_id, position_id, id)
    )`.execute(db);
  await sql`create index pco_labor_lines_pco_idx on pco_labor_lines (tenant_id, pco_id, id)`.execute(db);
  await sql`create index pco_labor_lines_level_idx on pco_labor_lines (tenant_id, level_id)`.execute(db);
  await sql`create index pco_labor_lines_position_idx on pco_labor_lines (tenant_id, position_id)`.execute(db);

  await sql`
    create table pco_trade_lines (
      tenant_id integer not null,
      id serial not null,
      pco_id integer not null,
      subdivision_id integer not null,
      category_id integer not null,
      part_id integer not null,
      costcode text not null default '',
      part_hold text not null default '',
      cost_per_unit numeric(14,4) not null default 0,
      units numeric(14,4) not null default 1,
      u_per_m text not null default '',
      total numeric(14,2) not null default 0,
      notes text not null default '' check (char_length(notes) <= 225),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      foreign key (tenant_id, pco_id) references pcos (tenant_id, id) on delete cascade,
      foreign key (tenant_id, subdivision_id) references catalogue_subdivisions (tenant_id, id),
      foreign key (tenant_id, category_id) references catalogue_categories (tenant_id, id),
      foreign key (tenant_id, part_id) references catalogue_parts (tenant_id, id)
    )`.execute(db);
  await sql`create index pco_trade_lines_pco_idx on pco_trade_lines (tenant_id, pco_id, id)`.execute(db);
  await sql`create index pco_trade_lines_subdivision_idx on pco_trade_lines (tenant_id, subdivision_id)`.execute(db);
  await sql`create index pco_trade_lines_category_idx on pco_trade_lines (tenant_id, category_id)`.execute(db);
  await sql`create index pco_trade_lines_part_idx on pco_trade_lines (tenant_id, part_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['pco_trade_lines', 'pco_labor_lines', 'pcos']) await sql`drop table if exists ${sql.table(table)}`.execute(db);
  await sql`alter table projects drop column if exists last_pco_number`.execute(db);
}
