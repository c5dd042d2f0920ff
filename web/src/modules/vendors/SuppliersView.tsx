import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, Checkbox, Radio, Select, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { actionsColumn } from '../../app/actionsColumn';
import { displayPhone } from '../../app/masks';
import { PagedTable, type GridAction, type GridColumn } from '../../app/PagedTable';
import { canWrite, useSession } from '../../app/session';
import { StatusSwitch } from '../../app/StatusSwitch';
import { useListState } from '../../app/useListState';
import { gridPagination } from '../../app/usePagedGrid';
import type { SubcontractorActiveFilter, VendorRowFieldsFragment } from '../../gql/graphql';
import { SearchBox } from '../catalogue/SearchBox';
import { VendorDialog } from './VendorDialog';
import { MapVendorsDialog } from './MapVendorsDialog';
import { VENDOR_MESSAGES, VENDOR_TOAST_SECONDS } from './messages';
import { nameListbox } from '../../app/nameListbox';
import { SetVendorActiveMutation, VendorOptionsQuery, VendorsQuery } from './operations';

type Row = VendorRowFieldsFragment;

const PAGE_SIZES = [10, 25, 50, 100];
const DEFAULT_PAGE_SIZE = 25;
const ACTIVE_OPTIONS: { value: SubcontractorActiveFilter; label: string }[] = [
  { value: 'ALL', label: 'All' }, { value: 'ACTIVE', label: 'Active' }, { value: 'INACTIVE', label: 'Inactive' },
];
const isActiveFilter = (v: string): v is SubcontractorActiveFilter => ACTIVE_OPTIONS.some((o) => o.value === v);
// The same URL keys as the subcontractor view, so switching the selector keeps the search, status and shared filters.
const LIST_DEFAULTS = { q: '', active: 'ALL', division: [] as string[], state: [] as string[], national: '' };

/** All Suppliers (001 §2.14 selector, §2.15): vendors with the directory's filters, status, search and server paging. */
export function SuppliersView({ selector }: { selector: ReactNode }) {
  const session = useSession();
  const client = useApolloClient();
  const actionRef = useRef<GridAction>(null);
  const [list, setList] = useListState(LIST_DEFAULTS);
  const [showFilters, setShowFilters] = useState(list.division.length + list.state.length > 0 || list.national === '1');
  const [dialog, setDialog] = useState<'add' | 'map' | null>(null);
  const canManage = canWrite(session.permissions, 'all_subcontractors');
  const options = useQuery(VendorOptionsQuery, { skip: !showFilters });
  const active = isActiveFilter(list.active) ? list.active : 'ALL';

  const params = useMemo(() => ({
    filter: {
      search: list.q || null,
      active,
      divisionIds: list.division.length ? list.division : null,
      states: list.state.length ? list.state : null,
      nationalOnly: list.national === '1' || null,
    },
  }), [list, active]);

  const columns: GridColumn<Row>[] = [
    actionsColumn((row) => (
      <Space>
        <Link to={`/admin/supplier-details?id=${row.id}`} aria-label={`View ${row.companyName}`}>View</Link>
        {canManage && (
          <StatusSwitch
            active={row.isActive}
            name={row.companyName}
            question={VENDOR_MESSAGES.statusConfirm}
            setActive={(isActive) => client.mutate({ mutation: SetVendorActiveMutation, variables: { id: row.id, isActive } })}
            success={{ content: VENDOR_MESSAGES.statusChanged, duration: VENDOR_TOAST_SECONDS }}
            failure={{ content: VENDOR_MESSAGES.statusFailed, duration: 3 }}
            onSettled={() => actionRef.current?.reload()}
          />
        )}
      </Space>
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

  const divisionOptions = (options.data?.divisions ?? []).map((d) => ({ value: d.id, label: d.number ? `${d.number} ${d.name}` : d.name }));
  const stateOptions = (options.data?.states ?? []).map((s) => ({ value: s.code, label: s.name }));

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
        <Radio.Group
          aria-label="Status" optionType="button" options={ACTIVE_OPTIONS} value={active}
          onChange={(e) => setList({ active: e.target.value as string })}
        />
        <SearchBox label="Search suppliers" value={list.q} onChange={(q) => setList({ q })} />
      </Space>
      {showFilters && (
        <Space wrap>
          <Select<string[]>
            id="vendor-filter-divisions" aria-label="Divisions filter" onOpenChange={nameListbox('vendor-filter-divisions', 'Divisions filter')}
            mode="multiple" allowClear placeholder="Divisions" style={{ minWidth: 260 }}
            options={divisionOptions} value={list.division} optionFilterProp="label" loading={options.loading}
            onChange={(division) => setList({ division })}
          />
          <Select<string[]>
            id="vendor-filter-states" aria-label="States filter" onOpenChange={nameListbox('vendor-filter-states', 'States filter')}
            mode="multiple" allowClear placeholder="States" style={{ minWidth: 220 }}
            options={stateOptions} value={list.state} optionFilterProp="label" loading={options.loading}
            onChange={(state) => setList({ state })}
          />
          <Checkbox checked={list.national === '1'} onChange={(e) => setList({ national: e.target.checked ? '1' : '' })}>
            National
          </Checkbox>
        </Space>
      )}
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
