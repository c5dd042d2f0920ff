import { Card, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { canAccess, useSession } from '../../app/session';
import type { SectionProps } from '../module';
import { BidSheetProjectQuery } from '../bids/operations';
import { useBidAccess } from '../bids/useBidAccess';
import { selectedProjectId } from '../projects/selection';
import { SubcontractsQuery } from './graphql/operations';

/**
 * The bid sheet's "Awarded" card (docs/subcontracts.md §1: one subcontract per bid and subcontractor): each bid of the
 * project under subcontract, awarded to whom, with a link to its subcontract on the Subcontracts screen. Staff with read
 * on subcontracts only; the bids' labels come from the bid sheet's own answer in the cache.
 */
export function AwardedBids({ projectUid }: SectionProps) {
  const session = useSession();
  const { isSubcontractor } = useBidAccess();
  const allowed = !isSubcontractor && (canAccess(session.permissions, 'subcontract') || canAccess(session.permissions, 'subcontracts'));
  const id = selectedProjectId(session.selectedProject);
  const subs = useQuery(SubcontractsQuery, { variables: { projectUid }, skip: !allowed, fetchPolicy: 'cache-and-network' });
  const bids = useQuery(BidSheetProjectQuery, { variables: { id: id ?? '' }, skip: !allowed || !id, fetchPolicy: 'cache-first' });
  if (!allowed) return null;
  const labels = new Map((bids.data?.project?.bids ?? []).map((b) => [b.id, `${b.label} · ${b.subdivision?.name ?? b.division?.name ?? ''}`]));
  const awarded = (subs.data?.subcontracts.commitments ?? []).filter((c) => c.kind === 'SUBCONTRACT' && c.bidId);
  if (awarded.length === 0) return null;
  const rows = awarded.map((c) => ({ key: c.id, bid: labels.get(c.bidId!) ?? `Bid ${c.bidId}`, number: c.number, party: c.party.name, id: c.id }));
  return (
    <Card title={<Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>Awarded Bids</Typography.Title>} data-testid="awarded-bids">
      <Table size="small" pagination={false} dataSource={rows} columns={[
        { title: 'Bid', key: 'bid', dataIndex: 'bid' },
        { title: 'Status', key: 'status', render: () => <Tag color="green" style={{ color: '#237804' /* green-8: 4.5:1 on the tag's tint */ }}>Awarded</Tag> },
        { title: 'Subcontractor', key: 'party', dataIndex: 'party' },
        { title: 'Subcontract', key: 'number', render: (_: unknown, r: (typeof rows)[number]) => <Link to={`/admin/subcontracts?view=${encodeURIComponent(r.id)}`}>{r.number}</Link> },
      ]} />
    </Card>
  );
}
