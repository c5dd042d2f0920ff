import type { ReactNode } from 'react';
import { Checkbox, Radio, Select, Space } from 'antd';
import { Link } from 'react-router';
import { nameListbox } from '../../app/nameListbox';
import { StatusSwitch } from '../../app/StatusSwitch';
import type { SubcontractorActiveFilter } from '../../gql/graphql';

// What the two directories of All Subcontractors (docs/projects.md §2.14, §2.15) list alike: the status buttons, a row's View link
// and active switch, and the division, state and national filters. Each directory keeps its columns, its query and
// what only it filters on (a subcontractor's labor/design).

const STATUS_OPTIONS: { value: SubcontractorActiveFilter; label: string }[] = [
  { value: 'ALL', label: 'All' }, { value: 'ACTIVE', label: 'Active' }, { value: 'INACTIVE', label: 'Inactive' },
];

/** The status kept in the URL, when it is one: else All. */
export const activeFilter = (v: string): SubcontractorActiveFilter =>
  STATUS_OPTIONS.find((o) => o.value === v)?.value ?? 'ALL';

/** All / Active / Inactive. */
export function StatusButtons({ value, onChange }: { value: SubcontractorActiveFilter; onChange: (active: string) => void }) {
  return (
    <Radio.Group aria-label="Status" optionType="button" options={STATUS_OPTIONS} value={value} onChange={(e) => onChange(e.target.value as string)} />
  );
}

export interface RowActionsProps {
  row: { id: string; companyName: string; isActive: boolean };
  /** The details screen, e.g. '/admin/subcontractor-details'. */
  detailsPath: string;
  canManage: boolean;
  messages: { statusConfirm: string; statusChanged: string; statusFailed: string };
  successSeconds: number;
  setActive: (isActive: boolean) => Promise<unknown>;
  onSettled: () => void;
}

/** A row's View link and, for those who may change the directory, its active switch (docs/projects.md §4). */
export function DirectoryRowActions({ row, detailsPath, canManage, messages, successSeconds, setActive, onSettled }: RowActionsProps) {
  return (
    <Space>
      <Link to={`${detailsPath}?id=${row.id}`} aria-label={`View ${row.companyName}`}>View</Link>
      {canManage && (
        <StatusSwitch
          active={row.isActive}
          name={row.companyName}
          question={messages.statusConfirm}
          setActive={setActive}
          success={{ content: messages.statusChanged, duration: successSeconds }}
          failure={{ content: messages.statusFailed, duration: 3 }}
          onSettled={onSettled}
        />
      )}
    </Space>
  );
}

/** The URL keys both directories share, so switching the selector keeps the search, status and these filters. */
export interface SharedFilters {
  division: string[];
  state: string[];
  national: string;
}

export interface FilterOptions {
  divisions: { id: string; number?: string | null; name: string }[];
  states: { code: string; name: string }[];
}

export interface DirectoryFiltersProps {
  /** Prefix of the filters' ids ('sub-filter', 'vendor-filter'). */
  idPrefix: string;
  options: FilterOptions | undefined;
  loading: boolean;
  list: SharedFilters;
  setList: (change: Partial<SharedFilters>) => void;
  /** Filters only this directory has, between Divisions and States. */
  children?: ReactNode;
}

/** Divisions, this directory's own filters, States and National. */
export function DirectoryFilters({ idPrefix, options, loading, list, setList, children }: DirectoryFiltersProps) {
  const divisions = (options?.divisions ?? []).map((d) => ({ value: d.id, label: d.number ? `${d.number} ${d.name}` : d.name }));
  const states = (options?.states ?? []).map((s) => ({ value: s.code, label: s.name }));
  return (
    <Space wrap>
      <Select<string[]>
        id={`${idPrefix}-divisions`} aria-label="Divisions filter" onOpenChange={nameListbox(`${idPrefix}-divisions`, 'Divisions filter')}
        mode="multiple" allowClear placeholder="Divisions" style={{ minWidth: 260 }}
        options={divisions} value={list.division} optionFilterProp="label" loading={loading}
        onChange={(division) => setList({ division })}
      />
      {children}
      <Select<string[]>
        id={`${idPrefix}-states`} aria-label="States filter" onOpenChange={nameListbox(`${idPrefix}-states`, 'States filter')}
        mode="multiple" allowClear placeholder="States" style={{ minWidth: 220 }}
        options={states} value={list.state} optionFilterProp="label" loading={loading}
        onChange={(state) => setList({ state })}
      />
      <Checkbox checked={list.national === '1'} onChange={(e) => setList({ national: e.target.checked ? '1' : '' })}>
        National
      </Checkbox>
    </Space>
  );
}

/** The filter both directories' queries take from the list state (search, status, divisions, states, national). */
export function sharedFilter(list: SharedFilters & { q: string; active: string }) {
  return {
    search: list.q || null,
    active: activeFilter(list.active),
    divisionIds: list.division.length ? list.division : null,
    states: list.state.length ? list.state : null,
    nationalOnly: list.national === '1' || null,
  };
}
