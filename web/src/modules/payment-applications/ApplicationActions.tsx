import { useState } from 'react';
import { App, Button, Space } from 'antd';
import { dec, formatMoney } from '@suite/money';
import { useApolloClient } from '@apollo/client/react';
import { parseDisplayDate, toApiDate, todayDisplayDate } from '../../app/format';
import type { PaymentApplicationFieldsFragment, ProjectBillingFieldsFragment } from '../../gql/graphql';
import { FieldsDialog, type FieldsDialogProps } from './FieldsDialog';
import {
  CertifyPaymentApplicationMutation, CreatePaymentApplicationMutation, PaymentApplicationsQuery, PaymentApplicationVersionFields, RecordPaymentMutation,
  ReleaseRetainageMutation, SendPaymentApplicationMutation, SubmitPaymentApplicationMutation,
} from './graphql/operations';
import { useApplicationDownload } from './hooks/useApplicationDownload';
import type { useApplicationWrite } from './hooks/useApplicationWrite';
import { BILLING_MESSAGES, ERROR_SECONDS, SUCCESS_SECONDS } from './messages';
import { amountWithin, entryText, nextPeriod } from './model';

type Dialog = Omit<FieldsDialogProps, 'open' | 'onClose'>;

export interface ApplicationActionsProps {
  billing: ProjectBillingFieldsFragment;
  /** The chosen application; none yet: only New application. */
  application?: PaymentApplicationFieldsFragment;
  write: ReturnType<typeof useApplicationWrite>;
  /** Saves the typed lines first (Submit); false when they were refused. */
  saveLines: () => Promise<boolean>;
  /** After New application: the new Draft becomes the chosen one. */
  onCreated: (applicationId: string) => void;
}

const dateOk = (text: string | undefined) => parseDisplayDate(text) !== null;

/**
 * An application's actions (docs/billing.md §3, docs/money.md §12 'Life of an application'): Submit and Release Retainage on a
 * Draft, Certify a Submitted one (at most line 8), Record Payment on a Certified one (up to what is certified), the G702 and
 * G703 PDFs, Send to owner, and New application when no Draft exists. The changes need payment_applications write.
 */
