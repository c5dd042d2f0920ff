import { displayPhone } from '../../app/masks';
import { useState } from 'react';
import { DetailsSkeleton } from '../../app/DetailsSkeleton';
import { Alert, Breadcrumb, Button, Card, Descriptions, Space, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { fullName } from '../../app/people';
import { canWrite, useSession } from '../../app/session';
import { UserQuery } from './operations';
import { UserDialog } from './UserDialog';
import { USER_MESSAGES } from './validation';

export function FullUserDetailsPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const session = useSession();
  const [editing, setEditing] = useState(false);
  const { data, loading, error, refetch } = useQuery(UserQuery, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'network-only' });
  const u = data?.user;

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Breadcrumb
        items={[
          { title: <Link to="/admin/projects">Home</Link> },
          { title: <Link to="/admin/all-users">All Full Users</Link> },
          { title: 'Full User Details' },
        ]}
      />
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          Full User Details
        </Typography.Title>
        {u && canWrite(session.permissions, 'all_users') && (
          <Button type="primary" onClick={() => setEditing(true)}>
            Edit
          </Button>
        )}
      </Space>
      {(!id || error) && <Alert type="error" showIcon title={USER_MESSAGES.failed} />}
      {loading && !u && <DetailsSkeleton what="user details" />}
      {u && (
        <Card>
          <Descriptions column={2}>
            <Descriptions.Item label="Full Name">{fullName(u)}</Descriptions.Item>
            <Descriptions.Item label="Email">{u.email}</Descriptions.Item>
            <Descriptions.Item label="Phone">{displayPhone(u.phone)}</Descriptions.Item>
            <Descriptions.Item label="Role">{u.roleLabel}</Descriptions.Item>
            <Descriptions.Item label="Address 1">{u.address1}</Descriptions.Item>
            <Descriptions.Item label="Address 2">{u.address2 || '-'}</Descriptions.Item>
            <Descriptions.Item label="City">{u.city}</Descriptions.Item>
            <Descriptions.Item label="State">{u.state}</Descriptions.Item>
            <Descriptions.Item label="ZIP">{u.zip}</Descriptions.Item>
          </Descriptions>
        </Card>
      )}
      <UserDialog open={editing} user={u} onClose={() => setEditing(false)} onSaved={() => void refetch()} />
    </Space>
  );
}
