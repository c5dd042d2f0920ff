import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../app/session';
import { renderRoutes, signIn } from '../../test/utils';
import { catalogue, positions } from '../lines/fixtures';
import { BidCatalogueQuery, BidPositionsQuery } from '../lines/operations';
import { button, buttonsMatching, findButton } from '../../test/lookups';
import { accepted, pco, pcoLaborLine } from './fixtures';
import { DeletePcoTradeLineMutation, PcoQuery, ProjectPcoNamesQuery, UpdatePcoLaborLineMutation } from './graphql/operations';
import { PcoDetailsPage } from './PcoDetailsPage';

type Pco = ReturnType<typeof pco>;
const routes = [{ path: '/admin/pco-division-details', element: <PcoDetailsPage /> }];
const names = (status: 'IN_PROGRESS' | 'PENDING', ...pcos: Pco[]) => ({
  request: { query: ProjectPcoNamesQuery, variables: { id: '7' } },
  result: { data: { project: { __typename: 'Project' as const, id: '7', status, pcos: pcos.map(({ id, name, title, status: s, changeOrderName }) => ({ __typename: 'Pco' as const, id, name, title, status: s, changeOrderName })) } } },
  maxUsageCount: Infinity,
});
function mocks(shown: Pco[], status: 'IN_PROGRESS' | 'PENDING' = 'IN_PROGRESS'): MockLink.MockedResponse[] {
  return [
    ...shown.map((p) => ({ request: { query: PcoQuery, variables: { id: p.id } }, result: { data: { pco: p } }, maxUsageCount: Infinity })),
    names(status, ...shown),
    { request: { query: BidCatalogueQuery }, result: { data: catalogue }, maxUsageCount: Infinity },
    { request: { query: BidPositionsQuery }, result: { data: positions }, maxUsageCount: Infinity },
  ];
}
const open = (who: { write?: string[] } = { write: ['pcos'] }) => {
  signIn({ read: ['pcos'], ...who });
  saveSession({ selectedProject: { ProjectUid: 'DC_1007', id: '7', name: 'Main Street' } });
};
const headers = () => Array.from(document.querySelectorAll('th')).map((th) => th.textContent ?? '');
const stat = (title: string) => screen.getByText(title, { selector: '.ant-statistic-title' }).closest('.ant-statistic') as HTMLElement;

describe('PCO Details', () => {
  it('breadcrumb Home > PCO > PCO Details, the accordions with totals, the badges; a weekly PCO reads Cost/Week and Weeks', async () => {
    open();
    renderRoutes(routes, '/admin/pco-division-details?id=1', mocks([pco({ pricingMode: 'WEEKLY' })]));
    expect(await screen.findByText('Internal Labor Details')).toBeInTheDocument();
    expect(screen.getByText('Home').closest('a')).toHaveAttribute('href', '/admin/projects');
    expect(screen.getByText('PCO', { selector: 'a' })).toHaveAttribute('href', '/admin/pco');
    expect(screen.getByText('PCO Details')).toBeInTheDocument();
    expect(headers()).toEqual(expect.arrayContaining(['Cost/Week', 'Weeks']));
    expect(headers()).not.toContain('Cost/Hour');
    // No subcontractor quotes on PCO trade lines.
    expect(buttonsMatching(/^Add Subcontractor$/)).toEqual([]);
    expect(screen.getByTestId('labor-total')).toHaveTextContent('$800.00');
    expect(screen.getByTestId('trades-total')).toHaveTextContent('$100.00');
    expect(stat('Total Cost')).toHaveTextContent('$1,000.00');
    expect(stat('Profit (10.00%)')).toHaveTextContent('$100.00');
    expect(stat('PCO Total Cost')).toHaveTextContent('$1,100.00');
    expect(button('Add Labor Row')).toBeInTheDocument();
    expect(headers()).toContain('Actions');
  });

  it('the selector names an accepted PCO with its change order; next and previous move between PCOs', async () => {
    open();
    const first = pco();
    const second = accepted('2', 1, { title: 'Canopy steel' });
    const { router } = renderRoutes(routes, '/admin/pco-division-details?id=1', mocks([first, second]));
    const next = await findButton('Next PCO');
    await waitFor(() => expect(next).toBeEnabled());
    expect(button('Previous PCO')).toBeDisabled();
    fireEvent.click(next);
    await waitFor(() => expect(router.state.location.search).toBe('?id=2'));
    expect(await screen.findByRole('heading', { level: 1, name: 'PCO-002 (CO-001) — Canopy steel' })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('#pco-selector')?.closest('.ant-select')).toHaveTextContent('PCO-002 (CO-001) — Canopy steel'));
  });

  it('an Accepted PCO is read-only: no Add Row, no actions column', async () => {
    open();
    renderRoutes(routes, '/admin/pco-division-details?id=2', mocks([accepted('2', 1)]));
    expect(await screen.findByText('This PCO is Accepted: its lines cannot change.')).toBeInTheDocument();
    expect(buttonsMatching(/^Add (Labor|Trade) Row$/)).toEqual([]);
    expect(headers()).not.toContain('Actions');
    expect(screen.getByLabelText('Hourly')).toBeDisabled();
  });

  it('a Pending project is read-only too', async () => {
    open();
    renderRoutes(routes, '/admin/pco-division-details?id=1', mocks([pco({ editable: false })], 'PENDING'));
    expect(await screen.findByText('This project is Pending: its PCOs cannot change.')).toBeInTheDocument();
    expect(buttonsMatching(/^Add (Labor|Trade) Row$/)).toEqual([]);
    expect(headers()).not.toContain('Actions');
  });

  it('Enter saves a labor row with the PCO version (updatePcoLaborLine); deleting a trade asks "Do you want to delete this direct trade?"', async () => {
    open();
    const p = pco();
    const update = vi.fn(() => ({ data: { updatePcoLaborLine: pco({ version: 4, laborLines: [{ ...pcoLaborLine('21'), notes: 'Weekend work' }] }) } }));
    const del = vi.fn(() => ({ data: { deletePcoTradeLine: pco({ version: 5, tradeLines: [] }) } }));
    renderRoutes(routes, '/admin/pco-division-details?id=1', [...mocks([p]), {
      request: {
        query: UpdatePcoLaborLineMutation,
        variables: { id: '21', input: { positionId: '3', levelId: '31', quantity: '2', units: '8', costPerUnit: '50.0000', costCode: '01 31 13', notes: 'Weekend work', expectedVersion: 3 } },
      },
      result: update,
    }, { request: { query: DeletePcoTradeLineMutation, variables: { id: '31', expectedVersion: 4 } }, result: del }]);
    fireEvent.click(await findButton('Edit labor Project Manager Senior'));
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: 'Weekend work' } });
    fireEvent.keyDown(screen.getByLabelText('Notes'), { key: 'Enter' });
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Weekend work')).toBeInTheDocument();

    fireEvent.click(await findButton('Delete trade Rebar #5'));
    expect(await screen.findByText('Do you want to delete this direct trade?')).toBeInTheDocument();
    fireEvent.click(button('Delete', document.querySelector('.ant-modal-confirm') as HTMLElement));
    await waitFor(() => expect(del).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByText('Rebar #5')).toBeNull());
  });

  it('without pcos write the tables are read-only', async () => {
    open({ write: [] });
    renderRoutes(routes, '/admin/pco-division-details?id=1', mocks([pco()]));
    expect(await screen.findByText('Internal Labor Details')).toBeInTheDocument();
    expect(buttonsMatching(/^Add (Labor|Trade) Row$/)).toEqual([]);
  });
});
