import { Col, Row, Statistic } from 'antd';
import { budgetVerdict, figureText, type ProjectTracker } from './model';

/**
 * The figures a project manager looks for first, above the 22-column grid (whose summary rows sit at its far right at
 * 1440 px): project total against the contract, cost at completion, over/under budget, cost to date and percent
 * complete. All are the API's figures (the totals' `all` sums and summary 6), formatted as the grid formats them.
 */
export function TrackerHighlights({ tracker }: { tracker: ProjectTracker }) {
  const all = tracker.totals.all;
  const verdict = budgetVerdict(all.overUnderBudget);
  const items = [
    { key: 'projectTotal', title: 'Project total', value: figureText('totalRevenue', tracker.projectTotal.projectTotal) },
    { key: 'contract', title: 'Contract sum to date', value: figureText('totalRevenue', tracker.projectTotal.contractSumToDate) },
    { key: 'finalCost', title: 'Final cost', value: figureText('finalCost', all.finalCost) },
    {
      // The words carry the direction, so the amount has no sign (issue 31 item 10).
      key: 'overUnder', title: verdict.title, value: verdict.amount, danger: verdict.over,
    },
    { key: 'costToDate', title: 'Cost to date', value: figureText('costToDate', all.costToDate) },
    { key: 'percent', title: 'Percent complete', value: figureText('percentComplete', all.percentComplete) },
  ];
  return (
    <Row gutter={[16, 12]} style={{ marginBottom: 12 }} role="group" aria-label="Tracker highlights">
      {items.map((i) => (
        <Col key={i.key} xs={12} md={8} xl={4}>
          <Statistic
            title={i.title}
            value={i.value}
            styles={{ content: { fontSize: 18, ...(i.danger ? { color: 'var(--ant-color-error, #cf1322)' } : {}) } }}
          />
        </Col>
      ))}
    </Row>
  );
}
