import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Empty, Input, Select, Space, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useApolloClient } from '@apollo/client/react';
import { actionsColumn } from '../../app/actionsColumn';
import { PagedTable, type GridAction, type GridColumn } from '../../app/PagedTable';
import { useListState } from '../../app/useListState';
import { fullName } from '../../app/people';
import { canWrite, saveSession, SUBCONTRACTOR_ROLE, useSession } from '../../app/session';
import { useConfirmedAction } from '../../app/useConfirmedAction';
import { gridPagination } from '../../app/usePagedGrid';
import type { ProjectRowFieldsFragment, ProjectStatus } from '../../gql/graphql';
import { isBidding, isStatus, money, SEARCH_DEBOUNCE_MS, SEARCH_MAX, STATUS_OPTIONS, statusLabel, trimCopySuffix } from './model';
import { DeleteProjectMutation, InvitedProjectsQuery, ProjectsQuery, SetProjectStatusMutation } from './operations';
import { selectedProjectId, selectProject } from './selection';
import { PROJECT_MESSAGES } from './validation';

type Row = ProjectRowFieldsFragment;

export const PROJECT_PAGE_SIZES = [10, 25, 50, 100];
export const DEFAULT_PROJECT_PAGE_SIZE = 100;
export { SEARCH_DEBOUNCE_MS, SEARCH_MAX };

// Loaded when a row is first copied: the list does not need the dialog to show.
const CopyProjectDialog = lazy(async () => ({ default: (await import('./CopyProjectDialog')).CopyProjectDialog }));

const rowName = (row: Row) => trimCopySuffix(row.displayName || row.name);

/** Role 13 gets an unpaged list: search, status filter and paging happen here. */
function pageLocally(rows: Row[], q: string, status: ProjectStatus[], page: number, pageSize: number) {
  const needle = q.trim().toLowerCase();
  const filtered = rows.filter(
    (r) =>
      (status.length === 0 || status.includes(r.status)) &&
      (!needle || r.uid.toLowerCase().includes(needle) || r.name.toLowerCase().includes(needle)),
  );
  return { data: filtered.slice((page - 1) * pageSize, page * pageSize), total: filtered.length };
}

