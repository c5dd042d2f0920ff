import { Table, Typography } from 'antd';
import { formatPercent } from '@suite/money';
import { money } from '../../app/format';
import type { PaymentApplicationFieldsFragment } from '../../gql/graphql';

type Application = Pick<PaymentApplicationFieldsFragment, 'summary' | 'changeOrderSummary' | 'workRate' | 'storedRate'>;

/** The G702's lines 1–9 worded as the G702 PDF words them (docs/money.md §12 Summary). */
export function g702Lines(a: Application) {
  const s = a.summary;
  return [
    { line: '1', label: 'Original Contract Sum', value: s.originalContractSum },
    { line: '2', label: 'Net Change by Change Orders', value: s.netChangeByChangeOrders },
    { line: '3', label: 'Contract Sum to Date (Line 1 + 2)', value: s.contractSumToDate },
    { line: '4', label: 'Total Completed and Stored to Date (Column G on G703)', value: s.completedStoredToDate },
    { line: '5a', label: `Retainage: ${formatPercent(a.workRate)} of Completed Work (Columns D + E on G703)`, value: s.retainageCompletedWork },
    { line: '5b', label: `Retainage: ${formatPercent(a.storedRate)} of Stored Material (Column F on G703)`, value: s.retainageStoredMaterial },
    { line: '5', label: 'Total Retainage (Column I on G703)', value: s.totalRetainage },
    { line: '6', label: 'Total Earned Less Retainage (Line 4 less Line 5)', value: s.totalEarnedLessRetainage },
    { line: '7', label: 'Less Previous Certificates for Payment', value: s.previousCertificates },
    { line: '8', label: 'Current Payment Due', value: s.currentPaymentDue },
    { line: '9', label: 'Balance to Finish, Including Retainage (Line 3 less Line 6)', value: s.balanceToFinishIncludingRetainage },
  ];
}

/** The G702's summary: lines 1–9 (docs/projects.md §2.13 'Application For Payment'). */
export function G702Summary({ application }: { application: Application }) {
  return (
    <Table
      size="small" pagination={false} rowKey="line" dataSource={g702Lines(application)}
      aria-label="Application for payment, lines 1 to 9"
      columns={[
        { title: 'Line', dataIndex: 'line', key: 'line', width: 60 },
        { title: 'Description', dataIndex: 'label', key: 'label' },
        { title: 'Amount', dataIndex: 'value', key: 'value', align: 'right', render: (v: string) => <span data-line-amount>{money(v)}</span> },
      ]}
    />
  );
}

/** The change-order summary (docs/money.md §12): previous months and this month, additions and deductions apart, the net = line 2. */
export function ChangeOrderSummary({ summary: c }: { summary: PaymentApplicationFieldsFragment['changeOrderSummary'] }) {
  const rows = [
    { key: 'previous', label: 'Total changes approved in previous months by Owner', additions: c.previousAdditions, deductions: c.previousDeductions },
    { key: 'this', label: 'Total approved this month', additions: c.thisPeriodAdditions, deductions: c.thisPeriodDeductions },
    { key: 'totals', label: 'Totals', additions: c.totalAdditions, deductions: c.totalDeductions },
  ];
  return (
    <Table
      size="small" pagination={false} rowKey="key" dataSource={rows}
      columns={[
        { title: 'Change Order Summary', dataIndex: 'label', key: 'label' },
        { title: 'Additions', dataIndex: 'additions', key: 'additions', align: 'right', render: (v: string) => money(v) },
        { title: 'Deductions', dataIndex: 'deductions', key: 'deductions', align: 'right', render: (v: string) => money(v) },
      ]}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0}><Typography.Text strong>Net changes by Change Order</Typography.Text></Table.Summary.Cell>
          <Table.Summary.Cell index={1} colSpan={2} align="right"><Typography.Text strong data-testid="co-net">{money(c.net)}</Typography.Text></Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}
