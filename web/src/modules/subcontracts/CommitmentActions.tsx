import { App, Button, Space, Tag } from 'antd';
import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { formatMoney } from '@suite/money';
import { useApolloClient } from '@apollo/client/react';
import { fromApiDate, parseDisplayDate, toApiDate, todayDisplayDate } from '../../app/format';
import type { CommitmentFieldsFragment } from '../../gql/graphql';
import type { FieldsDialogProps } from '../payment-applications/FieldsDialog';
import { amountWithin, nextPeriod, rateText } from '../payment-applications/model';
import {
  AddSubcontractChangeOrderMutation, DeleteSubcontractMutation, RecordSubcontractPaymentMutation, ReleaseSubcontractRetainageMutation,
  SendAwardNotificationMutation, SubcontractsQuery, SubmitSubcontractBillingMutation, UpdateSubcontractMutation,
} from './graphql/operations';
import type { useSubcontractWrite } from './hooks/useSubcontractWrite';
import type { LinesDialogProps } from './LinesDialog';
import { ERROR_SECONDS, SUBCONTRACT_MESSAGES, SUCCESS_SECONDS } from './messages';
import { billingLines, changeOrderLines, deletable, payable, waiverMissing } from './model';
import { useDocumentDownload } from './hooks/useDocumentDownload';

export type FieldsSpec = Omit<FieldsDialogProps, 'open' | 'onClose'>;
export type LinesSpec = Omit<LinesDialogProps, 'onClose'>;

export interface CommitmentActionsProps {
  commitment: CommitmentFieldsFragment;
  projectUid: string;
  canWrite: boolean;
  write: ReturnType<typeof useSubcontractWrite>;
  onView: () => void;
  openFields: (spec: FieldsSpec) => void;
  openLines: (spec: LinesSpec) => void;
  /** A PO's Add Row dialog. */
  onAddRow?: () => void;
}

const dateOk = (text: string | undefined) => parseDisplayDate(text) !== null;
const optionalDate = (text: string | undefined) => (text?.trim() ? toApiDate(text) : null);

/**
 * A commitment's actions in its ledger heading (docs/subcontracts.md §4): view, edit, delete (only while nothing is billed),
 * a change order, a billing, a payment, a retainage release, the PDF and the award notification. Changes need write.
 */
