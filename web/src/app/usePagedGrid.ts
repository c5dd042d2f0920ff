import { useCallback, useRef } from 'react';
import type { ActionType } from '@ant-design/pro-components';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { GRID_SCROLL } from './gridLayout';
import { useUrlPage } from './useListState';

/** Page sizes the list grids offer; the first is the default. */
export const PAGE_SIZES = [10, 50, 100];

/** ProTable pagination: page numbers with a size changer. */
export function gridPagination(sizes: number[] = PAGE_SIZES, defaultPageSize = sizes[0]) {
  return { defaultPageSize, pageSizeOptions: sizes, showSizeChanger: true };
}

/** One page of a list as the gateway returns it (common.graphql paging). */
export interface ServerPage {
  items: unknown[];
  total: number;
}

interface PageVariables extends OperationVariables {
  page?: number | null;
  pageSize?: number | null;
}

export interface PagedGridOptions<TData, TVariables extends PageVariables, TPage extends ServerPage> {
  query: TypedDocumentNode<TData, TVariables>;
  /** Where the page sits in the query's result. */
  pageOf: (data: TData) => TPage | null | undefined;
  /** Variables besides page and pageSize (e.g. a filter); the grid loads again when they change. */
  variables?: Omit<TVariables, 'page' | 'pageSize'>;
  /** Each load's page, or null when it failed, for what comes with the page (e.g. counts). */
  onLoad?: (page: TPage | null) => void;
}

/**
 * A ProTable fed one page at a time by a paged query: the props every such grid shares (spread them on the
 * ProTable), and `reload` for whatever changes a row.
 */
export function usePagedGrid<TData, TVariables extends PageVariables, TPage extends ServerPage>({
  query,
  pageOf,
  variables,
  onLoad,
}: PagedGridOptions<TData, TVariables, TPage>) {
  const client = useApolloClient();
  const actionRef = useRef<ActionType>(null);
  // Awaitable, so a confirm dialog can stay busy until the grid shows the change.
  const reload = useCallback(() => actionRef.current?.reload(), []);
  // Page and size in the URL like every list's state (issue 10 item 4). ProTable starts on the URL's page and reports
  // each change; it is not controlled, since ProTable reports from inside a state update and resets to its props.
  const [page, setPage] = useUrlPage(PAGE_SIZES, PAGE_SIZES[0]);
  const initialPage = useRef(page).current;

  async function request(params: { current?: number; pageSize?: number }) {
    try {
      // Checked against the query's variables in PagedGridOptions; here they are only spread.
      const res = await client.query<TData>({
        query,
        variables: { ...variables, page: params.current ?? 1, pageSize: params.pageSize ?? PAGE_SIZES[0] },
        fetchPolicy: 'network-only',
      });
      const page = res.data ? pageOf(res.data as TData) ?? null : null;
      onLoad?.(page);
      return { data: (page?.items ?? []) as TPage['items'], total: page?.total ?? 0, success: !!page };
    } catch {
      onLoad?.(null);
      // Lists reset to empty on error responses (docs/accounts.md §4).
      return { data: [] as TPage['items'], total: 0, success: false };
    }
  }

  return {
    reload,
    table: {
      rowKey: 'id',
      actionRef,
      search: false,
      options: false,
      params: variables,
      request,
      pagination: {
        ...gridPagination(PAGE_SIZES, initialPage.pageSize),
        defaultCurrent: initialPage.current,
        onChange: (current: number, pageSize: number) => queueMicrotask(() => setPage({ current, pageSize })),
      },
      scroll: GRID_SCROLL,
    } as const,
  };
}
