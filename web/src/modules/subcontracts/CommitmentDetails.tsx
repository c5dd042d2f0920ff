import { useRef, useState } from 'react';
import { App, Button, Card, Descriptions, Space, Table, Tag, Typography } from 'antd';
import { formatPercent } from '@suite/money';
import { useApolloClient } from '@apollo/client/react';
import { fromApiDate, money } from '../../app/format';
import type { CommitmentFieldsFragment } from '../../gql/graphql';
import { DocumentError, postDocument } from '../proposal/documents';
import { ApproveSubcontractBillingMutation, RejectSubcontractBillingMutation, SubcontractsQuery } from './graphql/operations';
import { useDocumentDownload } from './hooks/useDocumentDownload';
import type { useSubcontractWrite } from './hooks/useSubcontractWrite';
import type { FieldsSpec } from './CommitmentActions';
import { ERROR_SECONDS, SUBCONTRACT_MESSAGES, SUCCESS_SECONDS } from './messages';
import { waiverMissing } from './model';

type Commitment = CommitmentFieldsFragment;
type Billing = Commitment['billings'][number];
type Payment = Commitment['payments'][number];

export interface CommitmentDetailsProps {
  commitment: Commitment;
  /** Absent: read-only (role 13, or no write). */
  staff?: { canWrite: boolean; write: ReturnType<typeof useSubcontractWrite>; openFields: (spec: FieldsSpec) => void; projectUid: string };
  onClose?: () => void;
}

const BILLING_COLOR = { SUBMITTED: 'blue', APPROVED: 'green', REJECTED: 'red' } as const;

/**
 * One commitment viewed (docs/subcontracts.md §1): its terms, change orders, billings (approve or reject a submitted
 * one) and payments, each with its lien waiver to download and its signed waiver (uploaded PDF) or "Waiver missing".
 */
