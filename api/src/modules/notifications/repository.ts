import { sql, type Selectable } from 'kysely';
import type { RequestContext } from '../../auth/context.js';
import type { Db, NotificationsTable } from '../../db/types.js';
import { notFound } from '../../errors.js';

type NotificationRow = Selectable<NotificationsTable>;
/** Whose notifications a request reads: always the caller's own, in the tenant it acts in. */
type Caller = Pick<RequestContext, 'tenantId' | 'user'>;

export const NOTIFICATION_NOT_FOUND = 'Notification not found.';

export function toNotificationJson(row: NotificationRow) {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    created_at: row.created_at.toISOString(),
    read_at: row.read_at ? row.read_at.toISOString() : null,
  };
}

/** The caller's newest notifications and how many of all its notifications are unread. */
export async function listOwnNotifications(ctx: Caller, db: Db, limit: number) {
  // A caller acting in no tenant (platform admin before opening a company, subcontractor before choosing one)
  // has no notifications: the bell in its shell shows none rather than an error.
  if (ctx.tenantId === null) return { rows: [] as NotificationRow[], unread: 0 };
  const own = db.selectFrom('notifications').where('tenant_id', '=', ctx.tenantId).where('user_id', '=', ctx.user.id);
  const [rows, count] = await Promise.all([
    own.selectAll().orderBy('id', 'desc').limit(limit).execute(),
    own.select(sql<string>`count(*)`.as('n')).where('read_at', 'is', null).executeTakeFirstOrThrow(),
  ]);
  return { rows, unread: Number(count.n) };
}

/** Marks every unread notification of the caller read; returns how many changed. */
export async function markAllRead(ctx: Caller, db: Db): Promise<number> {
  if (ctx.tenantId === null) return 0;
  const result = await db.updateTable('notifications').set({ read_at: sql<Date>`now()` })
    .where('tenant_id', '=', ctx.tenantId).where('user_id', '=', ctx.user.id).where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Marks one of the caller's notifications read (again is harmless); another user's or tenant's is a 404. */
export async function markOneRead(ctx: Caller, db: Db, id: number): Promise<NotificationRow> {
  if (ctx.tenantId === null) throw notFound(NOTIFICATION_NOT_FOUND);
  const row = await db.updateTable('notifications').set({ read_at: sql<Date>`coalesce(read_at, now())` })
    .where('tenant_id', '=', ctx.tenantId).where('user_id', '=', ctx.user.id).where('id', '=', id)
    .returningAll().executeTakeFirst();
  if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
  return row;
}
