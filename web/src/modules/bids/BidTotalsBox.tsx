import { Card, Col, Row, Statistic } from 'antd';
import { dec, formatPercent, formatPercentOfBase, parseDecimal } from '@suite/money';
import type { BidProjectTotalsFieldsFragment } from '../../gql/graphql';
import { money } from '../projects/model';

type Totals = BidProjectTotalsFieldsFragment['totals'];

/** A figure of the totals (null only in role 13's view, which never shows this box). */
const figure = (value: string | null | undefined): string => value ?? '0';

// A custom price's profit is a share of bids and overhead: with neither there is no percentage (docs/money.md §8).
function profitPercent(mode: string | null | undefined, t: Totals): string {
  return mode === 'CUSTOM_PRICE' ? formatPercentOfBase(figure(t.profitPercentage), dec(figure(t.bidTotals)).plus(figure(t.overheadCost)))
    : formatPercent(parseDecimal(t.profitPercentage) ?? 0);
}

/** The project's totals under the bid grids (docs/projects.md §2.4/§2.6): figures the server computed (docs/money.md §8). */
export function BidTotalsBox({ project }: { project: BidProjectTotalsFieldsFragment }) {
  const t = project.totals;
  return (
    <Card title="Totals" id="bid-totals">
      <Row gutter={16}>
        <Col xs={12} md={6}>
          <Statistic title="Bid Totals" value={money(t.bidTotals)} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={`Overhead (${formatPercentOfBase(figure(t.overheadPercentage), figure(t.bidTotals))})`} value={money(t.overheadCost)} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={`Profit (${profitPercent(project.markupMode, t)})`} value={money(t.profitCost)} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title="Project Total" value={money(t.totalCost)} />
        </Col>
      </Row>
    </Card>
  );
}
