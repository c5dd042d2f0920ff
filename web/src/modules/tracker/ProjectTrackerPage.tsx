import { useCallback, useMemo, useState } from 'react';
import { Alert, App, Breadcrumb, Button, Card, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { DetailsSkeleton } from '../../app/DetailsSkeleton';
import { useSession } from '../../app/session';
import { useConfirmedAction } from '../../app/useConfirmedAction';
import { selectedProjectId } from '../projects/selection';
import { ExportButtons } from './ExportButtons';
import { exportFileName, projectTrackerTable } from './export';
import { ProjectTrackerQuery, TrackerProjectQuery } from './graphql/operations';
import { useTrackerAccess } from './hooks/useTrackerAccess';
import { refusal, useTrackerChanges } from './hooks/useTrackerChanges';
import { TRACKER_MESSAGES } from './messages';
import { imbalanceWarning, trackerSummaryRows, type TrackerRow } from './model';
import { ProjectTrackerHeader } from './ProjectTrackerHeader';
import { ScopeTransferDialog } from './ScopeTransferDialog';
import { TrackerGrid } from './TrackerGrid';
import { TrackerHighlights } from './TrackerHighlights';

/**
 * Project Tracker (docs/projects.md §2.11, made real) of the project chosen in the switcher: header and summary, the budget-to-cost
 * grid with scope transfer and holds edited in place, the pinned summary rows, Add Scope Transfer and the exports.
 * Every figure comes from the API; an edit's answer carries the whole tracker.
 */
export function ProjectTrackerPage() {
  const session = useSession();
  const { writable } = useTrackerAccess();
  const confirm = useConfirmedAction();
  const { message } = App.useApp();
  const changes = useTrackerChanges();
  const [adding, setAdding] = useState(false);
  const id = selectedProjectId(session.selectedProject);
  const uid = session.selectedProject ? String(session.selectedProject.ProjectUid) : '';

  const projectQ = useQuery(TrackerProjectQuery, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'cache-and-network' });
  const trackerQ = useQuery(ProjectTrackerQuery, { variables: { projectUid: uid }, skip: !uid, fetchPolicy: 'cache-and-network' });
  const project = projectQ.data?.project;
  const tracker = trackerQ.data?.projectTracker;

  const summary = useMemo(() => (tracker ? trackerSummaryRows(tracker) : []), [tracker]);
  const warning = tracker ? imbalanceWarning(tracker.projectTotal) : null;
  const table = useCallback(() => (tracker ? projectTrackerTable(tracker) : null), [tracker]);

  const remove = useCallback((row: TrackerRow) => confirm({
    question: TRACKER_MESSAGES.confirmDelete,
    title: 'Delete record',
    okText: 'Delete',
    cancelText: 'Cancel',
    danger: true,
    run: () => changes.remove(row),
    success: TRACKER_MESSAGES.deleted,
    failure: (err) => message.error(refusal(err, TRACKER_MESSAGES.deleteFailed)),
  }), [confirm, changes, message]);

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Breadcrumb items={[{ title: <Link to="/admin/projects">Home</Link> }, { title: 'Project Tracker' }]} />
      <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>Project Tracker</Typography.Title>
      {!uid && <Alert type="info" showIcon title={TRACKER_MESSAGES.noProject} />}
      {uid && trackerQ.error && !tracker && <Alert type="error" showIcon title={TRACKER_MESSAGES.loadFailed} />}
      {project && <ProjectTrackerHeader project={project} billableHours={tracker?.totals.billableHours} />}
      {trackerQ.loading && !tracker && <DetailsSkeleton what="project tracker" rows={8} />}
      {tracker && (
        <Card
          title={<Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>Tracker</Typography.Title>}
          extra={(
            <Space wrap>
              {writable && (
                <Button type="primary" icon={<PlusOutlined />} aria-label="Add Scope Transfer" onClick={() => setAdding(true)}>
                  Add Scope Transfer
                </Button>
              )}
              <ExportButtons table={table} fileName={exportFileName('project-tracker', tracker.projectUid)} sheetName="Project Tracker" />
            </Space>
          )}
        >
          <TrackerHighlights tracker={tracker} />
          {warning && <Alert type="warning" showIcon title={warning} style={{ marginBottom: 12 }} />}
          <TrackerGrid rows={tracker.rows} summary={summary} writable={writable} onSave={changes.save} onDelete={remove} />
        </Card>
      )}
      {adding && tracker && <ScopeTransferDialog projectUid={tracker.projectUid} changes={changes} onClose={() => setAdding(false)} />}
    </Space>
  );
}
