import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SIGNED_IN } from '../../auth/access.js';
import type { Db } from '../../db/types.js';
import type { AppDeps } from '../../deps.js';
import { errorResponses } from '../auth/schemas.js';
import { listOwnNotifications, markAllRead, markOneRead, toNotificationJson } from './repository.js';
import {
  MarkedResponse, NotificationIdParams, NotificationListQuery, NotificationListResponse, NotificationResponse,
} from './schemas.js';

// The notification bell (issue 10 item 12). Any signed-in caller, and only ever its own notifications in the
// tenant its token acts in; no permission area, as every role has a bell.

const tags = ['notifications'];

export function notificationRoutes(deps: Pick<AppDeps, 'db'>): FastifyPluginAsyncTypebox {
  const db: Db = deps.db;

  return async (app) => {
    app.get('/notifications', {
      config: { access: SIGNED_IN },
      schema: {
        tags, summary: "The caller's notifications, newest first, with the count of unread ones",
        querystring: NotificationListQuery,
        response: { 200: NotificationListResponse, ...errorResponses(400, 401) },
      },
    }, async (request) => {
      const { rows, unread } = await listOwnNotifications(request.ctx, db, request.query.limit ?? 20);
      return { data: rows.map(toNotificationJson), unread };
    });

    app.put('/notifications/read', {
      config: { access: SIGNED_IN },
      schema: {
        tags, summary: "Marks all the caller's notifications read",
        response: { 200: MarkedResponse, ...errorResponses(401) },
      },
    }, async (request) => ({ data: { marked: await markAllRead(request.ctx, db) } }));

    app.put('/notifications/:id/read', {
      config: { access: SIGNED_IN },
      schema: {
        tags, summary: "Marks one of the caller's notifications read; another user's is not found",
        params: NotificationIdParams,
        response: { 200: NotificationResponse, ...errorResponses(400, 401, 404) },
      },
    }, async (request) => ({ data: toNotificationJson(await markOneRead(request.ctx, db, request.params.id)) }));
  };
}
