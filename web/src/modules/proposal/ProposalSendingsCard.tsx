import { Alert, Card, Table, Typography } from 'antd';
import { useQuery } from '@apollo/client/react';
import type { ProposalSendingFieldsFragment } from '../../gql/graphql';
import { ProposalSendingsQuery } from './graphql/operations';
import { formatWhen } from './model';

const columns = [
  { title: 'Sent', key: 'sentAt', render: (_: unknown, s: ProposalSendingFieldsFragment) => <time dateTime={s.sentAt}>{formatWhen(s.sentAt)}</time> },
  { title: 'Sent By', dataIndex: 'sentBy', key: 'sentBy' },
  { title: 'To', dataIndex: 'to', key: 'to' },
  { title: 'CC', key: 'cc', render: (_: unknown, s: ProposalSendingFieldsFragment) => s.cc || '-' },
];

/** Every sending of the proposal to the owner, newest first (issue 14 'Send to customer'); reloaded after a send. */
export function ProposalSendingsCard({ projectUid }: { projectUid: string }) {
  const { data, loading, error } = useQuery(ProposalSendingsQuery, { variables: { projectUid }, fetchPolicy: 'cache-and-network' });
  return (
    <Card id="proposal-sendings" title={<Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>Proposal Sendings</Typography.Title>}>
      {error && <Alert type="warning" showIcon title="Unable to fetch the proposal sendings." style={{ marginBottom: 16 }} />}
      <Table<ProposalSendingFieldsFragment>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data?.proposalSendings ?? []}
        loading={loading && !data}
        pagination={false}
        locale={{ emptyText: 'The proposal has not been sent yet.' }}
      />
    </Card>
  );
}
