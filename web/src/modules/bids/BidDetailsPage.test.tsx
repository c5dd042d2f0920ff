import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes, signIn } from '../../test/utils';
import { BidDetailsPage } from './BidDetailsPage';
import { catalogue, positions } from '../lines/fixtures';
import { BidCatalogueQuery, BidPositionsQuery } from '../lines/operations';
import { bid, laborLine, projectTotals, sub } from './fixtures';
import { BID_MESSAGES } from './messages';
import { button, buttonsMatching, findButton } from '../../test/lookups';
import {
  BidQuery, OpenBidForEditMutation, UpdateLaborLineMutation, ProjectBidNamesQuery, ReleaseBidMutation, SelectBidSubcontractorMutation,
} from './operations';

type Bid = ReturnType<typeof bid>;
const routes = [{ path: '/admin/division-details', element: <BidDetailsPage /> }];
const lease = { __typename: 'BidLease' as const, holderName: 'Test User', expiresAt: '2026-11-25T09:00:00.000Z', mine: true };
const granted = (b: Bid) => ({
  request: { query: OpenBidForEditMutation, variables: { bidId: b.id } },
  result: { data: { openBidForEdit: { __typename: 'BidLeaseGranted' as const, lease, bid: { __typename: 'Bid' as const, id: b.id, version: b.version, lease } } } },
  maxUsageCount: Infinity,
});
const locked = (b: Bid) => ({
  request: { query: OpenBidForEditMutation, variables: { bidId: b.id } },
  result: { data: { openBidForEdit: { __typename: 'BidLocked' as const, message: 'Someone else is already modifying this bid. Kindly try after some time.', holderName: 'Erin Estimator', expiresAt: '2026-11-25T09:00:00.000Z' } } },
  maxUsageCount: Infinity,
});
function mocks(b: Bid, leaseMock: MockLink.MockedResponse = granted(b), tree: typeof catalogue = catalogue, projectBids: Bid[] = [b]): MockLink.MockedResponse[] {
  return [
    { request: { query: BidQuery, variables: { id: b.id } }, result: { data: { bid: b } }, maxUsageCount: Infinity },
    { request: { query: ProjectBidNamesQuery, variables: { id: '7' } }, result: { data: { project: { __typename: 'Project' as const, id: '7', bids: projectBids } } }, maxUsageCount: Infinity },
    { request: { query: BidCatalogueQuery }, result: { data: tree }, maxUsageCount: Infinity },
    { request: { query: BidPositionsQuery }, result: { data: positions }, maxUsageCount: Infinity },
    { request: { query: ReleaseBidMutation, variables: { bidId: b.id } }, result: { data: { releaseBid: true } }, maxUsageCount: Infinity },
    leaseMock,
  ];
}
const writer = () => signIn({ read: ['bid_sheets'], write: ['bid_sheets'], project: true });
const headers = () => Array.from(document.querySelectorAll('th')).map((th) => th.textContent ?? '');
const labor = () => screen.getByText('Internal Labor Details').closest('.ant-collapse-item') as HTMLElement;
const trades = () => screen.getByText('Direct Trades Details').closest('.ant-collapse-item') as HTMLElement;
async function choose(label: string, option: string) {
  await waitFor(() => expect(screen.getByLabelText(label)).toBeEnabled());
  fireEvent.mouseDown(screen.getByLabelText(label));
  fireEvent.click((await screen.findAllByTitle(option)).at(-1)!);
}

