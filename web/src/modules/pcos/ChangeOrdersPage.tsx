import { useMemo } from 'react';
import { Alert, Breadcrumb, Card, Col, Row, Space, Statistic, Typography } from 'antd';
import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { DetailsSkeleton } from '../../app/DetailsSkeleton';
import { useSession } from '../../app/session';
import { money } from '../projects/model';
import { selectedProjectId } from '../projects/selection';
import { ChangeOrderTable, type ChangeOrderRow } from './ChangeOrderTable';
import { ProjectChangeOrdersQuery } from './graphql/operations';
import { PCO_MESSAGES } from './messages';

/**
 * Change Orders (docs/projects.md §2.10, made real): the project's accepted PCOs in change-order number order with the running
 * contract sum, and the original contract, the change orders and the contract sum to date (docs/money.md §9).
 */
export function ChangeOrdersPage() {
  const session = useSession();
  const id = selectedProjectId(session.selectedProject);
  const { data, loading, error } = useQuery(ProjectChangeOrdersQuery, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'cache-and-network' });
  const p = data?.project;
  const rows = useMemo<ChangeOrderRow[]>(() => (p?.changeOrders ?? []).map((co) => ({
    pcoId: co.pco.id, number: co.number, name: co.name, pcoName: co.pco.name, title: co.pco.title, date: co.pco.date,
    amount: co.pco.totals.pcoTotalCost, runningContractSum: co.runningContractSum,
  })), [p?.changeOrders]);

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Breadcrumb items={[{ title: <Link to="/admin/projects">Home</Link> }, { title: 'Change Orders' }]} />
      <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>Change Orders</Typography.Title>
      {(!id || (error && !p)) && <Alert type="error" showIcon title={PCO_MESSAGES.listFailed} />}
      {loading && !p && <DetailsSkeleton what="change orders" rows={5} />}
      {p && (
        <>
          <Card aria-label="Contract sum">
            <Row gutter={16}>
              <Col xs={24} md={8}><Statistic title="Original Contract Sum" value={money(p.contractSum.original)} /></Col>
              <Col xs={24} md={8}><Statistic title="Net Change by Change Orders" value={money(p.contractSum.changeOrders)} /></Col>
              <Col xs={24} md={8}><Statistic title="Contract Sum to Date" value={money(p.contractSum.toDate)} /></Col>
            </Row>
          </Card>
          <ChangeOrderTable rows={rows} withContractSum />
        </>
      )}
    </Space>
  );
}
