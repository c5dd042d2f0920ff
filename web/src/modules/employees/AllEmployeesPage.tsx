import { useRef, useState } from 'react';
import { Button, Radio, Space, Tag } from 'antd';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Link } from 'react-router';
import { useApolloClient } from '@apollo/client/react';
import { canWrite, useSession } from '../../app/session';
import { StatusSwitch } from '../../app/StatusSwitch';
import type { ActiveFilter, EmployeeFieldsFragment } from '../../gql/graphql';
import { PAGE_SIZES } from '../companies/AllCompaniesPage';
import { fullName } from '../users/AllUsersPage';
import { CSV_MESSAGES, CsvUploadDialog, EMPLOYEE_CSV } from './CsvUploadDialog';
import { EmployeeDialog } from './EmployeeDialog';
import { EmployeesQuery, SetEmployeeActiveMutation, UploadEmployeesCsvMutation } from './operations';
import { displayDate, EMPLOYEE_MESSAGES } from './validation';

type Row = EmployeeFieldsFragment;

export function AllEmployeesPage() {
  const session = useSession();
  const client = useApolloClient();
  const actionRef = useRef<ActionType>(null);
  const canManage = canWrite(session.permissions, 'all_employees');
  const [filter, setFilter] = useState<ActiveFilter>('ALL');
  const [counts, setCounts] = useState({ billable: 0, nonBillable: 0 });
  const [dialog, setDialog] = useState<{ open: boolean; employee: Row | null }>({ open: false, employee: null });
  const [csvOpen, setCsvOpen] = useState(false);
  const reload = () => void actionRef.current?.reload();

  const columns: ProColumns<Row>[] = [
    {
      title: 'Actions',
      key: 'actions',
      valueType: 'option',
      render: (_, row) => (
        <Space>
          <Link to={`/admin/employee-details?id=${row.id}`} aria-label={`View ${fullName(row)}`}>
            View
          </Link>
          {canManage && (
            <>
              <Button type="link" size="small" aria-label={`Edit ${fullName(row)}`} onClick={() => setDialog({ open: true, employee: row })}>
                Edit
              </Button>
              <StatusSwitch
                active={row.isActive}
                name={fullName(row)}
                question={EMPLOYEE_MESSAGES.statusConfirm}
                setActive={(isActive) => client.mutate({ mutation: SetEmployeeActiveMutation, variables: { id: row.id, isActive } })}
                failure={EMPLOYEE_MESSAGES.failed}
                onSettled={() => actionRef.current?.reload()}
              />
            </>
          )}
        </Space>
      ),
    },
    { title: 'Name', key: 'name', render: (_, row) => fullName(row) },
    { title: 'Email', dataIndex: 'email' },
    { title: 'Phone Number', dataIndex: 'phone' },
    { title: 'Position', dataIndex: 'positionName' },
    { title: 'Level', dataIndex: 'levelName' },
    { title: 'Billable', key: 'billable', render: (_, row) => (row.billable ? 'Yes' : 'No') },
    { title: 'Hire Date', key: 'hiringDate', render: (_, row) => displayDate(row.hiringDate) },
    { title: 'Status', key: 'status', render: (_, row) => (row.isActive ? 'Active' : 'Inactive') },
  ];

  return (
    <>
      <ProTable<Row>
        headerTitle="All Employees"
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        search={false}
        options={false}
        params={{ filter }}
        request={async (params) => {
          try {
            const res = await client.query({
              query: EmployeesQuery,
              variables: { filter, page: params.current ?? 1, pageSize: params.pageSize ?? PAGE_SIZES[0] },
              fetchPolicy: 'network-only',
            });
            const page = res.data?.employees;
            setCounts({ billable: page?.billableCount ?? 0, nonBillable: page?.nonBillableCount ?? 0 });
            return { data: page?.items ?? [], total: page?.total ?? 0, success: !!page };
          } catch {
            setCounts({ billable: 0, nonBillable: 0 });
            return { data: [], total: 0, success: false };
          }
        }}
        pagination={{ defaultPageSize: PAGE_SIZES[0], pageSizeOptions: PAGE_SIZES, showSizeChanger: true }}
        toolbar={{
          filter: (
            <Space wrap>
              <Radio.Group
                aria-label="Employee status"
                value={filter}
                onChange={(e) => setFilter(e.target.value as ActiveFilter)}
                options={[
                  { value: 'ALL', label: 'All' },
                  { value: 'ACTIVE', label: 'Active' },
                  { value: 'INACTIVE', label: 'Inactive' },
                ]}
              />
              <Tag color="green">Billable: {counts.billable}</Tag>
              <Tag>Non-billable: {counts.nonBillable}</Tag>
            </Space>
          ),
        }}
        toolBarRender={() => [
          <Link key="positions" to="/admin/emp-positions">
            All Positions/Levels
          </Link>,
          ...(canManage
            ? [
                <Button key="csv" onClick={() => setCsvOpen(true)}>
                  Upload CSV
                </Button>,
                <Button key="add" type="primary" onClick={() => setDialog({ open: true, employee: null })}>
                  Add Employee
                </Button>,
              ]
            : []),
        ]}
      />
      <EmployeeDialog
        open={dialog.open}
        employee={dialog.employee}
        onClose={() => setDialog({ open: false, employee: null })}
        onSaved={reload}
      />
      <CsvUploadDialog
        open={csvOpen}
        title="Upload Employees"
        template={EMPLOYEE_CSV}
        failureMessage={CSV_MESSAGES.employeesFailed}
        upload={async (csv) => {
          const res = await client.mutate({ mutation: UploadEmployeesCsvMutation, variables: { csv } });
          if (!res.data) throw new Error('no result');
          return res.data.uploadEmployeesCsv;
        }}
        onClose={() => setCsvOpen(false)}
        onDone={reload}
      />
    </>
  );
}