describe('Bid Sheet Details', () => {
  it('breadcrumb, accordions with totals, the totals bar; an hourly bid reads Cost/Hour and Hours', async () => {
    writer();
    renderRoutes(routes, '/admin/division-details?id=12', mocks(bid()));
    expect(await screen.findByText('Internal Labor Details')).toBeInTheDocument();
    expect(screen.getByText('Home').closest('a')).toHaveAttribute('href', '/admin/projects');
    expect(screen.getByText('Bid Sheets').closest('a')).toHaveAttribute('href', '/admin/bid-sheet');
    expect(headers()).toEqual(expect.arrayContaining(['Cost/Hour', 'Hours']));
    expect(headers()).not.toContain('Cost/Week');
    expect(screen.getByTestId('labor-total')).toHaveTextContent('$4,000.00');
    expect(screen.getByTestId('trades-total')).toHaveTextContent('$300.00');
    for (const [title, value] of [['Bid Sheet Sub Total', '$4,300.00'], ['Profit', '$510.00'], ['Total', '$5,610.00']]) {
      const stat = screen.getByText(title, { selector: '.ant-statistic-title' }).closest('.ant-statistic') as HTMLElement;
      expect(stat).toHaveTextContent(value);
    }
  });

  it('a weekly bid reads Cost/Week and Weeks', async () => {
    writer();
    renderRoutes(routes, '/admin/division-details?id=12', mocks(bid({ pricingMode: 'WEEKLY' })));
    expect(await screen.findByText('Internal Labor Details')).toBeInTheDocument();
    expect(headers()).toEqual(expect.arrayContaining(['Cost/Week', 'Weeks']));
    expect(headers()).not.toContain('Cost/Hour');
    expect(screen.getByLabelText('Weekly')).toBeChecked();
  });

  it('clicking a subcontractor total selects it (selectBidSubcontractor), marks it and moves the totals; Total clears it', async () => {
    writer();
    const b = bid();
    const chosen = bid({
      version: 4, subcontractors: [sub('4', 'Acme Concrete', '1200.00', true, true), sub('5', 'Best Build', '1500.00')],
      totals: { __typename: 'BidTotals', labor: '4000.00', burden: '800.00', trades: '1200.00', subTotal: '5200.00', overhead: '800.00', profit: '600.00', totalCost: '6600.00' },
    });
    const select = vi.fn(() => ({ data: { selectBidSubcontractor: chosen } }));
    const clear = vi.fn(() => ({ data: { selectBidSubcontractor: { ...b, version: 5 } } }));
    renderRoutes(routes, '/admin/division-details?id=12', [
      ...mocks(b),
      { request: { query: SelectBidSubcontractorMutation, variables: { bidId: '12', subcontractorId: '4', expectedVersion: 3 } }, result: select },
      { request: { query: SelectBidSubcontractorMutation, variables: { bidId: '12', subcontractorId: null, expectedVersion: 4 } }, result: clear },
    ]);
    const acme = await findButton('Acme Concrete $1,200.00');
    expect(acme).toHaveAttribute('aria-pressed', 'false');
    // The lowest quote is marked before any selection (bid leveling).
    expect(within(acme.closest('[data-subcontractor]') as HTMLElement).getByText('Lowest')).toBeInTheDocument();
    await waitFor(() => expect(acme).toBeEnabled());
    fireEvent.click(acme);
    await waitFor(() => expect(select).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(button('Acme Concrete $1,200.00')).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getAllByText('Selected').length).toBeGreaterThan(0);
    expect(screen.getByTestId('trades-total')).toHaveTextContent('$1,200.00');
    fireEvent.click(button('Total'));
    await waitFor(() => expect(clear).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByTestId('trades-total')).toHaveTextContent('$300.00'));
  });

  it('one row in edit at a time: Add Row blocks Add and Edit elsewhere; Cancel removes the unsaved row; empty Save says "Enter all mandatory fields."', async () => {
    writer();
    renderRoutes(routes, '/admin/division-details?id=12', mocks(bid()));
    const add = await findButton('Add Labor Row');
    await waitFor(() => expect(add).toBeEnabled());
    const rowsBefore = labor().querySelectorAll('tbody tr.ant-table-row').length;
    fireEvent.click(add);
    expect(labor().querySelectorAll('tbody tr.ant-table-row')).toHaveLength(rowsBefore + 1);
    // The new row starts at quantity 1, units 1, cost 0 (docs/projects.md §4).
    expect(screen.getByLabelText('Quantity')).toHaveValue('1');
    expect(screen.getByLabelText('Hours')).toHaveValue('1');
    expect(screen.getByLabelText('Cost/Hour')).toHaveValue('0');
    expect(add).toBeDisabled();
    expect(button('Edit labor Project Manager Senior')).toBeDisabled();
    expect(button('Delete labor Project Manager Senior')).toBeDisabled();
    fireEvent.click(button('Save', labor()));
    expect(await screen.findByText('Enter all mandatory fields.')).toBeInTheDocument();
    fireEvent.click(button('Cancel', labor()));
    expect(labor().querySelectorAll('tbody tr.ant-table-row')).toHaveLength(rowsBefore);
    expect(add).toBeEnabled();
    // Escape from a cell cancels the row in edit too.
    fireEvent.click(button('Edit labor Project Manager Senior'));
    fireEvent.keyDown(screen.getByLabelText('Notes'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByLabelText('Notes')).toBeNull());
  });

  it('Enter in a cell saves the row in edit (updateLaborLine with the bid version) and the row leaves edit', async () => {
    writer();
    const b = bid();
    const update = vi.fn(() => ({ data: { updateLaborLine: bid({ version: 4, laborLines: [laborLine('21', { notes: 'Night shift' })] }) } }));
    renderRoutes(routes, '/admin/division-details?id=12', [...mocks(b), {
      request: {
        query: UpdateLaborLineMutation,
        variables: { id: '21', input: { positionId: '3', levelId: '31', quantity: '2', units: '40', costPerUnit: '50.0000', costCode: '01 31 13', notes: 'Night shift', expectedVersion: 3 } },
      },
      result: update,
    }]);
    fireEvent.click(await findButton('Edit labor Project Manager Senior'));
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: 'Night shift' } });
    fireEvent.keyDown(screen.getByLabelText('Notes'), { key: 'Enter' });
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByLabelText('Notes')).toBeNull());
    expect(await screen.findByText('Night shift')).toBeInTheDocument();
  });

  it('a save refused with BID_VERSION_CONFLICT reloads the bid and tells the user', async () => {
    writer();
    const b = bid();
    const newer = bid({ version: 9, laborLines: [laborLine('21', { notes: 'Changed elsewhere' })] });
    let reads = 0;
    const read = vi.fn(() => ({ data: { bid: reads++ === 0 ? b : newer } }));
    const [, ...others] = mocks(b);
    renderRoutes(routes, '/admin/division-details?id=12', [
      { request: { query: BidQuery, variables: { id: '12' } }, result: read, maxUsageCount: Infinity },
      ...others,
      {
        request: { query: UpdateLaborLineMutation, variables: () => true },
        result: { errors: [{ message: 'The bid changed.', extensions: { code: 'CONFLICT', reason: 'BID_VERSION_CONFLICT' } }] },
      },
    ]);
    fireEvent.click(await findButton('Edit labor Project Manager Senior'));
    fireEvent.keyDown(screen.getByLabelText('Notes'), { key: 'Enter' });
    expect(await screen.findByText('This bid was changed by someone else meanwhile. It has been reloaded: apply your change again.')).toBeInTheDocument();
    expect(await screen.findByText('Changed elsewhere')).toBeInTheDocument();
  });

  it('choosing a position clears the level; choosing a part fills cost per unit, U/M and the cost code', async () => {
    writer();
    renderRoutes(routes, '/admin/division-details?id=12', mocks(bid()));
    fireEvent.click(await findButton('Edit labor Project Manager Senior'));
    await choose('Position', 'Superintendent');
    await waitFor(() => expect(within(labor()).queryByTitle('Senior')).toBeNull());
    await choose('Level', 'Lead');
    // The level's hourly rate on an hourly bid.
    expect(screen.getByLabelText('Cost/Hour')).toHaveValue('45.0000');
    fireEvent.click(button('Cancel', labor()));

    const add = button('Add Trade Row', trades());
    await waitFor(() => expect(add).toBeEnabled());
    fireEvent.click(add);
    expect(screen.getByLabelText('Cost Per Unit')).toHaveValue('0');
    expect(screen.getByLabelText('Amount Acme Concrete')).toBeInTheDocument();
    await choose('Sub Division', '03 30 00 Cast-in-Place Concrete');
    await choose('Category', 'Structural Concrete');
    await choose('Part', 'Rebar #5');
    expect(screen.getByLabelText('Cost Per Unit')).toHaveValue('1.25');
    expect(screen.getByLabelText('U/M')).toHaveValue('LF');
    expect(within(trades()).getByLabelText('Cost Code')).toHaveValue('03 21 00');
  });

  it('held by someone else: the concurrent-edit modal, and the tables are read-only', async () => {
    writer();
    const b = bid();
    renderRoutes(routes, '/admin/division-details?id=12', mocks(b, locked(b)));
    expect(await screen.findByText('Internal Labor Details')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm-content')).toHaveTextContent('Someone else is already modifying this bid. Kindly try after some time.'));
    expect(buttonsMatching(/^Add Labor Row$/)).toEqual([]);
    expect(buttonsMatching(/^Edit labor/)).toEqual([]);
    expect(buttonsMatching(/^Acme Concrete/)).toEqual([]);
  });
  /** Nothing on the page changes the bid: no add, edit, delete, subcontractor selection, pricing switch or plus. */
  function expectReadOnly() {
    expect(buttonsMatching(/^Add (Labor|Trade) Row$/)).toEqual([]);
    expect(buttonsMatching(/^(Edit|Delete) (labor|trade)/)).toEqual([]);
    expect(buttonsMatching(/^(Acme Concrete|Best Build)/)).toEqual([]);
    expect(buttonsMatching(/^Add a bid$/)).toEqual([]);
    expect(screen.getByLabelText('Hourly')).toBeDisabled();
    expect(screen.getByLabelText('Weekly')).toBeDisabled();
    // The rows are still shown.
    expect(within(labor()).getByText('Project Manager')).toBeInTheDocument();
    expect(within(trades()).getByText('Ready-mix concrete, 4000 psi')).toBeInTheDocument();
  }

  it('a Pending project: read-only tables, the Pending notice, and no lease asked for', async () => {
    writer();
    const b = bid({ project: projectTotals('PENDING') });
    const open = vi.fn(() => granted(b).result);
    renderRoutes(routes, '/admin/division-details?id=12', mocks(b, { ...granted(b), result: open }));
    expect(await screen.findByText('Internal Labor Details')).toBeInTheDocument();
    expect(await screen.findByText(BID_MESSAGES.pending)).toBeInTheDocument();
    expectReadOnly();
    // Still read-only once every query has answered.
    await waitFor(() => expect(screen.getByLabelText('Bid')).toBeInTheDocument());
    expectReadOnly();
    expect(open).not.toHaveBeenCalled();
  });

  it('a user without bid_sheets write: read-only tables and no lease asked for', async () => {
    signIn({ read: ['bid_sheets'], write: [], project: true });
    const b = bid();
    const open = vi.fn(() => granted(b).result);
    renderRoutes(routes, '/admin/division-details?id=12', mocks(b, { ...granted(b), result: open }));
    expect(await screen.findByText('Internal Labor Details')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Bid')).toBeInTheDocument());
    expectReadOnly();
    expect(screen.queryByText(BID_MESSAGES.pending)).toBeNull();
    expect(open).not.toHaveBeenCalled();
  });

  it("changing a trade row's subdivision clears its category and part", async () => {
    writer();
    // A second subdivision of the bid's division, with a category and part of its own.
    const tree = structuredClone(catalogue);
    tree.catalogueTree.divisions[0]!.subdivisions.push({
      __typename: 'CatalogueSubdivision', id: '12', name: '03 20 00 Concrete Reinforcing',
      categories: [{ __typename: 'CatalogueCategory', id: '121', name: 'Reinforcing Steel', partIds: ['10'] }],
    });
    renderRoutes(routes, '/admin/division-details?id=12', mocks(bid(), undefined, tree));
    const edit = await findButton('Edit trade Ready-mix concrete, 4000 psi');
    await waitFor(() => expect(edit).toBeEnabled());
    fireEvent.click(edit);
    // The row in edit starts from its own subdivision, category and part.
    await waitFor(() => expect(within(trades()).getByTitle('Structural Concrete')).toBeInTheDocument());
    expect(within(trades()).getByTitle('Ready-mix concrete, 4000 psi')).toBeInTheDocument();
    await choose('Sub Division', '03 20 00 Concrete Reinforcing');
    await waitFor(() => expect(within(trades()).queryByTitle('Structural Concrete')).toBeNull());
    expect(within(trades()).queryByTitle('Ready-mix concrete, 4000 psi')).toBeNull();
    expect(within(trades()).getByTitle('03 20 00 Concrete Reinforcing')).toBeInTheDocument();
    // Category is offered from the new subdivision; Part waits for it.
    expect(screen.getByLabelText('Category')).toBeEnabled();
    expect(screen.getByLabelText('Part')).toBeDisabled();
    await choose('Category', 'Reinforcing Steel');
    await waitFor(() => expect(screen.getByLabelText('Part')).toBeEnabled());
  });

  it('the bid selector: previous and next move between the project’s bids, disabled at either end', async () => {
    writer();
    const first = bid();
    const second = bid({ id: '13', label: 'Footings', laborLines: [], tradeLines: [] });
    const third = bid({ id: '14', label: 'Walls', laborLines: [], tradeLines: [] });
    const all = [first, second, third];
    const release = (b: Bid) => ({ request: { query: ReleaseBidMutation, variables: { bidId: b.id } }, result: { data: { releaseBid: true } }, maxUsageCount: Infinity });
    renderRoutes(routes, '/admin/division-details?id=12', [
      ...mocks(first, granted(first), catalogue, all),
      ...[second, third].flatMap((b) => [
        { request: { query: BidQuery, variables: { id: b.id } }, result: { data: { bid: b } }, maxUsageCount: Infinity },
        granted(b), release(b),
      ]),
    ]);
    const previous = await findButton('Previous bid');
    const next = button('Next bid');
    await waitFor(() => expect(next).toBeEnabled());
    expect(previous).toBeDisabled();
    fireEvent.click(next);
    await waitFor(() => expect(window.location.search).toBe('?id=13'));
    expect(await screen.findByRole('heading', { name: 'Concrete (Footings)' })).toBeInTheDocument();
    await waitFor(() => expect(button('Previous bid')).toBeEnabled());
    fireEvent.click(button('Next bid'));
    await waitFor(() => expect(window.location.search).toBe('?id=14'));
    expect(await screen.findByRole('heading', { name: 'Concrete (Walls)' })).toBeInTheDocument();
    await waitFor(() => expect(button('Next bid')).toBeDisabled());
    fireEvent.click(button('Previous bid'));
    await waitFor(() => expect(window.location.search).toBe('?id=13'));
    fireEvent.click(await findButton('Previous bid'));
    await waitFor(() => expect(window.location.search).toBe('?id=12'));
    expect(await screen.findByRole('heading', { name: 'Concrete' })).toBeInTheDocument();
    await waitFor(() => expect(button('Previous bid')).toBeDisabled());
  });
});
