import { Alert, Breadcrumb, Card, Collapse, Descriptions, Space, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { DetailsSkeleton } from '../../app/DetailsSkeleton';
import { LaborTable } from '../lines/LaborTable';
import { TradeTable } from '../lines/TradeTable';
import { fromApiDate, money } from '../projects/model';
import { PcoQuery } from './graphql/operations';
import { PCO_MESSAGES } from './messages';
import { PcoTotalsBar } from './PcoTotalsBar';

/** Change Order Details (docs/projects.md §2.10, made real): one change order (an Accepted PCO, `?id=` its PCO) with its lines, read-only. */
export function ChangeOrderDetailsPage() {
  const [params] = useSearchParams();
  const pcoId = params.get('id');
  const { data, loading, error } = useQuery(PcoQuery, { variables: { id: pcoId ?? '' }, skip: !pcoId, fetchPolicy: 'cache-and-network' });
  const pco = data?.pco.id === pcoId ? data.pco : undefined;
  const heading = pco ? `${pco.changeOrderName || pco.name}${pco.title ? ` — ${pco.title}` : ''}` : 'Change Order Details';

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Breadcrumb
        items={[
          { title: <Link to="/admin/projects">Home</Link> },
          { title: <Link to="/admin/change-order">Change Orders</Link> },
          { title: 'Change Order Details' },
        ]}
      />
      <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>{heading}</Typography.Title>
      {(!pcoId || (error && !pco)) && <Alert type="error" showIcon title={PCO_MESSAGES.notFound} />}
      {loading && !pco && <DetailsSkeleton what="change order details" rows={6} />}
      {pco && (
        <>
          {pco.status !== 'ACCEPTED' && <Alert type="warning" showIcon title={PCO_MESSAGES.notChangeOrder} />}
          <Card>
            <Descriptions
              size="small" column={{ xs: 1, md: 3 }}
              items={[
                { key: 'co', label: 'Change Order', children: pco.changeOrderName ?? '' },
                { key: 'pco', label: 'PCO', children: pco.name },
                { key: 'date', label: 'Date', children: fromApiDate(pco.date) },
                { key: 'amount', label: 'Amount', children: money(pco.totals.pcoTotalCost) },
                { key: 'scope', label: 'Scope of Work', children: pco.notes, span: 2 },
              ]}
            />
          </Card>
          <Collapse
            defaultActiveKey={['labor', 'trades']}
            items={[
              {
                key: 'labor',
                label: <Space><span>Internal Labor</span><strong data-testid="labor-total">{money(pco.totals.labor)}</strong></Space>,
                children: <LaborTable lines={pco.laborLines} pricingMode={pco.pricingMode} editable={false} />,
              },
              {
                key: 'trades',
                label: <Space><span>Direct Trades</span><strong data-testid="trades-total">{money(pco.totals.trades)}</strong></Space>,
                children: <TradeTable lines={pco.tradeLines} editable={false} />,
              },
            ]}
          />
          <PcoTotalsBar totals={pco.totals} />
        </>
      )}
    </Space>
  );
}
