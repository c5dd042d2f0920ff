import { sql } from 'kysely';
import type { Db, UserRow } from '../../db/types.js';
import { hashOpaqueToken, newOpaqueToken, newRandomToken } from '../../auth/tokens.js';

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export const RESET_TTL_MS = 60 * 60 * 1000;
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Stores only the hash of a new reset token and returns the token itself (for the link). */
export async function createResetToken(db: Db, userId: number, purpose: 'reset' | 'invite'): Promise<string> {
  const token = newOpaqueToken();
  const ttl = purpose === 'invite' ? INVITE_TTL_MS : RESET_TTL_MS;
  await db
    .insertInto('password_resets')
    .values({ token_hash: hashOpaqueToken(token), user_id: userId, purpose, expires_at: new Date(Date.now() + ttl) })
    .execute();
  return token;
}

/**
 * Uses a reset token and sets the password in one transaction. The conditional update makes the token
 * single-use even when two requests race. Returns false for an unknown, used or expired token. `onInvitation` runs
 * in the transaction when the token was an invitation.
 */
export async function consumeResetToken(
  db: Db, token: string, passwordHash: string, onInvitation: (trx: Db, user: UserRow) => Promise<void>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('password_resets')
      .set({ used_at: sql<Date>`now()` })
      .where('token_hash', '=', hashOpaqueToken(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning(['user_id', 'purpose'])
      .executeTakeFirst();
    if (!used) return false;
    // Other outstanding links of this user die with this one.
    await trx
      .updateTable('password_resets')
      .set({ used_at: sql<Date>`now()` })
      .where('user_id', '=', used.user_id)
      .where('used_at', 'is', null)
      .execute();
    const user = await setPassword(trx, used.user_id, passwordHash);
    await trx.deleteFrom('login_attempts').where('username', '=', user.email.toLowerCase()).execute();
    // Setting the first password from an invitation accepts it; the notification commits with the password.
    if (used.purpose === 'invite') await onInvitation(trx, user);
    return true;
  });
}

/** New password; token_version moves on so every earlier token stops working. */
export async function setPassword(db: Db, userId: number, passwordHash: string): Promise<UserRow> {
  return db
    .updateTable('users')
    .set({
      password_hash: passwordHash,
      token_version: sql<number>`token_version + 1`,
      random_token: newRandomToken(),
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}
