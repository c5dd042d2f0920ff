import { useCallback, useMemo, useState } from 'react';
import { Alert, App, Breadcrumb, Button, Card, Form, Select, Space, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { DetailsSkeleton } from '../../app/DetailsSkeleton';
import { nameListbox } from '../../app/nameListbox';
import type { ProjectStatus } from '../../gql/graphql';
import { STATUS_OPTIONS } from '../projects/model';
import { selectProject } from '../projects/selection';
import { ExportButtons } from './ExportButtons';
import { exportFileName, overallTrackerTable } from './export';
import { OverallProjectTrackerQuery, TrackerProjectByUidQuery } from './graphql/operations';
import { TRACKER_MESSAGES } from './messages';
import { overallSummaryRows, type OverallTracker } from './model';
import { FigureGrid } from './TrackerGrid';

type ProjectLine = OverallTracker['projects'][number];

const LEAD_TITLES = ['Project ID', 'Project Name'] as const;
const STATUS_FILTER_ID = 'overall-tracker-status';

/**
 * Overall Project Tracker (docs/projects.md §2.12, made real): every project's tracker summed into one line, filtered by status,
 * with Total Direct Trades, General Conditions, Procurement Fees and Project Cost pinned at the bottom. A project's
 * line opens its Project Tracker, selecting that project as All Projects does.
 */
export function OverallTrackerPage() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [statuses, setStatuses] = useState<ProjectStatus[]>([]);
  const { data, previousData, loading, error } = useQuery(OverallProjectTrackerQuery, {
    variables: { statuses: statuses.length ? statuses : null },
    fetchPolicy: 'cache-and-network',
  });
  // A new status filter keeps the last answer in view until its own arrives.
  const overall = (data ?? previousData)?.overallProjectTracker;
  const summary = useMemo(() => (overall ? overallSummaryRows(overall) : []), [overall]);
  const table = useCallback(() => (overall ? overallTrackerTable(overall) : null), [overall]);

  // The overall answer names a project by uid; the selection also keeps the id project(id) takes, so look it up.
  const open = useCallback(async (p: ProjectLine) => {
    try {
      const { data: found } = await client.query({ query: TrackerProjectByUidQuery, variables: { q: p.projectUid } });
      const match = found?.projects.items.find((i) => i.uid === p.projectUid);
      if (!match) throw new Error('not found');
      selectProject(match);
      void navigate('/admin/project-tracker');
    } catch {
      message.error(TRACKER_MESSAGES.openFailed);
    }
  }, [client, navigate, message]);

  const lead = useCallback((p: ProjectLine) => [
    <Button key="open" type="link" size="small" style={{ padding: 0 }} aria-label={`Open the tracker of ${p.projectUid}`} onClick={() => void open(p)}>
      {p.projectUid}
    </Button>,
    p.projectName,
  ] as const, [open]);

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Breadcrumb items={[{ title: <Link to="/admin/projects">Home</Link> }, { title: 'Overall Project Tracker' }]} />
      <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>Overall Project Tracker</Typography.Title>
      <Form layout="inline" component="div">
        <Form.Item label="Status" htmlFor={STATUS_FILTER_ID}>
          <Select
            id={STATUS_FILTER_ID}
            aria-label="Status filter"
            mode="multiple"
            allowClear
            placeholder="All statuses"
            style={{ minWidth: 280 }}
            options={STATUS_OPTIONS.map((s) => ({ value: s.value, label: s.label }))}
            value={statuses}
            onChange={(v: ProjectStatus[]) => setStatuses(v)}
            onOpenChange={nameListbox(STATUS_FILTER_ID, 'Status filter')}
          />
        </Form.Item>
      </Form>
      {error && !overall && <Alert type="error" showIcon title={TRACKER_MESSAGES.overallFailed} />}
      {loading && !overall && <DetailsSkeleton what="overall project tracker" rows={8} />}
      {overall && (
        <Card
          title={<Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>Projects</Typography.Title>}
          extra={<ExportButtons table={table} fileName={exportFileName('overall-project-tracker')} sheetName="Overall Project Tracker" />}
        >
          <FigureGrid<ProjectLine>
            label="Overall project tracker"
            rows={overall.projects}
            rowKey="projectUid"
            leadTitles={LEAD_TITLES}
            lead={lead}
            summary={summary}
            onOpen={(p) => void open(p)}
            emptyText={TRACKER_MESSAGES.noProjects}
          />
        </Card>
      )}
    </Space>
  );
}
