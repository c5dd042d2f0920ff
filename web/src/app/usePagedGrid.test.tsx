import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ProTable } from '@ant-design/pro-components';
import type { ActiveFilter } from '../gql/graphql';
import { CompaniesQuery } from '../modules/companies/operations';
import { EmployeesQuery } from '../modules/employees/operations';
import { renderRoutes, renderWithProviders } from '../test/utils';
import { gridPagination, PAGE_SIZES, usePagedGrid } from './usePagedGrid';

const company = (id: number) => ({
  __typename: 'Company' as const, id, name: `Company ${id}`, email: `${id}@c.test`, phone: '(212) 555-0100', city: 'City', state: 'State',
  zip: '10001', companyAdmin: `admin${id}@c.test`, isActive: true,
});
const companiesPage = (page: number, ids: number[], total: number) => ({
  request: { query: CompaniesQuery, variables: { page, pageSize: 10 } },
  result: { data: { companies: { __typename: 'CompanyPage' as const, total, items: ids.map(company) } } },
});

function CompaniesGrid({ onLoad }: { onLoad?: (page: unknown) => void }) {
  const grid = usePagedGrid({ query: CompaniesQuery, pageOf: (data) => data.companies, onLoad });
  return <ProTable columns={[{ title: 'Company Name', dataIndex: 'name' }]} {...grid.table} />;
}

function EmployeesGrid({ filter, onLoad }: { filter: ActiveFilter; onLoad: (page: unknown) => void }) {
  const grid = usePagedGrid({ query: EmployeesQuery, pageOf: (data) => data.employees, variables: { filter }, onLoad });
  return <ProTable columns={[{ title: 'First Name', dataIndex: 'firstName' }]} {...grid.table} />;
}

describe('usePagedGrid', () => {
  it('asks for page 1 of the default size, shows the rows and asks for the page chosen', async () => {
    const ids = Array.from({ length: 10 }, (_, i) => i + 1);
    renderWithProviders(<CompaniesGrid />, [companiesPage(1, ids, 12), companiesPage(2, [11, 12], 12)]);
    expect(await screen.findByText('Company 10')).toBeInTheDocument();
    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('Company 12')).toBeInTheDocument();
    expect(screen.queryByText('Company 1')).not.toBeInTheDocument();
  });

  it('keeps the page and size in the URL: a link to page 2 opens it, and choosing a page writes it (issue 10 item 4)', async () => {
    const { router } = renderRoutes([{ path: '*', element: <CompaniesGrid /> }], '/admin/all-company?page=2', [
      companiesPage(2, [11, 12], 12),
      companiesPage(1, Array.from({ length: 10 }, (_, i) => i + 1), 12),
    ]);
    expect(await screen.findByText('Company 12')).toBeInTheDocument();
    fireEvent.click(screen.getByTitle('1'));
    expect(await screen.findByText('Company 10')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
  });

  it('sends its other variables and hands each loaded page to onLoad', async () => {
    const onLoad = vi.fn();
    const page = { __typename: 'EmployeePage' as const, total: 0, billableCount: 3, nonBillableCount: 1, items: [] };
    renderWithProviders(<EmployeesGrid filter="ACTIVE" onLoad={onLoad} />, [
      { request: { query: EmployeesQuery, variables: { filter: 'ACTIVE', page: 1, pageSize: 10 } }, result: { data: { employees: page } } },
    ]);
    await waitFor(() => expect(onLoad).toHaveBeenCalledWith(expect.objectContaining({ billableCount: 3, nonBillableCount: 1 })));
  });

  it('a failed load leaves the grid empty and tells onLoad with null', async () => {
    const onLoad = vi.fn();
    renderWithProviders(<CompaniesGrid onLoad={onLoad} />, [
      { request: { query: CompaniesQuery, variables: { page: 1, pageSize: 10 } }, error: new Error('down') },
    ]);
    await waitFor(() => expect(onLoad).toHaveBeenCalledWith(null));
    expect(screen.queryByText(/Company \d/)).not.toBeInTheDocument();
  });

  it('pagination offers the page sizes with the first as default, unless told otherwise', () => {
    expect(gridPagination()).toEqual({ defaultPageSize: PAGE_SIZES[0], pageSizeOptions: PAGE_SIZES, showSizeChanger: true });
    expect(gridPagination([10, 25], 25)).toEqual({ defaultPageSize: 25, pageSizeOptions: [10, 25], showSizeChanger: true });
  });
});
