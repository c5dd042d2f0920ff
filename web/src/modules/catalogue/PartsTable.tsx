import { useMemo, useRef } from 'react';
import { App, Button, Card, Select, Space, Typography } from 'antd';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useApolloClient } from '@apollo/client/react';
import { formatMoney } from '@suite/money';
import { SUBCONTRACTOR_ROLE, useSession } from '../../app/session';
import { readError } from '../../app/errors';
import { PagedTable, type GridAction, type GridColumn } from '../../app/PagedTable';
import { useConfirmedAction } from '../../app/useConfirmedAction';
import type { PartFieldsFragment as Part } from '../../gql/graphql';
import { CATALOGUE_MESSAGES, deleteQuestion } from './messages';
import { DeletePartMutation, PartsQuery } from './operations';
import { RowActions } from './RowActions';
import { SearchBox } from './SearchBox';

type Option = { value: string; label: string };

export interface PartFilters {
  divisionId: string;
  subdivisionId: string;
  categoryId: string;
  q: string;
}

export interface PartsTableProps {
  filters: PartFilters;
  setFilters: (patch: Partial<PartFilters>) => void;
  divisions: Option[];
  /** Every sub division and category with its parent, narrowed here to the chosen parent. */
  subdivisions: (Option & { parentId: string })[];
  categories: (Option & { parentId: string })[];
  editable: boolean;
  canUpload: boolean;
  onCreate: () => void;
  onEdit: (part: Part) => void;
  onUpload: () => void;
  actionRef: React.RefObject<GridAction | null>;
}

const PAGE_SIZES = [10, 25, 50, 100];

/** The Parts grid (docs/projects.md §2.18): division, subdivision, category, part, cost per unit, unit, cost code; paged by the server. */
export function PartsTable(props: PartsTableProps) {
  const { filters, setFilters, divisions, subdivisions, categories, editable, canUpload, onCreate, onEdit, onUpload, actionRef } = props;
  const client = useApolloClient();
  const confirm = useConfirmedAction();
  const { message } = App.useApp();
  const ownRef = useRef<GridAction>(null);
  // Role 13 sees no price (its parts come without one): no Cost Per Unit column (issue 30 §2).
  const isSubcontractor = useSession().user?.roleId === SUBCONTRACTOR_ROLE;
  const grid = actionRef ?? ownRef;

  const subOptions = useMemo(() => subdivisions.filter((s) => !filters.divisionId || s.parentId === filters.divisionId), [subdivisions, filters.divisionId]);
  const subIds = useMemo(() => new Set(subOptions.map((s) => s.value)), [subOptions]);
  const catOptions = useMemo(() => categories.filter((c) => (filters.subdivisionId ? c.parentId === filters.subdivisionId : subIds.has(c.parentId))),
    [categories, filters.subdivisionId, subIds]);
  const params = useMemo(() => ({ ...filters }), [filters]);

  const columns: GridColumn<Part>[] = [
    // docs/projects.md §2.18's order: division, subdivision, category, part, cost per unit, cost code (and the unit it is per).
    { title: 'Division', dataIndex: 'divisionName' },
    { title: 'Subdivision', dataIndex: 'subdivisionName' },
    { title: 'Category', dataIndex: 'categoryName' },
    { title: 'Part', dataIndex: 'name' },
    ...(isSubcontractor ? [] : [{ title: 'Cost Per Unit', dataIndex: 'costPerUnit', align: 'right', render: (_, p) => (p.costPerUnit == null ? '' : formatMoney(p.costPerUnit)) } satisfies GridColumn<Part>]),
    { title: 'Unit', dataIndex: 'unit' },
    { title: 'Cost Code', dataIndex: 'costCode' },
  ];
  if (editable) {
    columns.push({
      title: 'Actions',
      key: 'actions',
      render: (_, p) => (
        <RowActions
          name={p.name}
          onEdit={() => onEdit(p)}
          onDelete={() => confirm({
            question: deleteQuestion('part', p.name),
            danger: true,
            run: () => client.mutate({ mutation: DeletePartMutation, variables: { id: p.id } }),
            success: CATALOGUE_MESSAGES.deleted,
            onSuccess: () => grid.current?.reload(),
            failure: (err) => message.error({ content: readError(err).message || CATALOGUE_MESSAGES.failed, duration: 4 }),
          })}
        />
      ),
    });
  }

  const select = (label: string, value: string, options: Option[], onChange: (v: string) => void) => (
    <Select aria-label={label} placeholder={label} allowClear showSearch={{ optionFilterProp: 'label' }} value={value || undefined}
      options={options} onChange={(v?: string) => onChange(v ?? '')} style={{ minWidth: 240 }} />
  );

  return (
    <Card
      title={<Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>Parts</Typography.Title>}
      extra={
        <Space>
          {canUpload && <Button icon={<UploadOutlined />} aria-label="Upload Parts" onClick={onUpload}>Upload Parts</Button>}
          {editable && <Button icon={<PlusOutlined />} aria-label="Create Part" onClick={onCreate}>Create Part</Button>}
        </Space>
      }
    >
      <Space wrap style={{ marginBottom: 12 }}>
        {select('Filter parts by division', filters.divisionId, divisions, (v) => setFilters({ divisionId: v, subdivisionId: '', categoryId: '' }))}
        {select('Filter parts by sub division', filters.subdivisionId, subOptions, (v) => setFilters({ subdivisionId: v, categoryId: '' }))}
        {select('Filter parts by category', filters.categoryId, catOptions, (v) => setFilters({ categoryId: v }))}
        <SearchBox label="Search parts" value={filters.q} onChange={(q) => setFilters({ q })} />
      </Space>
      <PagedTable<Part, PartFilters>
        rowKey="id"
        actionRef={grid}
        columns={columns}
        params={params}
        pagination={{ defaultPageSize: 25, pageSizeOptions: PAGE_SIZES, showSizeChanger: true }}
        locale={{ emptyText: 'No parts' }}
        request={async (p) => {
          const res = await client.query({
            query: PartsQuery,
            variables: {
              page: p.current ?? 1, pageSize: p.pageSize ?? 25, q: p.q || null,
              divisionId: p.divisionId || null, subdivisionId: p.subdivisionId || null, categoryId: p.categoryId || null,
            },
            fetchPolicy: 'network-only',
          });
          const page = res.data?.parts;
          return { data: page?.items ?? [], total: page?.total ?? 0, success: !!page };
        }}
      />
    </Card>
  );
}
