import { Alert, Card, Col, Row, Statistic, Table, Typography } from 'antd';
import { formatMoney } from '@suite/money';
import type { OverheadTotalsFieldsFragment as Block } from '../../gql/graphql';
import { OVERHEAD_MESSAGES } from './messages';

const PERIODS = ['hourly', 'daily', 'weekly', 'monthly', 'annually'] as const;
const PERIOD_TITLES = { hourly: 'Hourly', daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly', annually: 'Annually' };

/** The burden rate at a glance: what each field employee carries, and what the company spends a year. */
export function BurdenHighlights({ totals }: { totals: readonly Block[] }) {
  const company = totals.find((b) => b.key === 'COMPANY_TOTALS');
  const burden = totals.find((b) => b.key === 'COST_EACH_FIELD_EMPLOYEE_CARRIES');
  if (!company || !burden) return null;
  return (
    <Card>
      <Row gutter={[24, 16]}>
        <Col xs={12} md={6}><Statistic title="Burden rate per hour" value={formatMoney(burden.figures.hourly)} /></Col>
        <Col xs={12} md={6}><Statistic title="Burden rate per week" value={formatMoney(burden.figures.weekly)} /></Col>
        <Col xs={12} md={6}><Statistic title="Company overhead per year" value={formatMoney(company.figures.annually)} /></Col>
        <Col xs={12} md={6}><Statistic title="Field employees" value={burden.fieldEmployees} /></Col>
      </Row>
      {burden.noFieldEmployee && <Alert style={{ marginTop: 16 }} type="warning" showIcon title={OVERHEAD_MESSAGES.noFieldEmployee} />}
    </Card>
  );
}

/** The totals summary block (docs/money.md §3): five blocks in five periods. */
export function TotalsSummary({ totals, loading }: { totals: readonly Block[]; loading: boolean }) {
  return (
    <Card title={<Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>Totals</Typography.Title>}>
      <Table<Block>
        rowKey="key"
        size="small"
        loading={loading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={totals as Block[]}
        columns={[
          { title: 'Total', dataIndex: 'label', fixed: 'left' },
          ...PERIODS.map((p) => ({
            title: PERIOD_TITLES[p],
            key: p,
            align: 'right' as const,
            render: (_: unknown, b: Block) => formatMoney(b.figures[p]),
          })),
        ]}
      />
    </Card>
  );
}
