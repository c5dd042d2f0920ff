import { useRef, useState } from 'react';
import { Button, Space } from 'antd';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Link } from 'react-router';
import { useApolloClient } from '@apollo/client/react';
import { canWrite, useSession } from '../../app/session';
import { StatusSwitch } from '../../app/StatusSwitch';
import type { TenantUserFieldsFragment } from '../../gql/graphql';
import { PAGE_SIZES } from '../companies/AllCompaniesPage';
import { SetUserActiveMutation, UsersQuery } from './operations';
import { UserDialog } from './UserDialog';
import { USER_MESSAGES } from './validation';

type Row = TenantUserFieldsFragment;

export const fullName = (u: { firstName: string; lastName?: string | null }) => [u.firstName, u.lastName].filter(Boolean).join(' ');

export function AllUsersPage() {
  const session = useSession();
  const client = useApolloClient();
  const actionRef = useRef<ActionType>(null);
  const canManage = canWrite(session.permissions, 'all_users');
  const [dialog, setDialog] = useState<{ open: boolean; user: Row | null }>({ open: false, user: null });

  const columns: ProColumns<Row>[] = [
    {
      title: 'Actions',
      key: 'actions',
      valueType: 'option',
      render: (_, row) => (
        <Space>
          <Link to={`/admin/full-user-details?id=${row.id}`} aria-label={`View ${fullName(row)}`}>
            View
          </Link>
          {canManage && (
            <>
              <Button type="link" size="small" aria-label={`Edit ${fullName(row)}`} onClick={() => setDialog({ open: true, user: row })}>
                Edit
              </Button>
              <StatusSwitch
                active={row.isActive}
                name={fullName(row)}
                question={USER_MESSAGES.statusConfirm}
                setActive={(isActive) => client.mutate({ mutation: SetUserActiveMutation, variables: { id: row.id, isActive } })}
                // 000 §8: a brief error for about 1 s.
                failure={{ content: USER_MESSAGES.failed, duration: 1 }}
                onSettled={() => actionRef.current?.reload()}
              />
            </>
          )}
        </Space>
      ),
    },
    { title: 'Name', key: 'name', render: (_, row) => fullName(row) },
    { title: 'Role', dataIndex: 'roleLabel' },
    { title: 'Phone Number', dataIndex: 'phone' },
    { title: 'Address', key: 'address', render: (_, row) => [row.address1, row.address2].filter(Boolean).join(', ') },
    { title: 'City', dataIndex: 'city' },
    { title: 'State', dataIndex: 'state' },
    { title: 'Zip', dataIndex: 'zip' },
  ];

  return (
    <>
      <ProTable<Row>
        headerTitle="All Users"
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        search={false}
        options={false}
        request={async (params) => {
          try {
            const res = await client.query({
              query: UsersQuery,
              variables: { page: params.current ?? 1, pageSize: params.pageSize ?? PAGE_SIZES[0] },
              fetchPolicy: 'network-only',
            });
            const page = res.data?.users;
            return { data: page?.items ?? [], total: page?.total ?? 0, success: !!page };
          } catch {
            // Lists reset to empty on error responses (000 §4).
            return { data: [], total: 0, success: false };
          }
        }}
        pagination={{ defaultPageSize: PAGE_SIZES[0], pageSizeOptions: PAGE_SIZES, showSizeChanger: true }}
        toolBarRender={() =>
          canManage
            ? [
                <Button key="add" type="primary" onClick={() => setDialog({ open: true, user: null })}>
                  Add User
                </Button>,
              ]
            : []
        }
      />
      <UserDialog
        open={dialog.open}
        user={dialog.user}
        onClose={() => setDialog({ open: false, user: null })}
        onSaved={() => void actionRef.current?.reload()}
      />
    </>
  );
}
