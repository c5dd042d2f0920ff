import { displayPhone } from '../../app/masks';
import { DetailsSkeleton } from '../../app/DetailsSkeleton';
import { Alert, Button, Card, Descriptions, Image, Space, Spin, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { formatPercent } from '@suite/money';
import { canWrite, useSession } from '../../app/session';
import { UI_VERSION } from '../../app/version';
import { CompanyQuery, VersionQuery } from './operations';
import { useCompanyId } from './useCompanyId';
import { COMPANY_MESSAGES } from './validation';

export const VERSION_FAILED = 'Failed To Identify';

function ServerVersion() {
  const { data, error, loading } = useQuery(VersionQuery, { fetchPolicy: 'network-only' });
  if (loading) return <Spin size="small" />;
  return <>{error || !data ? VERSION_FAILED : data.version}</>;
}

export function CompanyDetailsPage() {
  const id = useCompanyId();
  const session = useSession();
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(CompanyQuery, { variables: { id: id ?? 0 }, skip: id === null, fetchPolicy: 'network-only' });
  const c = data?.company;

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          Company Details
        </Typography.Title>
        {c && canWrite(session.permissions, 'company_setup_edit_dashboard') && (
          <Button type="primary" onClick={() => navigate(`/admin/edit-company?id=${c.id}`)}>
            Edit
          </Button>
        )}
      </Space>
      {(id === null || error) && <Alert type="error" showIcon title={COMPANY_MESSAGES.failed} />}
      {loading && <DetailsSkeleton what="company details" rows={6} />}
      {c && (
        <>
          <Card title="Project ID">
            <Descriptions column={2}>
              <Descriptions.Item label="Project ID Prefix">{c.projectIdPrefix || '-'}</Descriptions.Item>
              <Descriptions.Item label="Start Number">{c.projectIdStart}</Descriptions.Item>
            </Descriptions>
          </Card>
          <Card title="Adjustable Markup">
            <Typography.Text>{formatPercent(c.defaultMarkup ?? 0)}</Typography.Text>
          </Card>
          <Card title="Business Details">
            {c.image && <Image src={c.image} alt="Company logo" height={64} preview={false} style={{ marginBottom: 16 }} />}
            <Descriptions column={2}>
              <Descriptions.Item label="Company Name">{c.name}</Descriptions.Item>
              <Descriptions.Item label="Company Email">{c.email}</Descriptions.Item>
              <Descriptions.Item label="Company Phone">{displayPhone(c.phone)}</Descriptions.Item>
              <Descriptions.Item label="Company Admin">{c.companyAdmin}</Descriptions.Item>
              <Descriptions.Item label="Address 1">{c.address1}</Descriptions.Item>
              <Descriptions.Item label="Address 2">{c.address2 || '-'}</Descriptions.Item>
              <Descriptions.Item label="City">{c.city}</Descriptions.Item>
              <Descriptions.Item label="State">{c.state}</Descriptions.Item>
              <Descriptions.Item label="Zip">{c.zip}</Descriptions.Item>
              <Descriptions.Item label="Country">{c.country}</Descriptions.Item>
              <Descriptions.Item label="Status">{c.isActive ? 'Active' : 'Inactive'}</Descriptions.Item>
            </Descriptions>
          </Card>
          <Card title="Owner Details">
            <Descriptions column={2}>
              <Descriptions.Item label="Name">{[c.owner.firstName, c.owner.lastName].filter(Boolean).join(' ')}</Descriptions.Item>
              <Descriptions.Item label="Email">{c.owner.email}</Descriptions.Item>
              <Descriptions.Item label="Phone">{displayPhone(c.owner.phone)}</Descriptions.Item>
            </Descriptions>
          </Card>
        </>
      )}
      <Card title="Version">
        <Descriptions column={2}>
          <Descriptions.Item label="UI Version">{UI_VERSION}</Descriptions.Item>
          <Descriptions.Item label="Server Version">
            <ServerVersion />
          </Descriptions.Item>
        </Descriptions>
      </Card>
    </Space>
  );
}
