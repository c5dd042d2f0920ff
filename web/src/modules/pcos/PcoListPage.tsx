import { useMemo, useState } from 'react';
import { Alert, App, Breadcrumb, Card, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { DetailsSkeleton } from '../../app/DetailsSkeleton';
import { readError } from '../../app/errors';
import { canWrite, useSession } from '../../app/session';
import { useConfirmedAction } from '../../app/useConfirmedAction';
import type { PcoRowFieldsFragment, PcoStatus } from '../../gql/graphql';
import { selectedProjectId } from '../projects/selection';
import { AddPcoForm } from './AddPcoForm';
import { acceptedAsChangeOrders, ChangeOrderTable } from './ChangeOrderTable';
import { EditPcoDialog } from './EditPcoDialog';
import { DeletePcoMutation, PcoProjectQuery, SetPcoStatusMutation } from './graphql/operations';
import { usePcoDownload } from './hooks/usePcoDownload';
import { ERROR_SECONDS, PCO_MESSAGES, SUCCESS_SECONDS } from './messages';
import { acceptance, acceptQuestion } from './model';
import { PcoTable, type PcoRowActions } from './PcoTable';

/** What a refused PCO change says: the server's words for a rule it names, else the §8 fallback. */
function refusal(err: unknown, fallback: string): string {
  const e = readError(err);
  if (e.reason === 'PROJECT_PENDING') return PCO_MESSAGES.pending;
  if (e.reason === 'PCO_ACCEPTED') return PCO_MESSAGES.acceptedNoDelete;
  return e.code === 'BAD_USER_INPUT' || e.code === 'CONFLICT' ? e.message : fallback;
}

/**
 * The PCO list of the project chosen in the switcher (docs/projects.md §2.9, titled 'Add Potential Change Order'): the create form
 * (pcos write, project not Pending), the Potential Change Order grid and the Change Order grid of the accepted PCOs.
 */
export function PcoListPage() {
  const session = useSession();
  const client = useApolloClient();
  const confirm = useConfirmedAction();
  const { message } = App.useApp();
  const id = selectedProjectId(session.selectedProject);
  const { data, loading, error } = useQuery(PcoProjectQuery, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'cache-and-network' });
  const p = data?.project;
  // docs/projects.md §2.9, §4: the form and every change need pcos write on a project that is not Pending.
  const writable = !!p && canWrite(session.permissions, 'pcos') && p.status !== 'PENDING';
  const [editing, setEditing] = useState<PcoRowFieldsFragment | null>(null);
  const [statusBusyId, setStatusBusyId] = useState<string | null>(null);
  const { download, busyId: downloadingId } = usePcoDownload();
  const changeOrders = useMemo(() => acceptedAsChangeOrders(p?.pcos ?? []), [p?.pcos]);

  // The contract sum to date moves with every acceptance: the list is read again with the answer.
  const setStatus = (pco: PcoRowFieldsFragment, status: PcoStatus) => client.mutate({
    mutation: SetPcoStatusMutation, variables: { id: pco.id, status, expectedVersion: pco.version },
    refetchQueries: [{ query: PcoProjectQuery, variables: { id: id ?? '' } }], awaitRefetchQueries: true,
  });

  async function changeStatus(pco: PcoRowFieldsFragment, status: PcoStatus) {
    setStatusBusyId(pco.id);
    try {
      await setStatus(pco, status);
      message.success({ content: PCO_MESSAGES.statusChanged, duration: SUCCESS_SECONDS });
    } catch (err) {
      // docs/projects.md §8: a status-change failure shows a timed error flag.
      message.error({ content: refusal(err, PCO_MESSAGES.updateFailed), duration: ERROR_SECONDS });
    } finally {
      setStatusBusyId(null);
    }
  }

  // Accepting makes a numbered change order and moves the contract sum (docs/money.md §9): asked first, with both.
  function accept(pco: PcoRowFieldsFragment, project: NonNullable<typeof p>) {
    // The contract sum is null only in role 13's view, which has no PCO list (docs/roles.md).
    const question = acceptQuestion(pco.name, acceptance(pco, project.pcos, project.contractSum.toDate ?? '0'), pco.totals.pcoTotalCost);
    confirm({
      question, title: `Accept ${pco.name}`, okText: 'Accept', cancelText: 'Cancel',
      run: async () => {
        setStatusBusyId(pco.id);
        try { await setStatus(pco, 'ACCEPTED'); } finally { setStatusBusyId(null); }
      },
      success: { content: PCO_MESSAGES.statusChanged, duration: SUCCESS_SECONDS },
      failure: (err) => message.error({ content: refusal(err, PCO_MESSAGES.updateFailed), duration: ERROR_SECONDS }),
    });
  }

  const actions: PcoRowActions | undefined = writable ? {
    onStatus: (pco, status) => (status === 'ACCEPTED' ? accept(pco, p) : void changeStatus(pco, status)),
    onEdit: setEditing,
    onDelete: (pco) => confirm({
      question: PCO_MESSAGES.deletePco, okText: 'Delete', cancelText: 'Cancel', danger: true,
      run: () => client.mutate({
        mutation: DeletePcoMutation, variables: { id: pco.id, expectedVersion: pco.version },
        update: (cache) => { cache.evict({ id: cache.identify({ __typename: 'Pco', id: pco.id }) }); cache.gc(); },
      }),
      success: { content: PCO_MESSAGES.deleted, duration: SUCCESS_SECONDS },
      failure: (err) => message.error({ content: refusal(err, PCO_MESSAGES.deleteFailed), duration: ERROR_SECONDS }),
    }),
  } : undefined;

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Breadcrumb items={[{ title: <Link to="/admin/projects">Home</Link> }, { title: 'PCO' }]} />
      <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>Add Potential Change Order</Typography.Title>
      {(!id || (error && !p)) && <Alert type="error" showIcon title={PCO_MESSAGES.listFailed} />}
      {loading && !p && <DetailsSkeleton what="PCOs" rows={6} />}
      {p && (
        <>
          {p.status === 'PENDING' && <Alert type="info" showIcon title={PCO_MESSAGES.pending} />}
          {writable && (
            <Card title={<Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>Add PCO</Typography.Title>}>
              <AddPcoForm project={p} />
            </Card>
          )}
          <PcoTable pcos={p.pcos} actions={actions} onDownload={(pco) => void download(pco)} statusBusyId={statusBusyId} downloadingId={downloadingId} />
          <ChangeOrderTable rows={changeOrders} />
          <EditPcoDialog pco={editing} onClose={() => setEditing(null)} />
        </>
      )}
    </Space>
  );
}
