import { displayPhone } from '../../app/masks';
import { useState } from 'react';
import { DetailsSkeleton } from '../../app/DetailsSkeleton';
import { Alert, Breadcrumb, Button, Card, Descriptions, Space, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { fullName } from '../../app/people';
import { canWrite, useSession } from '../../app/session';
import { EmployeeDialog } from './EmployeeDialog';
import { EmployeeQuery } from './operations';
import { displayDate, dollars, EMPLOYEE_MESSAGES } from './validation';

export function EmployeeDetailsPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const session = useSession();
  const [editing, setEditing] = useState(false);
  const { data, loading, error, refetch } = useQuery(EmployeeQuery, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'network-only' });
  const e = data?.employee;

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Breadcrumb
        items={[
          { title: <Link to="/admin/projects">Home</Link> },
          { title: <Link to="/admin/all-employees">All Employees</Link> },
          { title: 'Employee Details' },
        ]}
      />
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          Employee Details
        </Typography.Title>
        {e && canWrite(session.permissions, 'all_employees') && (
          <Button type="primary" onClick={() => setEditing(true)}>
            Edit
          </Button>
        )}
      </Space>
      {(!id || error) && <Alert type="error" showIcon title={EMPLOYEE_MESSAGES.failed} />}
      {loading && !e && <DetailsSkeleton what="employee details" />}
      {e && (
        <>
          <Card title="Personal Details">
            <Descriptions column={2}>
              <Descriptions.Item label="Name">{fullName(e)}</Descriptions.Item>
              <Descriptions.Item label="Email">{e.email}</Descriptions.Item>
              <Descriptions.Item label="Phone">{displayPhone(e.phone)}</Descriptions.Item>
              <Descriptions.Item label="Status">{e.isActive ? 'Active' : 'Inactive'}</Descriptions.Item>
              <Descriptions.Item label="Address 1">{e.address1}</Descriptions.Item>
              <Descriptions.Item label="Address 2">{e.address2 || '-'}</Descriptions.Item>
              <Descriptions.Item label="City">{e.city}</Descriptions.Item>
              <Descriptions.Item label="State">{e.state}</Descriptions.Item>
              <Descriptions.Item label="State Code">{e.stateCode || '-'}</Descriptions.Item>
              <Descriptions.Item label="Zip">{e.zip}</Descriptions.Item>
            </Descriptions>
          </Card>
          <Card title="Employment">
            <Descriptions column={2}>
              <Descriptions.Item label="Position">{e.positionName || '-'}</Descriptions.Item>
              <Descriptions.Item label="Level">{e.levelName || '-'}</Descriptions.Item>
              <Descriptions.Item label="Cost Code">{e.costCode || '-'}</Descriptions.Item>
              <Descriptions.Item label="Role">{e.role === 'ESTIMATOR' ? 'Estimator' : e.role === 'FULL_USER' ? 'Full User' : '-'}</Descriptions.Item>
              <Descriptions.Item label="Hire Date">{displayDate(e.hiringDate)}</Descriptions.Item>
              <Descriptions.Item label="Time With Company">{e.timeWithCompany}</Descriptions.Item>
              <Descriptions.Item label="Billable">{e.billable ? 'Yes' : 'No'}</Descriptions.Item>
              <Descriptions.Item label="Period">{e.period === 'ANNUALLY' ? 'Annually' : 'Hourly'}</Descriptions.Item>
              <Descriptions.Item label={e.period === 'ANNUALLY' ? 'Rate Per Year' : 'Rate Per Hour'}>
                {dollars(e.period === 'ANNUALLY' ? e.ratePerYear : e.ratePerHour)}
              </Descriptions.Item>
              <Descriptions.Item label="Medical Cost (monthly)">{dollars(e.medicalInsurance)}</Descriptions.Item>
            </Descriptions>
          </Card>
          <Card title="Rates">
            <Descriptions column={3}>
              <Descriptions.Item label="Per Hour">{dollars(e.rates.perHour)}</Descriptions.Item>
              <Descriptions.Item label="Per Day">{dollars(e.rates.perDay)}</Descriptions.Item>
              <Descriptions.Item label="Per Week">{dollars(e.rates.perWeek)}</Descriptions.Item>
              <Descriptions.Item label="Per Month">{dollars(e.rates.perMonth)}</Descriptions.Item>
              <Descriptions.Item label="Per Year">{dollars(e.rates.perYear)}</Descriptions.Item>
            </Descriptions>
          </Card>
        </>
      )}
      <EmployeeDialog open={editing} employee={e} onClose={() => setEditing(false)} onSaved={() => void refetch()} />
    </Space>
  );
}
