import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/utils';
import { StatusSwitch } from './StatusSwitch';

const button = (name: string) => screen.getByText(name).closest('button')!;

describe('StatusSwitch', () => {
  it.each([true, false])('labelled by the row name; Confirm sends the inverse of active=%s', async (active) => {
    const setActive = vi.fn(async () => {});
    renderWithProviders(<StatusSwitch active={active} name="Acme" question="Change it?" failure="Failed." setActive={setActive} />);
    const control = screen.getByLabelText('Active Acme');
    expect(control).toHaveAttribute('aria-checked', String(active));
    fireEvent.click(control);
    await screen.findByText('Change it?');
    fireEvent.click(button('Confirm'));
    await waitFor(() => expect(setActive).toHaveBeenCalledWith(!active));
    // Controlled: it shows the new state only when the caller refreshes the row.
    expect(control).toHaveAttribute('aria-checked', String(active));
  });
});
