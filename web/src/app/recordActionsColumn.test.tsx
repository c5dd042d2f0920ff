import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ProTable } from '@ant-design/pro-components';
import { renderWithProviders } from '../test/utils';
import { recordActionsColumn, type RecordManagement } from './recordActionsColumn';

interface Row { id: string; name: string; isActive: boolean }
const rows: Row[] = [{ id: '7', name: 'Acme', isActive: true }];

function Grid({ manage }: { manage?: RecordManagement<Row> }) {
  const columns = [recordActionsColumn<Row>({ name: (r) => r.name, viewPath: (r) => `/details?id=${r.id}`, manage })];
  return <ProTable<Row> rowKey="id" columns={columns} dataSource={rows} search={false} options={false} />;
}

describe('recordActionsColumn', () => {
  it('without manage: only the View link, labelled with the row name', async () => {
    renderWithProviders(<Grid />);
    expect(await screen.findByRole('link', { name: 'View Acme' })).toHaveAttribute('href', '/details?id=7');
    expect(screen.queryByRole('button', { name: 'Edit Acme' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('with manage: the edit button (its own text) and a switch that asks, then sends the inverse for the row', async () => {
    const manage: RecordManagement<Row> = {
      editText: 'Update',
      onEdit: vi.fn(),
      setActive: vi.fn(async () => {}),
      question: 'Change it?',
      failure: 'It failed.',
      onSettled: vi.fn(),
    };
    renderWithProviders(<Grid manage={manage} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Update Acme' }));
    expect(manage.onEdit).toHaveBeenCalledWith(rows[0]);
    fireEvent.click(screen.getByRole('switch', { name: 'Active Acme' }));
    await screen.findByText('Change it?');
    fireEvent.click(screen.getByText('Confirm').closest('button')!);
    await waitFor(() => expect(manage.onSettled).toHaveBeenCalledTimes(1));
    expect(manage.setActive).toHaveBeenCalledWith(rows[0], false);
  });

  it("the edit button says 'Edit' unless told", async () => {
    renderWithProviders(<Grid manage={{ onEdit: vi.fn(), setActive: vi.fn(async () => {}), question: 'Change it?', failure: 'It failed.' }} />);
    expect(await screen.findByRole('button', { name: 'Edit Acme' })).toHaveTextContent('Edit');
  });
});
