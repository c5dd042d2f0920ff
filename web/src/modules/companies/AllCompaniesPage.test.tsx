import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes, signIn } from '../../test/utils';
import { AllCompaniesPage } from './AllCompaniesPage';
import { CompaniesQuery, SetCompanyActiveMutation } from './operations';

const row = (id: number, name: string, isActive = true) => ({
  __typename: 'Company', id, name, email: `${id}@c.test`, phone: '(212) 555-0100', city: 'City 1', state: 'State 1', zip: '10001',
  companyAdmin: `admin${id}@c.test`, isActive,
});
const page = (items: ReturnType<typeof row>[]) => ({
  request: { query: CompaniesQuery, variables: { page: 1, pageSize: 10 } },
  result: { data: { companies: { __typename: 'CompanyPage', total: items.length, items } } },
});
const routes = [
  { path: '/admin/all-company', element: <AllCompaniesPage /> },
  { path: '/admin/create-company', element: <p>create form</p> },
];

describe('All Companies', () => {
  it('platform admin: rows, Create New Company, status switch with confirmation and success toast', async () => {
    signIn({ roleId: 1, read: ['add_new_company'], write: ['add_new_company'] });
    const mocks = [
      page([row(1, 'Demo Construction Co'), row(2, 'Second Demo Builders', false)]),
      { request: { query: SetCompanyActiveMutation, variables: { id: 2, isActive: true } }, result: { data: { setCompanyActive: { __typename: 'Company', id: 2, isActive: true } } } },
      page([row(1, 'Demo Construction Co'), row(2, 'Second Demo Builders', true)]),
    ];
    renderRoutes(routes, '/admin/all-company', mocks);
    expect(await screen.findByText('Second Demo Builders')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create New Company' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Demo Construction Co' })).toHaveAttribute('href', '/admin/company-details?id=1');
    expect(screen.getByRole('link', { name: 'Edit Demo Construction Co' })).toHaveAttribute('href', '/admin/edit-company?id=1');
    fireEvent.click(screen.getByRole('switch', { name: 'Active Second Demo Builders' }));
    expect(await screen.findByText('Do you want to change the company status?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Company status has been changed successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Active Second Demo Builders' })).toBeChecked());
  });

  it("without write on add_new_company: no button, plain 'Active'", async () => {
    signIn({ roleId: 3, read: ['add_new_company'] });
    renderRoutes(routes, '/admin/all-company', [page([row(1, 'Demo Construction Co')])]);
    expect(await screen.findByText('Demo Construction Co')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create New Company' })).not.toBeInTheDocument();
  });
});
