import { App, Button, Card, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DeleteOutlined } from '@ant-design/icons';
import { formatMoney } from '@suite/money';
import { RateText } from '../../app/RateText';
import { readError } from '../../app/errors';
import { GRID_SCROLL } from '../../app/gridLayout';
import { StatusSwitch } from '../../app/StatusSwitch';
import { useConfirmedAction } from '../../app/useConfirmedAction';
import type { CompanyOverheadQuery } from '../../gql/graphql';
import { OVERHEAD_MESSAGES } from './messages';

type Employee = CompanyOverheadQuery['companyOverhead']['employees'][number];

export interface EmployeesTableProps {
  rows: readonly Employee[];
  loading: boolean;
  /** Write on all_employees: the status switch and Delete are offered. */
  editable: boolean;
  setActive: (employee: Employee, isActive: boolean) => Promise<unknown>;
  remove: (employee: Employee) => Promise<unknown>;
  reload: () => unknown;
}

/**
 * The active employees with their loaded cost per period (docs/projects.md §2.16). Billable ones are the field employees the
 * overhead is spread over; the others are overhead themselves.
 */
export function EmployeesTable({ rows, loading, editable, setActive, remove, reload }: EmployeesTableProps) {
  const confirm = useConfirmedAction();
  const { message } = App.useApp();
  const name = (e: Employee) => `${e.firstName} ${e.lastName}`;
  const columns: ColumnsType<Employee> = [
    { title: 'Name', key: 'name', fixed: 'left', render: (_, e) => name(e) },
    { title: 'Position', dataIndex: 'position', render: (v: string | null) => v ?? '—' },
    { title: 'Level', dataIndex: 'level', render: (v: string | null) => v ?? '—' },
    {
      title: 'Type',
      dataIndex: 'billable',
      render: (billable: boolean) => (billable ? <Tag color="geekblue">Field</Tag> : <Tag>Overhead</Tag>),
    },
    { title: 'Per Hour', dataIndex: 'ratePerHour', align: 'right', render: (v: string) => <RateText value={v} /> },
    { title: 'Per Day', dataIndex: 'ratePerDay', align: 'right', render: (v: string) => formatMoney(v) },
    { title: 'Per Week', dataIndex: 'ratePerWeek', align: 'right', render: (v: string) => formatMoney(v) },
    { title: 'Per Month', dataIndex: 'ratePerMonth', align: 'right', render: (v: string) => formatMoney(v) },
    { title: 'Per Year', dataIndex: 'ratePerYear', align: 'right', render: (v: string) => formatMoney(v) },
  ];
  if (editable) {
    columns.push({
      title: 'Actions',
      key: 'actions',
      render: (_, e) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          <StatusSwitch
            active={e.isActive}
            name={name(e)}
            question={OVERHEAD_MESSAGES.employeeStatus}
            setActive={(on) => setActive(e, on)}
            success={OVERHEAD_MESSAGES.statusChanged}
            failure={OVERHEAD_MESSAGES.failed}
            onSettled={reload}
          />
          <Tooltip title="Delete">
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={`Delete ${name(e)}`}
              onClick={() => confirm({
                question: OVERHEAD_MESSAGES.deleteEmployee,
                run: () => remove(e),
                success: OVERHEAD_MESSAGES.employeeDeleted,
                // A login or a project's staff keeps the employee: the server's message says which.
                failure: (err) => message.error(readError(err).code === 'CONFLICT' ? readError(err).message : OVERHEAD_MESSAGES.failed),
              })}
            />
          </Tooltip>
        </span>
      ),
    });
  }

  return (
    <Card title={<Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>Employees</Typography.Title>}>
      <Table<Employee>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows as Employee[]}
        loading={loading}
        pagination={false}
        scroll={GRID_SCROLL}
        locale={{ emptyText: loading ? ' ' : 'No active employees' }}
      />
    </Card>
  );
}
