import { type Kysely, sql } from 'kysely';

// The project tracker (docs/projects.md §2.11, §3 Project tracker row, §5 Scope transfer; docs/money.md §11). The rows are
// computed on every read from the bids, Accepted PCOs and direct costs; what a person enters on a row (its scope
// transfer and holds) is kept here, one row per budget key, so the figures survive any change to the budget.
// row_key names the key ('IL:<position>:<level>', 'DT:<division>:<subdivision>:<category>:<part>', the last two
// empty for a line-less direct cost) so a read can add the missing keys with one INSERT … ON CONFLICT DO NOTHING.
// Also projects.completed_on: the day a project became Completed (the tracker shows the actual completion date).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table tracker_rows (
      tenant_id integer not null,
      id serial not null,
      project_id integer not null,
      typee text not null check (typee in ('IL', 'DT')),
      position_id integer,
      level_id integer,
      division_id integer,
      subdivision_id integer,
      category_id integer,
      part_id integer,
      row_key text not null check (char_length(row_key) between 1 and 200),
      scope_transfer numeric(14,2) not null default 0,
      holds numeric(14,2) not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      check ((typee = 'IL') = (position_id is not null and level_id is not null)),
      check ((typee = 'DT') = (division_id is not null and subdivision_id is not null)),
      check (typee = 'DT' or (category_id is null and part_id is null)),
      check ((category_id is null) = (part_id is null)),
      foreign key (tenant_id, project_id) references projects (tenant_id, id) on delete cascade,
      foreign key (tenant_id, position_id, level_id) references levels (tenant_id, position_id, id),
      foreign key (tenant_id, division_id) references catalogue_divisions (tenant_id, id),
      foreign key (tenant_id, subdivision_id) references catalogue_subdivisions (tenant_id, id),
      foreign key (tenant_id, category_id) references catalogue_categories (tenant_id, id),
      foreign key (tenant_id, part_id) references catalogue_parts (tenant_id, id)
    )`.execute(db);
  await sql`create unique index tracker_rows_key_uq on tracker_rows (tenant_id, project_id, row_key)`.execute(db);
  // Catalogue and level deletes check their uses through these.
  await sql`create index tracker_rows_level_idx on tracker_rows (tenant_id, level_id) where level_id is not null`.execute(db);
  await sql`create index tracker_rows_position_idx on tracker_rows (tenant_id, position_id) where position_id is not null`.execute(db);
  await sql`create index tracker_rows_division_idx on tracker_rows (tenant_id, division_id) where division_id is not null`.execute(db);
  await sql`create index tracker_rows_subdivision_idx on tracker_rows (tenant_id, subdivision_id) where subdivision_id is not null`.execute(db);
  await sql`create index tracker_rows_category_idx on tracker_rows (tenant_id, category_id) where category_id is not null`.execute(db);
  await sql`create index tracker_rows_part_idx on tracker_rows (tenant_id, part_id) where part_id is not null`.execute(db);

  await sql`alter table projects add column completed_on date`.execute(db);
  // Existing Completed projects: the last change to them is the best date known.
  await sql`update projects set completed_on = (updated_at at time zone 'UTC')::date where status = 'Completed'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists tracker_rows`.execute(db);
  await sql`alter table projects drop column if exists completed_on`.execute(db);
}
