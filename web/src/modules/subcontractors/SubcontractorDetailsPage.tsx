import { useState } from 'react';
import { Alert, Breadcrumb, Button, Card, Descriptions, List, Rate, Space, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { DetailsSkeleton } from '../../app/DetailsSkeleton';
import { displayPhone } from '../../app/masks';
import { canWrite, useSession } from '../../app/session';
import { MapSubcontractorsDialog } from './MapSubcontractorsDialog';
import { SubcontractorDialog } from './SubcontractorDialog';
import { SUB_MESSAGES } from './messages';
import { SubcontractorQuery } from './operations';

const dash = (v: string | null | undefined) => (v && v.trim() ? v : '-');

/** Subcontractor Details (docs/projects.md §2.14): company, contacts, labor/design, history, rating, states, managers, addresses, trades. */
export function SubcontractorDetailsPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const { data, loading, error, refetch } = useQuery(SubcontractorQuery, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'network-only' });
  const s = data?.subcontractor;
  const canManage = canWrite(useSession().permissions, 'all_subcontractors');
  const [dialog, setDialog] = useState<'edit' | 'map' | null>(null);

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Breadcrumb
        items={[
          { title: <Link to="/admin/projects">Home</Link> },
          { title: <Link to="/admin/all-subcontractors">All Subcontractors</Link> },
          { title: 'Subcontractor Details' },
        ]}
      />
      <Typography.Title level={3} style={{ margin: 0 }}>
        Subcontractor Details
      </Typography.Title>
      {(!id || error) && <Alert type="error" showIcon title={`${SUB_MESSAGES.loadFailed}${error?.message ?? 'no subcontractor chosen'}`} />}
      {loading && !s && <DetailsSkeleton what="subcontractor details" />}
      {s && (
        <>
          <Card
            title={s.companyName}
            extra={canManage && (
              <Space>
                <Button onClick={() => setDialog('map')}>Map to Subdivision</Button>
                <Button type="primary" onClick={() => setDialog('edit')}>Edit</Button>
              </Space>
            )}
          >
            <Descriptions column={2}>
              <Descriptions.Item label="Company">{s.companyName}</Descriptions.Item>
              <Descriptions.Item label="Full Name">{dash(s.contactName)}</Descriptions.Item>
              <Descriptions.Item label="Email">{s.email}</Descriptions.Item>
              <Descriptions.Item label="Phone">{displayPhone(s.phone)}</Descriptions.Item>
              <Descriptions.Item label="CC Email">{dash(s.ccEmail)}</Descriptions.Item>
              <Descriptions.Item label="Payable Email">{dash(s.payableEmail)}</Descriptions.Item>
              <Descriptions.Item label="Account Receivable Email">{dash(s.accountReceivableEmail)}</Descriptions.Item>
              <Descriptions.Item label="Mobile">{dash(displayPhone(s.mobile))}</Descriptions.Item>
              <Descriptions.Item label="Labor/Design">
                {s.laborAndDesign.length ? s.laborAndDesign.map((l) => <Tag key={l}>{l}</Tag>) : '-'}
              </Descriptions.Item>
              <Descriptions.Item label="Bidding History">{dash(s.biddingHistory)}</Descriptions.Item>
              <Descriptions.Item label="Rating">
                <Rate disabled value={s.rating} aria-label={`Rating ${s.rating} of 5`} />
              </Descriptions.Item>
              <Descriptions.Item label="Working States">{s.isNational ? 'National' : dash(s.workingStates.join(', '))}</Descriptions.Item>
              <Descriptions.Item label="Status">{s.isActive ? 'Active' : 'Inactive'}</Descriptions.Item>
              <Descriptions.Item label="Notes">{dash(s.notes)}</Descriptions.Item>
            </Descriptions>
          </Card>
          <Card title="Managers">
            <List
              dataSource={s.managers}
              renderItem={(m) => (
                <List.Item>
                  {`${m.firstName} ${m.lastName}`} · {m.email} · {displayPhone(m.phone)}
                </List.Item>
              )}
            />
          </Card>
          <Card title="Addresses">
            <List
              dataSource={s.addresses}
              renderItem={(a) => (
                <List.Item>{[a.address1, a.address2, a.city, a.state, a.zip].filter((p) => p && p.trim()).join(', ')}</List.Item>
              )}
            />
          </Card>
          <Card title="Divisions and Subdivisions">
            {s.divisions.map((d) => (
              <div key={d.id} style={{ marginBottom: 12 }}>
                <Typography.Title level={5} style={{ marginTop: 0 }}>{d.name}</Typography.Title>
                {s.subdivisions.filter((sd) => sd.divisionId === d.id).map((sd) => <Tag key={sd.id}>{sd.name}</Tag>)}
              </div>
            ))}
          </Card>
          <SubcontractorDialog open={dialog === 'edit'} subcontractor={s} onClose={() => setDialog(null)} onSaved={() => void refetch()} />
          <MapSubcontractorsDialog
            open={dialog === 'map'} initial={[{ id: s.id, companyName: s.companyName }]} onClose={() => setDialog(null)} onMapped={() => void refetch()}
          />
        </>
      )}
    </Space>
  );
}
