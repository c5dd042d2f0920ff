import { sql } from 'kysely';
import type { Db } from '../../db/types.js';

/** Wrong passwords checked per username in a 15-minute window before the username is locked for 15 minutes. */
export const MAX_FAILURES = 5;
/** Failed sign-ins one client (IP address) may make in 15 minutes, over all the usernames it tries. */
export const MAX_CLIENT_FAILURES = 50;
export const THROTTLE_MESSAGE = 'Too many failed sign-in attempts. Try again in 15 minutes.';

const COUNTERS = {
  username: { table: 'login_attempts', key: 'username', max: MAX_FAILURES },
  client: { table: 'login_client_attempts', key: 'client', max: MAX_CLIENT_FAILURES },
} as const;
type Counter = keyof typeof COUNTERS;

/**
 * Takes one attempt slot before the password is checked: a single upsert counts it as a failure and sets the
 * lock when it is the last slot of the window. The row lock of the upsert serialises concurrent sign-ins on
 * every API instance, so however many arrive at once, at most `max` passwords are checked per window.
 * Returns false (no slot: the key is locked) when the row is locked.
 */
export async function reserveAttempt(db: Db, counter: Counter, value: string): Promise<boolean> {
  const { table, key, max } = COUNTERS[counter];
  const t = sql.table(table);
  const k = sql.ref(key);
  const stale = sql`${t}.first_failure_at < now() - interval '15 minutes'`;
  const result = await sql<{ failures: number }>`
    insert into ${t} (${k}, failures, first_failure_at, locked_until)
    values (${value}, 1, now(), case when 1 >= ${max}::int then now() + interval '15 minutes' end)
    on conflict (${k}) do update set
      failures = case when ${stale} then 1 else ${t}.failures + 1 end,
      first_failure_at = case when ${stale} then now() else ${t}.first_failure_at end,
      locked_until = case when not (${stale}) and ${t}.failures + 1 >= ${max}::int
                          then now() + interval '15 minutes' end
    where ${t}.locked_until is null or ${t}.locked_until <= now()
    returning failures
  `.execute(db);
  return result.rows.length === 1;
}

/** A correct password: the username's failures are forgotten. */
export async function clearFailures(db: Db, username: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('username', '=', username).execute();
}

/** Gives back a client's slot that did not end in a wrong password (a success, or a locked username). */
export async function releaseClientAttempt(db: Db, client: string): Promise<void> {
  await sql`
    update login_client_attempts set
      failures = greatest(failures - 1, 0),
      locked_until = case when failures - 1 < ${MAX_CLIENT_FAILURES}::int then null else locked_until end
    where client = ${client}
  `.execute(db);
}

/** Reset emails one address receives per hour; further requests answer the same text and send nothing. */
export const MAX_RESET_MAILS_PER_ADDRESS = 3;
/** Forgot Password requests one client may make in 15 minutes, whatever the addresses. */
export const MAX_RESET_REQUESTS_PER_CLIENT = 10;
export const RESET_THROTTLE_MESSAGE = 'Too many password reset requests. Try again in 15 minutes.';

/**
 * Counts one hit of `counter` for `key` in a fixed window and answers whether it is within `max`. One upsert: the
 * row lock serialises concurrent requests on every API process, so no burst gets past the limit.
 */
export async function takeRateSlot(db: Db, counter: string, key: string, max: number, windowMinutes: number): Promise<boolean> {
  const stale = sql`rate_limits.window_started_at < now() - make_interval(mins => ${windowMinutes}::int)`;
  const result = await sql<{ hits: number }>`
    insert into rate_limits (counter, key, hits, window_started_at) values (${counter}, ${key}, 1, now())
    on conflict (counter, key) do update set
      hits = case when ${stale} then 1 else rate_limits.hits + 1 end,
      window_started_at = case when ${stale} then now() else rate_limits.window_started_at end
    returning hits
  `.execute(db);
  return result.rows[0]!.hits <= max;
}
