import { type Kysely, sql } from 'kysely';

// Exact project counts per tenant and status, kept by statement-level triggers (transition tables: one upsert
// per statement, however many rows it touches). The project list's total without a search needs no scan of
// the tenant's projects: Σ n over the wanted statuses. Same transaction as the change, so always exact.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table project_counts (
      tenant_id integer not null references companies(tenant_id),
      status text not null,
      n bigint not null default 0,
      primary key (tenant_id, status)
    )`.execute(db);
  await sql`
    insert into project_counts (tenant_id, status, n)
    select tenant_id, status, count(*) from projects group by tenant_id, status`.execute(db);
  // Rows are upserted in key order so two concurrent statements never wait on each other crosswise.
  await sql.raw(`
    create function project_counts_apply_insert() returns trigger language plpgsql as $$
    begin
      insert into project_counts (tenant_id, status, n)
        select tenant_id, status, count(*) from new_rows group by tenant_id, status order by tenant_id, status
      on conflict (tenant_id, status) do update set n = project_counts.n + excluded.n;
      return null;
    end $$`).execute(db);
  await sql.raw(`
    create function project_counts_apply_delete() returns trigger language plpgsql as $$
    begin
      insert into project_counts (tenant_id, status, n)
        select tenant_id, status, -count(*) from old_rows group by tenant_id, status order by tenant_id, status
      on conflict (tenant_id, status) do update set n = project_counts.n + excluded.n;
      return null;
    end $$`).execute(db);
  await sql.raw(`
    create function project_counts_apply_update() returns trigger language plpgsql as $$
    begin
      insert into project_counts (tenant_id, status, n)
        select tenant_id, status, sum(d) from (
          select tenant_id, status, 1 as d from new_rows
          union all
          select tenant_id, status, -1 as d from old_rows
        ) x group by tenant_id, status having sum(d) <> 0 order by tenant_id, status
      on conflict (tenant_id, status) do update set n = project_counts.n + excluded.n;
      return null;
    end $$`).execute(db);
  await sql`create trigger project_counts_insert after insert on projects
    referencing new table as new_rows for each statement execute function project_counts_apply_insert()`.execute(db);
  await sql`create trigger project_counts_delete after delete on projects
    referencing old table as old_rows for each statement execute function project_counts_apply_delete()`.execute(db);
  await sql`create trigger project_counts_update after update on projects
    referencing old table as old_rows new table as new_rows for each statement execute function project_counts_apply_update()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['insert', 'delete', 'update']) {
    await sql.raw(`drop trigger if exists project_counts_${t} on projects`).execute(db);
    await sql.raw(`drop function if exists project_counts_apply_${t}()`).execute(db);
  }
  await sql`drop table if exists project_counts`.execute(db);
}
