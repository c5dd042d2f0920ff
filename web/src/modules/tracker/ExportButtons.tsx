import { Button, Space } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { ExportTable } from './export';
import { useTrackerExport } from './hooks/useTrackerExport';

/** 'Export CSV' and 'Export Excel' of a tracker grid, with the figures the grid shows. */
export function ExportButtons({ table, fileName, sheetName }: { table: () => ExportTable | null; fileName: string; sheetName: string }) {
  const exporter = useTrackerExport(table, fileName, sheetName);
  return (
    <Space>
      <Button icon={<DownloadOutlined />} aria-label="Export CSV" onClick={exporter.csv}>Export CSV</Button>
      <Button icon={<DownloadOutlined />} aria-label="Export Excel" loading={exporter.busy} onClick={() => void exporter.excel()}>Export Excel</Button>
    </Space>
  );
}
