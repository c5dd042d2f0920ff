import { Alert, Breadcrumb, Card, Col, Collapse, Descriptions, Row, Space, Statistic, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { DetailsSkeleton } from '../../app/DetailsSkeleton';
import { useSession } from '../../app/session';
import { LaborTable } from '../lines/LaborTable';
import { TradeTable } from '../lines/TradeTable';
import { fromApiDate, money } from '../projects/model';
import { selectedProjectId } from '../projects/selection';
import { DIRECT_COST_MESSAGES } from './messages';
import { contractorTypeLabel } from './model';
import { DirectCostProjectQuery, DirectCostQuery } from './operations';
import { useDirectCostAccess } from './useDirectCostAccess';
import { useDirectCostLines } from './useDirectCostLines';

/**
 * Direct Cost Details (docs/projects.md §2.8) of the direct cost in `?id=`: its contractor, date and total, and its internal labor
 * (dated, priced per hour) and direct trades tables. The tables change only with direct_costs write on a project
 * that is not Pending (docs/projects.md §4).
 */
export function DirectCostDetailsPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const session = useSession();
  const access = useDirectCostAccess();
  const projectId = selectedProjectId(session.selectedProject);
  const { data, loading, error } = useQuery(DirectCostQuery, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'cache-and-network' });
  const project = useQuery(DirectCostProjectQuery, { variables: { id: projectId ?? '' }, skip: !projectId }).data?.project;
  const dc = data?.directCost.id === id ? data.directCost : undefined;
  // The project's status decides; a direct cost of another project than the chosen one is shown read-only.
  const editable = !!dc && !!project && project.uid === dc.projectUid && access.editable(project.status);
  const lines = useDirectCostLines(dc);

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Breadcrumb
        items={[
          { title: <Link to="/admin/projects">Home</Link> },
          { title: <Link to="/admin/direct-cost">Direct Cost</Link> },
          { title: dc ? dc.sheetName : 'Direct Cost Details' },
        ]}
      />
      <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>{dc ? dc.sheetName : 'Direct Cost Details'}</Typography.Title>
      {(!id || (error && !dc)) && <Alert type="error" showIcon title={DIRECT_COST_MESSAGES.notFound} />}
      {loading && !dc && <DetailsSkeleton what="direct cost details" rows={6} />}
      {dc && (
        <>
          {project?.status === 'PENDING' && <Alert type="info" showIcon title={DIRECT_COST_MESSAGES.pending} />}
          <Card aria-label="Direct cost figures">
            <Row gutter={16}>
              <Col xs={24} md={10}><Statistic title="Contractor" value={dc.contractorName} /></Col>
              <Col xs={12} md={6}><Statistic title="Date" value={fromApiDate(dc.date)} /></Col>
              <Col xs={12} md={8}><Statistic title="Total" value={money(dc.total)} /></Col>
            </Row>
            <Descriptions
              size="small" column={{ xs: 1, md: 2 }} style={{ marginTop: 16 }}
              items={[
                { key: 'type', label: 'Contractor Type', children: contractorTypeLabel(dc.contractorType) },
                { key: 'division', label: 'Division', children: dc.division.name },
                { key: 'subdivision', label: 'Sub Division', children: dc.subdivision.name },
                { key: 'notes', label: 'Notes', children: dc.notes || '—' },
              ]}
            />
          </Card>
          <Collapse
            defaultActiveKey={['labor', 'trades']}
            items={[
              {
                key: 'labor',
                label: <Space><span>Internal Labor Details</span><strong data-testid="labor-total">{money(dc.laborTotal)}</strong></Space>,
                // Direct-cost labor is priced per hour and dated (schema/direct-costs.graphql).
                children: <LaborTable key={dc.id} lines={dc.laborLines} pricingMode="HOURLY" dated editable={editable} {...lines?.labor} />,
              },
              {
                key: 'trades',
                label: <Space><span>Direct Trades Details</span><strong data-testid="trades-total">{money(dc.tradesTotal)}</strong></Space>,
                children: <TradeTable key={dc.id} lines={dc.tradeLines} divisionId={dc.division.id} editable={editable} {...lines?.trades} />,
              },
            ]}
          />
        </>
      )}
    </Space>
  );
}
