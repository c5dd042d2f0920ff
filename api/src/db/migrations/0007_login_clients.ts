import { type Kysely, sql } from 'kysely';

// Failed sign-ins per client (IP address), beside the per-username counter of login_attempts, so that one
// client spraying many usernames is stopped before it locks every one of them out.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table login_client_attempts (
      client text primary key,
      failures integer not null default 0,
      first_failure_at timestamptz not null,
      locked_until timestamptz
    )`.execute(db);
  // Moves on when a company is deactivated: tokens acting in it carry the epoch they were signed in, so a
  // reactivation does not revive them.
  await sql`alter table companies add column session_epoch integer not null default 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table companies drop column if exists session_epoch`.execute(db);
  await sql`drop table if exists login_client_attempts`.execute(db);
}
