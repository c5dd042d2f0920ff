import { useState } from 'react';
import { App, Button, Card, Space, Typography } from 'antd';
import { useApolloClient, useQuery } from '@apollo/client/react';
import type { SectionProps } from '../module';
import { useBidAccess } from '../bids/useBidAccess';
import { billingSpec, type LinesSpec } from './CommitmentActions';
import { CommitmentDetails } from './CommitmentDetails';
import { MySubcontractsQuery, SubmitMySubcontractBillingMutation } from './graphql/operations';
import { useSubcontractWrite } from './hooks/useSubcontractWrite';
import { LedgerGrid } from './LedgerGrid';
import { LinesDialog } from './LinesDialog';
import { SUBCONTRACT_MESSAGES, SUCCESS_SECONDS } from './messages';

/**
 * Role 13's My Subcontracts on its proposal page (docs/subcontracts.md §4 'Role 13'): its own subcontracts on the project
 * only (its lines and amounts, change orders, billings, payments) and Submit Billing on an open one; staff approve it.
 */
export function MySubcontracts({ projectUid }: SectionProps) {
  const { isSubcontractor } = useBidAccess();
  const client = useApolloClient();
  const { message } = App.useApp();
  const write = useSubcontractWrite(null);
  const [dialog, setDialog] = useState<LinesSpec | null>(null);
  const { data, refetch } = useQuery(MySubcontractsQuery, { variables: { projectUid }, skip: !isSubcontractor, fetchPolicy: 'cache-and-network' });
  if (!isSubcontractor) return null;
  const mine = data?.mySubcontracts ?? [];

  return (
    <Card title={<Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>My Subcontracts</Typography.Title>} data-testid="my-subcontracts">
      {data && mine.length === 0 && <Typography.Text>{SUBCONTRACT_MESSAGES.noneMine}</Typography.Text>}
      {mine.length > 0 && (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <LedgerGrid
            commitments={mine}
            actions={(c) => (c.status === 'OPEN' ? (
              <Button size="small" type="primary" onClick={() => setDialog(billingSpec(c, async (input) => {
                const ok = await write(() => client.mutate({ mutation: SubmitMySubcontractBillingMutation, variables: { id: c.id, input } }));
                if (ok) {
                  message.success({ content: SUBCONTRACT_MESSAGES.billingSubmitted, duration: SUCCESS_SECONDS });
                  void refetch();
                }
                return ok;
              }))}>Submit Billing</Button>
            ) : null)}
          />
          {mine.map((c) => <CommitmentDetails key={c.id} commitment={c} />)}
        </Space>
      )}
      {dialog && <LinesDialog {...dialog} onClose={() => setDialog(null)} />}
    </Card>
  );
}
