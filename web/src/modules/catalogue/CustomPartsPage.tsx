import { useCallback, useMemo, useRef, useState } from 'react';
import { Alert, Space, Typography } from 'antd';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { CsvUploadDialog, useCsvUpload } from '../../app/CsvUploadDialog';
import type { GridAction } from '../../app/PagedTable';
import { canWrite, useSession } from '../../app/session';
import { useListState } from '../../app/useListState';
import type { CatalogueListsQuery as Lists, PartFieldsFragment } from '../../gql/graphql';
import { LevelDialog, type LevelDialogProps, type LevelDialogValues } from './LevelDialog';
import { LevelTable } from './LevelTable';
import { CATALOGUE_MESSAGES, PARTS_CSV } from './messages';
import {
  CatalogueListsQuery, CreateCategoryMutation, CreateDivisionMutation, CreateSubdivisionMutation, DeleteCategoryMutation,
  DeleteDivisionMutation, DeleteSubdivisionMutation, UpdateCategoryMutation, UpdateDivisionMutation, UpdateSubdivisionMutation,
  UploadPartsCsvMutation,
} from './operations';
import { PartDialog } from './PartDialog';
import { PartsTable, type PartFilters } from './PartsTable';

type Division = Lists['divisions'][number];
type Subdivision = Lists['subdivisions'][number];
type Category = Lists['categories'][number];
type Dialog =
  | { level: 'division'; row?: Division }
  | { level: 'subdivision'; row?: Subdivision }
  | { level: 'category'; row?: Category }
  | { level: 'part'; row?: PartFieldsFragment };

const divisionLabel = (d: { number?: string | null; name: string }) => (d.number ? `${d.number} ${d.name}` : d.name);

// Every grid's parent filter and search sit in the URL (useListState), so a reload or Back keeps them.
const LIST_DEFAULTS = { divq: '', subdiv: '', subq: '', catsub: '', catq: '', pdiv: '', psub: '', pcat: '', pq: '' };

/**
 * Custom Parts (docs/projects.md §2.18): the company's cost catalogue in four grids (Divisions, Sub Divisions, Categories, Parts),
 * each with Create, Edit and Delete for those who hold write on bid_sheets, and the parts CSV upload for upload_parts.
 */
