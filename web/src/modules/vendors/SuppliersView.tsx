import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, Space, Typography } from 'antd';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { actionsColumn } from '../../app/actionsColumn';
import { displayPhone } from '../../app/masks';
import { PagedTable, type GridAction, type GridColumn } from '../../app/PagedTable';
import { canWrite, useSession } from '../../app/session';
import { useListState } from '../../app/useListState';
import { gridPagination } from '../../app/usePagedGrid';
import type { VendorRowFieldsFragment } from '../../gql/graphql';
import { SearchBox } from '../catalogue/SearchBox';
import { activeFilter, DirectoryFilters, DirectoryRowActions, sharedFilter, StatusButtons } from './DirectoryList';
import { VendorDialog } from './VendorDialog';
import { MapVendorsDialog } from './MapVendorsDialog';
import { VENDOR_MESSAGES, VENDOR_TOAST_SECONDS } from './messages';
import { SetVendorActiveMutation, VendorOptionsQuery, VendorsQuery } from './operations';

type Row = VendorRowFieldsFragment;

const PAGE_SIZES = [10, 25, 50, 100];
const DEFAULT_PAGE_SIZE = 25;
// The same URL keys as the subcontractor view, so switching the selector keeps the search, status and shared filters.
const LIST_DEFAULTS = { q: '', active: 'ALL', division: [] as string[], state: [] as string[], national: '' };

/** All Suppliers (docs/projects.md §2.14 selector, §2.15): vendors with the directory's filters, status, search and server paging. */
export function SuppliersView({ selector }: { selector: ReactNode }) {
  const session = useSession();
  const client = useApolloClient();
  const actionRef = useRef<GridAction>(null);
  const [list, setList] = useListState(LIST_DEFAULTS);
  const [showFilters, setShowFilters] = useState(list.division.length + list.state.length > 0 || list.national === '1');
  const [dialog, setDialog] = useState<'add' | 'map' | null>(null);
  const canManage = canWrite(session.permissions, 'all_subcontractors');
  const options = useQuery(VendorOptionsQuery, { skip: !showFilters });
  const params = useMemo(() => ({ filter: sharedFilter(list) }), [list]);

  const columns: GridColumn<Row>[] = [
    actionsColumn((row) => (
      <DirectoryRowActions
        row={row} detailsPath="/admin/supplier-details" canManage={canManage} messages={VENDOR_MESSAGES} successSeconds={VENDOR_TOAST_SECONDS}
        setActive={(isActive) => client.mutate({ mutation: SetVendorActiveMutation, variables: { id: row.id, isActive } })}
        onSettled={() => actionRef.current?.reload()}
      />
    )),
    { title: 'Company Name', dataIndex: 'companyName' },
    { title: 'Contact', key: 'contact', render: (_, row) => row.contactName ?? '' },
    { title: 'Email', dataIndex: 'email' },
    { title: 'Phone', key: 'phone', render: (_, row) => displayPhone(row.phone) },
    { title: 'Divisions', key: 'divisions', render: (_, row) => row.divisions.map((d) => d.name).join(', ') },
    { title: 'Delivery States', key: 'states', render: (_, row) => (row.isNational ? 'National' : row.states.join(', ')) },
    { title: 'State', key: 'state', render: (_, row) => row.locations[0]?.state ?? '' },
    { title: 'City', key: 'city', render: (_, row) => row.locations[0]?.city ?? '' },
  ];

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        All Suppliers
      </Typography.Title>
      <Space wrap>
        {selector}
        {canManage && <Button type="primary" onClick={() => setDialog('add')}>Add Vendor</Button>}
        {canManage && <Button onClick={() => setDialog('map')}>Map Vendors</Button>}
        <Button aria-expanded={showFilters} onClick={() => setShowFilters((v) => !v)}>
          Filter
        </Button>
        <StatusButtons value={activeFilter(list.active)} onChange={(active) => setList({ active })} />
        <SearchBox label="Search suppliers" value={list.q} onChange={(q) => setList({ q })} />
      </Space>
      {showFilters && <DirectoryFilters idPrefix="vendor-filter" options={options.data} loading={options.loading} list={list} setList={setList} />}
      <PagedTable<Row, typeof params>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        params={params}
        locale={{ emptyText: VENDOR_MESSAGES.noRows }}
        request={async (p) => {
          try {
            const res = await client.query({
              query: VendorsQuery,
              variables: { filter: p.filter, page: p.current ?? 1, pageSize: p.pageSize ?? DEFAULT_PAGE_SIZE },
              fetchPolicy: 'network-only',
            });
            const page = res.data?.vendors;
            return { data: page?.items ?? [], total: page?.total ?? 0, success: !!page };
          } catch {
            return { data: [], total: 0, success: false };
          }
        }}
        pagination={gridPagination(PAGE_SIZES, DEFAULT_PAGE_SIZE)}
      />
      <VendorDialog open={dialog === 'add'} onClose={() => setDialog(null)} onSaved={() => actionRef.current?.reload()} />
      <MapVendorsDialog open={dialog === 'map'} onClose={() => setDialog(null)} onMapped={() => actionRef.current?.reload()} />
    </Space>
  );
}
