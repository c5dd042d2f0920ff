import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/utils';
import { useConfirmedAction, type ConfirmedAction } from './useConfirmedAction';

function Asker({ action }: { action: ConfirmedAction }) {
  const confirm = useConfirmedAction();
  return <button onClick={() => confirm(action)}>Ask</button>;
}

const button = (name: string) => screen.getByText(name).closest('button')!;

function ask(action: Partial<ConfirmedAction>) {
  const full: ConfirmedAction = { question: 'Proceed?', run: vi.fn(async () => {}), failure: 'It failed.', ...action };
  renderWithProviders(<Asker action={full} />);
  fireEvent.click(screen.getByText('Ask'));
  return full;
}

describe('useConfirmedAction', () => {
  it('Skip closes the question and changes nothing', async () => {
    const action = ask({ onSuccess: vi.fn(), onSettled: vi.fn() });
    expect(await screen.findByText('Proceed?')).toBeInTheDocument();
    fireEvent.click(button('Skip'));
    await waitFor(() => expect(screen.queryByText('Proceed?')).not.toBeInTheDocument());
    expect(action.run).not.toHaveBeenCalled();
    expect(action.onSuccess).not.toHaveBeenCalled();
    expect(action.onSettled).not.toHaveBeenCalled();
  });

  it('onSkip runs when the question is declined, not when it is confirmed', async () => {
    const action = ask({ onSkip: vi.fn() });
    await screen.findByText('Proceed?');
    fireEvent.click(button('Skip'));
    await waitFor(() => expect(action.onSkip).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByText('Proceed?')).not.toBeInTheDocument());
    fireEvent.click(screen.getByText('Ask'));
    fireEvent.click(button('Confirm'));
    await waitFor(() => expect(action.run).toHaveBeenCalledTimes(1));
    expect(action.onSkip).toHaveBeenCalledTimes(1);
  });

  it('Confirm runs the change, shows the success toast, then onSuccess and onSettled', async () => {
    const order: string[] = [];
    ask({
      run: async () => void order.push('run'),
      success: 'Done!',
      onSuccess: () => void order.push('success'),
      onSettled: () => void order.push('settled'),
    });
    await screen.findByText('Proceed?');
    fireEvent.click(button('Confirm'));
    expect(await screen.findByText('Done!')).toBeInTheDocument();
    await waitFor(() => expect(order).toEqual(['run', 'success', 'settled']));
    expect(screen.queryByText('It failed.')).not.toBeInTheDocument();
  });

  it('a failed change shows the failure toast, skips onSuccess and still runs onSettled', async () => {
    const action = ask({
      run: async () => {
        throw new Error('down');
      },
      success: 'Done!',
      failure: { content: 'It failed.', duration: 3 },
      onSuccess: vi.fn(),
      onSettled: vi.fn(),
    });
    await screen.findByText('Proceed?');
    fireEvent.click(button('Confirm'));
    expect(await screen.findByText('It failed.')).toBeInTheDocument();
    await waitFor(() => expect(action.onSettled).toHaveBeenCalledTimes(1));
    expect(action.onSuccess).not.toHaveBeenCalled();
    expect(screen.queryByText('Done!')).not.toBeInTheDocument();
  });

  it('a failure function gets the error and reports it instead of the toast', async () => {
    const down = new Error('down');
    const action = ask({
      run: async () => {
        throw down;
      },
      failure: vi.fn<(error: unknown) => void>(),
      onSettled: vi.fn(),
    });
    await screen.findByText('Proceed?');
    fireEvent.click(button('Confirm'));
    await waitFor(() => expect(action.onSettled).toHaveBeenCalledTimes(1));
    expect(action.failure).toHaveBeenCalledWith(down);
    expect(screen.queryByText('It failed.')).not.toBeInTheDocument();
  });

  it('takes other button labels and a danger OK button', async () => {
    ask({ okText: 'Delete', cancelText: 'Cancel', danger: true });
    await screen.findByText('Proceed?');
    expect(button('Delete')).toHaveClass('ant-btn-dangerous');
    expect(button('Cancel')).toBeInTheDocument();
    expect(screen.queryByText('Skip')).not.toBeInTheDocument();
  });
});
