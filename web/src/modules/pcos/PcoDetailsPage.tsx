import { Alert, Breadcrumb, Collapse, Radio, Space, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { DetailsSkeleton } from '../../app/DetailsSkeleton';
import { canWrite, useSession } from '../../app/session';
import type { BidPricingMode } from '../../gql/graphql';
import { LaborTable } from '../lines/LaborTable';
import { TradeTable } from '../lines/TradeTable';
import { money } from '../projects/model';
import { selectedProjectId } from '../projects/selection';
import { PcoQuery, ProjectPcoNamesQuery, UpdatePcoMutation } from './graphql/operations';
import { usePcoLines } from './hooks/usePcoLines';
import { usePcoWrite } from './hooks/usePcoWrite';
import { PCO_MESSAGES } from './messages';
import { pcoLabel } from './model';
import { PcoSelector } from './PcoSelector';
import { PcoTotalsBar } from './PcoTotalsBar';

/**
 * PCO Details (docs/projects.md §2.9) of the PCO in `?id=`: the selector, the Internal Labor Details and Direct Trades Details
 * accordions (the bid sheets' tables) and the totals badges. An Accepted PCO or a Pending project shows the tables
 * read-only: no Add Row, no actions column (docs/projects.md §4 PCO status).
 */
export function PcoDetailsPage() {
  const [params, setParams] = useSearchParams();
  const pcoId = params.get('id');
  const client = useApolloClient();
  const session = useSession();
  const projectId = selectedProjectId(session.selectedProject);
  const { data, loading, error } = useQuery(PcoQuery, { variables: { id: pcoId ?? '' }, skip: !pcoId, fetchPolicy: 'cache-and-network' });
  const project = useQuery(ProjectPcoNamesQuery, { variables: { id: projectId ?? '' }, skip: !projectId }).data?.project;
  const pco = data?.pco.id === pcoId ? data.pco : undefined;
  // The server's `editable` already weighs pcos write, the project's status and the PCO's; the session is checked too.
  const editable = !!pco && pco.editable && canWrite(session.permissions, 'pcos');
  const write = usePcoWrite(pcoId ?? '');
  const lines = usePcoLines(pco, write);

  const setMode = (mode: BidPricingMode) => pco &&
    void write(() => client.mutate({ mutation: UpdatePcoMutation, variables: { id: pco.id, input: { pricingMode: mode, expectedVersion: pco.version } } }), PCO_MESSAGES.updateFailed);

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Breadcrumb
        items={[
          { title: <Link to="/admin/projects">Home</Link> },
          { title: <Link to="/admin/pco">PCO</Link> },
          { title: 'PCO Details' },
        ]}
      />
      <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>{pco ? pcoLabel(pco) : 'PCO Details'}</Typography.Title>
      {(!pcoId || (error && !pco)) && <Alert type="error" showIcon title={PCO_MESSAGES.notFound} />}
      {loading && !pco && <DetailsSkeleton what="PCO details" rows={6} />}
      {pco && lines && (
        <>
          <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
            {projectId ? <PcoSelector projectId={projectId} pcoId={pco.id} onChange={(id) => setParams({ id })} /> : <span />}
            <Space>
              <Typography.Text id="pco-pricing-label">Pricing</Typography.Text>
              <Radio.Group
                aria-labelledby="pco-pricing-label" optionType="button" buttonStyle="solid" value={pco.pricingMode} disabled={!editable}
                onChange={(e) => setMode(e.target.value as BidPricingMode)}
                options={[{ value: 'HOURLY', label: 'Hourly' }, { value: 'WEEKLY', label: 'Weekly' }]}
              />
            </Space>
          </Space>
          {project?.status === 'PENDING' && <Alert type="info" showIcon title={PCO_MESSAGES.pending} />}
          {pco.status === 'ACCEPTED' && <Alert type="info" showIcon title={PCO_MESSAGES.accepted} />}
          <Collapse
            defaultActiveKey={['labor', 'trades']}
            items={[
              {
                key: 'labor',
                label: <Space><span>Internal Labor Details</span><strong data-testid="labor-total">{money(pco.totals.labor)}</strong></Space>,
                children: <LaborTable key={pco.id} lines={pco.laborLines} pricingMode={pco.pricingMode} editable={editable} {...lines.labor} />,
              },
              {
                key: 'trades',
                label: <Space><span>Direct Trades Details</span><strong data-testid="trades-total">{money(pco.totals.trades)}</strong></Space>,
                children: <TradeTable key={pco.id} lines={pco.tradeLines} editable={editable} {...lines.trades} />,
              },
            ]}
          />
          <PcoTotalsBar totals={pco.totals} />
        </>
      )}
    </Space>
  );
}
