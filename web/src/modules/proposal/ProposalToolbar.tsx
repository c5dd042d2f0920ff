import { DownloadOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import { PROPOSAL_MESSAGES } from './messages';
import { useProposalDownload } from './hooks/useProposalDownload';

export interface ProposalToolbarProps {
  project: { uid: string; name: string };
  /** Bids and totals have loaded: until then Download is disabled with 'Loading data' (docs/projects.md §2.4). */
  ready: boolean;
  /** Absent: no Send to customer icon (role 13, or no bid_sheets write). */
  onSend?: () => void;
}

/** The proposal's icons (docs/projects.md §2.4): download proposal and send to customer. */
export function ProposalToolbar({ project, ready, onSend }: ProposalToolbarProps) {
  const { download, downloading } = useProposalDownload(project);
  return (
    <Space>
      <Tooltip title={ready ? 'Download proposal' : PROPOSAL_MESSAGES.loading}>
        {/* A disabled button gets no pointer events: the span carries the hover that shows 'Loading data'. */}
        <span style={{ display: 'inline-block', cursor: ready ? undefined : 'not-allowed' }} data-testid="download-proposal">
          <Button
            icon={<DownloadOutlined />} aria-label="Download proposal" disabled={!ready} loading={downloading}
            style={ready ? undefined : { pointerEvents: 'none' }} onClick={() => void download()}
          />
        </span>
      </Tooltip>
      {onSend && (
        <Tooltip title="Send to customer">
          <Button icon={<SendOutlined />} aria-label="Send to customer" disabled={!ready} onClick={onSend} />
        </Tooltip>
      )}
    </Space>
  );
}
