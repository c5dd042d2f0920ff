import { useMemo, useState } from 'react';
import { App, Button, Space } from 'antd';
import { useApolloClient } from '@apollo/client/react';
import { readError } from '../../app/errors';
import { useConfirmedAction } from '../../app/useConfirmedAction';
import type { BidProjectTotalsFieldsFragment, BidRowFieldsFragment, ProposalOverhead } from '../../gql/graphql';
import { AddBidSubcontractorDialog } from './AddBidSubcontractorDialog';
import { BidTable, type BidRowActions } from './BidTable';
import { BidTotalsBox } from './BidTotalsBox';
import { dropBid } from './cache';
import { EditBidDialog } from './EditBidDialog';
import { BID_MESSAGES } from './messages';
import { DeleteBidMutation, SetBidAlternateMutation } from './operations';

const jump = (anchor: string) => document.getElementById(anchor)?.scrollIntoView({ behavior: 'smooth', block: 'start' });

/** What a refused bid change tells the user: the concurrent-edit modal, or a message. */
function useBidFailure() {
  const { modal, message } = App.useApp();
  return (err: unknown, fallback: string = BID_MESSAGES.failed) => {
    const e = readError(err);
    if (e.reason === 'BID_LOCKED') modal.warning({ title: 'Bid in use', content: BID_MESSAGES.locked, okText: 'OK' });
    else if (e.reason === 'BID_VERSION_CONFLICT') message.warning(BID_MESSAGES.conflict);
    else if (e.reason === 'PROJECT_PENDING') message.error(BID_MESSAGES.pending);
    else message.error(e.code === 'BAD_USER_INPUT' ? e.message : fallback);
  };
}

export interface BidGridsProps {
  project: BidProjectTotalsFieldsFragment & { bids: BidRowFieldsFragment[] };
  /** bid_sheets write on a project that is not Pending (docs/projects.md §2.4, §6): edit, Make Alternate and Delete. */
  writable: boolean;
  /** How the totals present overhead and profit: the proposal page passes the company's setting. */
  overhead?: ProposalOverhead;
}

/**
 * The Bid Sheets and Alternate grids with their jump links and the project's totals box (docs/projects.md §2.4, §2.6), shared by
 * the Bid Sheets page and the proposal page. Without `writable` the rows offer View only.
 */
export function BidGrids({ project, writable, overhead }: BidGridsProps) {
  const client = useApolloClient();
  const confirm = useConfirmedAction();
  const fail = useBidFailure();
  const [editing, setEditing] = useState<BidRowFieldsFragment | null>(null);
  const [adding, setAdding] = useState<BidRowFieldsFragment | null>(null);
  const normal = useMemo(() => project.bids.filter((b) => !b.isAlternate), [project]);
  const alternates = useMemo(() => project.bids.filter((b) => b.isAlternate), [project]);

  const actions: BidRowActions | undefined = writable ? {
    onEdit: setEditing,
    onAddSubcontractor: setAdding,
    onToggleAlternate: (b) => confirm({
      question: BID_MESSAGES.changeType,
      okText: 'Yes',
      cancelText: 'No',
      run: () => client.mutate({ mutation: SetBidAlternateMutation, variables: { id: b.id, isAlternate: !b.isAlternate, expectedVersion: b.version } }),
      success: b.isAlternate ? 'Bid moved to Bid Sheets.' : 'Bid moved to Alternate.',
      failure: (err) => fail(err),
    }),
    onDelete: (b) => confirm({
      question: BID_MESSAGES.deleteBid,
      okText: 'Delete',
      danger: true,
      run: () => client.mutate({ mutation: DeleteBidMutation, variables: { id: b.id, expectedVersion: b.version }, update: (cache) => dropBid(cache, b.id) }),
      success: 'Bid deleted successfully.',
      failure: (err) => fail(err),
    }),
  } : undefined;

  return (
    <>
      <Space wrap>
        <Button onClick={() => jump('bid-sheets')}>Jump to Bid Sheets</Button>
        <Button onClick={() => jump('alternates')}>Jump to Alternate</Button>
        <Button onClick={() => jump('bid-totals')}>Jump to Totals</Button>
      </Space>
      <BidTable title="Bid Sheets" anchor="bid-sheets" bids={normal} loading={false} actions={actions} />
      <BidTable title="Alternate" anchor="alternates" bids={alternates} loading={false} actions={actions} />
      <BidTotalsBox project={project} overhead={overhead} />
      <EditBidDialog bid={editing} onClose={() => setEditing(null)} />
      <AddBidSubcontractorDialog bid={adding} onClose={() => setAdding(null)} />
    </>
  );
}
