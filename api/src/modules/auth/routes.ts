import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROLE_IDS } from '../../auth/areas.js';
import { PUBLIC, SIGNED_IN } from '../../auth/access.js';
import { isLinkedSubcontractor, isTenantActive } from '../../auth/guard.js';
import { hashPassword, passwordProblem, verifyPassword } from '../../auth/passwords.js';
import type { UserRow } from '../../db/types.js';
import type { AppDeps } from '../../deps.js';
import { forbidden, HttpError, notFound } from '../../errors.js';
import { resetLink, resetPasswordMail } from '../../mail/templates.js';
import { FieldErrors, isBlank, isEmail } from '../../validation.js';
import type { ApiModule } from '../module.js';
import { AUTH_REASONS } from './reasons.js';
import { consumeResetToken, createResetToken, findUserByEmail, setPassword } from './repository.js';
import {
  ChangeBody, errorResponses, ForgotBody, LoginBody, MessageResponse, PermissionsSchema, ResetBody,
  SessionSchema, SessionUserSchema, TenantBody,
} from './schemas.js';
import { issueSession, sessionUser } from './session.js';
import {
  clearFailures, MAX_RESET_MAILS_PER_ADDRESS, MAX_RESET_REQUESTS_PER_CLIENT, releaseClientAttempt, reserveAttempt,
  RESET_THROTTLE_MESSAGE, takeRateSlot, THROTTLE_MESSAGE,
} from './throttle.js';
import { Type } from 'typebox';

export const LOGIN_MESSAGES = {
  bothBlank: 'Username and password can not be blank.',
  usernameBlank: 'Enter a username.',
  passwordBlank: 'Enter a password.',
  invalid: 'Provide valid Username and password',
} as const;

const throttled = () => new HttpError(429, THROTTLE_MESSAGE).because(AUTH_REASONS.loginThrottled);

export const FORGOT_MESSAGE = 'If the entered email is valid, you will receive the email shortly.';
export const RESET_INVALID = 'This reset link is invalid or has expired.';
export const WRONG_CURRENT_PASSWORD = 'Current Password is incorrect.';

/** Login's field errors for blank username and/or password (docs/accounts.md §5). */
export function loginFieldErrors(usernameBlank: boolean, passwordBlank: boolean): Record<string, string> | null {
  if (usernameBlank && passwordBlank) {
    return { Username: LOGIN_MESSAGES.bothBlank, Password: LOGIN_MESSAGES.bothBlank };
  }
  if (usernameBlank) return { Username: LOGIN_MESSAGES.usernameBlank };
  if (passwordBlank) return { Password: LOGIN_MESSAGES.passwordBlank };
  return null;
}

