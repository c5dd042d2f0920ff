import { useState } from 'react';
import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, Popover, Typography } from 'antd';
import { useMutation, useQuery } from '@apollo/client/react';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { Link } from 'react-router';
import type { NotificationsQuery as Feed } from '../gql/graphql';
import {
  MarkNotificationReadMutation, MarkNotificationsReadMutation, NotificationsQuery,
} from '../modules/notifications/operations';

dayjs.extend(relativeTime);

/** How often the bell asks for news while a page stays open. */
export const NOTIFICATION_POLL_MS = 60_000;
const LIMIT = 20;
const REFETCH = { refetchQueries: ['Notifications'] };

type Item = Feed['notifications']['items'][number];

function ItemText({ item }: { item: Item }) {
  return (
    <>
      <Typography.Text strong={!item.read} style={{ display: 'block' }}>{item.title}</Typography.Text>
      {item.body && <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>{item.body}</Typography.Text>}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        <time dateTime={item.createdAt} title={dayjs(item.createdAt).format('MMM D, YYYY h:mm A')}>{dayjs(item.createdAt).fromNow()}</time>
        {!item.read && ' · unread'}
      </Typography.Text>
    </>
  );
}

/**
 * The bell in every page's header: the count of unread notifications and a panel of the newest ones (issue 10
 * item 12). Polls once a minute and again when opened; opening an item marks it read.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const { data, refetch } = useQuery(NotificationsQuery, { variables: { limit: LIMIT }, pollInterval: NOTIFICATION_POLL_MS });
  const [markAll, { loading: markingAll }] = useMutation(MarkNotificationsReadMutation, REFETCH);
  const [markOne] = useMutation(MarkNotificationReadMutation, REFETCH);
  const unread = data?.notifications.unreadCount ?? 0;
  const items = data?.notifications.items ?? [];

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) void refetch().catch(() => undefined);
  };
  const openItem = (item: Item) => {
    setOpen(false);
    if (!item.read) void markOne({ variables: { id: item.id } }).catch(() => undefined);
  };

  const panel = (
    <section aria-label="Notifications" style={{ width: 320, maxHeight: 420, overflowY: 'auto' }}>
      {items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No notifications yet" />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((item) => (
            <li key={item.id} style={{ borderBottom: '1px solid #f0f0f0' }}>
              {item.link ? (
                <Link to={item.link} onClick={() => openItem(item)} style={{ display: 'block', padding: '8px 4px', color: 'inherit' }}>
                  <ItemText item={item} />
                </Link>
              ) : (
                <div style={{ padding: '8px 4px' }}><ItemText item={item} /></div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );

  const title = (
    <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
      <span>Notifications</span>
      <Button size="small" type="link" disabled={unread === 0} loading={markingAll} onClick={() => void markAll().catch(() => undefined)}>
        Mark all as read
      </Button>
    </div>
  );

  return (
    <Popover trigger="click" placement="bottomRight" open={open} onOpenChange={onOpenChange} title={title} content={panel}>
      <Badge count={unread}>
        <Button type="text" shape="circle" aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'} aria-expanded={open} icon={<BellOutlined />} />
      </Badge>
    </Popover>
  );
}
