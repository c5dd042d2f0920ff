import { useCallback, useEffect, useImperativeHandle, useRef, useState, type ReactNode, type Ref } from 'react';
import { Skeleton, Table } from 'antd';
import { GRID_SCROLL, fixFirstColumn } from './gridLayout';
import { useUrlPage } from './useListState';
import type { TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table';

/** A grid column: antd's, plus ProTable's `valueType` that the Actions column still names. */
export type GridColumn<Row> = ColumnType<Row> & { valueType?: string };

/** What a grid's `request` answers: one page of rows (ProTable's contract). */
export interface GridResult<Row> {
  data: Row[];
  total: number;
  success: boolean;
}

export type GridParams<P> = P & { current?: number; pageSize?: number };

/** The handle a page keeps to load the grid again after a change. */
export interface GridAction {
  reload: () => Promise<void>;
}

export interface PagedTableProps<Row, P> {
  rowKey: string;
  columns: GridColumn<Row>[];
  /** Besides page and size; the grid goes back to page 1 and loads again when they change. */
  params?: P;
  request: (params: GridParams<P>) => Promise<GridResult<Row>>;
  pagination: { defaultPageSize: number; pageSizeOptions: number[]; showSizeChanger: boolean };
  actionRef?: Ref<GridAction | null>;
  locale?: TableProps<Row>['locale'];
  /** Checkboxes, when the page offers a selection (e.g. subcontractors to email). */
  rowSelection?: TableProps<Row>['rowSelection'];
  /** Accepted for props shared with ProTable; this grid has no search form, options or toolbar. */
  search?: false;
  options?: false;
  toolBarRender?: false;
  children?: ReactNode;
}

/**
 * A list grid on antd Table, fed one page at a time by `request` (server paging with a size changer,
 * a loading state, reload on demand). Small on purpose: ProTable brings its whole form and field layers.
 */
export function PagedTable<Row extends object, P = Record<string, unknown>>({
  rowKey,
  columns,
  params,
  request,
  pagination,
  actionRef,
  locale,
  rowSelection,
}: PagedTableProps<Row, P>) {
  // Page and size live in the URL with the page's filters: reload, links and Back keep them.
  const [page, setPage] = useUrlPage(pagination.pageSizeOptions, pagination.defaultPageSize);
  const [rows, setRows] = useState<Row[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  // Latest request and page, so reload() and late answers use what is on screen now.
  const requestRef = useRef(request);
  requestRef.current = request;
  const pageRef = useRef(page);
  pageRef.current = page;
  const paramsRef = useRef(params);
  paramsRef.current = params;
  const seq = useRef(0);

  const load = useCallback(async () => {
    const id = ++seq.current;
    setLoading(true);
    try {
      const res = await requestRef.current({ ...(paramsRef.current as P), ...pageRef.current });
      if (id !== seq.current) return;
      setRows(res.data ?? []);
      setTotal(res.total ?? 0);
    } catch {
      if (id !== seq.current) return;
      setRows([]);
      setTotal(0);
    } finally {
      if (id === seq.current) setLoading(false);
    }
  }, []);

  useImperativeHandle(actionRef, () => ({ reload: load }), [load]);

  // Other params: back to page 1 when their value changes (compared by value, as ProTable does), unless the page
  // changed with them (Back or a link restores both at once).
  const paramsKey = JSON.stringify(params ?? null);
  const pageKey = `${page.current}/${page.pageSize}`;
  const shown = useRef({ paramsKey, pageKey });
  useEffect(() => {
    const paramsChanged = shown.current.paramsKey !== paramsKey;
    const pageChanged = shown.current.pageKey !== pageKey;
    shown.current = { paramsKey, pageKey };
    if (paramsChanged && !pageChanged && page.current !== 1) setPage({ ...page, current: 1 });
    else void load();
  }, [paramsKey, pageKey, page, setPage, load]);

  // antd's hidden measure row copies the header's cells, the select-all checkbox of a grid with checkboxes included:
  // focusable content under aria-hidden (axe aria-hidden-focus, issue 31 item 16). Inert takes it out of the tab order.
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = box.current;
    if (!root) return undefined;
    const quiet = () => root.querySelectorAll('.ant-table-measure-row:not([inert])').forEach((row) => row.setAttribute('inert', ''));
    quiet();
    const watch = new MutationObserver(quiet);
    watch.observe(root, { childList: true, subtree: true });
    return () => watch.disconnect();
  }, []);

  return (
    <div ref={box}>
    <Table<Row>
      rowKey={rowKey}
      columns={fixFirstColumn(columns)}
      scroll={GRID_SCROLL}
      dataSource={rows}
      loading={loading}
      rowSelection={rowSelection}
      // While a page loads there is nothing to call empty yet: a skeleton, never the empty text (issue 10 item 5).
      locale={{ ...locale, emptyText: loading ? <Skeleton active title={false} paragraph={{ rows: 4 }} /> : locale?.emptyText }}
      pagination={{
        current: page.current,
        pageSize: page.pageSize,
        total,
        pageSizeOptions: pagination.pageSizeOptions,
        showSizeChanger: pagination.showSizeChanger,
        onChange: (current, pageSize) => setPage({ current: pageSize !== page.pageSize ? 1 : current, pageSize }),
      }}
    />
    </div>
  );
}

