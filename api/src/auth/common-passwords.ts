import { dictionary } from '@zxcvbn-ts/language-common';

// The ~49,000 most common passwords of leaked lists, as kept by zxcvbn-ts (lower case). The composition rule of
// docs/accounts.md §5 lets 'Password1!' or 'Summer2024!' through; attackers spray exactly those first (issue 9 finding 7).
const COMMON: ReadonlySet<string> = new Set(dictionary['passwords-common'] as string[]);

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose one that is harder to guess.';

/**
 * True when the password, ignoring case, is on the list, or is a listed word with only digits and symbols added at
 * the end ('Dragon2024!' is 'dragon' plus a suffix). Four letters at least, so short bases do not refuse everything.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) return true;
  const base = lower.replace(/[^a-z]+$/, '');
  return base.length >= 4 && base !== lower && COMMON.has(base);
}
