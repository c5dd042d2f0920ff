import { useEffect, useState } from 'react';
import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Card, Space, Table, Typography, Upload, type UploadFile } from 'antd';
import { useQuery } from '@apollo/client/react';
import type { MyBidLogQuery as MyBidLog } from '../../gql/graphql';
import { MyBidLogQuery } from './graphql/operations';
import { useBidUpload } from './hooks/useBidUpload';
import { BID_LOGS_FAILED_SECONDS, PROPOSAL_MESSAGES } from './messages';
import { bidVersionLabel, formatWhen } from './model';

type Entry = MyBidLog['myBidLog'][number];

const columns = [
  { title: 'Bid Version', key: 'version', render: (_: unknown, e: Entry) => bidVersionLabel(e.version) },
  { title: 'Bid Date', key: 'date', render: (_: unknown, e: Entry) => <time dateTime={e.bidDate}>{formatWhen(e.bidDate)}</time> },
];

/**
 * Role 13's part of the proposal and bid sheet (docs/projects.md §2.4, §2.6): the 'Upload Your Bid' box (a PDF chooser and
 * Upload) and its bid log, 'Bid 1', 'Bid 2', … reloaded after each upload.
 */
export function UploadBidCard({ projectUid }: { projectUid: string }) {
  const { message } = App.useApp();
  const log = useQuery(MyBidLogQuery, { variables: { projectUid }, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const { upload, uploading } = useBidUpload(projectUid, () => log.refetch());
  const [chosen, setChosen] = useState<UploadFile | null>(null);

  // docs/projects.md §8: 'Unable to fetch bid logs.' for 2 s.
  useEffect(() => {
    if (log.error) message.error({ content: PROPOSAL_MESSAGES.bidLogsFailed, duration: BID_LOGS_FAILED_SECONDS });
  }, [log.error, message]);

  const submit = async () => {
    const file = chosen?.originFileObj;
    if (!file) {
      message.warning(PROPOSAL_MESSAGES.chooseFile);
      return;
    }
    if (await upload(file)) setChosen(null);
  };

  return (
    <Card title={<Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>Upload Your Bid</Typography.Title>}>
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Space wrap align="start">
          <Upload
            accept=".pdf,application/pdf"
            maxCount={1}
            fileList={chosen ? [chosen] : []}
            // Chosen here, sent by the Upload button: never posted by the chooser itself.
            beforeUpload={(file) => {
              setChosen({ uid: file.uid, name: file.name, status: 'done', originFileObj: file });
              return false;
            }}
            onRemove={() => setChosen(null)}
          >
            <Button icon={<UploadOutlined />}>Choose PDF</Button>
          </Upload>
          <Button type="primary" onClick={() => void submit()} loading={uploading} disabled={!chosen}>Upload</Button>
        </Space>
        <Table<Entry>
          rowKey="id"
          size="middle"
          aria-label="Bid log"
          columns={columns}
          dataSource={log.data?.myBidLog ?? []}
          loading={log.loading}
          pagination={false}
          locale={{ emptyText: 'No bids uploaded yet.' }}
        />
      </Space>
    </Card>
  );
}
