import { graphql } from '../../gql';

/** The bell's feed: the newest items and the count of every unread one. */
export const NotificationsQuery = graphql(`
  query Notifications($limit: Int) {
    notifications(limit: $limit) {
      unreadCount
      items { id kind title body link createdAt read }
    }
  }
`);

export const MarkNotificationsReadMutation = graphql(`
  mutation MarkNotificationsRead {
    markNotificationsRead
  }
`);

export const MarkNotificationReadMutation = graphql(`
  mutation MarkNotificationRead($id: ID!) {
    markNotificationRead(id: $id) { id read }
  }
`);
