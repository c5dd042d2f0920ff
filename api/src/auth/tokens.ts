import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../db/types.js';

export interface TokenClaims {
  sub: number;
  /** Tenant the token acts in; null for a platform admin or subcontractor who has not chosen one. */
  tid: number | null;
  /** The user's token_version when signed; a password change bumps it and kills the token. */
  ver: number;
  /** The acting tenant's session_epoch when signed (0 without a tenant); deactivating the company moves it on. */
  tep: number;
  role: number;
  /** Remember Me: kept when a new token is issued for another tenant. */
  rem: boolean;
}

const SHORT_TTL = '12h';
const REMEMBER_TTL = '30d';

/**
 * The signing key: JWT_SECRET when set, otherwise a random secret generated once and kept in
 * app_settings, so every API instance on the same database accepts the others' tokens.
 */
export async function loadJwtSecret(db: Db, configured?: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await db
    .insertInto('app_settings')
    .values({ key: 'jwt_secret', value: randomBytes(48).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', 'jwt_secret')
    .executeTakeFirstOrThrow();
  return new TextEncoder().encode(row.value);
}

export async function signToken(secret: Uint8Array, claims: TokenClaims): Promise<string> {
  return new SignJWT({ tid: claims.tid, ver: claims.ver, tep: claims.tep, role: claims.role, rem: claims.rem })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.sub))
    .setIssuedAt()
    .setExpirationTime(claims.rem ? REMEMBER_TTL : SHORT_TTL)
    .sign(secret);
}

/** Returns the claims, or null when the token is malformed, forged or expired. */
export async function verifyToken(secret: Uint8Array, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    const sub = Number(payload.sub);
    const tid = payload.tid === null || payload.tid === undefined ? null : Number(payload.tid);
    const ver = Number(payload.ver);
    const role = Number(payload.role);
    if (!Number.isInteger(sub) || !Number.isInteger(ver) || (tid !== null && !Number.isInteger(tid))) return null;
    const tep = Number(payload.tep ?? 0);
    if (!Number.isInteger(tep)) return null;
    return { sub, tid, ver, tep, role, rem: payload.rem === true };
  } catch {
    return null;
  }
}

/** Opaque tokens (reset links) are stored only as their SHA-256. */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newOpaqueToken(): string {
  // 24 bytes keep the link short enough (< 76 chars) to stay unencoded (7bit) in the mail text.
  return randomBytes(24).toString('base64url');
}

export function newRandomToken(): string {
  return randomBytes(16).toString('hex');
}
