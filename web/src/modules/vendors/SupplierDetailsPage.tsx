import { useState } from 'react';
import { Alert, Breadcrumb, Button, Card, Descriptions, List, Space, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { DetailsSkeleton } from '../../app/DetailsSkeleton';
import { displayPhone } from '../../app/masks';
import { canWrite, useSession } from '../../app/session';
import { VENDOR_MESSAGES } from './messages';
import { VendorQuery } from './operations';
import { VendorDialog } from './VendorDialog';

const dash = (v: string | null | undefined) => (v && v.trim() ? v : '-');

/** Supplier Details: a vendor's contact, delivery states, managers, addresses and subdivisions grouped by division. */
export function SupplierDetailsPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const { data, loading, error, refetch } = useQuery(VendorQuery, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'network-only' });
  const v = data?.vendor;
  const canManage = canWrite(useSession().permissions, 'all_subcontractors');
  const [editing, setEditing] = useState(false);

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Breadcrumb
        items={[
          { title: <Link to="/admin/projects">Home</Link> },
          { title: <Link to="/admin/all-subcontractors?view=suppliers">All Suppliers</Link> },
          { title: 'Supplier Details' },
        ]}
      />
      <Typography.Title level={3} style={{ margin: 0 }}>
        Supplier Details
      </Typography.Title>
      {(!id || error) && <Alert type="error" showIcon title={`${VENDOR_MESSAGES.loadFailed}${error?.message ?? 'no supplier chosen'}`} />}
      {loading && !v && <DetailsSkeleton what="supplier details" />}
      {v && (
        <>
          <Card title={v.companyName} extra={canManage && <Button onClick={() => setEditing(true)}>Edit</Button>}>
            <Descriptions column={2}>
              <Descriptions.Item label="Company">{v.companyName}</Descriptions.Item>
              <Descriptions.Item label="Full Name">{dash(v.contactName)}</Descriptions.Item>
              <Descriptions.Item label="Email">{v.email}</Descriptions.Item>
              <Descriptions.Item label="Phone">{displayPhone(v.phone)}</Descriptions.Item>
              <Descriptions.Item label="CC Email">{dash(v.ccEmail)}</Descriptions.Item>
              <Descriptions.Item label="Payable Email">{dash(v.payableEmail)}</Descriptions.Item>
              <Descriptions.Item label="Account Receivable Email">{dash(v.accountReceivableEmail)}</Descriptions.Item>
              <Descriptions.Item label="Mobile">{dash(displayPhone(v.mobile))}</Descriptions.Item>
              <Descriptions.Item label="Delivery States">{v.isNational ? 'National' : dash(v.workingStates.join(', '))}</Descriptions.Item>
              <Descriptions.Item label="Status">{v.isActive ? 'Active' : 'Inactive'}</Descriptions.Item>
            </Descriptions>
          </Card>
          <Card title="Managers">
            <List
              dataSource={v.managers}
              renderItem={(m) => <List.Item>{`${m.firstName} ${m.lastName}`} · {m.email} · {displayPhone(m.phone)}</List.Item>}
            />
          </Card>
          <Card title="Addresses">
            <List
              dataSource={v.addresses}
              renderItem={(a) => <List.Item>{[a.address1, a.address2, a.city, a.state, a.zip].filter((p) => p && p.trim()).join(', ')}</List.Item>}
            />
          </Card>
          <Card title="Divisions and Subdivisions">
            {v.divisions.map((d) => (
              <div key={d.id} style={{ marginBottom: 12 }}>
                <Typography.Title level={5} style={{ marginTop: 0 }}>{d.name}</Typography.Title>
                {v.subdivisions.filter((sd) => sd.divisionId === d.id).map((sd) => <Tag key={sd.id}>{sd.name}</Tag>)}
              </div>
            ))}
          </Card>
          <VendorDialog open={editing} vendor={v} onClose={() => setEditing(false)} onSaved={() => void refetch()} />
        </>
      )}
    </Space>
  );
}
