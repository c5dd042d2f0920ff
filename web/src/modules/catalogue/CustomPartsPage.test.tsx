import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes, signIn } from '../../test/utils';
import { CustomPartsPage } from './CustomPartsPage';
import { CatalogueListsQuery, PartsQuery } from './operations';

const lists = {
  data: {
    divisions: [{ __typename: 'Division', id: '1', number: '03', name: 'Concrete' }],
    subdivisions: [{ __typename: 'Subdivision', id: '11', name: '03 30 00 Cast-in-Place Concrete', divisionId: '1', divisionName: 'Concrete', divisionNumber: '03' }],
    categories: [{ __typename: 'Category', id: '111', name: 'Structural Concrete', subdivisionId: '11', subdivisionName: '03 30 00 Cast-in-Place Concrete', divisionId: '1', divisionName: 'Concrete' }],
    unitsOfMeasure: [{ __typename: 'UnitOfMeasure', id: '5', name: 'CY' }],
  },
};
const parts = {
  data: {
    parts: {
      __typename: 'PartPage', total: 1,
      items: [{
        __typename: 'Part', id: '9', name: 'Ready-mix concrete, 4000 psi', costPerUnit: '1185.00', unit: 'CY', unitId: '5', costCode: '03 31 00',
        categoryId: '111', categoryName: 'Structural Concrete', subdivisionId: '11', subdivisionName: '03 30 00 Cast-in-Place Concrete',
        divisionId: '1', divisionName: 'Concrete',
      }],
    },
  },
};
const mocks = [
  { request: { query: CatalogueListsQuery }, result: lists, maxUsageCount: Infinity, delay: 50 },
  { request: { query: PartsQuery, variables: () => true }, result: parts, maxUsageCount: Infinity, delay: 50 },
];
const routes = [{ path: '/admin/custom-parts', element: <CustomPartsPage /> }];

describe('Custom Parts', () => {
  it('shows a skeleton while loading, then the four grids; a writer gets Create, Edit and Delete named for each row', async () => {
    signIn({ read: ['bid_sheets'], write: ['bid_sheets', 'upload_parts'] });
    renderRoutes(routes, '/admin/custom-parts', mocks);
    expect(document.querySelector('.ant-skeleton')).not.toBeNull();
    expect(screen.queryByText('No divisions')).not.toBeInTheDocument();
    expect(await screen.findByText('Ready-mix concrete, 4000 psi')).toBeInTheDocument();
    expect(screen.getByText('$1,185.00')).toBeInTheDocument();
    for (const name of ['Divisions', 'Sub Divisions', 'Categories', 'Parts']) expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    for (const label of ['Create Division', 'Create Sub Division', 'Create Category', 'Create Part', 'Upload Parts',
      'Edit Concrete', 'Delete Concrete', 'Edit Structural Concrete', 'Delete Ready-mix concrete, 4000 psi']) {
      expect(screen.getByRole('button', { name: label }), label).toBeInTheDocument();
    }
  });

  it('a reader (bid_sheets read only) is offered no change and no upload', async () => {
    signIn({ read: ['bid_sheets'], write: [] });
    renderRoutes(routes, '/admin/custom-parts', mocks);
    expect(await screen.findByText('Ready-mix concrete, 4000 psi')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Structural Concrete', { selector: 'td' })).toHaveLength(2));
    expect(screen.queryAllByRole('button', { name: /^(Create|Edit|Delete|Upload) / })).toEqual([]);
  });
});
