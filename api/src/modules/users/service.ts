import { sql } from 'kysely';
import { ROLE_IDS } from '../../auth/areas.js';
import { newRandomToken } from '../../auth/tokens.js';
import type { Db, UserRow } from '../../db/types.js';
import type { AppDeps } from '../../deps.js';
import { conflict, type HttpError } from '../../errors.js';
import type { MailMessage } from '../../mail/mailer.js';
import { invitationMail, resetLink } from '../../mail/templates.js';
import { createResetToken } from '../auth/repository.js';
import { USER_REASONS } from './reasons.js';

/** Roles a login created by a company (or for a company) can have: company admin, Full User, Estimator. */
export type StaffRoleId = typeof ROLE_IDS.companyAdmin | typeof ROLE_IDS.fullUser | typeof ROLE_IDS.estimator;

export const EMAIL_TAKEN = 'This email ID already has a sign-in. Sign-in emails are unique across all companies.';

/** What creating a staff login needs from the app: mail, the public URL for links, a logger. */
export type StaffLoginDeps = Pick<AppDeps, 'mailer' | 'config' | 'log'>;

export interface StaffLoginInput {
  tenantId: number;
  email: string;
  firstName: string;
  lastName: string;
  /** The profile's phone_number. */
  phone: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  state?: string | null;
  stateCode?: string | null;
  zipcode?: string | null;
  roleId: StaffRoleId;
  /** The employee record this login belongs to (same tenant). */
  employeeId?: number | null;
  isActive?: boolean;
  /** Payload path named in the 409 when the email is taken, e.g. 'email' or 'details.company_admin'. */
  emailField?: string;
  /** Company name for the invitation; looked up in the transaction when omitted. */
  companyName?: string;
}

export interface StaffLogin {
  user: UserRow;
  /** Sends the set-password invitation. Call it only after the transaction committed; it never throws. */
  sendInvitation(): Promise<void>;
}

/** 409 'This email ID already has a sign-in. Sign-in emails are unique across all companies.' naming the payload field. */
export function emailTaken(field = 'email'): HttpError {
  return conflict(EMAIL_TAKEN, field, USER_REASONS.emailTaken);
}


/** Whether any user (of any tenant) has this email, case-insensitively. */
export async function emailInUse(db: Db, email: string, exceptUserId?: number): Promise<boolean> {
  let query = db.selectFrom('users').select('id').where(sql<string>`lower(email)`, '=', email.trim().toLowerCase());
  if (exceptUserId !== undefined) query = query.where('id', '<>', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Invitation for a Full User or Estimator login. */
export function staffInvitationMail(to: string, companyName: string, roleLabel: string, link: string): MailMessage {
  return {
    to,
    subject: `Your ${companyName} account`,
    link,
    text: ['Hello,', '', `A ${roleLabel} account has been created for you at`, `${companyName}.`,
      'Use this link to set your password (valid for 7 days):', '', link, ''].join('\n'),
    html: `<p>Hello,</p><p>A ${escapeHtml(roleLabel)} account at ${escapeHtml(companyName)} has been created for you.</p><p><a href="${escapeHtml(link)}">Set your password</a> (valid for 7 days)</p>`,
  };
}

const ROLE_LABELS: Record<number, string> = { [ROLE_IDS.fullUser]: 'Full User', [ROLE_IDS.estimator]: 'Estimator' };

/**
 * Creates a login without a password inside the caller's transaction and prepares its invitation
 * (a 7-day set-password link). 409 when any user already has the email. The caller sends the mail
 * with `sendInvitation()` after commit, so a rolled-back login never gets one.
 */
export async function createStaffLogin(trx: Db, deps: StaffLoginDeps, input: StaffLoginInput): Promise<StaffLogin> {
  const email = input.email.trim();
  if (await emailInUse(trx, email)) throw emailTaken(input.emailField);
  const user = await trx.insertInto('users').values({
    email,
    password_hash: null,
    first_name: input.firstName,
    last_name: input.lastName,
    phone: input.phone,
    address1: input.address1 ?? null,
    address2: input.address2 ?? null,
    city: input.city ?? null,
    state: input.state ?? null,
    state_code: input.stateCode ?? null,
    zipcode: input.zipcode ?? null,
    employee_id: input.employeeId ?? null,
    role_id: input.roleId,
    tenant_id: input.tenantId,
    is_active: input.isActive ?? true,
    random_token: newRandomToken(),
  }).returningAll().executeTakeFirstOrThrow();
  const token = await createResetToken(trx, user.id, 'invite');
  const companyName = input.companyName ?? (await trx.selectFrom('companies').select('company_name')
    .where('tenant_id', '=', input.tenantId).executeTakeFirst())?.company_name ?? '';
  const link = resetLink(deps.config.publicUrl, token);
  const message = input.roleId === ROLE_IDS.companyAdmin
    ? invitationMail(user.email, companyName, link)
    : staffInvitationMail(user.email, companyName, ROLE_LABELS[input.roleId] ?? 'staff', link);
  return {
    user,
    async sendInvitation() {
      try {
        await deps.mailer.send(message);
      } catch (err) {
        // The login exists by now; the user can still use Forgot Password.
        deps.log.error({ err, to: user.email }, 'could not send the invitation');
      }
    },
  };
}
