import { useState } from 'react';
import { LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Modal, Select, Space, Tooltip } from 'antd';
import { useQuery } from '@apollo/client/react';
import { nameListbox } from '../../app/nameListbox';
import { AddBidForm } from './AddBidForm';
import { bidName } from './model';
import { ProjectBidNamesQuery } from './operations';

export interface BidSelectorProps {
  projectId: string;
  projectUid: string;
  bidId: string;
  /** Whether the plus (add a bid directly) is offered. */
  canAdd: boolean;
  onChange: (bidId: string) => void;
}

/** docs/projects.md §2.7: the bid selector with previous/next arrows and a plus that adds a bid (a small add form). */
export function BidSelector({ projectId, projectUid, bidId, canAdd, onChange }: BidSelectorProps) {
  const { data, loading } = useQuery(ProjectBidNamesQuery, { variables: { id: projectId } });
  const [adding, setAdding] = useState(false);
  const bids = data?.project.bids ?? [];
  const at = bids.findIndex((b) => b.id === bidId);
  const options = bids.map((b) => ({ value: b.id, label: `${bidName(b)}${b.isAlternate ? ' — Alternate' : ''}` }));

  return (
    <Space wrap>
      <Tooltip title="Previous bid">
        <Button icon={<LeftOutlined />} aria-label="Previous bid" disabled={at <= 0} onClick={() => onChange(bids[at - 1].id)} />
      </Tooltip>
      <Select
        id="bid-selector" aria-label="Bid" onOpenChange={nameListbox('bid-selector', 'Bid')} style={{ minWidth: 280 }}
        value={at >= 0 ? bidId : undefined} options={options} loading={loading} onChange={onChange}
        showSearch={{ optionFilterProp: 'label' }}
      />
      <Tooltip title="Next bid">
        <Button icon={<RightOutlined />} aria-label="Next bid" disabled={at < 0 || at >= bids.length - 1} onClick={() => onChange(bids[at + 1].id)} />
      </Tooltip>
      {canAdd && (
        <Tooltip title="Add a bid">
          <Button icon={<PlusOutlined />} aria-label="Add a bid" onClick={() => setAdding(true)} />
        </Tooltip>
      )}
      <Modal open={adding} title="Add Bid" footer={null} onCancel={() => setAdding(false)} destroyOnHidden>
        <AddBidForm projectUid={projectUid} compact onAdded={(bid) => { setAdding(false); onChange(bid.id); }} />
      </Modal>
    </Space>
  );
}