/** `modules`: the module list, whose invitationAccepted steps run when an invitation's password is set. */
export function authRoutes(deps: AppDeps, modules: readonly ApiModule[]): FastifyPluginAsyncTypebox {
  const { db, jwtSecret } = deps;
  const invitationAccepted = async (trx: typeof db, user: UserRow) => {
    for (const module of modules) await module.invitationAccepted?.(trx, user);
  };

  return async (app) => {
    app.post('/auth/login', {
      config: { access: PUBLIC, loginValidation: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: LoginBody,
        response: { 200: Type.Object({ data: SessionSchema }), ...errorResponses(400, 401, 403, 429) },
      },
    }, async (request) => {
      const { username = '', password = '', remember = false } = request.body;
      const fieldErrors = loginFieldErrors(username.trim() === '', password === '');
      if (fieldErrors) throw new HttpError(400, Object.values(fieldErrors)[0]!, undefined, fieldErrors);

      const key = username.trim().toLowerCase();
      const client = request.ip;
      // Slots are taken before the (slow) password check, atomically in the database: see throttle.ts.
      if (!(await reserveAttempt(db, 'client', client))) throw throttled();
      if (!(await reserveAttempt(db, 'username', key))) {
        await releaseClientAttempt(db, client);
        throw throttled();
      }
      const user = await findUserByEmail(db, key);
      const valid = await verifyPassword(password, user?.password_hash ?? null);
      if (!user || !valid) throw new HttpError(401, LOGIN_MESSAGES.invalid).because(AUTH_REASONS.invalidCredentials);
      await clearFailures(db, key);
      await releaseClientAttempt(db, client);
      // An inactive account gets the same answer as a wrong password (docs/accounts.md §5): a different one would tell a
      // guesser that the password was right.
      if (!user.is_active || (user.tenant_id !== null && !(await isTenantActive(db, user.tenant_id)))) {
        throw new HttpError(401, LOGIN_MESSAGES.invalid).because(AUTH_REASONS.invalidCredentials);
      }
      // Platform admins and subcontractors choose a company afterwards (auth/tenant).
      const acting = user.role_id === ROLE_IDS.platformAdmin || user.role_id === ROLE_IDS.subcontractor
        ? null
        : user.tenant_id;
      return { data: await issueSession(db, jwtSecret, user, acting, remember) };
    });

    app.post('/auth/forgotpassword', {
      config: { access: PUBLIC },
      schema: {
        tags: ['auth'],
        summary: 'Email a password reset link; the answer never says whether the email exists',
        body: ForgotBody,
        response: { 200: MessageResponse, ...errorResponses(400, 429) },
      },
    }, async (request, reply) => {
      const username = (request.body.username ?? '').trim();
      if (username === '') throw new HttpError(400, 'Please enter your registered email.', { username: 'Please enter your registered email.' });
      if (!isEmail(username)) throw new HttpError(400, 'Please enter the registered email.', { username: 'Please enter the registered email.' });
      if (!(await takeRateSlot(db, 'reset-client', request.ip, MAX_RESET_REQUESTS_PER_CLIENT, 15))) {
        throw new HttpError(429, RESET_THROTTLE_MESSAGE).because(AUTH_REASONS.resetThrottled);
      }
      // Answer first: the lookup and the mail start once the answer is written, so a known email is answered exactly
      // as fast as an unknown one (docs/accounts.md §8).
      deps.background.run('password reset email', async () => {
        const user = await findUserByEmail(db, username);
        if (!user) return;
        // Past the per-address limit the answer stays the same; only the mailbox is spared.
        if (!(await takeRateSlot(db, 'reset-address', user.email.toLowerCase(), MAX_RESET_MAILS_PER_ADDRESS, 60))) {
          request.log.warn('password reset mail limit reached for an address');
          return;
        }
        const token = await createResetToken(db, user.id, 'reset');
        await deps.mailer.send(resetPasswordMail(user.email, resetLink(deps.config.publicUrl, token)));
      }, reply);
      return { data: FORGOT_MESSAGE };
    });

    app.post('/auth/resetpassword', {
      config: { access: PUBLIC },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token of a reset or invitation link',
        body: ResetBody,
        response: { 200: MessageResponse, ...errorResponses(400, 412) },
      },
    }, async (request) => {
      const { token = '', password = '' } = request.body;
      if (password === '') throw new HttpError(400, 'Please enter the password.', { password: 'Please enter the password.' });
      const problem = passwordProblem(password);
      if (problem) throw new HttpError(400, problem, { password: problem });
      if (token.trim() === '') throw new HttpError(412, RESET_INVALID).because(AUTH_REASONS.resetLinkInvalid);
      const ok = await consumeResetToken(db, token.trim(), await hashPassword(password), invitationAccepted);
      if (!ok) throw new HttpError(412, RESET_INVALID).because(AUTH_REASONS.resetLinkInvalid);
      return { data: 'Password has been reset.' };
    });

    app.post('/auth/changepassword', {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['auth'],
        summary: 'Change the own password; every earlier token stops working',
        body: ChangeBody,
        response: { 200: MessageResponse, ...errorResponses(400, 401, 412) },
      },
    }, async (request) => {
      const auth = request.ctx;
      const { old_password = '', password = '' } = request.body;
      const errors = new FieldErrors();
      if (isBlank(old_password)) errors.add('old_password', 'Fill all the required fields');
      if (isBlank(password)) errors.add('password', 'Fill all the required fields');
      const problem = errors.empty ? passwordProblem(password) : undefined;
      if (problem) errors.add('password', problem);
      if (!errors.empty) throw new HttpError(400, errors.message!, errors.fields);
      if (!(await verifyPassword(old_password, auth.user.password_hash))) throw new HttpError(412, WRONG_CURRENT_PASSWORD).because(AUTH_REASONS.wrongCurrentPassword);
      await setPassword(db, auth.user.id, await hashPassword(password));
      return { data: 'Password has been changed.' };
    });

    app.post('/auth/tenant', {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['auth'],
        summary: 'A token acting in another company: platform admin (any active) or subcontractor (linked)',
        body: TenantBody,
        response: { 200: Type.Object({ data: SessionSchema }), ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request) => {
      const auth = request.ctx;
      const companyId = request.body.company_id;
      if (auth.roleId === ROLE_IDS.platformAdmin) {
        const company = await db.selectFrom('companies').select(['tenant_id', 'is_active'])
          .where('tenant_id', '=', companyId).where('deleted_at', 'is', null).executeTakeFirst();
        if (!company) throw notFound('Company not found.');
        if (!company.is_active) throw forbidden('This company is inactive.');
      } else if (auth.roleId === ROLE_IDS.subcontractor) {
        // Unlinked and inactive companies get the same answer: nothing about them is revealed.
        if (!(await isLinkedSubcontractor(db, auth.user.id, companyId)) || !(await isTenantActive(db, companyId))) {
          throw forbidden();
        }
      } else {
        throw forbidden();
      }
      return { data: await issueSession(db, jwtSecret, auth.user, companyId, auth.remember) };
    });

    app.get('/auth/me', {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['auth'],
        summary: 'The caller as its token says, with its permissions',
        response: {
          200: Type.Object({ data: Type.Object({ user: SessionUserSchema, permissions: PermissionsSchema }) }),
          ...errorResponses(401),
        },
      },
    }, async (request) => {
      const auth = request.ctx;
      return { data: { user: sessionUser(auth.user, auth.tenantId), permissions: auth.permissions } };
    });
  };
}
