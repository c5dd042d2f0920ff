import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../app/session';
import { renderRoutes, signIn } from '../../test/utils';
import { catalogue } from '../lines/fixtures';
import { BidCatalogueQuery } from '../lines/operations';
import { buttonsMatching } from '../../test/lookups';
import { ChangeOrderDetailsPage } from './ChangeOrderDetailsPage';
import { ChangeOrdersPage } from './ChangeOrdersPage';
import { accepted, pcoRow, totals } from './fixtures';
import { PcoQuery, ProjectChangeOrdersQuery } from './graphql/operations';

const open = () => {
  signIn({ read: ['cos'] });
  saveSession({ selectedProject: { ProjectUid: 'DC_1007', id: '7', name: 'Main Street' } });
};
const changeOrder = (pcoId: string, number: number, amount: string, running: string, title: string) => ({
  __typename: 'ChangeOrder' as const, number, name: `CO-00${number}`, runningContractSum: running,
  pco: pcoRow({ id: pcoId, status: 'ACCEPTED', changeOrderNumber: number, changeOrderName: `CO-00${number}`, title, totals: totals(amount), editable: false, deletable: false }),
});

describe('Change Orders', () => {
  it('lists the change orders with the running contract sum, and the original contract and contract sum to date', async () => {
    open();
    renderRoutes([{ path: '/admin/change-order', element: <ChangeOrdersPage /> }], '/admin/change-order', [{
      request: { query: ProjectChangeOrdersQuery, variables: { id: '7' } },
      result: {
        data: {
          project: {
            __typename: 'Project' as const, id: '7', uid: 'DC_1007', name: 'Main Street', displayName: 'Main Street',
            contractSum: { __typename: 'ContractSum' as const, original: '250000.00', changeOrders: '13020.00', toDate: '263020.00' },
            changeOrders: [
              changeOrder('4', 1, '9020.00', '259020.00', 'Added storefront doors'),
              changeOrder('6', 2, '4000.00', '263020.00', 'Canopy steel'),
            ],
          },
        },
      },
    }]);
    const sum = await screen.findByLabelText('Contract sum');
    expect(within(sum).getByText('Original Contract Sum').closest('.ant-statistic')).toHaveTextContent('$250,000.00');
    expect(within(sum).getByText('Contract Sum to Date').closest('.ant-statistic')).toHaveTextContent('$263,020.00');
    const first = screen.getByText('CO-001').closest('tr') as HTMLElement;
    expect(first).toHaveTextContent('Added storefront doors');
    expect(first).toHaveTextContent('$9,020.00');
    expect(first).toHaveTextContent('$259,020.00');
    expect(within(first).getByRole('link', { name: 'View CO-001' })).toHaveAttribute('href', '/admin/change-order-details?id=4');
    expect(screen.getByText('CO-002').closest('tr')).toHaveTextContent('$263,020.00');
  });

  it('Change Order Details: the change order and its lines, read-only', async () => {
    open();
    renderRoutes([{ path: '/admin/change-order-details', element: <ChangeOrderDetailsPage /> }], '/admin/change-order-details?id=4', [
      { request: { query: PcoQuery, variables: { id: '4' } }, result: { data: { pco: accepted('4', 1, { name: 'PCO-004' }) } } },
      { request: { query: BidCatalogueQuery }, result: { data: catalogue }, maxUsageCount: Infinity },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'CO-001 — Added storefront doors' })).toBeInTheDocument();
    expect(screen.getByText('Change Orders').closest('a')).toHaveAttribute('href', '/admin/change-order');
    await waitFor(() => expect(screen.getByText('Project Manager')).toBeInTheDocument());
    expect(screen.getByText('Rebar #5')).toBeInTheDocument();
    expect(screen.getByText('PCO Total Cost').closest('.ant-statistic')).toHaveTextContent('$1,100.00');
    expect(buttonsMatching(/^(Add (Labor|Trade) Row|Edit|Delete)/)).toEqual([]);
  });
});
