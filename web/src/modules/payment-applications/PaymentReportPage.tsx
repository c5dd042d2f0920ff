import { Alert, Breadcrumb, Card, Col, Descriptions, Row, Space, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { DetailsSkeleton } from '../../app/DetailsSkeleton';
import { fromApiDate, money } from '../../app/format';
import { useSession } from '../../app/session';
import type { PaymentApplicationFieldsFragment } from '../../gql/graphql';
import { ApplicationPicker } from './ApplicationPicker';
import { ChangeOrderSummary, G702Summary } from './G702Summary';
import { useBilling } from './hooks/useBilling';
import { BILLING_MESSAGES } from './messages';
import { APPLICATION_STATUSES } from './model';
import { ProjectPicker } from './ProjectPicker';

const BLANK = '________________________';

/**
 * Payment Report (docs/projects.md §2.13): the chosen application's 'Application For Payment' (G702 lines 1–9), the
 * change-order summary, its status, certified amount and the payments received, and the signature and notary blocks
 * as the G702 lays them out, as text to read.
 */
export function PaymentReportPage() {
  const session = useSession();
  const { projectUid, billing, application: a, applications, choose, loading, error } = useBilling();
  const projectName = session.selectedProject?.name ? String(session.selectedProject.name) : undefined;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Breadcrumb items={[{ title: <Link to="/admin/projects">Home</Link> }, { title: <Link to="/admin/payment-application">Payment Application</Link> }, { title: 'Payment Report' }]} />
      <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>Application For Payment</Typography.Title>
      <Space wrap>
        <ProjectPicker projectUid={projectUid} projectName={projectName} />
        {billing && <ApplicationPicker applications={applications} chosen={a} onChange={choose} />}
      </Space>
      {!projectUid && <Alert type="info" showIcon title={BILLING_MESSAGES.noProject} />}
      {projectUid && error && !billing && <Alert type="error" showIcon title={BILLING_MESSAGES.loadFailed} />}
      {projectUid && loading && !billing && <DetailsSkeleton what="payment report" rows={6} />}
      {billing && !a && <Alert type="info" showIcon title={BILLING_MESSAGES.noApplications} />}
      {a && <Report application={a} />}
    </Space>
  );
}

function Report({ application: a }: { application: PaymentApplicationFieldsFragment }) {
  const status = APPLICATION_STATUSES[a.status];
  return (
    <>
      <Descriptions
        size="small" column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          { key: 'number', label: 'Application No.', children: a.number },
          { key: 'period', label: 'Period To', children: fromApiDate(a.periodTo) },
          { key: 'date', label: 'Application Date', children: fromApiDate(a.applicationDate) },
          { key: 'status', label: 'Status', children: <Tag color={status.color} style={status.style}>{status.label}</Tag> },
          { key: 'certified', label: 'Amount Certified', children: <span data-testid="certified-amount">{a.certifiedAmount ? money(a.certifiedAmount) : '—'}</span> },
          { key: 'certifiedOn', label: 'Certified On', children: fromApiDate(a.certifiedOn) || '—' },
          { key: 'received', label: 'Payments Received', children: <span data-testid="payments-total">{money(a.paymentsTotal)}</span> },
          { key: 'released', label: 'Retainage Released This Application', children: money(a.releasedThisApplication) },
        ]}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Card size="small" title={<Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>Contractor&apos;s Application for Payment</Typography.Title>}>
            <G702Summary application={a} />
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card size="small" title={<Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>Change Orders</Typography.Title>}>
            <ChangeOrderSummary summary={a.changeOrderSummary} />
          </Card>
        </Col>
      </Row>
      <Card size="small" title={<Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>Payments Received</Typography.Title>}>
        <Table
          size="small" pagination={false} rowKey="id" dataSource={a.payments} locale={{ emptyText: 'No payment received yet.' }}
          columns={[
            { title: 'Received On', key: 'on', render: (_: unknown, p: (typeof a.payments)[number]) => fromApiDate(p.receivedOn) },
            { title: 'Reference', dataIndex: 'reference', key: 'reference' },
            { title: 'Recorded By', dataIndex: 'recordedBy', key: 'by' },
            { title: 'Amount', key: 'amount', align: 'right', render: (_: unknown, p: (typeof a.payments)[number]) => money(p.amount) },
          ]}
        />
      </Card>
      <SignatureBlocks application={a} />
    </>
  );
}

/** The G702's contractor's signature, notary and architect's certificate blocks, as text (docs/billing.md §5). */
function SignatureBlocks({ application: a }: { application: PaymentApplicationFieldsFragment }) {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Card size="small" title={<Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>Contractor</Typography.Title>}>
          <Typography.Paragraph>
            The undersigned Contractor certifies that to the best of the Contractor&apos;s knowledge, information and belief the Work covered
            by this Application for Payment has been completed in accordance with the Contract Documents, that all amounts have been paid
            by the Contractor for Work for which previous Certificates for Payment were issued and payments received from the Owner, and
            that current payment shown herein is now due.
          </Typography.Paragraph>
          <Typography.Paragraph>By: {BLANK} Date: {BLANK}</Typography.Paragraph>
          <Typography.Paragraph>
            State of: {BLANK} County of: {BLANK}<br />
            Subscribed and sworn to before me this {BLANK} day of {BLANK}<br />
            Notary Public: {BLANK}<br />
            My Commission expires: {BLANK}
          </Typography.Paragraph>
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card size="small" title={<Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>Architect&apos;s Certificate for Payment</Typography.Title>}>
          <Typography.Paragraph>
            In accordance with the Contract Documents, based on evaluations of the Work and the data comprising this application, the
            Architect certifies to the Owner that the Work has progressed as indicated and the Contractor is entitled to payment of the
            Amount Certified.
          </Typography.Paragraph>
          <Typography.Paragraph strong>Amount Certified: {a.certifiedAmount ? money(a.certifiedAmount) : BLANK}</Typography.Paragraph>
          <Typography.Paragraph>Architect: {BLANK}<br />By: {BLANK} Date: {BLANK}</Typography.Paragraph>
        </Card>
      </Col>
    </Row>
  );
}
