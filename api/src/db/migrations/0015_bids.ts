import { type Kysely, sql } from 'kysely';

// Bid sheets (docs/projects.md §2.6, §2.7, §3 Bid sheet, Internal labor line, Direct trade line; docs/money.md §5–§8).
// A project's bids, each on a catalogue division/subdivision, with the subcontractors quoting it, its internal
// labor lines and its direct-trade lines with each subcontractor's amount per line. Every key carries tenant_id
// (docs/architecture.md). A bid stores its own §7 figures, recomputed in the transaction of every change to it, and
// the project's total_cost is recomputed from them in that same transaction (docs/money.md §8).
// Concurrent editing: a lease (holder, expiry) held in the row, so it holds across API instances, and a version
// number checked on every save, so no write is lost silently (issue 13).
// Money numeric(14,2); rates and quantities numeric(14,4) (docs/money.md §1).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table bids (
      tenant_id integer not null,
      id serial not null,
      project_id integer not null,
      division_id integer not null,
      subdivision_id integer not null,
      label text not null default '',
      scope_of_work text not null default '' check (char_length(scope_of_work) <= 225),
      is_alternate boolean not null default false,
      division_status text not null default 'pending',
      -- Pricing mode of the labor lines: hours (true) or weeks (false) (docs/money.md §5).
      hourly boolean not null default false,
      selected_subcontractor_id integer,
      -- docs/money.md §7, stored with every change: labor, burden, trades, sub total and the three totals.
      labor_total numeric(14,2) not null default 0,
      burden_total numeric(14,2) not null default 0,
      trades_total numeric(14,2) not null default 0,
      sub_total numeric(14,2) not null default 0,
      calculated_overhead numeric(14,2) not null default 0,
      calculated_profit numeric(14,2) not null default 0,
      bidsheet_total_cost numeric(14,2) not null default 0,
      -- Optimistic concurrency: bumped by every change to the bid or its lines.
      version integer not null default 1,
      -- The edit lease: who holds the bid open for editing, until when (renewed while the editor is open).
      lease_user_id integer references users(id) on delete set null,
      lease_expires_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      foreign key (tenant_id, project_id) references projects (tenant_id, id) on delete cascade,
      foreign key (tenant_id, division_id) references catalogue_divisions (tenant_id, id),
      foreign key (tenant_id, subdivision_id) references catalogue_subdivisions (tenant_id, id),
      foreign key (tenant_id, selected_subcontractor_id) references subcontractors (tenant_id, id)
    )`.execute(db);
  await sql`create index bids_project_idx on bids (tenant_id, project_id, id)`.execute(db);
  await sql`create index bids_division_idx on bids (tenant_id, division_id)`.execute(db);
  await sql`create index bids_subdivision_idx on bids (tenant_id, subdivision_id)`.execute(db);
  await sql`create index bids_selected_idx on bids (tenant_id, selected_subcontractor_id) where selected_subcontractor_id is not null`.execute(db);

  // The subcontractors on a bid (docs/projects.md §3 Bid sheet: SubContractor list), in the order they were added.
  await sql`
    create table bid_subcontractors (
      tenant_id integer not null,
      bid_id integer not null,
      subcontractor_id integer not null,
      added_at timestamptz not null default now(),
      primary key (tenant_id, bid_id, subcontractor_id),
      foreign key (tenant_id, bid_id) references bids (tenant_id, id) on delete cascade,
      foreign key (tenant_id, subcontractor_id) references subcontractors (tenant_id, id)
    )`.execute(db);
  await sql`create index bid_subcontractors_sub_idx on bid_subcontractors (tenant_id, subcontractor_id)`.execute(db);

  // Internal labor lines of a bid (docs/money.md §5): costperunit and the burden figure are stored when saved.
  await sql`
    create table bid_labor_lines (
      tenant_id integer not null,
      id serial not null,
      bid_id integer not null,
      position_id integer not null,
      level_id integer not null,
      costcode text not null default '',
      quantity numeric(14,4) not null default 1,
      units numeric(14,4) not null default 1,
      costperunit numeric(14,4) not null default 0,
      -- The burden rate's hourly or weekly figure read when the line was saved.
      burden numeric(14,4) not null default 0,
      total numeric(14,2) not null default 0,
      overhead numeric(14,2) not null default 0,
      budget_total numeric(14,2) not null default 0,
      notes text not null default '' check (char_length(notes) <= 225),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      foreign key (tenant_id, bid_id) references bids (tenant_id, id) on delete cascade,
      foreign key (tenant_id, position_id, level_id) references levels (tenant_id, position_id, id)
    )`.execute(db);
  await sql`create index bid_labor_lines_bid_idx on bid_labor_lines (tenant_id, bid_id, id)`.execute(db);
  await sql`create index bid_labor_lines_level_idx on bid_labor_lines (tenant_id, level_id)`.execute(db);
  await sql`create index bid_labor_lines_position_idx on bid_labor_lines (tenant_id, position_id)`.execute(db);

  // Direct-trade lines of a bid (docs/money.md §6), on a catalogue part; the part's name, cost and unit are
  // copied when chosen so a later catalogue edit does not reprice a bid.
  await sql`
    create table bid_trade_lines (
      tenant_id integer not null,
      id serial not null,
      bid_id integer not null,
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
      unique (tenant_id, bid_id, id),
      foreign key (tenant_id, bid_id) references bids (tenant_id, id) on delete cascade,
      foreign key (tenant_id, subdivision_id) references catalogue_subdivisions (tenant_id, id),
      foreign key (tenant_id, category_id) references catalogue_categories (tenant_id, id),
      foreign key (tenant_id, part_id) references catalogue_parts (tenant_id, id)
    )`.execute(db);
  await sql`create index bid_trade_lines_bid_idx on bid_trade_lines (tenant_id, bid_id, id)`.execute(db);
  await sql`create index bid_trade_lines_subdivision_idx on bid_trade_lines (tenant_id, subdivision_id)`.execute(db);
  await sql`create index bid_trade_lines_category_idx on bid_trade_lines (tenant_id, category_id)`.execute(db);
  await sql`create index bid_trade_lines_part_idx on bid_trade_lines (tenant_id, part_id)`.execute(db);

  // A subcontractor's quote on a direct-trade line (docs/money.md §6). Removing the subcontractor from the bid
  // or deleting the line removes its amounts.
  await sql`
    create table bid_trade_amounts (
      tenant_id integer not null,
      bid_id integer not null,
      trade_line_id integer not null,
      subcontractor_id integer not null,
      amount numeric(14,2) not null default 0,
      primary key (tenant_id, trade_line_id, subcontractor_id),
      foreign key (tenant_id, bid_id, trade_line_id) references bid_trade_lines (tenant_id, bid_id, id) on delete cascade,
      foreign key (tenant_id, bid_id, subcontractor_id) references bid_subcontractors (tenant_id, bid_id, subcontractor_id) on delete cascade
    )`.execute(db);
  await sql`create index bid_trade_amounts_bid_idx on bid_trade_amounts (tenant_id, bid_id, subcontractor_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['bid_trade_amounts', 'bid_trade_lines', 'bid_labor_lines', 'bid_subcontractors', 'bids']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
