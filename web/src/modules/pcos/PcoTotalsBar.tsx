import { Card, Col, Row, Statistic } from 'antd';
import { formatPercent, parseDecimal } from '@suite/money';
import type { PcoRowFieldsFragment } from '../../gql/graphql';
import { money } from '../projects/model';

/** A PCO's totals badges (docs/projects.md §2.9; docs/money.md §9): TotalCost, Profit and PCOTotalCost as the server computed them. */
export function PcoTotalsBar({ totals }: { totals: PcoRowFieldsFragment['totals'] }) {
  return (
    <Card aria-label="PCO totals">
      <Row gutter={16}>
        <Col xs={24} md={8}><Statistic title="Total Cost" value={money(totals.totalCost)} /></Col>
        <Col xs={24} md={8}>
          <Statistic title={`Profit (${formatPercent(parseDecimal(totals.profitPercentage) ?? 0)})`} value={money(totals.profitCost)} />
        </Col>
        <Col xs={24} md={8}><Statistic title="PCO Total Cost" value={money(totals.pcoTotalCost)} /></Col>
      </Row>
    </Card>
  );
}
