import type { ErrorReason } from '../../errors.js';

/** Reason codes of the sign-in and password failures (issue 8; values of ERROR_REASONS). */
export const AUTH_REASONS = {
  invalidCredentials: 'INVALID_CREDENTIALS',
  loginThrottled: 'LOGIN_THROTTLED',
  accountInactive: 'ACCOUNT_INACTIVE',
  resetLinkInvalid: 'RESET_LINK_INVALID',
  wrongCurrentPassword: 'WRONG_CURRENT_PASSWORD',
  resetThrottled: 'RESET_THROTTLED',
} as const satisfies Record<string, ErrorReason>;
