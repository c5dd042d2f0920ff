import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes, signIn } from '../../test/utils';
import { AddressSuggestionsQuery } from '../address/operations';
import { CreateCompanyPage } from './CompanyFormPage';

// The company form's Address 1 is the autocomplete: a chosen place fills City, State, State Code and Zip.
describe('Create Company: Address 1 suggestions', () => {
  it('choosing a suggestion fills the address fields and keeps the street', async () => {
    signIn({ roleId: 1, read: ['add_new_company'], write: ['add_new_company'] });
    const mocks = [
      {
        request: { query: AddressSuggestionsQuery, variables: { query: '1 Main St, Springf', limit: 8 } },
        result: {
          data: {
            addressSuggestions: [
              { __typename: 'AddressSuggestion' as const, id: '62701', label: 'Springfield, IL 62701', city: 'Springfield', state: 'Illinois', stateCode: 'IL', zip: '62701' },
            ],
          },
        },
      },
    ];
    renderRoutes([{ path: '/admin/create-company', element: <CreateCompanyPage /> }], '/admin/create-company', mocks);
    const address1 = screen.getByLabelText('Address 1');
    fireEvent.focus(address1);
    fireEvent.change(address1, { target: { value: '1 Main St, Springf' } });
    fireEvent.click(await screen.findByText('Springfield, IL 62701'));
    await waitFor(() => expect(screen.getByLabelText('Zip')).toHaveValue('62701'));
    expect(screen.getByLabelText('City')).toHaveValue('Springfield');
    expect(screen.getByLabelText('State')).toHaveValue('Illinois');
    expect(screen.getByLabelText('State Code')).toHaveValue('IL');
    expect(screen.getByLabelText('Address 1')).toHaveValue('1 Main St');
  });
});
