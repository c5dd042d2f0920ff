export const PASSWORD_POLICY_MESSAGE =
  'Password must be at least 8 characters long and contain at least one uppercase letter, one lowercase letter, one number, and one special character.';

// At least 8 characters with an uppercase, a lowercase, a digit and a special character (docs/accounts.md §5).
export function meetsPasswordPolicy(pw: string): boolean {
  return pw.length >= 8 && /[A-Z]/.test(pw) && /[a-z]/.test(pw) && /\d/.test(pw) && /[^A-Za-z0-9]/.test(pw);
}
