import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, signIn } from '../../test/utils';
import { CreateUserMutation, EmployeesWithoutRoleQuery } from './operations';
import { UserDialog } from './UserDialog';
import { USER_MESSAGES } from './validation';

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => userEvent.setup().click(screen.getByRole('button', { name: 'Submit' }));

const noEmployees = { request: { query: EmployeesWithoutRoleQuery }, result: { data: { employeesWithoutRole: [] } } };

function fillValid() {
  type('First Name', 'Ann');
  type('Last Name', 'Lee');
  type('Email', 'ann@example.com');
  type('Phone', '2125550100');
  type('Address 1', '1 Main St');
  type('City', 'Austin');
  type('State', 'Texas');
  type('Zip', '787011');
}

const input = {
  firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '(212) 555-0100', address1: '1 Main St', address2: null,
  city: 'Austin', state: 'Texas', stateCode: null, zip: '78701', role: 'FULL_USER',
};

const created = {
  __typename: 'TenantUser', id: '9', ...input, roleLabel: 'Full User', isActive: true, employeeId: null,
};

describe('Create New User dialog', () => {
  it("blank mandatory fields: 'Fill all the mandatory fields.'; bad email: 'Enter a valid email address.'", async () => {
    signIn({ read: ['all_users'], write: ['all_users'] });
    renderWithProviders(<UserDialog open onClose={() => {}} onSaved={() => {}} />, [noEmployees]);
    expect(await screen.findByText('Create New User')).toBeInTheDocument();
    await submit();
    expect(await screen.findByText(USER_MESSAGES.mandatory)).toBeInTheDocument();
    fillValid();
    expect(screen.getByLabelText('Phone')).toHaveValue('(212) 555-0100');
    type('Email', 'ann@');
    await submit();
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
  });

  it('shows the server error text and keeps the dialog open', async () => {
    signIn({ read: ['all_users'], write: ['all_users'] });
    const mocks = [
      noEmployees,
      {
        request: { query: CreateUserMutation, variables: { input } },
        result: { errors: [new GraphQLError('This email ID already has a sign-in. Sign-in emails are unique across all companies.', { extensions: { code: 'CONFLICT' } })] },
      },
    ];
    const onSaved = vi.fn();
    renderWithProviders(<UserDialog open onClose={() => {}} onSaved={onSaved} />, mocks);
    await screen.findByText('Create New User');
    fillValid();
    await submit();
    expect(await screen.findByText('This email ID already has a sign-in. Sign-in emails are unique across all companies.')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('success: reloads the list, closes and resets the form', async () => {
    signIn({ read: ['all_users'], write: ['all_users'] });
    const mocks = [noEmployees, { request: { query: CreateUserMutation, variables: { input } }, result: { data: { createUser: created } } }];
    const onSaved = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(<UserDialog open onClose={onClose} onSaved={onSaved} />, mocks);
    await screen.findByText('Create New User');
    fillValid();
    await submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByLabelText('First Name')).toHaveValue('');
  });

  it('the employee picker prefills the fields and links the employee', async () => {
    signIn({ read: ['all_users'], write: ['all_users'] });
    const employee = {
      __typename: 'Employee', id: '4', firstName: 'Bob', lastName: 'Ray', email: 'bob@example.com', phone: '5125550100', address1: '2 Oak St',
      address2: null, city: 'Dallas', state: 'Texas', stateCode: 'TX', zip: '75201',
    };
    const withEmployee = {
      firstName: 'Bob', lastName: 'Ray', email: 'bob@example.com', phone: '(512) 555-0100', address1: '2 Oak St', address2: null,
      city: 'Dallas', state: 'Texas', stateCode: 'TX', zip: '75201', role: 'ESTIMATOR', employeeId: '4',
    };
    const onSaved = vi.fn();
    const mocks = [
      { request: { query: EmployeesWithoutRoleQuery }, result: { data: { employeesWithoutRole: [employee] } } },
      {
        request: { query: CreateUserMutation, variables: { input: withEmployee } },
        result: { data: { createUser: { ...created, ...withEmployee, id: '10', roleLabel: 'Estimator' } } },
      },
    ];
    renderWithProviders(<UserDialog open onClose={() => {}} onSaved={onSaved} />, mocks);
    await screen.findByText('Create New User');
    fireEvent.mouseDown(screen.getByLabelText('Employee'));
    fireEvent.click(await screen.findByTitle('Bob Ray'));
    await waitFor(() => expect(screen.getByLabelText('First Name')).toHaveValue('Bob'));
    expect(screen.getByLabelText('Zip')).toHaveValue('75201');
    fireEvent.mouseDown(screen.getByLabelText('Role'));
    fireEvent.click(await screen.findByTitle('Estimator'));
    await submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
  });
});
