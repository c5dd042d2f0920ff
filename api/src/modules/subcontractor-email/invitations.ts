import { sql } from 'kysely';
import { ROLE_IDS } from '../../auth/areas.js';
import type { TenantScope } from '../../auth/context.js';
import { tenantOf } from '../../auth/context.js';
import { newRandomToken } from '../../auth/tokens.js';
import type { Db } from '../../db/types.js';
import { resetLink } from '../../mail/templates.js';
import { createResetToken } from '../auth/repository.js';
import { notify } from '../notifications/service.js';
import type { Recipient } from './repository.js';

export const PROJECT_INVITATION = 'project_invitation';

export interface Invited {
  userId: number;
  /** A set-password link (7 days) when the login has no password yet: just created, or invited before and never set. */
  setPasswordLink?: string;
  created: boolean;
}

/** Lower-cased emails among `emails` that belong to a login other than a subcontractor's (staff or platform). */
export async function staffEmails(db: Db, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db.selectFrom('users').select(sql<string>`lower(email)`.as('email'))
    .where(sql<string>`lower(email)`, 'in', emails.map((e) => e.toLowerCase()))
    .where('role_id', '<>', ROLE_IDS.subcontractor).execute();
  return new Set(rows.map((r) => r.email));
}

/**
 * Invitation To Bid made real (docs/roles.md): each recipient gets a role-13 login if its email has none, a link to
 * the caller's company and an invitation to the project. Runs in the caller's transaction; inviting again adds
 * nothing (every insert does nothing on conflict), only a fresh set-password link while no password was set.
 */
export async function inviteToProject(
  ctx: TenantScope, trx: Db, publicUrl: string, projectId: number, recipients: readonly Recipient[],
  notice: { title: string; body: string },
): Promise<Map<string, Invited>> {
  const tenantId = tenantOf(ctx);
  const out = new Map<string, Invited>();
  for (const r of recipients) {
    // Two requests inviting one new email at once: the unique index on lower(email) lets one insert win.
    const inserted = await trx.insertInto('users').values({
      email: r.email, password_hash: null, first_name: r.firstName, last_name: r.lastName, phone: null,
      role_id: ROLE_IDS.subcontractor, tenant_id: null, random_token: newRandomToken(),
    }).onConflict((oc) => oc.expression(sql`lower(email)`).doNothing()).returning('id').executeTakeFirst();
    const user = await trx.selectFrom('users').select(['id', 'role_id', 'password_hash'])
      .where(sql<string>`lower(email)`, '=', r.email.toLowerCase()).executeTakeFirstOrThrow();
    await trx.insertInto('subcontractor_links').values({ tenant_id: tenantId, user_id: user.id })
      .onConflict((oc) => oc.columns(['tenant_id', 'user_id']).doNothing()).execute();
    await trx.insertInto('project_invitations').values({ tenant_id: tenantId, project_id: projectId, user_id: user.id })
      .onConflict((oc) => oc.columns(['tenant_id', 'project_id', 'user_id']).doNothing()).execute();
    const link = user.password_hash === null ? resetLink(publicUrl, await createResetToken(trx, user.id, 'invite')) : undefined;
    out.set(r.email, { userId: user.id, created: inserted !== undefined, setPasswordLink: link });
  }
  // The bell of each invited subcontractor in this company (it sees it once it chooses the company).
  await notify(ctx, trx, {
    recipients: [...out.values()].map((i) => i.userId), kind: PROJECT_INVITATION, title: notice.title, body: notice.body,
    link: '/admin/projects',
  });
  return out;
}
