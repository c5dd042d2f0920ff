import { Alert, Breadcrumb, Button, Card, Descriptions, Space, Typography } from 'antd';
import { formatPercent } from '@suite/money';
import { Link } from 'react-router';
import { DetailsSkeleton } from '../../app/DetailsSkeleton';
import { fromApiDate, money } from '../../app/format';
import { useSession } from '../../app/session';
import type { PaymentApplicationFieldsFragment } from '../../gql/graphql';
import { ApplicationActions } from './ApplicationActions';
import { ApplicationPicker } from './ApplicationPicker';
import { G703Grid } from './G703Grid';
import { useApplicationWrite } from './hooks/useApplicationWrite';
import { useBilling } from './hooks/useBilling';
import { useSovEntries } from './hooks/useSovEntries';
import { BILLING_MESSAGES } from './messages';
import { ProjectPicker } from './ProjectPicker';
import { ProjectRetainage } from './ProjectRetainage';

/**
 * Payment Application (docs/projects.md §2.13): the project's and the application's selectors, Project Retainage, the project's
 * dates, the chosen application's G703 (E and F typed in place on a Draft with payment_applications write) and its actions.
 */
export function PaymentApplicationPage() {
  const session = useSession();
  const { projectUid, billing, application, applications, choose, loading, error } = useBilling();
  const write = useApplicationWrite(projectUid);
  const projectName = session.selectedProject?.name ? String(session.selectedProject.name) : undefined;

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Breadcrumb items={[{ title: <Link to="/admin/projects">Home</Link> }, { title: 'Payment Application' }, { title: 'AFP' }]} />
      <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>Payment Application</Typography.Title>
      <Space wrap>
        <ProjectPicker projectUid={projectUid} projectName={projectName} />
        {billing && <ApplicationPicker applications={applications} chosen={application} onChange={choose} />}
      </Space>
      {!projectUid && <Alert type="info" showIcon title={BILLING_MESSAGES.noProject} />}
      {projectUid && error && !billing && <Alert type="error" showIcon title={BILLING_MESSAGES.loadFailed} />}
      {projectUid && loading && !billing && <DetailsSkeleton what="payment applications" rows={6} />}
      {billing && (
        <>
          <Card size="small"><ProjectRetainage key={billing.projectUid} billing={billing} write={write} /></Card>
          {!billing.canWrite && <Alert type="info" showIcon title={BILLING_MESSAGES.readOnly} />}
          {application
            ? <ApplicationSheet key={application.id} application={application} billing={billing} write={write} onCreated={choose} />
            : (
              <>
                <Alert type="info" showIcon title={BILLING_MESSAGES.noApplications} />
                <ApplicationActions billing={billing} write={write} saveLines={async () => true} onCreated={choose} />
              </>
            )}
        </>
      )}
    </Space>
  );
}

interface SheetProps {
  application: PaymentApplicationFieldsFragment;
  billing: NonNullable<ReturnType<typeof useBilling>['billing']>;
  write: ReturnType<typeof useApplicationWrite>;
  onCreated: (id: string) => void;
}

/** One application: its header, its actions and its G703, with what is typed on a Draft. */
function ApplicationSheet({ application: a, billing, write, onCreated }: SheetProps) {
  const sov = useSovEntries(a, write);
  const editable = billing.canWrite && a.editable && a.status === 'DRAFT';
  return (
    <>
      {a.contractMoved && <Alert type="warning" showIcon title={BILLING_MESSAGES.contractMoved} data-testid="contract-moved" />}
      {a.status !== 'DRAFT' && <Alert type="info" showIcon title={BILLING_MESSAGES.submittedFrozen} />}
      <Descriptions
        size="small" column={{ xs: 1, sm: 2, lg: 4 }}
        items={[
          { key: 'period', label: 'Period', children: `${fromApiDate(a.periodFrom)} – ${fromApiDate(a.periodTo)}` },
          { key: 'date', label: 'Application Date', children: fromApiDate(a.applicationDate) },
          { key: 'rates', label: 'Retainage', children: `${formatPercent(a.workRate)} work, ${formatPercent(a.storedRate)} stored` },
          { key: 'due', label: 'Current Payment Due', children: <span data-testid="payment-due">{money(a.summary.currentPaymentDue)}</span> },
        ]}
      />
      <ApplicationActions billing={billing} application={a} write={write} saveLines={sov.save} onCreated={onCreated} />
      {editable && sov.problems.length > 0 && <Alert type="error" showIcon title={sov.problems[0]} data-testid="line-problem" />}
      {editable && (
        <Space>
          <Button type="primary" disabled={!sov.pending} loading={sov.saving} onClick={() => void sov.save()}>Save Lines</Button>
          <Button disabled={!sov.pending && Object.keys(sov.entries).length === 0} onClick={sov.discard}>Discard</Button>
        </Space>
      )}
      <G703Grid
        lines={sov.lines}
        edit={editable ? { entries: sov.entries, type: sov.type, revert: sov.revert, commit: () => void sov.save() } : undefined}
      />
    </>
  );
}
