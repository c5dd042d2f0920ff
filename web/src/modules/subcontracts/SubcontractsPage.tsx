import { useCallback, useMemo, useState } from 'react';
import { Alert, App, Breadcrumb, Button, Select, Space, Typography } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useApolloClient } from '@apollo/client/react';
import { DetailsSkeleton } from '../../app/DetailsSkeleton';
import { nameListbox } from '../../app/nameListbox';
import { useSession } from '../../app/session';
import type { CommitmentFieldsFragment } from '../../gql/graphql';
import { FieldsDialog } from '../payment-applications/FieldsDialog';
import { selectedProjectId } from '../projects/selection';
import { ExportButtons } from '../tracker/ExportButtons';
import { AwardDialog } from './AwardDialog';
import { CommitmentActions, type FieldsSpec, type LinesSpec } from './CommitmentActions';
import { CommitmentDetails } from './CommitmentDetails';
import { DeleteSubcontractLineMutation } from './graphql/operations';
import { useLedger } from './hooks/useLedger';
import { useSubcontractWrite } from './hooks/useSubcontractWrite';
import { LedgerGrid } from './LedgerGrid';
import { LineDialog } from './LineDialog';
import { LinesDialog } from './LinesDialog';
import { SUBCONTRACT_MESSAGES, SUCCESS_SECONDS } from './messages';
import { ledgerTable } from './model';

type Dialog =
  | { kind: 'fields'; spec: FieldsSpec }
  | { kind: 'lines'; spec: LinesSpec }
  | { kind: 'award' | 'po' }
  | { kind: 'line'; commitment: CommitmentFieldsFragment; line?: CommitmentFieldsFragment['lines'][number] };

const STATUS_OPTIONS = [{ value: 'OPEN', label: 'Open' }, { value: 'CLOSED', label: 'Closed' }];

/**
 * Subcontracts (docs/projects.md §2.14, docs/subcontracts.md): the project's subcontracts and purchase orders in one ledger
 * grouped by commitment with totals and a grand total, filtered by party and status (in the URL), exported as CSV or
 * .xlsx; Award from bid, New purchase order and each commitment's actions for users with write.
 */
export function SubcontractsPage() {
  const session = useSession();
  const client = useApolloClient();
  const { message, modal } = App.useApp();
  const { projectUid, ledger, all, shown, parties, party, status, viewed, setParam, loading, error } = useLedger();
  const write = useSubcontractWrite(projectUid);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const projectId = selectedProjectId(session.selectedProject);
  const canWrite = ledger?.canWrite ?? false;
  const done = (text: string) => message.success({ content: text, duration: SUCCESS_SECONDS });
  const awardedBidIds = useMemo(() => new Set(all.filter((c) => c.kind === 'SUBCONTRACT' && c.bidId).map((c) => c.bidId!)), [all]);
  const table = useCallback(() => (ledger ? ledgerTable(shown) : null), [ledger, shown]);
  const openFields = useCallback((spec: FieldsSpec) => setDialog({ kind: 'fields', spec }), []);
  const openLines = useCallback((spec: LinesSpec) => setDialog({ kind: 'lines', spec }), []);

  const deleteLine = (c: CommitmentFieldsFragment, lineId: string) => modal.confirm({
    title: 'Delete', content: SUBCONTRACT_MESSAGES.lineDeleteQuestion, okText: 'Delete', okButtonProps: { danger: true }, cancelText: 'Cancel',
    onOk: async () => {
      if (await write(() => client.mutate({ mutation: DeleteSubcontractLineMutation, variables: { lineId, expectedVersion: c.version } }))) done(SUBCONTRACT_MESSAGES.lineDeleted);
    },
  });

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Breadcrumb items={[{ title: <Link to="/admin/projects">Home</Link> }, { title: 'Subcontracts' }]} />
      <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>Subcontracts</Typography.Title>
      {!projectUid && <Alert type="info" showIcon title={SUBCONTRACT_MESSAGES.noProject} />}
      {projectUid && error && !ledger && <Alert type="error" showIcon title={SUBCONTRACT_MESSAGES.loadFailed} />}
      {projectUid && loading && !ledger && <DetailsSkeleton what="subcontracts" rows={6} />}
      {ledger && projectUid && (
        <>
          {!canWrite && <Alert type="info" showIcon title={SUBCONTRACT_MESSAGES.readOnly} />}
          <Space wrap>
            <Select
              id="sub-party" aria-label="Subcontractor" onOpenChange={nameListbox('sub-party', 'Subcontractor')} allowClear style={{ minWidth: 240 }}
              placeholder="All subcontractors and vendors" value={party ?? undefined} options={parties.map((p) => ({ value: p, label: p }))}
              onChange={(v?: string) => setParam('party', v ?? null)}
            />
            <Select
              id="sub-status" aria-label="Status" onOpenChange={nameListbox('sub-status', 'Status')} allowClear style={{ minWidth: 160 }}
              placeholder="All statuses" value={status ?? undefined} options={STATUS_OPTIONS} onChange={(v?: string) => setParam('status', v ?? null)}
            />
            {canWrite && <Button type="primary" onClick={() => setDialog({ kind: 'award' })}>Award from bid</Button>}
            {canWrite && <Button onClick={() => setDialog({ kind: 'po' })}>New Purchase Order</Button>}
            <ExportButtons table={table} fileName={`subcontracts-${projectUid.replace(/[^\w-]/g, '')}`} sheetName="Subcontracts" />
          </Space>
          {viewed && (
            <CommitmentDetails
              commitment={viewed} onClose={() => setParam('view', null)}
              staff={{ canWrite, write, openFields, projectUid }}
            />
          )}
          <LedgerGrid<CommitmentFieldsFragment>
            commitments={shown}
            actions={(c) => (
              <CommitmentActions
                commitment={c} projectUid={projectUid} canWrite={canWrite} write={write} onView={() => setParam('view', c.id)}
                openFields={openFields} openLines={openLines} onAddRow={() => setDialog({ kind: 'line', commitment: c })}
              />
            )}
            lineActions={(c, line) => (canWrite && c.kind === 'PURCHASE_ORDER' && line.billedToDate === '0.00' ? (
              <Space size={2}>
                <Button size="small" type="text" icon={<EditOutlined />} aria-label={`Edit line ${line.costCode ?? line.id}`}
                  onClick={() => setDialog({ kind: 'line', commitment: c, line: c.lines.find((l) => l.id === line.id) })} />
                <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`Delete line ${line.costCode ?? line.id}`} onClick={() => deleteLine(c, line.id)} />
              </Space>
            ) : null)}
          />
        </>
      )}
      {dialog?.kind === 'fields' && <FieldsDialog open {...dialog.spec} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'lines' && <LinesDialog {...dialog.spec} onClose={() => setDialog(null)} />}
      {(dialog?.kind === 'award' || dialog?.kind === 'po') && ledger && projectUid && projectId && (
        <AwardDialog
          kind={dialog.kind} projectId={projectId} projectUid={projectUid} retainageRate={ledger.retainageRate} awardedBidIds={awardedBidIds} write={write}
          onDone={(n) => done(dialog.kind === 'award' ? SUBCONTRACT_MESSAGES.awarded(n) : SUBCONTRACT_MESSAGES.poCreated(n))}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'line' && (
        <LineDialog commitment={dialog.commitment} line={dialog.line} write={write} onDone={() => done(SUBCONTRACT_MESSAGES.lineSaved)} onClose={() => setDialog(null)} />
      )}
    </Space>
  );
}
