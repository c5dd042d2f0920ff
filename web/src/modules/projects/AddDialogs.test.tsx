import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/utils';
import { AddOwnerAddressDialog, AddOwnerManagerDialog } from './AddDialogs';
import { ownerAddress, ownerManager } from './fixtures';
import { AddressSuggestionsQuery } from '../address/operations';
import { AddOwnerAddressMutation, AddOwnerManagerMutation } from './operations';
import { PROJECT_MESSAGES } from './validation';

const dialogOf = (title: string) => screen.getByText(title).closest('.ant-modal') as HTMLElement;
const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
const add = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByText('Add').closest('button')!);

describe('Add Owner Address', () => {
  it('asks for an owner first', async () => {
    renderWithProviders(<AddOwnerAddressDialog ownerId={undefined} open onClose={() => {}} onAdded={() => {}} />);
    add(dialogOf('Add Owner Address'));
    expect(await screen.findByText(PROJECT_MESSAGES.selectOwnerFirst)).toBeInTheDocument();
  });

  it('saves a complete address, shows the toast and hands back the new id', async () => {
    const onAdded = vi.fn();
    const address = { address1: '1 Owner Way', address2: null, city: 'Austin', state: 'Texas', stateCode: null, zip: '78701' };
    renderWithProviders(<AddOwnerAddressDialog ownerId="1" open onClose={() => {}} onAdded={onAdded} />, [
      { request: { query: AddressSuggestionsQuery, variables: { query: '1 Owner Way', limit: 8 } }, result: { data: { addressSuggestions: [] } } },
      { request: { query: AddOwnerAddressMutation, variables: { ownerId: '1', address } }, result: { data: { addOwnerAddress: ownerAddress } } },
    ]);
    const dialog = dialogOf('Add Owner Address');
    type(dialog, 'Address Line 1', '1 Owner Way');
    add(dialog);
    expect(await within(dialog).findByText(PROJECT_MESSAGES.addressMandatory)).toBeInTheDocument();
    type(dialog, 'Address City', 'Austin');
    type(dialog, 'Address State', 'Texas');
    type(dialog, 'Address Zip', '78701');
    add(dialog);
    expect(await screen.findByText(PROJECT_MESSAGES.addressAdded)).toBeInTheDocument();
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith('21'));
  });
});

describe('Add Owner Manager', () => {
  const manager = { firstName: 'Ann', lastName: null, email: 'ann@acme.test', phone: '(212) 555-0101' };
  const fill = (dialog: HTMLElement) => {
    type(dialog, 'Manager First Name', 'Ann');
    type(dialog, 'Manager Email', 'ann@acme.test');
    type(dialog, 'Manager Phone', '2125550101');
  };

  it('saves the manager, shows the toast and hands back the new id', async () => {
    const onAdded = vi.fn();
    renderWithProviders(<AddOwnerManagerDialog ownerId="1" open onClose={() => {}} onAdded={onAdded} />, [
      { request: { query: AddOwnerManagerMutation, variables: { ownerId: '1', manager } }, result: { data: { addOwnerManager: ownerManager } } },
    ]);
    fill(dialogOf('Add Owner Manager'));
    add(dialogOf('Add Owner Manager'));
    expect(await screen.findByText(PROJECT_MESSAGES.managerAdded)).toBeInTheDocument();
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith('31'));
  });

  it('a manager whose email exists is refused with its own text', async () => {
    const onAdded = vi.fn();
    renderWithProviders(<AddOwnerManagerDialog ownerId="1" open onClose={() => {}} onAdded={onAdded} />, [
      {
        request: { query: AddOwnerManagerMutation, variables: { ownerId: '1', manager } },
        result: { errors: [new GraphQLError('exists', { extensions: { code: 'CONFLICT' } })] },
      },
    ]);
    const dialog = dialogOf('Add Owner Manager');
    fill(dialog);
    add(dialog);
    expect(await within(dialog).findByText(PROJECT_MESSAGES.managerExists)).toBeInTheDocument();
    expect(onAdded).not.toHaveBeenCalled();
  });
});
