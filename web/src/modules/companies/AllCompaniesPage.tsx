import { displayPhone } from '../../app/masks';
import { App, Button, Space, Typography } from 'antd';
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { Link, useNavigate } from 'react-router';
import { useApolloClient } from '@apollo/client/react';
import { actionsColumn } from '../../app/actionsColumn';
import { canWrite, PLATFORM_ADMIN_ROLE, saveSession, toPermissionMap, useSession } from '../../app/session';
import { StatusSwitch } from '../../app/StatusSwitch';
import { usePagedGrid } from '../../app/usePagedGrid';
import type { CompaniesQuery as CompaniesQueryResult } from '../../gql/graphql';
import { CompaniesQuery, OpenCompanyMutation, SetCompanyActiveMutation } from './operations';
import { COMPANY_MESSAGES } from './validation';
import { fixFirstColumn } from '../../app/gridLayout';

type Row = CompaniesQueryResult['companies']['items'][number];


export function AllCompaniesPage() {
  const session = useSession();
  const client = useApolloClient();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const grid = usePagedGrid({ query: CompaniesQuery, pageOf: (data) => data.companies });
  const canManage = canWrite(session.permissions, 'add_new_company');
  const canOpen = session.user?.roleId === PLATFORM_ADMIN_ROLE;

  async function open(row: Row) {
    try {
      const res = await client.mutate({ mutation: OpenCompanyMutation, variables: { companyId: row.id } });
      const s = res.data?.selectCompany;
      if (!s) throw new Error('no session');
      saveSession({
        token: s.token,
        permissions: toPermissionMap(s.permissions),
        user: { id: s.user.id, name: s.user.name, username: s.user.username, roleId: s.user.roleId, tenantId: s.user.tenantId ?? null },
        selectedComp: { id: row.id, name: row.name },
        selectedProject: null,
      });
      await client.clearStore();
      navigate('/admin/projects');
    } catch {
      message.error(COMPANY_MESSAGES.failed);
    }
  }

  const columns: ProColumns<Row>[] = [
    actionsColumn((row) => (
      <Space>
        <Link to={`/admin/company-details?id=${row.id}`} aria-label={`View ${row.name}`}>
          View
        </Link>
        <Link to={`/admin/edit-company?id=${row.id}`} aria-label={`Edit ${row.name}`}>
          Edit
        </Link>
        {canOpen && (
          <Button type="link" size="small" onClick={() => void open(row)} aria-label={`Open ${row.name}`} disabled={!row.isActive}>
            Open
          </Button>
        )}
      </Space>
    )),
    { title: 'Company Name', dataIndex: 'name' },
    { title: 'Email', dataIndex: 'email' },
    { title: 'Phone Number', dataIndex: 'phone', render: (_, row) => displayPhone(row.phone) },
    { title: 'City', dataIndex: 'city' },
    { title: 'State', dataIndex: 'state' },
    { title: 'Zip', dataIndex: 'zip' },
    { title: 'Company Admin', dataIndex: 'companyAdmin' },
    {
      title: 'Status',
      key: 'status',
      render: (_, row) =>
        canManage ? (
          <StatusSwitch
            active={row.isActive}
            name={row.name}
            question="Do you want to change the company status?"
            setActive={(isActive) => client.mutate({ mutation: SetCompanyActiveMutation, variables: { id: row.id, isActive } })}
            success={COMPANY_MESSAGES.statusChanged}
            failure={COMPANY_MESSAGES.failed}
            onSuccess={grid.reload}
          />
        ) : (
          <Typography.Text>{row.isActive ? 'Active' : 'Inactive'}</Typography.Text>
        ),
    },
  ];

  return (
    <ProTable<Row>
      headerTitle="All Companies"
      columns={fixFirstColumn(columns)}
      {...grid.table}
      toolBarRender={() =>
        canManage
          ? [
              <Button key="create" type="primary" onClick={() => navigate('/admin/create-company')}>
                Create New Company
              </Button>,
            ]
          : []
      }
    />
  );
}