export function CommitmentDetails({ commitment: c, staff, onClose }: CommitmentDetailsProps) {
  const client = useApolloClient();
  const { message, modal } = App.useApp();
  const { download } = useDocumentDownload();
  const [uploading, setUploading] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const uploadFor = useRef<string | null>(null);
  const can = staff?.canWrite ?? false;
  const done = (text: string) => message.success({ content: text, duration: SUCCESS_SECONDS });
  const failed = () => message.error({ content: SUBCONTRACT_MESSAGES.downloadFailed, duration: ERROR_SECONDS });

  const approve = (b: Billing) => modal.confirm({
    title: 'Approve', content: `Approve billing ${b.number} (${money(b.total)})? It is booked as a direct cost and can no longer change.`,
    okText: 'Approve', cancelText: 'Cancel',
    onOk: async () => {
      if (staff && await staff.write(() => client.mutate({ mutation: ApproveSubcontractBillingMutation, variables: { billingId: b.id, expectedVersion: c.version } }))) {
        done(SUBCONTRACT_MESSAGES.billingApproved);
      }
    },
  });

  const reject = (b: Billing) => staff?.openFields({
    title: `Reject billing ${b.number}`, okText: 'Reject',
    fields: [{ key: 'reason', label: 'Reason', kind: 'text' }], initial: { reason: '' },
    check: (v) => (v.reason?.trim() ? null : SUBCONTRACT_MESSAGES.reasonRequired),
    run: async (v) => {
      const ok = await staff.write(() => client.mutate({ mutation: RejectSubcontractBillingMutation, variables: { billingId: b.id, expectedVersion: c.version, reason: v.reason.trim() } }));
      if (ok) done(SUBCONTRACT_MESSAGES.billingRejected);
      return ok;
    },
  });

  async function upload(file: File) {
    const paymentId = uploadFor.current;
    if (!paymentId || !staff) return;
    setUploading(paymentId);
    try {
      await postDocument(`/documents/subcontract-payments/${encodeURIComponent(paymentId)}/signed-waiver`, file);
      await client.query({ query: SubcontractsQuery, variables: { projectUid: staff.projectUid }, fetchPolicy: 'network-only' });
      done(SUBCONTRACT_MESSAGES.waiverUploaded);
    } catch (err) {
      const why = err instanceof DocumentError ? err.refusal : undefined;
      message.error({ content: why ? `${SUBCONTRACT_MESSAGES.waiverRefused} ${why}` : SUBCONTRACT_MESSAGES.failed, duration: ERROR_SECONDS });
    } finally {
      setUploading(null);
    }
  }

  const billingColumns = [
    { title: 'No.', key: 'number', render: (_: unknown, b: Billing) => b.number },
    { title: 'Period', key: 'period', render: (_: unknown, b: Billing) => `${fromApiDate(b.periodFrom)} – ${fromApiDate(b.periodTo)}` },
    { title: 'Billing Date', key: 'date', render: (_: unknown, b: Billing) => fromApiDate(b.billingDate) },
    { title: 'Amount', key: 'total', align: 'right' as const, render: (_: unknown, b: Billing) => money(b.total) },
    { title: 'Retainage', key: 'retainage', align: 'right' as const, render: (_: unknown, b: Billing) => money(b.retainage) },
    { title: 'Status', key: 'status', render: (_: unknown, b: Billing) => <Tag color={BILLING_COLOR[b.status]} style={b.status === 'APPROVED' ? { color: '#237804' /* green-8: 4.5:1 */ } : undefined}>{b.status.charAt(0) + b.status.slice(1).toLowerCase()}</Tag> },
    {
      title: 'Actions', key: 'actions', render: (_: unknown, b: Billing) => (can && b.status === 'SUBMITTED' ? (
        <Space size={4}>
          <Button size="small" type="primary" aria-label={`Approve billing ${b.number}`} onClick={() => approve(b)}>Approve</Button>
          <Button size="small" danger aria-label={`Reject billing ${b.number}`} onClick={() => reject(b)}>Reject</Button>
        </Space>
      ) : null),
    },
  ];

  const paymentColumns = [
    { title: 'Paid On', key: 'paidOn', render: (_: unknown, p: Payment) => fromApiDate(p.paidOn) },
    { title: 'Amount', key: 'amount', align: 'right' as const, render: (_: unknown, p: Payment) => money(p.amount) },
    { title: 'Reference', key: 'reference', render: (_: unknown, p: Payment) => `${p.reference}${p.isFinal ? ' (final)' : ''}` },
    {
      title: 'Lien Waiver', key: 'waiver', render: (_: unknown, p: Payment) => (
        <Space wrap size={4}>
          <Button size="small" type="link" onClick={() => void download(p.waiverPdfUrl, `${c.number} waiver ${p.reference}.pdf`).catch(failed)}>
            {`Waiver (${p.waiverKind === 'UNCONDITIONAL' ? 'unconditional' : 'conditional'}, through ${fromApiDate(p.throughDate)})`}
          </Button>
          {waiverMissing(p)
            ? <Tag color="red" data-testid={`waiver-missing-${p.id}`}>{SUBCONTRACT_MESSAGES.waiverMissing}</Tag>
            : <Button size="small" type="link" onClick={() => void download(p.signedWaiver!.url, p.signedWaiver!.fileName).catch(failed)}>{`Signed: ${p.signedWaiver!.fileName}`}</Button>}
          {can && (
            <Button size="small" loading={uploading === p.id} onClick={() => { uploadFor.current = p.id; fileInput.current?.click(); }}>
              Upload Signed Waiver
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card size="small" title={`${c.number} · ${c.party.name}`} extra={onClose && <Button size="small" onClick={onClose}>Close</Button>} data-testid="commitment-details">
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }} items={[
        { key: 'rate', label: 'Retainage Rate', children: formatPercent(c.retainageRate) },
        { key: 'dates', label: 'Dates', children: `${fromApiDate(c.startDate) || '-'} – ${fromApiDate(c.endDate) || '-'}` },
        { key: 'released', label: 'Retainage Released', children: money(c.retainageReleased) },
        { key: 'scope', label: 'Scope', children: c.scope || '-' },
      ]} />
      <Typography.Title level={2} style={{ fontSize: 16 }}>Change Orders</Typography.Title>
      <Table size="small" rowKey="id" pagination={false} dataSource={[...c.changeOrders]} locale={{ emptyText: 'No change orders.' }} columns={[
        { title: 'No.', key: 'name', render: (_: unknown, o: Commitment['changeOrders'][number]) => o.name },
        { title: 'Date', key: 'date', render: (_: unknown, o: Commitment['changeOrders'][number]) => fromApiDate(o.date) },
        { title: 'Reason', key: 'reason', render: (_: unknown, o: Commitment['changeOrders'][number]) => o.reason },
        { title: 'Amount', key: 'total', align: 'right' as const, render: (_: unknown, o: Commitment['changeOrders'][number]) => money(o.total) },
      ]} />
      <Typography.Title level={2} style={{ fontSize: 16 }}>Billings</Typography.Title>
      <Table<Billing> size="small" rowKey="id" pagination={false} dataSource={[...c.billings]} columns={billingColumns} locale={{ emptyText: 'No billings.' }} />
      <Typography.Title level={2} style={{ fontSize: 16 }}>Payments</Typography.Title>
      <Table<Payment> size="small" rowKey="id" pagination={false} dataSource={[...c.payments]} columns={paymentColumns} locale={{ emptyText: 'No payments.' }} />
      <input
        ref={fileInput} type="file" accept="application/pdf" hidden aria-label="Signed waiver PDF"
        onChange={(e) => { const f = e.target.files?.[0]; e.target.value = ''; if (f) void upload(f); }}
      />
    </Card>
  );
}
