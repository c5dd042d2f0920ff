import { type Kysely, sql } from 'kysely';

// Request counters per (counter, key) in fixed windows, for limits that are not sign-in failures: password reset
// requests per address and per client (issue 9 finding 6). In the database, so that every API process shares them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rate_limits (
      counter text not null,
      key text not null,
      hits integer not null,
      window_started_at timestamptz not null,
      primary key (counter, key)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists rate_limits`.execute(db);
}
