import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes, signIn } from '../../test/utils';
import { AllUsersPage } from './AllUsersPage';
import { FullUserDetailsPage } from './FullUserDetailsPage';
import { SetUserActiveMutation, UserQuery, UsersQuery } from './operations';

const user = (id: string, firstName: string, isActive = true, role: 'FULL_USER' | 'ESTIMATOR' = 'FULL_USER') => ({
  __typename: 'TenantUser', id, firstName, lastName: 'Lee', email: `${id}@u.test`, phone: '(212) 555-0100', address1: '1 Main St', address2: null,
  city: 'Austin', state: 'Texas', stateCode: 'TX', zip: '78701', role, roleLabel: role === 'FULL_USER' ? 'Full User' : 'Estimator', isActive,
  employeeId: null,
});
const page = (items: ReturnType<typeof user>[]) => ({
  request: { query: UsersQuery, variables: { page: 1, pageSize: 10 } },
  result: { data: { users: { __typename: 'TenantUserPage', total: items.length, items } } },
});
const routes = [
  { path: '/admin/all-users', element: <AllUsersPage /> },
  { path: '/admin/full-user-details', element: <FullUserDetailsPage /> },
];

describe('All Users', () => {
  it('rows with role labels; the status switch asks first and reloads', async () => {
    signIn({ read: ['all_users'], write: ['all_users'] });
    // The list answers with the server's current state, however often it is asked.
    let bobActive = false;
    const mocks = [
      {
        request: { query: UsersQuery, variables: { page: 1, pageSize: 10 } },
        result: () => page([user('1', 'Ann'), user('2', 'Bob', bobActive, 'ESTIMATOR')]).result,
        maxUsageCount: Infinity,
      },
      {
        request: { query: SetUserActiveMutation, variables: { id: '2', isActive: true } },
        result: () => {
          bobActive = true;
          return { data: { setUserActive: { __typename: 'TenantUser', id: '2', isActive: true } } };
        },
      },
    ];
    renderRoutes(routes, '/admin/all-users', mocks);
    expect(await screen.findByText('Bob Lee')).toBeInTheDocument();
    expect(screen.getByText('Full User')).toBeInTheDocument();
    expect(screen.getByText('Estimator')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add User' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Ann Lee' })).toHaveAttribute('href', '/admin/full-user-details?id=1');
    fireEvent.click(screen.getByLabelText('Active Bob Lee'));
    expect(await screen.findByText("Do you want to change this user's status?")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skip' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(bobActive).toBe(true));
    await waitFor(() => expect(screen.getByLabelText('Active Bob Lee')).toBeChecked());
  });

  it('without write on all_users: no add button, no edit, no switch', async () => {
    signIn({ read: ['all_users'] });
    renderRoutes(routes, '/admin/all-users', [page([user('1', 'Ann')])]);
    expect(await screen.findByText('Ann Lee')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add User' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Ann Lee' })).not.toBeInTheDocument();
  });

  it('Full User Details: breadcrumb and fields', async () => {
    signIn({ read: ['all_users'], write: ['all_users'] });
    renderRoutes(routes, '/admin/full-user-details?id=1', [{ request: { query: UserQuery, variables: { id: '1' } }, result: { data: { user: user('1', 'Ann') } } }]);
    expect(await screen.findByText('Ann Lee')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All Full Users' })).toHaveAttribute('href', '/admin/all-users');
    expect(screen.getByText('ZIP')).toBeInTheDocument();
    expect(screen.getByText('78701')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });
});
