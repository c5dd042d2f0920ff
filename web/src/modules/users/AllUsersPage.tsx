import { displayPhone } from '../../app/masks';
import { Button } from 'antd';
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { useApolloClient } from '@apollo/client/react';
import { fullName } from '../../app/people';
import { recordActionsColumn } from '../../app/recordActionsColumn';
import { canWrite, useSession } from '../../app/session';
import { usePagedGrid } from '../../app/usePagedGrid';
import { useRowDialog } from '../../app/useRowDialog';
import type { TenantUserFieldsFragment } from '../../gql/graphql';
import { SetUserActiveMutation, UsersQuery } from './operations';
import { UserDialog } from './UserDialog';
import { USER_MESSAGES } from './validation';
import { fixFirstColumn } from '../../app/gridLayout';

type Row = TenantUserFieldsFragment;

export function AllUsersPage() {
  const session = useSession();
  const client = useApolloClient();
  const canManage = canWrite(session.permissions, 'all_users');
  const grid = usePagedGrid({ query: UsersQuery, pageOf: (data) => data.users });
  const dialog = useRowDialog<Row>();

  const columns: ProColumns<Row>[] = [
    recordActionsColumn<Row>({
      name: fullName,
      viewPath: (row) => `/admin/full-user-details?id=${row.id}`,
      manage: canManage
        ? {
            onEdit: dialog.openEdit,
            question: USER_MESSAGES.statusConfirm,
            setActive: (row, isActive) => client.mutate({ mutation: SetUserActiveMutation, variables: { id: row.id, isActive } }),
            // docs/accounts.md §8: a brief error for about 1 s.
            failure: { content: USER_MESSAGES.failed, duration: 1 },
            onSettled: grid.reload,
          }
        : undefined,
    }),
    { title: 'Name', key: 'name', render: (_, row) => fullName(row) },
    { title: 'Role', dataIndex: 'roleLabel' },
    { title: 'Phone Number', dataIndex: 'phone', render: (_, row) => displayPhone(row.phone) },
    { title: 'Address', key: 'address', render: (_, row) => [row.address1, row.address2].filter(Boolean).join(', ') },
    { title: 'City', dataIndex: 'city' },
    { title: 'State', dataIndex: 'state' },
    { title: 'Zip', dataIndex: 'zip' },
  ];

  return (
    <>
      <ProTable<Row>
        headerTitle="All Users"
        columns={fixFirstColumn(columns)}
        {...grid.table}
        toolBarRender={() =>
          canManage
            ? [
                <Button key="add" type="primary" onClick={dialog.openNew}>
                  Add User
                </Button>,
              ]
            : []
        }
      />
      <UserDialog open={dialog.open} user={dialog.row} onClose={dialog.close} onSaved={grid.reload} />
    </>
  );
}
