import { useRef, useState } from 'react';
import { Button, Space } from 'antd';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Link } from 'react-router';
import { useApolloClient } from '@apollo/client/react';
import { canWrite, useSession } from '../../app/session';
import { StatusSwitch } from '../../app/StatusSwitch';
import type { OwnerFieldsFragment } from '../../gql/graphql';
import { PAGE_SIZES } from '../companies/AllCompaniesPage';
import { CsvUploadDialog } from '../employees/CsvUploadDialog';
import { OwnerDialog } from './OwnerDialog';
import { OwnersQuery, SetOwnerActiveMutation, UploadOwnersCsvMutation } from './operations';
import { OWNER_CSV, OWNER_MESSAGES } from './validation';

type Row = OwnerFieldsFragment;

export function AllOwnersPage() {
  const session = useSession();
  const client = useApolloClient();
  const actionRef = useRef<ActionType>(null);
  const canManage = canWrite(session.permissions, 'all_owners');
  const [dialog, setDialog] = useState<{ open: boolean; owner: Row | null }>({ open: false, owner: null });
  const [csvOpen, setCsvOpen] = useState(false);
  const reload = () => void actionRef.current?.reload();

  const columns: ProColumns<Row>[] = [
    {
      title: 'Actions',
      key: 'actions',
      valueType: 'option',
      render: (_, row) => (
        <Space>
          <Link to={`/admin/owner-details?id=${row.id}`} aria-label={`View ${row.name}`}>
            View
          </Link>
          {canManage && (
            <>
              <Button type="link" size="small" aria-label={`Update ${row.name}`} onClick={() => setDialog({ open: true, owner: row })}>
                Update
              </Button>
              <StatusSwitch
                active={row.isActive}
                name={row.name}
                question={OWNER_MESSAGES.statusConfirm}
                setActive={(isActive) => client.mutate({ mutation: SetOwnerActiveMutation, variables: { id: row.id, isActive } })}
                failure={{ content: OWNER_MESSAGES.statusFailed, duration: 3 }}
                onSettled={() => actionRef.current?.reload()}
              />
            </>
          )}
        </Space>
      ),
    },
    { title: 'Name', dataIndex: 'name' },
    { title: 'Email', dataIndex: 'email' },
    { title: 'Phone Number', dataIndex: 'phone' },
  ];

  return (
    <>
      <ProTable<Row>
        headerTitle="All Owners"
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        search={false}
        options={false}
        request={async (params) => {
          try {
            const res = await client.query({
              query: OwnersQuery,
              variables: { page: params.current ?? 1, pageSize: params.pageSize ?? PAGE_SIZES[0] },
              fetchPolicy: 'network-only',
            });
            const page = res.data?.owners;
            return { data: page?.items ?? [], total: page?.total ?? 0, success: !!page };
          } catch {
            return { data: [], total: 0, success: false };
          }
        }}
        pagination={{ defaultPageSize: PAGE_SIZES[0], pageSizeOptions: PAGE_SIZES, showSizeChanger: true }}
        toolBarRender={() =>
          canManage
            ? [
                <Button key="csv" onClick={() => setCsvOpen(true)}>
                  Upload Owners
                </Button>,
                <Button key="add" type="primary" onClick={() => setDialog({ open: true, owner: null })}>
                  Create Owner
                </Button>,
              ]
            : []
        }
      />
      <OwnerDialog open={dialog.open} owner={dialog.owner} onClose={() => setDialog({ open: false, owner: null })} onSaved={reload} />
      <CsvUploadDialog
        open={csvOpen}
        title="Upload Owners"
        template={OWNER_CSV}
        failureMessage={OWNER_MESSAGES.uploadFailed}
        upload={async (csv) => {
          const res = await client.mutate({ mutation: UploadOwnersCsvMutation, variables: { csv } });
          if (!res.data) throw new Error('no result');
          return res.data.uploadOwnersCsv;
        }}
        onClose={() => setCsvOpen(false)}
        onDone={reload}
      />
    </>
  );
}