export function CustomPartsPage() {
  const client = useApolloClient();
  const { permissions } = useSession();
  const editable = canWrite(permissions, 'bid_sheets');
  const canUpload = canWrite(permissions, 'upload_parts');
  const { data, loading, error, refetch } = useQuery(CatalogueListsQuery, { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const [list, setList] = useListState(LIST_DEFAULTS);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [csvOpen, setCsvOpen] = useState(false);
  const partsRef = useRef<GridAction>(null);
  const uploadCsv = useCsvUpload(UploadPartsCsvMutation, (d) => d.uploadPartsCsv);
  const waiting = loading && !data;

  const divisions = useMemo(() => data?.divisions ?? [], [data]);
  const subdivisions = useMemo(() => data?.subdivisions ?? [], [data]);
  const categories = useMemo(() => data?.categories ?? [], [data]);
  const divisionOptions = useMemo(() => divisions.map((d) => ({ value: d.id, label: divisionLabel(d) })), [divisions]);
  const subdivisionOptions = useMemo(() => subdivisions.map((s) => ({ value: s.id, label: s.name, parentId: s.divisionId })), [subdivisions]);
  const categoryOptions = useMemo(() => categories.map((c) => ({ value: c.id, label: `${c.name} (${c.subdivisionName})`, parentId: c.subdivisionId })), [categories]);
  const unitOptions = useMemo(() => (data?.unitsOfMeasure ?? []).map((u) => ({ value: u.id, label: u.name })), [data]);

  const reload = useCallback(async () => {
    await Promise.all([refetch(), partsRef.current?.reload()]);
  }, [refetch]);
  const filters: PartFilters = useMemo(() => ({ divisionId: list.pdiv, subdivisionId: list.psub, categoryId: list.pcat, q: list.pq }),
    [list.pdiv, list.psub, list.pcat, list.pq]);
  const setFilters = useCallback((patch: Partial<PartFilters>) => setList({
    ...(patch.divisionId !== undefined ? { pdiv: patch.divisionId } : {}),
    ...(patch.subdivisionId !== undefined ? { psub: patch.subdivisionId } : {}),
    ...(patch.categoryId !== undefined ? { pcat: patch.categoryId } : {}),
    ...(patch.q !== undefined ? { pq: patch.q } : {}),
  }), [setList]);
  const searchOf = (key: 'divq' | 'subq' | 'catq') => ({ value: list[key], onChange: (q: string) => setList({ [key]: q }) });

  // The dialog of the three small levels: its parent picker and the mutation that saves it.
  const levelDialog = (): Omit<LevelDialogProps, 'open' | 'onClose' | 'onSaved'> | null => {
    if (!dialog || dialog.level === 'part') return null;
    if (dialog.level === 'division') {
      const row = dialog.row;
      return {
        level: 'division',
        initial: row && { id: row.id, name: row.name, number: row.number ?? '' },
        save: (v: LevelDialogValues, id?: string) => {
          const input = { name: v.name, number: v.number || null };
          return id ? client.mutate({ mutation: UpdateDivisionMutation, variables: { id, input } })
            : client.mutate({ mutation: CreateDivisionMutation, variables: { input } });
        },
      };
    }
    if (dialog.level === 'subdivision') {
      const row = dialog.row;
      return {
        level: 'subdivision',
        initial: row && { id: row.id, name: row.name, parentId: row.divisionId },
        parent: { label: 'Division', options: divisionOptions, required: CATALOGUE_MESSAGES.selectDivision },
        save: (v: LevelDialogValues, id?: string) => {
          const input = { name: v.name, divisionId: v.parentId };
          return id ? client.mutate({ mutation: UpdateSubdivisionMutation, variables: { id, input } })
            : client.mutate({ mutation: CreateSubdivisionMutation, variables: { input } });
        },
      };
    }
    const row = dialog.row;
    return {
      level: 'category',
      initial: row && { id: row.id, name: row.name, parentId: row.subdivisionId },
      parent: { label: 'Sub Division', options: subdivisionOptions, required: CATALOGUE_MESSAGES.selectSubdivision },
      save: (v: LevelDialogValues, id?: string) => {
        const input = { name: v.name, subdivisionId: v.parentId };
        return id ? client.mutate({ mutation: UpdateCategoryMutation, variables: { id, input } })
          : client.mutate({ mutation: CreateCategoryMutation, variables: { input } });
      },
    };
  };
  const levelProps = levelDialog();

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>Custom Parts</Typography.Title>
      {error && !data && <Alert type="error" showIcon title={CATALOGUE_MESSAGES.loadFailed} />}
      <LevelTable<Division>
        level="division"
        rows={divisions}
        loading={waiting}
        columns={[{ title: 'Number', dataIndex: 'number' }, { title: 'Division', dataIndex: 'name' }]}
        name={(d) => d.name}
        search={searchOf('divq')}
        editable={editable}
        onCreate={() => setDialog({ level: 'division' })}
        onEdit={(row) => setDialog({ level: 'division', row })}
        remove={(row) => client.mutate({ mutation: DeleteDivisionMutation, variables: { id: row.id } })}
        onRemoved={reload}
      />
      <LevelTable<Subdivision>
        level="subdivision"
        rows={subdivisions}
        loading={waiting}
        columns={[{ title: 'Division', key: 'division', render: (_, s) => divisionLabel({ number: s.divisionNumber, name: s.divisionName }) },
          { title: 'Sub Division', dataIndex: 'name' }]}
        name={(s) => s.name}
        filter={{ label: 'Filter sub divisions by division', options: divisionOptions, value: list.subdiv, onChange: (v) => setList({ subdiv: v }), parentOf: (s) => s.divisionId }}
        search={searchOf('subq')}
        editable={editable}
        onCreate={() => setDialog({ level: 'subdivision' })}
        onEdit={(row) => setDialog({ level: 'subdivision', row })}
        remove={(row) => client.mutate({ mutation: DeleteSubdivisionMutation, variables: { id: row.id } })}
        onRemoved={reload}
      />
      <LevelTable<Category>
        level="category"
        rows={categories}
        loading={waiting}
        columns={[{ title: 'Division', dataIndex: 'divisionName' }, { title: 'Sub Division', dataIndex: 'subdivisionName' },
          { title: 'Category', dataIndex: 'name' }]}
        name={(c) => c.name}
        filter={{ label: 'Filter categories by sub division', options: subdivisionOptions, value: list.catsub, onChange: (v) => setList({ catsub: v }), parentOf: (c) => c.subdivisionId }}
        search={searchOf('catq')}
        editable={editable}
        onCreate={() => setDialog({ level: 'category' })}
        onEdit={(row) => setDialog({ level: 'category', row })}
        remove={(row) => client.mutate({ mutation: DeleteCategoryMutation, variables: { id: row.id } })}
        onRemoved={reload}
      />
      <PartsTable
        filters={filters}
        setFilters={setFilters}
        divisions={divisionOptions}
        subdivisions={subdivisionOptions}
        categories={categoryOptions}
        editable={editable}
        canUpload={canUpload}
        onCreate={() => setDialog({ level: 'part' })}
        onEdit={(row) => setDialog({ level: 'part', row })}
        onUpload={() => setCsvOpen(true)}
        actionRef={partsRef}
      />
      {levelProps && <LevelDialog {...levelProps} open onClose={() => setDialog(null)} onSaved={reload} />}
      <PartDialog
        open={dialog?.level === 'part'}
        part={dialog?.level === 'part' ? dialog.row : null}
        categories={categoryOptions}
        units={unitOptions}
        onClose={() => setDialog(null)}
        onSaved={reload}
      />
      {canUpload && (
        <CsvUploadDialog
          open={csvOpen}
          title="Upload Parts"
          template={PARTS_CSV}
          failureMessage={CATALOGUE_MESSAGES.uploadFailed}
          upload={uploadCsv}
          onClose={() => setCsvOpen(false)}
          onDone={reload}
        />
      )}
    </Space>
  );
}
