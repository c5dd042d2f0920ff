import type { Notification } from '../../__generated__/graphql.js';
import type { Resolvers } from '../../__generated__/resolvers.js';
import type { RestRow } from '../../rest-types.js';

/** A REST notification (api/src/modules/notifications/schemas.ts). */
type RestNotification = RestRow<'notifications', 'get'>;

export function toNotification(row: RestNotification): Notification {
  return {
    id: String(row.id),
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: row.created_at,
    read: row.read_at !== null,
  };
}

export const notificationResolvers: Resolvers = {
  Query: {
    // One REST call answers both the items and the unread count.
    notifications: async (_p, { limit }, ctx) => {
      const res = await ctx.upstream.call('get', 'notifications', { query: { limit: limit ?? undefined } });
      const rows = Array.isArray(res.data) ? res.data : [];
      return { items: rows.map(toNotification), unreadCount: typeof res.unread === 'number' ? res.unread : 0 };
    },
  },
  Mutation: {
    markNotificationsRead: async (_p, _a, ctx) => (await ctx.upstream.put('notifications/read')).marked,
    markNotificationRead: async (_p, { id }, ctx) =>
      toNotification(await ctx.upstream.put('notifications/{id}/read', { params: { id } })),
  },
};
