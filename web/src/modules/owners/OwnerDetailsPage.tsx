import { displayPhone } from '../../app/masks';
import { useState } from 'react';
import { DetailsSkeleton } from '../../app/DetailsSkeleton';
import { Alert, Breadcrumb, Button, Card, Descriptions, List, Space, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { canWrite, useSession } from '../../app/session';
import { OwnerDialog } from './OwnerDialog';
import { OwnerQuery } from './operations';
import { OWNER_MESSAGES } from './validation';

const dash = (v: string | null | undefined) => (v && v.trim() ? v : '-');
const joinName = (first: string | null | undefined, last: string | null | undefined) => [first, last].filter((p) => p && p.trim()).join(' ');

/** Owner Details (docs/projects.md §2.17): owner information, its managers and its addresses. */
export function OwnerDetailsPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const session = useSession();
  const [editing, setEditing] = useState(false);
  const { data, loading, error, refetch } = useQuery(OwnerQuery, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'network-only' });
  const o = data?.owner;

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Breadcrumb
        items={[
          { title: <Link to="/admin/projects">Home</Link> },
          { title: <Link to="/admin/all-owners">All Owner</Link> },
          { title: 'Owner Details' },
        ]}
      />
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          Owner Details
        </Typography.Title>
        {o && canWrite(session.permissions, 'all_owners') && (
          <Button type="primary" onClick={() => setEditing(true)}>
            Update
          </Button>
        )}
      </Space>
      {(!id || error) && <Alert type="error" showIcon title={OWNER_MESSAGES.loadFailed} />}
      {loading && !o && <DetailsSkeleton what="owner details" />}
      {o && (
        <>
          <Card title="Owner Information">
            <Descriptions column={2}>
              <Descriptions.Item label="Owner Name">{o.name}</Descriptions.Item>
              <Descriptions.Item label="Full Name">{dash(joinName(o.firstName, o.lastName))}</Descriptions.Item>
              <Descriptions.Item label="Email">{o.email}</Descriptions.Item>
              <Descriptions.Item label="Phone Number">{displayPhone(o.phone)}</Descriptions.Item>
              <Descriptions.Item label="Fax Number">{dash(displayPhone(o.fax))}</Descriptions.Item>
              <Descriptions.Item label="CC Email">{dash(o.ccEmail)}</Descriptions.Item>
              <Descriptions.Item label="Account Receivable Email">{dash(o.accountReceivableEmail)}</Descriptions.Item>
              <Descriptions.Item label="Mobile Number">{dash(displayPhone(o.mobile))}</Descriptions.Item>
              <Descriptions.Item label="Status">{o.isActive ? 'Active' : 'Inactive'}</Descriptions.Item>
            </Descriptions>
          </Card>
          <Card title="Managers">
            <List
              aria-label="Managers"
              dataSource={o.managers}
              locale={{ emptyText: 'No managers' }}
              renderItem={(m) => (
                <List.Item key={m.id}>
                  <List.Item.Meta title={joinName(m.firstName, m.lastName)} description={`${m.email} · ${displayPhone(m.phone)}`} />
                </List.Item>
              )}
            />
          </Card>
          <Card title="Addresses">
            <List
              aria-label="Addresses"
              dataSource={o.addresses}
              locale={{ emptyText: 'No addresses' }}
              renderItem={(a) => (
                <List.Item key={a.id}>
                  {[a.address1, a.address2, a.city, a.state, a.zip].filter((p) => p && p.trim()).join(', ')}
                </List.Item>
              )}
            />
          </Card>
          <OwnerDialog open={editing} owner={o} onClose={() => setEditing(false)} onSaved={() => void refetch()} />
        </>
      )}
    </Space>
  );
}
