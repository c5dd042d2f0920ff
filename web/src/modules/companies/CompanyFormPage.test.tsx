import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { renderRoutes, signIn } from '../../test/utils';
import { CreateCompanyPage } from './CompanyFormPage';
import { CreateCompanyMutation } from './operations';

function routes() {
  return [
    { path: '/admin/create-company', element: <CreateCompanyPage /> },
    { path: '/admin/all-company', element: <p>company list</p> },
  ];
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillValid() {
  type('Owner First Name', 'Ann');
  type('Owner Last Name', 'Lee');
  type('Owner Phone', '2125550100');
  type('Owner Email', 'ann@example.com');
  type('Project ID Prefix', 'AC');
  type('Start Number', '1000');
  type('Company Name', 'Acme');
  type('Company Email', 'office@acme.test');
  type('Company Phone', '2125550101');
  type('Address 1', '1 Main St');
  type('City', 'Springfield');
  type('State', 'Illinois');
  type('Zip', '627011');
  type('Company Admin Email', 'boss@acme.test');
}

const input = {
  owner: { firstName: 'Ann', lastName: 'Lee', phone: '(212) 555-0100', email: 'ann@example.com' },
  project: { prefix: 'AC', startNo: '1000' },
  details: {
    name: 'Acme', email: 'office@acme.test', phone: '(212) 555-0101', defaultMarkup: '10', address1: '1 Main St', address2: null,
    image: null, city: 'Springfield', state: 'Illinois', stateCode: null, zip: '62701', country: 'United States', companyAdmin: 'boss@acme.test',
    proposalOverhead: 'SEPARATE_WITH_PERCENTAGES' as const,
  },
};

const submit = () => userEvent.setup().click(screen.getByRole('button', { name: 'Submit' }));

describe('Create New Company', () => {
  it('has the three sections, markup 10 and the fixed country; masks apply', async () => {
    signIn({ roleId: 1, read: ['add_new_company'], write: ['add_new_company'] });
    renderRoutes(routes(), '/admin/create-company');
    expect(await screen.findByText('Owner')).toBeInTheDocument();
    expect(screen.getByText('Project ID settings')).toBeInTheDocument();
    expect(screen.getByText('Company details')).toBeInTheDocument();
    expect(screen.getByLabelText('Adjustable Markup')).toHaveValue('10');
    expect(screen.getByLabelText('Country')).toHaveValue('United States');
    type('Owner Phone', '2125550100');
    expect(screen.getByLabelText('Owner Phone')).toHaveValue('(212) 555-0100');
    type('Zip', '1234567');
    expect(screen.getByLabelText('Zip')).toHaveValue('12345');
  });

  it('blank mandatory fields give the mandatory message', async () => {
    signIn({ roleId: 1, read: ['add_new_company'], write: ['add_new_company'] });
    renderRoutes(routes(), '/admin/create-company');
    await screen.findByText('Owner');
    await submit();
    expect(await screen.findByText('Please fill all the mandatory fields!')).toBeInTheDocument();
  });

  it('invalid email and phone messages', async () => {
    signIn({ roleId: 1, read: ['add_new_company'], write: ['add_new_company'] });
    renderRoutes(routes(), '/admin/create-company');
    await screen.findByText('Owner');
    fillValid();
    type('Company Email', 'office@');
    await submit();
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    type('Company Email', 'office@acme.test');
    type('Company Phone', '212555');
    await submit();
    expect(await screen.findByText('Please enter a valid mobile number.')).toBeInTheDocument();
  });

  it('server errors: text shown, field errors on the fields', async () => {
    signIn({ roleId: 1, read: ['add_new_company'], write: ['add_new_company'] });
    const mocks = [
      {
        request: { query: CreateCompanyMutation, variables: { input } },
        result: {
          errors: [
            new GraphQLError('This email ID already has a sign-in. Sign-in emails are unique across all companies.', {
              extensions: { code: 'BAD_USER_INPUT', fields: { 'input.details.companyAdmin': 'Admin email is taken here.' } },
            }),
          ],
        },
      },
    ];
    renderRoutes(routes(), '/admin/create-company', mocks);
    await screen.findByText('Owner');
    fillValid();
    await submit();
    expect(await screen.findByText('This email ID already has a sign-in. Sign-in emails are unique across all companies.')).toBeInTheDocument();
    const fieldMsg = screen.getByText('Admin email is taken here.');
    expect(fieldMsg.closest('.ant-form-item')).toContainElement(screen.getByLabelText('Company Admin Email'));
  });

  it('success: toast and back to the list', async () => {
    signIn({ roleId: 1, read: ['add_new_company'], write: ['add_new_company'] });
    const company = {
      __typename: 'Company', id: 5, name: 'Acme', email: 'office@acme.test', phone: '(212) 555-0101', image: null, defaultMarkup: '10.00',
      address1: '1 Main St', address2: null, city: 'Springfield', state: 'Illinois', stateCode: null, zip: '62701', country: 'United States',
      companyAdmin: 'boss@acme.test', owner: { __typename: 'CompanyOwner', firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '(212) 555-0100' },
      projectIdPrefix: 'AC', projectIdStart: 1000, proposalOverhead: 'SEPARATE_WITH_PERCENTAGES', isActive: true,
    };
    const mocks = [{ request: { query: CreateCompanyMutation, variables: { input } }, result: { data: { createCompany: company } } }];
    const { router } = renderRoutes(routes(), '/admin/create-company', mocks);
    await screen.findByText('Owner');
    fillValid();
    await submit();
    expect(await screen.findByText('Company created successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/all-company'));
  });

  it("the proposal's overhead presentation: the specification's two lines with percentages unless the company chooses one 'Overhead and fee' line", async () => {
    signIn({ roleId: 1, read: ['add_new_company'], write: ['add_new_company'] });
    const combined = { ...input, details: { ...input.details, proposalOverhead: 'COMBINED' as const } };
    const mocks = [{ request: { query: CreateCompanyMutation, variables: { input: combined } }, result: { data: { createCompany: { __typename: 'Company', id: 5 } } } }];
    renderRoutes(routes(), '/admin/create-company', mocks);
    await screen.findByText('Owner');
    const select = screen.getByLabelText('Overhead and profit on the proposal');
    expect(select.closest('.ant-select')).toHaveTextContent('Overhead and Profit, with their percentages');
    fillValid();
    fireEvent.mouseDown(select);
    const option = await waitFor(() => {
      const found = Array.from(document.querySelectorAll('.ant-select-item-option')).find((o) => o.textContent === 'One line: Overhead and fee');
      if (!found) throw new Error('no option');
      return found;
    });
    fireEvent.click(option);
    expect(select.closest('.ant-select')).toHaveTextContent('One line: Overhead and fee');
    await submit();
    expect(await screen.findByText('Company created successfully!')).toBeInTheDocument();
  });
});
