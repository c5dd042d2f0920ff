import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/** A list's state as it sits in the URL: text values and lists of text (a multi-select), each with its default. */
export type ListState = Record<string, string | string[]>;

/** The URL key of a grid's page number; the setter below clears it whenever a filter changes. */
export const PAGE_KEY = 'page';

/**
 * Every list keeps its search, filters, page and page size in the URL (issue 10 item 4): a reload, a shared link and
 * Back after View show the same list. Values equal to their default are left out of the URL. Changing anything but
 * the page itself goes back to page 1, the rule every list follows. Updates replace the history entry, so Back
 * leaves the list rather than stepping through each keystroke of a search.
 */
export function useListState<S extends ListState>(defaults: S): [S, (patch: Partial<S>) => void] {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const defaultsKey = JSON.stringify(defaults);
  const state = useMemo(() => {
    const out: ListState = {};
    for (const [key, fallback] of Object.entries(JSON.parse(defaultsKey) as S)) {
      if (Array.isArray(fallback)) out[key] = params.has(key) ? params.getAll(key).filter((v) => v !== '') : fallback;
      else out[key] = params.get(key) ?? fallback;
    }
    return out as S;
  }, [params, defaultsKey]);

  const update = useCallback((patch: Partial<S>) => {
    // A search typed just before a click on View or Edit settles after the click: the next screen's code is still
    // loading, so this list is still mounted, and writing its state then would navigate back to the list. The
    // browser's address already names the next screen: a list that is being left writes nothing.
    if (window.location.pathname !== pathname) return;
    setParams((current) => {
      const next = new URLSearchParams(current);
      const defaultsNow = JSON.parse(defaultsKey) as S;
      for (const [key, value] of Object.entries(patch)) {
        next.delete(key);
        const fallback = defaultsNow[key];
        if (value === undefined || JSON.stringify(value) === JSON.stringify(fallback)) continue;
        if (Array.isArray(value)) {
          if (value.length === 0) next.append(key, ''); // an emptied list differs from a default that is not empty
          else value.forEach((v) => next.append(key, v));
        } else next.set(key, value);
      }
      if (!(PAGE_KEY in patch)) next.delete(PAGE_KEY);
      return next;
    }, { replace: true });
  }, [setParams, defaultsKey, pathname]);

  return [state, update];
}

/** A grid's page and page size as they sit in the URL next to its filters. */
export interface UrlPage {
  current: number;
  pageSize: number;
}

function positive(text: string | string[] | undefined): number | undefined {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? n : undefined;
}

/**
 * The page and size of a server-paged grid, kept in the URL (`page`, `size`) so that a reload, a shared link and Back
 * after View open the same page; a size the grid does not offer falls back to its default. Every grid shares it
 * (PagedTable and the ProTable grids of usePagedGrid).
 */
export function useUrlPage(sizes: readonly number[], defaultSize: number): [UrlPage, (next: UrlPage) => void] {
  const [url, setUrl] = useListState({ [PAGE_KEY]: '1', size: String(defaultSize) });
  const page = useMemo(() => {
    const size = positive(url.size);
    return { current: positive(url[PAGE_KEY]) ?? 1, pageSize: size !== undefined && sizes.includes(size) ? size : defaultSize };
  }, [url, sizes, defaultSize]);
  const setPage = useCallback((next: UrlPage) => {
    setUrl({ [PAGE_KEY]: String(next.current), size: String(next.pageSize) });
  }, [setUrl]);
  return [page, setPage];
}
