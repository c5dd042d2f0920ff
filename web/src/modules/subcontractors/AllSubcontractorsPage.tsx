import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, Select, Space, Tag, Typography } from 'antd';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { actionsColumn } from '../../app/actionsColumn';
import { displayPhone } from '../../app/masks';
import { PagedTable, type GridAction, type GridColumn } from '../../app/PagedTable';
import { canWrite, useSession } from '../../app/session';
import { useListState } from '../../app/useListState';
import { gridPagination } from '../../app/usePagedGrid';
import type { SubcontractorRowFieldsFragment } from '../../gql/graphql';
import { SearchBox } from '../catalogue/SearchBox';
import { DirectorySelector, useDirectoryView } from '../vendors/DirectorySelector';
import { activeFilter, DirectoryFilters, DirectoryRowActions, sharedFilter, StatusButtons } from '../vendors/DirectoryList';
import { SuppliersView } from '../vendors/SuppliersView';
import { DirectoryActions } from './DirectoryActions';
import { nameListbox } from '../../app/nameListbox';
import { useSubcontractorEmail } from '../subcontractor-email/useSubcontractorEmail';
import { DEFAULT_SUB_PAGE_SIZE, LABOR_DESIGN_OPTIONS, SUB_MESSAGES, SUB_PAGE_SIZES, SUCCESS_SECONDS } from './messages';
import { SetSubcontractorActiveMutation, SubcontractorFilterOptionsQuery, SubcontractorsQuery } from './operations';

type Row = SubcontractorRowFieldsFragment;

// Search, status, filters and page sit in the URL (useListState): View then Back, a reload or a link keep them.
const LIST_DEFAULTS = { q: '', active: 'ALL', division: [] as string[], labor: [] as string[], state: [] as string[], national: '' };

/** All Subcontractors (docs/projects.md §2.14): the 'All Subcontractors / All Suppliers' selector picks the directory shown. */
export function AllSubcontractorsPage() {
  const [view, setView] = useDirectoryView();
  const selector = <DirectorySelector value={view} onChange={setView} />;
  return view === 'suppliers' ? <SuppliersView selector={selector} /> : <SubcontractorsDirectory selector={selector} />;
}

/** The subcontractors: filters, All/Active/Inactive, search and a server-paged grid (default 25). */
function SubcontractorsDirectory({ selector }: { selector: ReactNode }) {
  const session = useSession();
  const client = useApolloClient();
  const actionRef = useRef<GridAction>(null);
  const [list, setList] = useListState(LIST_DEFAULTS);
  const filtered = list.division.length + list.labor.length + list.state.length > 0 || list.national === '1';
  const [showFilters, setShowFilters] = useState(filtered);
  const canManage = canWrite(session.permissions, 'all_subcontractors');
  const options = useQuery(SubcontractorFilterOptionsQuery, { skip: !showFilters });
  // Checkboxes and Send Proposal Invitation only while a project is chosen (docs/projects.md §2.14).
  const email = useSubcontractorEmail<Row>(canManage);

  const params = useMemo(() => ({
    filter: { ...sharedFilter(list), laborOrDesign: list.labor.length ? list.labor : null },
  }), [list]);

  const columns: GridColumn<Row>[] = [
    actionsColumn((row) => (
      <DirectoryRowActions
        row={row} detailsPath="/admin/subcontractor-details" canManage={canManage} messages={SUB_MESSAGES} successSeconds={SUCCESS_SECONDS}
        setActive={(isActive) => client.mutate({ mutation: SetSubcontractorActiveMutation, variables: { id: row.id, isActive } })}
        onSettled={() => actionRef.current?.reload()}
      />
    )),
    { title: 'Company Name', dataIndex: 'companyName' },
    { title: 'Email', dataIndex: 'email' },
    { title: 'Phone', key: 'phone', render: (_, row) => displayPhone(row.phone) },
    { title: 'Divisions', key: 'divisions', render: (_, row) => row.divisions.map((d) => d.name).join(', ') },
    { title: 'Working States', key: 'states', render: (_, row) => (row.isNational ? 'National' : row.states.join(', ')) },
    {
      title: 'Labor/Design',
      key: 'labor',
      render: (_, row) => row.laborAndDesign.map((l) => <Tag key={l}>{l}</Tag>),
    },
    { title: 'State', key: 'state', render: (_, row) => row.locations[0]?.state ?? '' },
    { title: 'City', key: 'city', render: (_, row) => row.locations[0]?.city ?? '' },
    { title: 'Notes', key: 'notes', render: (_, row) => row.notes ?? '' },
  ];

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        All Subcontractors
      </Typography.Title>
      <Space wrap>
        {selector}
        {canManage && <DirectoryActions onChanged={() => actionRef.current?.reload()} />}
        <Button aria-expanded={showFilters} onClick={() => setShowFilters((v) => !v)}>
          Filter
        </Button>
        <StatusButtons value={activeFilter(list.active)} onChange={(active) => setList({ active })} />
        <SearchBox label="Search subcontractors" value={list.q} onChange={(q) => setList({ q })} />
        {email.action}
      </Space>
      {showFilters && (
        <DirectoryFilters idPrefix="sub-filter" options={options.data} loading={options.loading} list={list} setList={setList}>
          <Select<string[]>
            id="sub-filter-labor" aria-label="Labor filter" onOpenChange={nameListbox('sub-filter-labor', 'Labor filter')}
            mode="multiple" allowClear placeholder="Labor/Design" style={{ minWidth: 220 }}
            options={LABOR_DESIGN_OPTIONS.map((l) => ({ value: l, label: l }))} value={list.labor}
            onChange={(labor) => setList({ labor })}
          />
        </DirectoryFilters>
      )}
      <PagedTable<Row, typeof params>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        rowSelection={email.rowSelection}
        params={params}
        locale={{ emptyText: SUB_MESSAGES.noRows }}
        request={async (p) => {
          try {
            const res = await client.query({
              query: SubcontractorsQuery,
              variables: { filter: p.filter, page: p.current ?? 1, pageSize: p.pageSize ?? DEFAULT_SUB_PAGE_SIZE },
              fetchPolicy: 'network-only',
            });
            const page = res.data?.subcontractors;
            return { data: page?.items ?? [], total: page?.total ?? 0, success: !!page };
          } catch {
            // Failed lookup lists become empty lists (docs/projects.md §8).
            return { data: [], total: 0, success: false };
          }
        }}
        pagination={gridPagination(SUB_PAGE_SIZES, DEFAULT_SUB_PAGE_SIZE)}
      />
    </Space>
  );
}
