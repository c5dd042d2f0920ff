import { displayPhone } from '../../app/masks';
import { useState } from 'react';
import { App, Button, Radio, Space, Tag } from 'antd';
import { readError } from '../../app/errors';
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { Link } from 'react-router';
import { useApolloClient } from '@apollo/client/react';
import { CsvUploadDialog, useCsvUpload } from '../../app/CsvUploadDialog';
import { fullName } from '../../app/people';
import { recordActionsColumn } from '../../app/recordActionsColumn';
import { canWrite, useSession } from '../../app/session';
import { usePagedGrid } from '../../app/usePagedGrid';
import { useRowDialog } from '../../app/useRowDialog';
import type { ActiveFilter, EmployeeFieldsFragment } from '../../gql/graphql';
import { useListState } from '../../app/useListState';

const ACTIVE_FILTERS: ActiveFilter[] = ['ALL', 'ACTIVE', 'INACTIVE'];
import { EMPLOYEE_CSV, UPLOAD_MESSAGES } from './csvTemplates';
import { EmployeeDialog } from './EmployeeDialog';
import { DeleteEmployeeMutation, EmployeesQuery, SetEmployeeActiveMutation, UploadEmployeesCsvMutation } from './operations';
import { displayDate, EMPLOYEE_MESSAGES } from './validation';
import { fixFirstColumn } from '../../app/gridLayout';

type Row = EmployeeFieldsFragment;

export function AllEmployeesPage() {
  const session = useSession();
  const client = useApolloClient();
  const { message } = App.useApp();
  const canManage = canWrite(session.permissions, 'all_employees');
  // In the URL with the page (useListState), like every list's state.
  const [list, setList] = useListState({ status: 'ALL' });
  const filter: ActiveFilter = ACTIVE_FILTERS.includes(list.status as ActiveFilter) ? (list.status as ActiveFilter) : 'ALL';
  const [counts, setCounts] = useState({ billable: 0, nonBillable: 0 });
  const grid = usePagedGrid({
    query: EmployeesQuery,
    pageOf: (data) => data.employees,
    variables: { filter },
    onLoad: (page) => setCounts({ billable: page?.billableCount ?? 0, nonBillable: page?.nonBillableCount ?? 0 }),
  });
  const dialog = useRowDialog<Row>();
  const [csvOpen, setCsvOpen] = useState(false);
  const uploadCsv = useCsvUpload(UploadEmployeesCsvMutation, (data) => data.uploadEmployeesCsv);

  const columns: ProColumns<Row>[] = [
    recordActionsColumn<Row>({
      name: fullName,
      viewPath: (row) => `/admin/employee-details?id=${row.id}`,
      manage: canManage
        ? {
            onEdit: dialog.openEdit,
            question: EMPLOYEE_MESSAGES.statusConfirm,
            setActive: (row, isActive) => client.mutate({ mutation: SetEmployeeActiveMutation, variables: { id: row.id, isActive } }),
            failure: EMPLOYEE_MESSAGES.failed,
            onSettled: grid.reload,
            deletion: {
              question: EMPLOYEE_MESSAGES.deleteConfirm,
              remove: (row) => client.mutate({ mutation: DeleteEmployeeMutation, variables: { id: row.id } }),
              success: EMPLOYEE_MESSAGES.deleted,
              // Refused while a login or a project's staff names the employee: the server says which.
              failure: (err) => {
                const e = readError(err);
                message.error(e.code === 'CONFLICT' && e.message ? e.message : EMPLOYEE_MESSAGES.failed);
              },
              onDeleted: grid.reload,
            },
          }
        : undefined,
    }),
    { title: 'Name', key: 'name', render: (_, row) => fullName(row) },
    { title: 'Email', dataIndex: 'email' },
    { title: 'Phone Number', dataIndex: 'phone', render: (_, row) => displayPhone(row.phone) },
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
        columns={fixFirstColumn(columns)}
        {...grid.table}
        toolbar={{
          filter: (
            <Space wrap>
              <Radio.Group
                aria-label="Employee status"
                value={filter}
                onChange={(e) => setList({ status: e.target.value as ActiveFilter })}
                options={[
                  { value: 'ALL', label: 'All' },
                  { value: 'ACTIVE', label: 'Active' },
                  { value: 'INACTIVE', label: 'Inactive' },
                ]}
              />
              <Tag color="green" style={{ color: '#237804' /* green-8: 4.5:1 on the tag's tint */ }}>Billable: {counts.billable}</Tag>
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
                <Button key="add" type="primary" onClick={dialog.openNew}>
                  Add Employee
                </Button>,
              ]
            : []),
        ]}
      />
      <EmployeeDialog open={dialog.open} employee={dialog.row} onClose={dialog.close} onSaved={grid.reload} />
      <CsvUploadDialog
        open={csvOpen}
        title="Upload Employees"
        template={EMPLOYEE_CSV}
        failureMessage={UPLOAD_MESSAGES.employeesFailed}
        upload={uploadCsv}
        onClose={() => setCsvOpen(false)}
        onDone={grid.reload}
      />
    </>
  );
}
