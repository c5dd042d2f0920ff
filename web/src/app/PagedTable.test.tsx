import { createRef, useState } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes, renderWithProviders } from '../test/utils';
import { PagedTable, type GridAction, type GridParams } from './PagedTable';

interface Row {
  id: number;
  name: string;
}
const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}` }));

// A fake server of `count` rows: answers the page asked for.
function server(count: number) {
  const all = rows(count);
  return vi.fn(async (p: GridParams<{ q?: string }>) => {
    const current = p.current ?? 1;
    const size = p.pageSize ?? 10;
    const hits = all.filter((r) => !p.q || r.name.includes(p.q));
    return { data: hits.slice((current - 1) * size, current * size), total: hits.length, success: true };
  });
}

const pagination = { defaultPageSize: 10, pageSizeOptions: [10, 50, 100], showSizeChanger: true };

function Grid({ request, actionRef }: { request: ReturnType<typeof server>; actionRef?: React.Ref<GridAction | null> }) {
  const [q, setQ] = useState('');
  return (
    <>
      <button type="button" onClick={() => setQ('Row 1')}>
        filter
      </button>
      <PagedTable<Row, { q: string }>
        rowKey="id"
        columns={[{ title: 'Name', dataIndex: 'name' }]}
        params={{ q }}
        request={request}
        pagination={pagination}
        actionRef={actionRef}
        locale={{ emptyText: 'Nothing here' }}
      />
    </>
  );
}

describe('PagedTable', () => {
  it('asks for page 1 of the default size, then the page chosen', async () => {
    const request = server(12);
    renderWithProviders(<Grid request={request} />);
    expect(await screen.findByText('Row 10')).toBeInTheDocument();
    expect(request).toHaveBeenLastCalledWith({ q: '', current: 1, pageSize: 10 });
    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('Row 12')).toBeInTheDocument();
    expect(screen.queryByText('Row 1')).not.toBeInTheDocument();
    expect(request).toHaveBeenLastCalledWith({ q: '', current: 2, pageSize: 10 });
  });

  it('changed params go back to page 1 and load again', async () => {
    const request = server(25);
    renderWithProviders(<Grid request={request} />);
    await screen.findByText('Row 10');
    fireEvent.click(screen.getByTitle('2'));
    await screen.findByText('Row 20');
    fireEvent.click(screen.getByText('filter'));
    await waitFor(() => expect(request).toHaveBeenLastCalledWith({ q: 'Row 1', current: 1, pageSize: 10 }));
    expect(await screen.findByText('Row 18')).toBeInTheDocument();
    expect(screen.queryByText('Row 20')).not.toBeInTheDocument();
  });

  it('reload asks for the page shown again; an empty answer shows the empty text', async () => {
    const request = server(3);
    const ref = createRef<GridAction>();
    renderWithProviders(<Grid request={request} actionRef={ref} />);
    await screen.findByText('Row 3');
    const calls = request.mock.calls.length;
    request.mockResolvedValueOnce({ data: [], total: 0, success: true });
    await act(() => ref.current!.reload());
    expect(request.mock.calls.length).toBe(calls + 1);
    expect(await screen.findByText('Nothing here')).toBeInTheDocument();
  });
});

describe('PagedTable keeps its page in the URL and never calls a loading grid empty (issue 10 items 4, 5)', () => {
  it('opens on the page and size the URL names, and writes the page chosen back to the URL', async () => {
    const request = server(120);
    const { router } = renderRoutes([{ path: '*', element: <Grid request={request} /> }], '/list?page=2&size=50');
    expect(await screen.findByText('Row 51')).toBeInTheDocument();
    expect(request).toHaveBeenLastCalledWith({ q: '', current: 2, pageSize: 50 });
    fireEvent.click(screen.getByTitle('3'));
    expect(await screen.findByText('Row 101')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=3&size=50');
  });

  it('shows a skeleton, not the empty text, until the answer arrives', async () => {
    let answer: (rows: Row[]) => void = () => undefined;
    const request = vi.fn(() => new Promise<{ data: Row[]; total: number; success: boolean }>((resolve) => {
      answer = (data) => resolve({ data, total: data.length, success: true });
    }));
    const { container } = renderWithProviders(<Grid request={request as never} />);
    await waitFor(() => expect(request).toHaveBeenCalled());
    expect(screen.queryByText('Nothing here')).not.toBeInTheDocument();
    expect(container.querySelector('.ant-skeleton')).not.toBeNull();
    act(() => answer([]));
    expect(await screen.findByText('Nothing here')).toBeInTheDocument();
  });
});
