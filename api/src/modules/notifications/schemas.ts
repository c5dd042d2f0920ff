import { Type } from 'typebox';

export const NotificationSchema = Type.Object({
  id: Type.Integer(),
  kind: Type.String({ description: "The event's code, e.g. 'invitation_accepted'" }),
  title: Type.String(),
  body: Type.String(),
  link: Type.Union([Type.String({ description: 'An in-app path' }), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
  read_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'Null while unread' }),
});

export const NotificationListQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
});
export const NotificationListResponse = Type.Object({
  data: Type.Array(NotificationSchema),
  unread: Type.Integer({ description: "How many of the caller's notifications are unread (all of them, not only this page)" }),
});
export const NotificationResponse = Type.Object({ data: NotificationSchema });
export const MarkedResponse = Type.Object({ data: Type.Object({ marked: Type.Integer({ description: 'How many were unread' }) }) });
export const NotificationIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