export function CommitmentActions({ commitment: c, projectUid, canWrite, write, onView, openFields, openLines, onAddRow }: CommitmentActionsProps) {
  const client = useApolloClient();
  const { message, modal } = App.useApp();
  const { download, busy } = useDocumentDownload();
  const done = (text: string) => message.success({ content: text, duration: SUCCESS_SECONDS });
  const open = c.status === 'OPEN';
  const isSub = c.kind === 'SUBCONTRACT';

  const edit = () => openFields({
    title: `Edit ${c.number}`, okText: 'Save',
    fields: [
      { key: 'retainageRate', label: 'Retainage Rate (%)', kind: 'text' },
      { key: 'scope', label: 'Scope', kind: 'text' },
      { key: 'startDate', label: 'Start Date', kind: 'date' },
      { key: 'endDate', label: 'End Date', kind: 'date' },
    ],
    initial: { retainageRate: c.retainageRate, scope: c.scope ?? '', startDate: fromApiDate(c.startDate), endDate: fromApiDate(c.endDate) },
    check: (v) => (!rateText(v.retainageRate) ? SUBCONTRACT_MESSAGES.badRate
      : (v.startDate && !dateOk(v.startDate)) || (v.endDate && !dateOk(v.endDate)) ? SUBCONTRACT_MESSAGES.badDate : null),
    run: async (v) => {
      const ok = await write(() => client.mutate({
        mutation: UpdateSubcontractMutation,
        variables: { id: c.id, input: { expectedVersion: c.version, retainageRate: rateText(v.retainageRate)!, scope: v.scope.trim() || null, startDate: optionalDate(v.startDate), endDate: optionalDate(v.endDate) } },
      }));
      if (ok) done(SUBCONTRACT_MESSAGES.saved);
      return ok;
    },
  });

  const remove = () => modal.confirm({
    title: 'Delete', content: SUBCONTRACT_MESSAGES.deleteQuestion(c.number), okText: 'Delete', okButtonProps: { danger: true }, cancelText: 'Cancel',
    onOk: async () => {
      const ok = await write(() => client.mutate({
        mutation: DeleteSubcontractMutation, variables: { id: c.id, expectedVersion: c.version },
        update: (cache, { data }) => data && cache.writeQuery({ query: SubcontractsQuery, variables: { projectUid }, data: { subcontracts: data.deleteSubcontract } }),
      }));
      if (ok) done(SUBCONTRACT_MESSAGES.deleted(c.number));
    },
  });

  const changeOrder = () => openLines({
    title: `Change order on ${c.number}`, okText: 'Add Change Order', lines: c.lines,
    fields: [{ key: 'reason', label: 'Reason', kind: 'text' }, { key: 'date', label: 'Date', kind: 'date' }],
    initial: { reason: '', date: todayDisplayDate() },
    check: (v, amounts) => (v.date && !dateOk(v.date) ? SUBCONTRACT_MESSAGES.badDate : changeOrderLines(c.lines, amounts, v.reason ?? '').problem ?? null),
    run: async (v, amounts) => {
      const lines = changeOrderLines(c.lines, amounts, v.reason).lines ?? [];
      const ok = await write(() => client.mutate({
        mutation: AddSubcontractChangeOrderMutation,
        variables: { id: c.id, input: { expectedVersion: c.version, reason: v.reason.trim(), date: optionalDate(v.date), lines: lines.map((l) => ({ lineId: l.lineId, amount: l.amount })) } },
      }));
      if (ok) done(SUBCONTRACT_MESSAGES.changeOrder(c.number));
      return ok;
    },
  });

  const billing = () => openLines(billingSpec(c, async (input) => {
    const ok = await write(() => client.mutate({ mutation: SubmitSubcontractBillingMutation, variables: { id: c.id, input } }));
    if (ok) done(SUBCONTRACT_MESSAGES.billingSubmitted);
    return ok;
  }));

  const payment = () => {
    const max = payable(c);
    openFields({
      title: `Payment on ${c.number}`, okText: 'Record',
      fields: [
        { key: 'amount', label: 'Amount', kind: 'money', help: `Unpaid bills: ${formatMoney(max)}` },
        { key: 'paidOn', label: 'Paid On', kind: 'date' },
        { key: 'reference', label: 'Check / Reference', kind: 'text' },
        { key: 'isFinal', label: 'Final payment (closes the commitment; unconditional waiver)', kind: 'check' },
      ],
      initial: { amount: '', paidOn: todayDisplayDate(), reference: '', isFinal: '' },
      check: (v) => (!amountWithin(v.amount, max) ? SUBCONTRACT_MESSAGES.paymentLimit(formatMoney(max))
        : !dateOk(v.paidOn) ? SUBCONTRACT_MESSAGES.badDate : !v.reference?.trim() ? SUBCONTRACT_MESSAGES.referenceRequired : null),
      run: async (v) => {
        const ok = await write(() => client.mutate({
          mutation: RecordSubcontractPaymentMutation,
          variables: { id: c.id, input: { expectedVersion: c.version, amount: amountWithin(v.amount, max)!, paidOn: toApiDate(v.paidOn), reference: v.reference.trim(), isFinal: v.isFinal === 'true' } },
        }));
        if (ok) done(SUBCONTRACT_MESSAGES.paymentRecorded);
        return ok;
      },
    });
  };

  const release = () => {
    const held = c.totals.retainageHeld;
    openFields({
      title: `Release retainage on ${c.number}`, okText: 'Release',
      fields: [
        { key: 'all', label: 'Release all retainage', kind: 'check' },
        { key: 'amount', label: 'Amount', kind: 'money', help: `Retainage held: ${formatMoney(held)}`, disabledWhen: (v) => v.all === 'true' },
      ],
      initial: { all: '', amount: '' },
      check: (v) => (v.all === 'true' || amountWithin(v.amount, held) ? null : SUBCONTRACT_MESSAGES.releaseLimit(formatMoney(held))),
      run: async (v) => {
        const ok = await write(() => client.mutate({
          mutation: ReleaseSubcontractRetainageMutation,
          variables: v.all === 'true' ? { id: c.id, expectedVersion: c.version, all: true } : { id: c.id, expectedVersion: c.version, amount: amountWithin(v.amount, held)! },
        }));
        if (ok) done(SUBCONTRACT_MESSAGES.released);
        return ok;
      },
    });
  };

  const sendAward = () => openFields({
    title: `Send award notification for ${c.number}`, okText: 'Send',
    fields: [{ key: 'message', label: 'Message (optional)', kind: 'text', help: `To ${c.party.name}, with the subcontract PDF attached (Award Notification template).` }],
    initial: { message: '' },
    check: () => null,
    run: async (v) => {
      const ok = await write(() => client.mutate({ mutation: SendAwardNotificationMutation, variables: { id: c.id, message: v.message.trim() || null } }));
      if (ok) done(SUBCONTRACT_MESSAGES.awardSent);
      return ok;
    },
  });

  const held = c.totals.retainageHeld !== '0.00';
  const missing = c.payments.filter(waiverMissing).length;
  return (
    <Space wrap size={4}>
      {missing > 0 && <Tag color="red" data-testid={`waivers-missing-${c.number}`}>{SUBCONTRACT_MESSAGES.waiversMissing(missing)}</Tag>}
      <Button size="small" icon={<EyeOutlined />} aria-label={`View ${c.number}`} onClick={onView} />
      {canWrite && <Button size="small" icon={<EditOutlined />} aria-label={`Edit ${c.number}`} onClick={edit} />}
      {canWrite && deletable(c) && <Button size="small" danger icon={<DeleteOutlined />} aria-label={`Delete ${c.number}`} onClick={remove} />}
      {canWrite && !isSub && deletable(c) && onAddRow && <Button size="small" onClick={onAddRow}>Add Row</Button>}
      {canWrite && open && <Button size="small" onClick={changeOrder}>Change Order</Button>}
      {canWrite && open && <Button size="small" onClick={billing}>Billing</Button>}
      {canWrite && open && <Button size="small" onClick={payment}>Payment</Button>}
      {canWrite && held && <Button size="small" onClick={release}>Release Retainage</Button>}
      <Button size="small" loading={busy} onClick={() => void download(c.pdfUrl, `${c.projectUid} ${c.number}.pdf`).catch(() => message.error({ content: SUBCONTRACT_MESSAGES.downloadFailed, duration: ERROR_SECONDS }))}>Download PDF</Button>
      {canWrite && isSub && <Button size="small" onClick={sendAward}>Send Award Notification</Button>}
    </Space>
  );
}

