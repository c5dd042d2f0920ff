import { useMemo } from 'react';
import { Alert, Button, Card, Table, Typography } from 'antd';
import { useQuery } from '@apollo/client/react';
import type { BidUploadsQuery as BidUploads } from '../../gql/graphql';
import { BidUploadsQuery } from './graphql/operations';
import { useOpenBidUpload } from './hooks/useOpenBidUpload';
import { PROPOSAL_MESSAGES } from './messages';
import { bidVersionLabel, formatWhen } from './model';

type Upload = BidUploads['bidUploads'][number];

const who = (u: Upload) => u.subcontractorName ?? u.uploadedBy;

export interface BidUploadsCardProps {
  projectUid: string;
  /** Only these subcontractors' uploads (the ones quoting on a bid); absent: every upload of the project. */
  subcontractorIds?: readonly string[];
}

/**
 * The subcontractors' uploaded bid versions as contractor staff see them on the bid sheet (issue 14): 'Bid N', its
 * date, the subcontractor and uploader; Open shows the PDF.
 */
export function BidUploadsCard({ projectUid, subcontractorIds }: BidUploadsCardProps) {
  const { data, loading, error } = useQuery(BidUploadsQuery, { variables: { projectUid }, fetchPolicy: 'cache-and-network' });
  const { open, opening } = useOpenBidUpload();
  const uploads = useMemo(
    () => (data?.bidUploads ?? []).filter((u) => !subcontractorIds || (u.subcontractorId !== null && u.subcontractorId !== undefined && subcontractorIds.includes(u.subcontractorId))),
    [data, subcontractorIds],
  );
  const columns = [
    { title: 'Subcontractor', key: 'subcontractor', render: (_: unknown, u: Upload) => who(u) },
    { title: 'Uploaded By', key: 'uploader', render: (_: unknown, u: Upload) => `${u.uploadedBy} (${u.uploaderEmail})` },
    { title: 'Bid Version', key: 'version', render: (_: unknown, u: Upload) => bidVersionLabel(u.version) },
    { title: 'Bid Date', key: 'date', render: (_: unknown, u: Upload) => <time dateTime={u.bidDate}>{formatWhen(u.bidDate)}</time> },
    {
      title: 'PDF', key: 'open',
      render: (_: unknown, u: Upload) => (
        <Button
          type="link" size="small" loading={opening === u.id} aria-label={`Open ${bidVersionLabel(u.version)} from ${who(u)}`}
          onClick={() => void open(u)}
        >
          Open
        </Button>
      ),
    },
  ];
  return (
    <Card id="bid-uploads" title={<Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>Subcontractor Bids</Typography.Title>}>
      {error && <Alert type="warning" showIcon title={PROPOSAL_MESSAGES.bidLogsFailed} style={{ marginBottom: 16 }} />}
      <Table<Upload>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={uploads}
        loading={loading && !data}
        pagination={false}
        locale={{ emptyText: 'No subcontractor has uploaded a bid yet.' }}
      />
    </Card>
  );
}
