import { displayPhone } from '../../app/masks';
import { useState } from 'react';
import { App, Button } from 'antd';
import { readError } from '../../app/errors';
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { useApolloClient } from '@apollo/client/react';
import { CsvUploadDialog, useCsvUpload } from '../../app/CsvUploadDialog';
import { recordActionsColumn } from '../../app/recordActionsColumn';
import { canWrite, useSession } from '../../app/session';
import { usePagedGrid } from '../../app/usePagedGrid';
import { useRowDialog } from '../../app/useRowDialog';
import type { OwnerFieldsFragment } from '../../gql/graphql';
import { OwnerDialog } from './OwnerDialog';
import { DeleteOwnerMutation, OwnersQuery, SetOwnerActiveMutation, UploadOwnersCsvMutation } from './operations';
import { OWNER_CSV, OWNER_MESSAGES } from './validation';
import { fixFirstColumn } from '../../app/gridLayout';

type Row = OwnerFieldsFragment;

export function AllOwnersPage() {
  const session = useSession();
  const client = useApolloClient();
  const { message } = App.useApp();
  const canManage = canWrite(session.permissions, 'all_owners');
  // The upload has its own area, which the server enforces (issue 31 item 17).
  const canUpload = canWrite(session.permissions, 'upload_owners');
  const grid = usePagedGrid({ query: OwnersQuery, pageOf: (data) => data.owners });
  const dialog = useRowDialog<Row>();
  const [csvOpen, setCsvOpen] = useState(false);
  const uploadCsv = useCsvUpload(UploadOwnersCsvMutation, (data) => data.uploadOwnersCsv);

  const columns: ProColumns<Row>[] = [
    recordActionsColumn<Row>({
      name: (row) => row.name,
      viewPath: (row) => `/admin/owner-details?id=${row.id}`,
      manage: canManage
        ? {
            editText: 'Update',
            onEdit: dialog.openEdit,
            question: OWNER_MESSAGES.statusConfirm,
            setActive: (row, isActive) => client.mutate({ mutation: SetOwnerActiveMutation, variables: { id: row.id, isActive } }),
            failure: { content: OWNER_MESSAGES.statusFailed, duration: 3 },
            onSettled: grid.reload,
            deletion: {
              question: OWNER_MESSAGES.deleteConfirm,
              remove: (row) => client.mutate({ mutation: DeleteOwnerMutation, variables: { id: row.id } }),
              success: OWNER_MESSAGES.deleted,
              // Refused while a project names the owner: the server says how many.
              failure: (err) => {
                const e = readError(err);
                message.error(e.code === 'CONFLICT' && e.message ? e.message : OWNER_MESSAGES.deleteFailed);
              },
              onDeleted: grid.reload,
            },
          }
        : undefined,
    }),
    { title: 'Name', dataIndex: 'name' },
    { title: 'Email', dataIndex: 'email' },
    { title: 'Phone Number', dataIndex: 'phone', render: (_, row) => displayPhone(row.phone) },
  ];

  return (
    <>
      <ProTable<Row>
        headerTitle="All Owners"
        columns={fixFirstColumn(columns)}
        {...grid.table}
        toolBarRender={() =>
          canManage
            ? [
                ...(canUpload ? [<Button key="csv" onClick={() => setCsvOpen(true)}>Upload Owners</Button>] : []),
                <Button key="add" type="primary" onClick={dialog.openNew}>
                  Create Owner
                </Button>,
              ]
            : []
        }
      />
      <OwnerDialog open={dialog.open} owner={dialog.row} onClose={dialog.close} onSaved={grid.reload} />
      <CsvUploadDialog
        open={csvOpen}
        title="Upload Owners"
        template={OWNER_CSV}
        failureMessage={OWNER_MESSAGES.uploadFailed}
        upload={uploadCsv}
        onClose={() => setCsvOpen(false)}
        onDone={grid.reload}
      />
    </>
  );
}
