import { useCallback, useEffect, useImperativeHandle, useRef, useState, type ReactNode, type Ref } from 'react';
import { Table } from 'antd';
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
}: PagedTableProps<Row, P>) {
  const [page, setPage] = useState({ current: 1, pageSize: pagination.defaultPageSize });
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

  // Other params: back to page 1 when their value changes (compared by value, as ProTable does).
  const paramsKey = JSON.stringify(params ?? null);
  const shownKey = useRef(paramsKey);
  useEffect(() => {
    if (shownKey.current === paramsKey) return;
    shownKey.current = paramsKey;
    if (pageRef.current.current !== 1) setPage((p) => ({ ...p, current: 1 }));
    else void load();
  }, [paramsKey, load]);

  useEffect(() => {
    void load();
  }, [page, load]);

  return (
    <Table<Row>
      rowKey={rowKey}
      columns={columns}
      dataSource={rows}
      loading={loading}
      locale={locale}
      pagination={{
        current: page.current,
        pageSize: page.pageSize,
        total,
        pageSizeOptions: pagination.pageSizeOptions,
        showSizeChanger: pagination.showSizeChanger,
        onChange: (current, pageSize) =>
          setPage((p) => ({ current: pageSize !== p.pageSize ? 1 : current, pageSize })),
      }}
    />
  );
}