export function AllProjectsPage() {
  const session = useSession();
  const client = useApolloClient();
  const navigate = useNavigate();
  const confirm = useConfirmedAction();
  const actionRef = useRef<GridAction>(null);
  // Search and status live in the URL (useListState): View then Back, a reload or a shared link keep them.
  const [list, setList] = useListState({ q: '', status: [] as string[] });
  const q = list.q;
  const status = useMemo(() => list.status.filter(isStatus), [list.status]);
  const [searchText, setSearchText] = useState(q);
  const [copySource, setCopySource] = useState<Row | null>(null);
  const [copyOpened, setCopyOpened] = useState(false);
  // No project at all with no search or status chosen: the company has none yet.
  const [noneYet, setNoneYet] = useState(false);
  const isSubcontractor = session.user?.roleId === SUBCONTRACTOR_ROLE;
  const canManage = canWrite(session.permissions, 'all_projects') && !isSubcontractor;
  const canCreate = canWrite(session.permissions, 'create_project') && !isSubcontractor;
  // A copy opens on Edit Project, so it needs both writes, as POST duplicate-project does (issue 10 item 2).
  const canCopy = canCreate && canManage;

  // Search is debounced 125 ms (docs/projects.md §9).
  useEffect(() => {
    const timer = setTimeout(() => {
      if (searchText.trim() !== q) setList({ q: searchText.trim() });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, q, setList]);
  // Back or a link may change the search under the box: show it.
  useEffect(() => setSearchText((shown) => (shown.trim() === q ? shown : q)), [q]);

  const params = useMemo(() => ({ q, status }), [q, status]);
  const copyTarget = useMemo(() => (copySource ? { uid: copySource.uid, displayName: rowName(copySource) } : null), [copySource]);

  const open = (row: Row, path: string) => {
    selectProject(row);
    navigate(path);
  };

  function confirmStatus(row: Row, next: ProjectStatus) {
    if (next === row.status) return;
    confirm({
      question: PROJECT_MESSAGES.confirmStatus,
      cancelText: 'Cancel',
      run: async () => {
        await client.mutate({ mutation: SetProjectStatusMutation, variables: { id: row.id, status: next } });
        if (selectedProjectId(session.selectedProject) === row.id) selectProject({ ...row, status: next });
      },
      failure: PROJECT_MESSAGES.statusFailed,
      onSuccess: () => actionRef.current?.reload(),
    });
  }

  function confirmDelete(row: Row) {
    confirm({
      question: PROJECT_MESSAGES.confirmDelete,
      okText: 'Delete',
      danger: true,
      cancelText: 'Cancel',
      run: async () => {
        const res = await client.mutate({ mutation: DeleteProjectMutation, variables: { id: row.id } });
        if (!res.data?.deleteProject) throw new Error('not deleted');
        if (selectedProjectId(session.selectedProject) === row.id) saveSession({ selectedProject: null });
      },
      success: { content: PROJECT_MESSAGES.deleted, duration: 2 },
      failure: PROJECT_MESSAGES.deleteFailed,
      onSuccess: () => actionRef.current?.reload(),
    });
  }

  const columns: GridColumn<Row>[] = [
    {
      title: 'Project ID',
      dataIndex: 'uid',
      render: (_, row) => (
        <Link to="/admin/project-details" onClick={() => selectProject(row)}>
          {row.uid}
        </Link>
      ),
    },
    { title: 'Project Name', key: 'name', render: (_, row) => rowName(row) },
    // Role 13 sees neither the owner nor the contractor's price to it (docs/roles.md; issue 30 §2): no such columns.
    ...(isSubcontractor ? [] : [{ title: 'Owner Name', key: 'owner', render: (_, row) => row.owner?.name ?? '' } satisfies GridColumn<Row>]),
    { title: 'Estimator Name', key: 'estimator', render: (_, row) => fullName(row.estimator) },
    { title: 'Broker/Project Manager', key: 'projectManager', render: (_, row) => fullName(row.projectManager) },
    ...(isSubcontractor ? [] : [{ title: 'Total Cost', key: 'totalCost', align: 'right', render: (_, row) => money(row.totalCost) } satisfies GridColumn<Row>]),
    {
      title: 'Status',
      key: 'status',
      render: (_, row) =>
        canManage ? (
          <Select<ProjectStatus>
            aria-label={`Status ${row.uid}`}
            value={row.status}
            options={STATUS_OPTIONS as { value: ProjectStatus; label: string }[]}
            onChange={(next) => confirmStatus(row, next)}
            style={{ minWidth: 140 }}
            popupMatchSelectWidth={false}
          />
        ) : (
          <Typography.Text>{row.statusLabel || statusLabel(row.status)}</Typography.Text>
        ),
    },
    actionsColumn((row) => {
      const editable = canManage && isBidding(row.status);
      return (
        <Space size={0}>
          {canCopy && (
            <Button type="link" size="small" aria-label={`Copy ${row.uid}`} onClick={() => {
                setCopyOpened(true);
                setCopySource(row);
              }}>
              Copy
            </Button>
          )}
          <Button type="link" size="small" aria-label={`View ${row.uid}`} onClick={() => open(row, '/admin/project-details')}>
            View
          </Button>
          {editable && (
            <Button type="link" size="small" aria-label={`Edit ${row.uid}`} onClick={() => open(row, '/admin/edit-project')}>
              Edit
            </Button>
          )}
          {editable && (
            <Button type="link" size="small" danger aria-label={`Delete ${row.uid}`} onClick={() => confirmDelete(row)}>
              Delete
            </Button>
          )}
        </Space>
      );
    }),
  ];

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Space style={{ justifyContent: 'space-between', width: '100%' }} wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          All Projects
        </Typography.Title>
        {canCreate && (
          <Button type="primary" onClick={() => navigate('/admin/create-project')}>
            Create New Project
          </Button>
        )}
      </Space>
      <Space wrap>
        <Input.Search
          aria-label="Search projects"
          placeholder="Search by project ID or name"
          allowClear
          maxLength={SEARCH_MAX}
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
          onSearch={(v) => setList({ q: v.trim() })}
          style={{ width: 320 }}
        />
        <Select<ProjectStatus[]>
          aria-label="Status filter"
          mode="multiple"
          allowClear
          placeholder="All statuses"
          options={STATUS_OPTIONS as { value: ProjectStatus; label: string }[]}
          value={status}
          onChange={(next) => setList({ status: next })}
          style={{ minWidth: 260 }}
        />
      </Space>
      <PagedTable<Row, { q: string; status: ProjectStatus[] }>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        params={params}
        search={false}
        options={false}
        toolBarRender={false}
        locale={{
          emptyText: noneYet ? (
            <Empty description={PROJECT_MESSAGES.firstProject}>
              {canCreate && <Button type="primary" onClick={() => navigate('/admin/create-project')}>Create Project</Button>}
            </Empty>
          ) : PROJECT_MESSAGES.noProjects,
        }}
        request={async (p) => {
          const page = p.current ?? 1;
          const pageSize = p.pageSize ?? DEFAULT_PROJECT_PAGE_SIZE;
          const statuses = p.status ?? [];
          const unfiltered = !p.q && statuses.length === 0;
          try {
            if (isSubcontractor) {
              const res = await client.query({ query: InvitedProjectsQuery, fetchPolicy: 'network-only' });
              const invited = res.data?.invitedProjects ?? [];
              setNoneYet(unfiltered && invited.length === 0);
              return { ...pageLocally(invited, p.q ?? '', statuses, page, pageSize), success: true };
            }
            const res = await client.query({
              query: ProjectsQuery,
              variables: { status: statuses.length ? statuses : null, q: p.q ? p.q : null, page, pageSize },
              fetchPolicy: 'network-only',
            });
            const result = res.data?.projects;
            setNoneYet(unfiltered && !!result && result.total === 0);
            return { data: result?.items ?? [], total: result?.total ?? 0, success: !!result };
          } catch {
            // Lists reset to empty on error responses.
            setNoneYet(false);
            return { data: [], total: 0, success: false };
          }
        }}
        pagination={gridPagination(PROJECT_PAGE_SIZES, DEFAULT_PROJECT_PAGE_SIZE)}
      />
      {copyOpened && (
        <Suspense fallback={null}>
          <CopyProjectDialog
            source={copyTarget}
            onClose={() => setCopySource(null)}
            onCopied={(copy) => {
              setCopySource(null);
              selectProject(copy);
              navigate('/admin/edit-project');
            }}
          />
        </Suspense>
      )}
    </Space>
  );
}
