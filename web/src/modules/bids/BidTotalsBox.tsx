import { Card, Col, Row, Statistic } from 'antd';
import { dec, formatPercent, formatPercentOfBase, parseDecimal, sum } from '@suite/money';
import type { BidProjectTotalsFieldsFragment, ProposalOverhead } from '../../gql/graphql';
import { money } from '../projects/model';

type Totals = BidProjectTotalsFieldsFragment['totals'];

/** A figure of the totals (null only in role 13's view, which never shows this box). */
const figure = (value: string | null | undefined): string => value ?? '0';

// A custom price's profit is a share of bids and overhead: with neither there is no percentage (docs/money.md §8).
function profitPercent(mode: string | null | undefined, t: Totals): string {
  return mode === 'CUSTOM_PRICE' ? formatPercentOfBase(figure(t.profitPercentage), dec(figure(t.bidTotals)).plus(figure(t.overheadCost)))
    : formatPercent(parseDecimal(t.profitPercentage) ?? 0);
}

/**
 * The overhead and profit figures as the proposal presents them (the company's setting): two with their percentages (the
 * specification's way, and the bid sheet's), two without, or one "Overhead and fee" (the two figures' exact sum).
 */
export function overheadFigures(mode: string | null | undefined, t: Totals, overhead: ProposalOverhead): { title: string; value: string }[] {
  if (overhead === 'COMBINED') return [{ title: 'Overhead and fee', value: money(sum([figure(t.overheadCost), figure(t.profitCost)]).toFixed(2)) }];
  if (overhead === 'SEPARATE') return [{ title: 'Overhead', value: money(t.overheadCost) }, { title: 'Profit', value: money(t.profitCost) }];
  return [
    { title: `Overhead (${formatPercentOfBase(figure(t.overheadPercentage), figure(t.bidTotals))})`, value: money(t.overheadCost) },
    { title: `Profit (${profitPercent(mode, t)})`, value: money(t.profitCost) },
  ];
}

/** The project's totals under the bid grids (docs/projects.md §2.4/§2.6): figures the server computed (docs/money.md §8). */
export function BidTotalsBox({ project, overhead = 'SEPARATE_WITH_PERCENTAGES' }: { project: BidProjectTotalsFieldsFragment; overhead?: ProposalOverhead }) {
  const t = project.totals;
  const figures = overheadFigures(project.markupMode, t, overhead);
  const span = figures.length === 1 ? 8 : 6;
  return (
    <Card title="Totals" id="bid-totals">
      <Row gutter={16}>
        <Col xs={12} md={span}>
          <Statistic title="Bid Totals" value={money(t.bidTotals)} />
        </Col>
        {figures.map((f) => (
          <Col xs={12} md={span} key={f.title}>
            <Statistic title={f.title} value={f.value} />
          </Col>
        ))}
        <Col xs={12} md={span}>
          <Statistic title="Project Total" value={money(t.totalCost)} />
        </Col>
      </Row>
    </Card>
  );
}
