import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, Popover } from 'antd';

/**
 * The bell opens the panel of notifications. None of today's domains produces one yet (the invitation and
 * bid-upload events arrive with the subcontractor and bid issues), so the panel says so and the badge shows no
 * count, rather than the fixed 4 of the original mock-up.
 */
export function NotificationBell() {
  const unread = 0;
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title="Notifications"
      content={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No notifications yet" style={{ width: 260 }} />}
    >
      <Badge count={unread}>
        <Button type="text" shape="circle" aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'} icon={<BellOutlined />} />
      </Badge>
    </Popover>
  );
}
