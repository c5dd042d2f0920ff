import { type Kysely, sql } from 'kysely';

// Direct costs, a project's actual costs (docs/projects.md §2.8, §3 Direct cost sheet; docs/money.md §5, §6, §10): a vendor
// bill, a subcontractor bill or payroll against a catalogue division/subdivision, with dated labor lines priced per
// hour and trade lines on catalogue parts. A sheet stores its §10 figures, recomputed in the transaction of every
// change to it. Every key carries tenant_id (docs/architecture.md). Money numeric(14,2); rates and quantities
// numeric(14,4) (docs/money.md §1).
export async function up(db: Kysely<unknown>): Promise<void> {
  // The company's sheet names (the name picker of the Direct cost form), each once whatever its case.
  await sql`
    create table direct_cost_sheet_names (
      tenant_id integer not null references companies (tenant_id) on delete cascade,
      id serial not null,
      direct_cost_sheet_name text not null check (char_length(direct_cost_sheet_name) between 1 and 255),
      created_at timestamptz not null default now(),
      primary key (tenant_id, id)
    )`.execute(db);
  await sql`create unique index direct_cost_sheet_names_name_idx on direct_cost_sheet_names (tenant_id, lower(direct_cost_sheet_name))`.execute(db);

  await sql`
    create table direct_costs (
      tenant_id integer not null,
      id serial not null,
      project_id integer not null,
      sheet_name text not null check (char_length(sheet_name) between 1 and 255),
      division_id integer not null,
      subdivision_id integer not null,
      -- Exactly one contractor type (docs/projects.md §4 Direct cost form): Vendor keeps the vendor, Subcontractor the
      -- subcontractor, Payroll neither (the company itself).
      contractor_type text not null check (contractor_type in ('Vendor', 'Subcontractor', 'Payroll')),
      vendor_id integer,
      subcontractor_id integer,
      cost_date date not null default current_date,
      notes text not null default '' check (char_length(notes) <= 225),
      -- The amount entered, the total of a sheet without lines (docs/money.md §10).
      amount numeric(14,2) not null default 0 check (amount >= 0),
      labor_total numeric(14,2) not null default 0,
      burden_total numeric(14,2) not null default 0,
      trades_total numeric(14,2) not null default 0,
      total numeric(14,2) not null default 0,
      line_count integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      check ((contractor_type = 'Vendor') = (vendor_id is not null)),
      check ((contractor_type = 'Subcontractor') = (subcontractor_id is not null)),
      foreign key (tenant_id, project_id) references projects (tenant_id, id) on delete cascade,
      foreign key (tenant_id, division_id) references catalogue_divisions (tenant_id, id),
      foreign key (tenant_id, subdivision_id) references catalogue_subdivisions (tenant_id, id),
      foreign key (tenant_id, vendor_id) references vendors (tenant_id, id),
      foreign key (tenant_id, subcontractor_id) references subcontractors (tenant_id, id)
    )`.execute(db);
  await sql`create index direct_costs_project_idx on direct_costs (tenant_id, project_id, cost_date desc, id desc)`.execute(db);
  await sql`create index direct_costs_division_idx on direct_costs (tenant_id, division_id)`.execute(db);
  await sql`create index direct_costs_subdivision_idx on direct_costs (tenant_id, subdivision_id)`.execute(db);
  await sql`create index direct_costs_vendor_idx on direct_costs (tenant_id, vendor_id) where vendor_id is not null`.execute(db);
  await sql`create index direct_costs_subcontractor_idx on direct_costs (tenant_id, subcontractor_id) where subcontractor_id is not null`.execute(db);

  // Internal labor lines of a direct cost (docs/money.md §5), always per hour, each on a date.
  await sql`
    create table direct_cost_labor_lines (
      tenant_id integer not null,
      id serial not null,
      direct_cost_id integer not null,
      work_date date not null,
      position_id integer not null,
      level_id integer not null,
      costcode text not null default '',
      quantity numeric(14,4) not null default 1,
      units numeric(14,4) not null default 1,
      costperunit numeric(14,4) not null default 0,
      -- The burden rate's hourly figure read when the line was saved.
      burden numeric(14,4) not null default 0,
      total numeric(14,2) not null default 0,
      overhead numeric(14,2) not null default 0,
      budget_total numeric(14,2) not null default 0,
      notes text not null default '' check (char_length(notes) <= 225),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      foreign key (tenant_id, direct_cost_id) references direct_costs (tenant_id, id) on delete cascade,
      foreign key (tenant_id, position_id, level_id) references levels (tenant_id, position_id, id)
    )`.execute(db);
  await sql`create index direct_cost_labor_lines_cost_idx on direct_cost_labor_lines (tenant_id, direct_cost_id, work_date, id)`.execute(db);
  await sql`create index direct_cost_labor_lines_level_idx on direct_cost_labor_lines (tenant_id, level_id)`.execute(db);
  await sql`create index direct_cost_labor_lines_position_idx on direct_cost_labor_lines (tenant_id, position_id)`.execute(db);

  // Direct-trade lines of a direct cost (docs/money.md §6), the part's name, cost and unit copied when chosen.
  await sql`
    create table direct_cost_trade_lines (
      tenant_id integer not null,
      id serial not null,
      direct_cost_id integer not null,
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
      foreign key (tenant_id, direct_cost_id) references direct_costs (tenant_id, id) on delete cascade,
      foreign key (tenant_id, subdivision_id) references catalogue_subdivisions (tenant_id, id),
      foreign key (tenant_id, category_id) references catalogue_categories (tenant_id, id),
      foreign key (tenant_id, part_id) references catalogue_parts (tenant_id, id)
    )`.execute(db);
  await sql`create index direct_cost_trade_lines_cost_idx on direct_cost_trade_lines (tenant_id, direct_cost_id, id)`.execute(db);
  await sql`create index direct_cost_trade_lines_subdivision_idx on direct_cost_trade_lines (tenant_id, subdivision_id)`.execute(db);
  await sql`create index direct_cost_trade_lines_category_idx on direct_cost_trade_lines (tenant_id, category_id)`.execute(db);
  await sql`create index direct_cost_trade_lines_part_idx on direct_cost_trade_lines (tenant_id, part_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['direct_cost_trade_lines', 'direct_cost_labor_lines', 'direct_costs', 'direct_cost_sheet_names']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
