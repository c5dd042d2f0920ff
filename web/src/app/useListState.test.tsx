import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListState } from './useListState';

function inRouter(url: string) {
  const result: { current?: ReturnType<typeof useListState<{ q: string; status: string[] }>> } = {};
  function Probe() {
    result.current = useListState({ q: '', status: [] as string[] });
    return null;
  }
  window.history.replaceState(null, '', url); // the browser's address and the router's agree, as in the app
  const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: [url] });
  const view = renderHook(() => null, { wrapper: ({ children }: { children: ReactNode }) => <><RouterProvider router={router} />{children}</> });
  return { router, result, view };
}

describe('useListState', () => {
  it('reads text and lists from the URL, with defaults for what is missing', () => {
    const { result } = inRouter('/projects?q=barton&status=BIDDING&status=LOST');
    expect(result.current![0]).toEqual({ q: 'barton', status: ['BIDDING', 'LOST'] });
    const { result: empty } = inRouter('/projects');
    expect(empty.current![0]).toEqual({ q: '', status: [] });
  });

  it('writes changes to the URL, leaves defaults out, and a filter change goes back to page 1', () => {
    const { router, result } = inRouter('/projects?page=4&size=50&q=old');
    act(() => result.current![1]({ q: 'cedar', status: ['AWARDED'] }));
    expect(router.state.location.search).toBe('?size=50&q=cedar&status=AWARDED');
    act(() => result.current![1]({ q: '' }));
    expect(router.state.location.search).toBe('?size=50&status=AWARDED');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('a list being left (the address already names the next screen) does not write its state over it', () => {
    const { router, result } = inRouter('/projects?q=old');
    window.history.pushState(null, '', '/edit-project'); // a click on Edit, its screen still loading
    act(() => result.current![1]({ q: 'typed before the click' }));
    expect(router.state.location.search).toBe('?q=old');
    expect(window.location.pathname).toBe('/edit-project');
  });
});