type BillingInput = { expectedVersion: number; periodFrom: string; periodTo: string; billingDate: string; lines: { lineId: string; amount: string; reason?: string }[] };

/** The billing dialog (staff's and role 13's): the period after the last billing's, an amount per line with its reason. */
export function billingSpec(c: CommitmentFieldsFragment, send: (input: BillingInput) => Promise<boolean>): LinesSpec {
  const last = c.billings.at(-1);
  const period = nextPeriod(last?.periodTo);
  return {
    title: `Billing on ${c.number}`, okText: 'Submit Billing', lines: c.lines, lineReasons: true,
    fields: [
      { key: 'periodFrom', label: 'Period From', kind: 'date' },
      { key: 'periodTo', label: 'Period To', kind: 'date' },
      { key: 'billingDate', label: 'Billing Date', kind: 'date' },
    ],
    initial: { periodFrom: period.periodFrom, periodTo: period.periodTo, billingDate: period.applicationDate },
    check: (v, amounts, reasons) => (!dateOk(v.periodFrom) || !dateOk(v.periodTo) || !dateOk(v.billingDate) ? SUBCONTRACT_MESSAGES.badDate
      : parseDisplayDate(v.periodTo)! < parseDisplayDate(v.periodFrom)! ? SUBCONTRACT_MESSAGES.badPeriod
        : billingLines(c.lines, amounts, reasons).problem ?? null),
    run: (v, amounts, reasons) => send({
      expectedVersion: c.version, periodFrom: toApiDate(v.periodFrom), periodTo: toApiDate(v.periodTo), billingDate: toApiDate(v.billingDate),
      lines: billingLines(c.lines, amounts, reasons).lines ?? [],
    }),
  };
}
