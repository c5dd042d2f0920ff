import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, App, Breadcrumb, Card, Col, Collapse, Radio, Row, Space, Statistic, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { DetailsSkeleton } from '../../app/DetailsSkeleton';
import { PageSections } from '../../app/sections';
import { canWrite, useSession } from '../../app/session';
import type { BidPricingMode } from '../../gql/graphql';
import { money } from '../projects/model';
import { AddBidSubcontractorDialog } from './AddBidSubcontractorDialog';
import { BidSelector } from './BidSelector';
import { LaborTable } from '../lines/LaborTable';
import { BID_MESSAGES } from './messages';
import { bidName } from './model';
import { BidQuery, SetBidPricingModeMutation } from './operations';
import { TradeTable } from '../lines/TradeTable';
import { useBidLease } from './useBidLease';
import { useBidLines } from './useBidLines';
import { useBidWrite } from './useBidWrite';

/**
 * Bid Sheet Details (docs/projects.md §2.7) of the bid in `?id=`: the bid selector, the internal labor and direct trades
 * accordions with their totals and the totals bar. A user who may write takes the bid's edit lease; while someone
 * else holds it the page says so (docs/projects.md §8) and shows the bid read-only.
 */
export function BidDetailsPage() {
  const [params, setParams] = useSearchParams();
  const bidId = params.get('id');
  const client = useApolloClient();
  const { modal } = App.useApp();
  const session = useSession();
  const { data, loading, error } = useQuery(BidQuery, { variables: { id: bidId ?? '' }, skip: !bidId, fetchPolicy: 'cache-and-network' });
  const bid = data?.bid.id === bidId ? data.bid : undefined;
  const mayWrite = canWrite(session.permissions, 'bid_sheets') && !!bid && bid.project.status !== 'PENDING';
  const { lease, markLocked } = useBidLease(bidId, mayWrite);
  const editable = mayWrite && (lease.status === 'held' || lease.status === 'unknown');
  const write = useBidWrite(bidId ?? '', markLocked);
  const [addingSub, setAddingSub] = useState(false);
  const openAddSub = useCallback(() => setAddingSub(true), []);
  const lines = useBidLines(bid, write, openAddSub);
  const warned = useRef<string | null>(null);

  // docs/projects.md §8: the concurrent-edit warning, once per bid opened.
  useEffect(() => {
    if (lease.status === 'locked' && warned.current !== bidId) {
      warned.current = bidId;
      modal.warning({ title: 'Bid in use', content: BID_MESSAGES.locked, okText: 'OK' });
    }
  }, [lease, bidId, modal]);

  const setMode = (mode: BidPricingMode) => bid &&
    void write(() => client.mutate({ mutation: SetBidPricingModeMutation, variables: { bidId: bid.id, mode, expectedVersion: bid.version } }));

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Breadcrumb
        items={[
          { title: <Link to="/admin/projects">Home</Link> },
          { title: <Link to="/admin/bid-sheet">Bid Sheets</Link> },
          { title: bid ? bid.division.name : 'Bid' },
        ]}
      />
      <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>{bid ? bidName(bid) : 'Bid Sheet Details'}</Typography.Title>
      {(!bidId || (error && !bid)) && <Alert type="error" showIcon title={BID_MESSAGES.notFound} />}
      {loading && !bid && <DetailsSkeleton what="bid sheet details" rows={6} />}
      {bid && lines && (
        <>
          <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
            <BidSelector
              projectId={bid.project.id} projectUid={bid.projectUid} bidId={bid.id} canAdd={mayWrite}
              onChange={(id) => setParams({ id })}
            />
            <Space>
              <Typography.Text id="pricing-mode-label">Pricing</Typography.Text>
              <Radio.Group
                aria-labelledby="pricing-mode-label" optionType="button" buttonStyle="solid" value={bid.pricingMode} disabled={!editable}
                onChange={(e) => setMode(e.target.value as BidPricingMode)}
                options={[{ value: 'HOURLY', label: 'Hourly' }, { value: 'WEEKLY', label: 'Weekly' }]}
              />
            </Space>
          </Space>
          {lease.status === 'locked' && <Alert type="warning" showIcon title={BID_MESSAGES.locked} />}
          {bid.project.status === 'PENDING' && <Alert type="info" showIcon title={BID_MESSAGES.pending} />}
          <Collapse
            defaultActiveKey={['labor', 'trades']}
            items={[
              {
                key: 'labor',
                label: <Space><span>Internal Labor Details</span><strong data-testid="labor-total">{money(bid.totals.labor)}</strong></Space>,
                children: <LaborTable key={bid.id} lines={bid.laborLines} pricingMode={bid.pricingMode} editable={editable} {...lines.labor} />,
              },
              {
                key: 'trades',
                label: <Space><span>Direct Trades Details</span><strong data-testid="trades-total">{money(bid.totals.trades)}</strong></Space>,
                children: <TradeTable key={bid.id} lines={bid.tradeLines} divisionId={bid.division.id} editable={editable} {...lines.trades} quotes={lines.quotes} />,
              },
            ]}
          />
          <Card aria-label="Bid totals">
            <Row gutter={16}>
              <Col xs={12} md={6}><Statistic title="Bid Sheet Sub Total" value={money(bid.totals.subTotal)} /></Col>
              <Col xs={12} md={6}><Statistic title="Overhead" value={money(bid.totals.overhead)} /></Col>
              <Col xs={12} md={6}><Statistic title="Profit" value={money(bid.totals.profit)} /></Col>
              <Col xs={12} md={6}><Statistic title="Total" value={money(bid.totals.totalCost)} /></Col>
            </Row>
          </Card>
          {/* Issue 14: the sections other modules add for the subcontractors quoting on this bid (their uploaded bids). */}
          {bid.subcontractors.length > 0 && (
            <PageSections page="division-details" projectUid={bid.projectUid} subcontractorIds={bid.subcontractors.map((s) => s.id)} />
          )}
          <AddBidSubcontractorDialog bid={addingSub ? bid : null} onClose={() => setAddingSub(false)} />
        </>
      )}
    </Space>
  );
}
