import { sql } from 'kysely';
import type { Db } from '../../db/types.js';

export const MAX_FAILURES = 5;
export const THROTTLE_MESSAGE = 'Too many failed sign-in attempts. Try again in 15 minutes.';

// Counters live in the database so every API instance sees the same lock.
export async function isLocked(db: Db, username: string): Promise<boolean> {
  const row = await db
    .selectFrom('login_attempts')
    .select('username')
    .where('username', '=', username)
    .where('locked_until', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row !== undefined;
}

/** Counts a failure in a 15-minute window; the fifth one locks the username for 15 minutes. */
export async function recordFailure(db: Db, username: string): Promise<void> {
  await sql`
    insert into login_attempts (username, failures, first_failure_at, locked_until)
    values (${username}, 1, now(), null)
    on conflict (username) do update set
      failures = case when login_attempts.first_failure_at < now() - interval '15 minutes'
                      then 1 else login_attempts.failures + 1 end,
      first_failure_at = case when login_attempts.first_failure_at < now() - interval '15 minutes'
                              then now() else login_attempts.first_failure_at end,
      locked_until = case when login_attempts.first_failure_at >= now() - interval '15 minutes'
                               and login_attempts.failures + 1 >= ${MAX_FAILURES}
                          then now() + interval '15 minutes' else null end
  `.execute(db);
}

export async function clearFailures(db: Db, username: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('username', '=', username).execute();
}