export function ApplicationActions({ billing, application: a, write, saveLines, onCreated }: ApplicationActionsProps) {
  const client = useApolloClient();
  const { message, modal } = App.useApp();
  const { download, busy } = useApplicationDownload();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const can = billing.canWrite;
  const hasDraft = billing.applications.some((x) => x.status === 'DRAFT');
  const done = (text: string) => message.success({ content: text, duration: SUCCESS_SECONDS });

  const newApplication = () => {
    const last = billing.applications.at(-1);
    setDialog({
      title: 'New application', okText: 'Create',
      fields: [
        { key: 'periodFrom', label: 'Period From', kind: 'date' },
        { key: 'periodTo', label: 'Period To', kind: 'date' },
        { key: 'applicationDate', label: 'Application Date', kind: 'date' },
      ],
      initial: nextPeriod(last?.periodTo),
      check: (v) => (!dateOk(v.periodFrom) || !dateOk(v.periodTo) || !dateOk(v.applicationDate) ? BILLING_MESSAGES.badDate
        : parseDisplayDate(v.periodTo)! < parseDisplayDate(v.periodFrom)! ? BILLING_MESSAGES.badPeriod : null),
      run: async (v) => {
        let created: { id: string; number: number } | undefined;
        const ok = await write(async () => {
          const { data } = await client.mutate({
            mutation: CreatePaymentApplicationMutation,
            variables: { input: { projectUid: billing.projectUid, periodFrom: toApiDate(v.periodFrom), periodTo: toApiDate(v.periodTo), applicationDate: toApiDate(v.applicationDate) } },
            update: (cache, { data: d }) => d && cache.writeQuery({
              query: PaymentApplicationsQuery, variables: { projectUid: billing.projectUid }, data: { paymentApplications: d.createPaymentApplication },
            }),
          });
          created = data?.createPaymentApplication.applications.at(-1);
        });
        if (ok && created) {
          onCreated(created.id);
          done(BILLING_MESSAGES.created(created.number));
        }
        return ok;
      },
    });
  };

  const submit = (app: PaymentApplicationFieldsFragment) => modal.confirm({
    title: 'Submit', content: BILLING_MESSAGES.submitQuestion(app.number), okText: 'Submit', cancelText: 'Cancel',
    onOk: async () => {
      if (!(await saveLines())) return;
      // The saved lines bumped the version: the cache holds the answer's.
      const version = client.cache.readFragment({
        id: client.cache.identify({ __typename: 'PaymentApplication', id: app.id }), fragment: PaymentApplicationVersionFields,
      })?.version ?? app.version;
      if (await write(() => client.mutate({ mutation: SubmitPaymentApplicationMutation, variables: { id: app.id, expectedVersion: version } }))) done(BILLING_MESSAGES.submitted);
    },
  });

  const certify = (app: PaymentApplicationFieldsFragment) => {
    const due = app.summary.currentPaymentDue;
    setDialog({
      title: `Certify application ${app.number}`, okText: 'Certify',
      fields: [
        { key: 'amount', label: 'Amount Certified', kind: 'money', help: `Current payment due (line 8): ${formatMoney(due)}` },
        { key: 'certifiedOn', label: 'Certified On', kind: 'date' },
      ],
      initial: { amount: entryText(due), certifiedOn: todayDisplayDate() },
      check: (v) => (!amountWithin(v.amount, due, true) ? BILLING_MESSAGES.certifyLimit(formatMoney(due)) : !dateOk(v.certifiedOn) ? BILLING_MESSAGES.badDate : null),
      run: async (v) => {
        const ok = await write(() => client.mutate({
          mutation: CertifyPaymentApplicationMutation,
          variables: { id: app.id, expectedVersion: app.version, amount: amountWithin(v.amount, due, true)!, certifiedOn: toApiDate(v.certifiedOn) },
        }));
        if (ok) done(BILLING_MESSAGES.certified);
        return ok;
      },
    });
  };

  const recordPayment = (app: PaymentApplicationFieldsFragment) => {
    const open = dec(app.certifiedAmount ?? '0').minus(dec(app.paymentsTotal)).toFixed(2);
    setDialog({
      title: `Record payment on application ${app.number}`, okText: 'Record',
      fields: [
        { key: 'amount', label: 'Amount', kind: 'money', help: `Certified and not yet received: ${formatMoney(open)}` },
        { key: 'receivedOn', label: 'Received On', kind: 'date' },
        { key: 'reference', label: 'Reference', kind: 'text' },
      ],
      initial: { amount: entryText(open), receivedOn: todayDisplayDate(), reference: '' },
      check: (v) => (!amountWithin(v.amount, open) ? BILLING_MESSAGES.paymentLimit(formatMoney(open))
        : !dateOk(v.receivedOn) ? BILLING_MESSAGES.badDate : !v.reference?.trim() ? BILLING_MESSAGES.referenceRequired : null),
      run: async (v) => {
        const ok = await write(() => client.mutate({
          mutation: RecordPaymentMutation,
          variables: { applicationId: app.id, expectedVersion: app.version, input: { amount: amountWithin(v.amount, open)!, receivedOn: toApiDate(v.receivedOn), reference: v.reference.trim() } },
        }));
        if (ok) done(BILLING_MESSAGES.paymentRecorded);
        return ok;
      },
    });
  };

  const release = (app: PaymentApplicationFieldsFragment) => {
    const held = app.summary.totalRetainage;
    setDialog({
      title: `Release retainage on application ${app.number}`, okText: 'Release',
      fields: [
        { key: 'all', label: 'Release all retainage', kind: 'check' },
        { key: 'amount', label: 'Amount', kind: 'money', help: `Retainage held (line 5): ${formatMoney(held)}`, disabledWhen: (v) => v.all === 'true' },
      ],
      initial: { all: '', amount: '' },
      check: (v) => (v.all === 'true' || amountWithin(v.amount, held) ? null : BILLING_MESSAGES.releaseLimit(formatMoney(held))),
      run: async (v) => {
        const ok = await write(() => client.mutate({
          mutation: ReleaseRetainageMutation,
          variables: v.all === 'true' ? { id: app.id, expectedVersion: app.version, all: true } : { id: app.id, expectedVersion: app.version, amount: amountWithin(v.amount, held)! },
        }));
        if (ok) done(BILLING_MESSAGES.released);
        return ok;
      },
    });
  };

  const send = (app: PaymentApplicationFieldsFragment) => setDialog({
    title: `Send application ${app.number} to the owner`, okText: 'Send',
    fields: [{ key: 'message', label: 'Message (optional)', kind: 'text', help: 'The G702 and the G703 are attached as PDFs.' }],
    initial: { message: '' },
    check: () => null,
    run: async (v) => {
      let refused: string | undefined;
      const ok = await write(async () => {
        const { data } = await client.mutate({ mutation: SendPaymentApplicationMutation, variables: { id: app.id, message: v.message.trim() || null } });
        if (data?.sendPaymentApplication.__typename === 'PaymentApplicationNotSent') refused = data.sendPaymentApplication.message;
      });
      if (!ok) return false;
      if (refused) message.error({ content: refused || BILLING_MESSAGES.sendFailed, duration: ERROR_SECONDS });
      else done(BILLING_MESSAGES.sent);
      return !refused;
    },
  });

  return (
    <Space wrap>
      {a && can && a.status === 'DRAFT' && <Button type="primary" onClick={() => submit(a)}>Submit</Button>}
      {a && can && a.status === 'SUBMITTED' && <Button type="primary" onClick={() => certify(a)}>Certify</Button>}
      {a && can && a.status === 'CERTIFIED' && <Button type="primary" onClick={() => recordPayment(a)}>Record Payment</Button>}
      {a && can && a.status === 'DRAFT' && !dec(a.summary.totalRetainage).isZero() && <Button onClick={() => release(a)}>Release Retainage</Button>}
      {a && (
        <>
          <Button loading={busy === 'G702'} onClick={() => void download(a, 'G702')}>Download G702 PDF</Button>
          <Button loading={busy === 'G703'} onClick={() => void download(a, 'G703')}>Download G703 PDF</Button>
        </>
      )}
      {a && can && a.status !== 'DRAFT' && <Button onClick={() => send(a)}>Send to owner</Button>}
      {can && !hasDraft && <Button onClick={newApplication}>New application</Button>}
      {dialog && <FieldsDialog open {...dialog} onClose={() => setDialog(null)} />}
    </Space>
  );
}
