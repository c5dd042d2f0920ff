import type { ReasonTable } from '../../errors.js';

/** Reason codes of the sign-in and password failures (issue 8), each with what it means. */
export const AUTH_REASONS = {
  invalidCredentials: { code: 'INVALID_CREDENTIALS', description: 'Sign-in: unknown email or wrong password.' },
  loginThrottled: { code: 'LOGIN_THROTTLED', description: 'Sign-in: too many failed attempts for now.' },
  accountInactive: { code: 'ACCOUNT_INACTIVE', description: 'Sign-in: the user or its company is inactive.' },
  resetLinkInvalid: { code: 'RESET_LINK_INVALID', description: 'Password reset: the link is invalid or has expired.' },
  wrongCurrentPassword: { code: 'WRONG_CURRENT_PASSWORD', description: 'Change password: the current password is wrong.' },
  resetThrottled: { code: 'RESET_THROTTLED', description: 'Forgot Password: too many reset requests from this client for now.' },
} as const satisfies ReasonTable;
