import { type Kysely, sql } from 'kysely';

// A version per tenant of what the project list shows (projects/list-cache.ts): bumped by a statement-level trigger
// on every table the list's JSON reads (list-json.ts), in the same transaction as the change. A cached page is
// served only under the version it was built at, so no page outlives a change, on any API instance.
export const LIST_SOURCES = ['projects', 'owners', 'owner_addresses', 'owner_managers', 'employees', 'project_invitations'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table project_list_versions (
      tenant_id integer primary key references companies(tenant_id),
      version bigint not null default 1
    )`.execute(db);
  // One upsert per statement, however many rows it touched; tenants in key order so that two statements never wait
  // on each other crosswise.
  await sql.raw(`
    create function project_list_bump() returns trigger language plpgsql as $$
    begin
      insert into project_list_versions (tenant_id)
        select distinct tenant_id from changed_rows where tenant_id is not null order by tenant_id
      on conflict (tenant_id) do update set version = project_list_versions.version + 1;
      return null;
    end $$`).execute(db);
  for (const table of LIST_SOURCES) {
    await sql.raw(`create trigger ${table}_list_insert after insert on ${table}
      referencing new table as changed_rows for each statement execute function project_list_bump()`).execute(db);
    await sql.raw(`create trigger ${table}_list_update after update on ${table}
      referencing new table as changed_rows for each statement execute function project_list_bump()`).execute(db);
    await sql.raw(`create trigger ${table}_list_delete after delete on ${table}
      referencing old table as changed_rows for each statement execute function project_list_bump()`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of LIST_SOURCES) {
    for (const event of ['insert', 'update', 'delete']) await sql.raw(`drop trigger if exists ${table}_list_${event} on ${table}`).execute(db);
  }
  await sql`drop function if exists project_list_bump()`.execute(db);
  await sql`drop table if exists project_list_versions`.execute(db);
}
