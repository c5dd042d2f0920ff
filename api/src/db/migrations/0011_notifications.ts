import { type Kysely, sql } from 'kysely';

// In-app notifications (issue 10 item 12): one row per recipient, so "read" is per person. Users are global
// identities (users.id); the notification itself is tenant-owned and keyed (tenant_id, id).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table notifications (
      tenant_id integer not null references companies(tenant_id),
      id serial not null,
      user_id integer not null references users(id),
      kind text not null,
      title text not null,
      body text not null default '',
      link text,
      created_at timestamptz not null default now(),
      read_at timestamptz,
      primary key (tenant_id, id)
    )`.execute(db);
  // The bell: a user's newest first, and the count of the unread ones.
  await sql`create index notifications_user_idx on notifications (tenant_id, user_id, id desc)`.execute(db);
  await sql`create index notifications_unread_idx on notifications (tenant_id, user_id) where read_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists notifications`.execute(db);
}
