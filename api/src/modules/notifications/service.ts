import { sql } from 'kysely';
import { tenantOf, type TenantScope } from '../../auth/context.js';
import type { Db } from '../../db/types.js';

/** What a domain says when it notifies: who, what kind of event, the text of the bell's item and where it leads. */
export interface NotificationInput {
  /** User ids; users outside the tenant (neither its staff nor a linked subcontractor) are left out. */
  recipients: readonly number[];
  /** A stable code of the event, e.g. 'invitation_accepted', 'bid_uploaded'. */
  kind: string;
  title: string;
  body?: string;
  /** An in-app path, e.g. '/admin/full-user-details?id=12'. */
  link?: string | null;
}

/**
 * Writes one unread notification per recipient in the scope's tenant and returns how many were written.
 * Pass the caller's transaction as `db` so the notification commits or rolls back with the event it tells of.
 */
export async function notify(scope: TenantScope, db: Db, input: NotificationInput): Promise<number> {
  const tenantId = tenantOf(scope);
  if (input.link && !input.link.startsWith('/')) throw new Error(`A notification link is an in-app path, not '${input.link}'`);
  const recipients = [...new Set(input.recipients)];
  if (recipients.length === 0) return 0;
  // One statement: the recipients that belong to the tenant, each once, whatever the caller passed.
  const result = await db.insertInto('notifications')
    .columns(['tenant_id', 'user_id', 'kind', 'title', 'body', 'link'])
    .expression((eb) => eb.selectFrom('users')
      .select([
        sql<number>`${tenantId}::integer`.as('tenant_id'), 'users.id', sql<string>`${input.kind}`.as('kind'),
        sql<string>`${input.title}`.as('title'), sql<string>`${input.body ?? ''}`.as('body'),
        sql<string | null>`${input.link ?? null}::text`.as('link'),
      ])
      .where('users.id', 'in', recipients)
      .where((w) => w.or([
        w('users.tenant_id', '=', tenantId),
        w.exists(w.selectFrom('subcontractor_links').select('subcontractor_links.user_id')
          .whereRef('subcontractor_links.user_id', '=', 'users.id').where('subcontractor_links.tenant_id', '=', tenantId)),
      ])))
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n);
}
