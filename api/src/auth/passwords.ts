import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords.js';

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

function scryptAsync(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { N: n, r, p, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** Salted scrypt; the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, N, R, P);
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) {
    // Spend the same time as a real check so unknown users cannot be told apart by timing.
    await scryptAsync(password, DUMMY_SALT, N, R, P);
    return false;
  }
  const [scheme, n, r, p, saltB64, keyB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, 'base64');
  const actual = await scryptAsync(password, Buffer.from(saltB64, 'base64'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const DUMMY_SALT = randomBytes(16);

export const PASSWORD_POLICY_MESSAGE =
  'Password must be at least 8 characters long and contain at least one uppercase letter, one lowercase letter, one number, and one special character.';

/** The message for a password that may not be used, or undefined: docs/accounts.md §5's composition first, then the common list. */
export function passwordProblem(password: string): string | undefined {
  if (!isStrongPassword(password)) return PASSWORD_POLICY_MESSAGE;
  if (isCommonPassword(password)) return COMMON_PASSWORD_MESSAGE;
  return undefined;
}

/** docs/accounts.md §5: at least 8 characters with upper, lower, digit and a special character. */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= 8 &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /[0-9]/.test(password) &&
    /[^A-Za-z0-9]/.test(password)
  );
}

/** A readable password that satisfies the policy, for demo users. */
export function generatePassword(): string {
  return `Demo-${randomBytes(6).toString('base64url')}-9a`;
}
