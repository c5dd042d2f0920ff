import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../app/session';
import { renderRoutes, signIn } from '../../test/utils';
import { BidSheetsPage } from './BidSheetsPage';
import { catalogue } from '../lines/fixtures';
import { BidCatalogueQuery } from '../lines/operations';
import { bid, projectTotals } from './fixtures';
import { button, buttonsMatching, findButton, findLink, link } from '../../test/lookups';
import { AddBidMutation, BidSheetProjectQuery, DeleteBidMutation, UpdateBidMutation } from './operations';
import { SubcontractorsOfSubdivisionQuery } from '../subcontractors/operations';

const routes = [{ path: '/admin/bid-sheet', element: <BidSheetsPage /> }];
const project = (status: 'BIDDING' | 'PENDING' = 'BIDDING') => ({
  request: { query: BidSheetProjectQuery, variables: { id: '7' } },
  result: {
    data: {
      project: {
        ...projectTotals(status), uid: 'DC_1007', name: 'Main Street', displayName: 'Main Street',
        bids: [bid(), bid({ id: '13', division: { __typename: 'BidRef', id: '2', name: 'Metals' }, isAlternate: true, label: 'Canopy' })],
      },
    },
  },
  maxUsageCount: Infinity,
});
const catalogueMock = { request: { query: BidCatalogueQuery }, result: { data: catalogue }, maxUsageCount: Infinity };
const selectProject = () => saveSession({ selectedProject: { ProjectUid: 'DC_1007', id: '7', name: 'Main Street' } });

describe('Bid Sheets', () => {
  it('Add without a division or sub division says "Fill all the fields!" and sends nothing', async () => {
    signIn({ read: ['bid_sheets'], write: ['bid_sheets'] });
    selectProject();
    renderRoutes(routes, '/admin/bid-sheet', [project(), catalogueMock]);
    const add = await findButton('Add');
    fireEvent.click(add);
    expect(await screen.findByText('Fill all the fields!')).toBeInTheDocument();
    // Only the division chosen: still refused.
    fireEvent.mouseDown(screen.getByLabelText('Division'));
    fireEvent.click((await screen.findAllByTitle('03 Concrete')).at(-1)!);
    fireEvent.click(add);
    expect(await screen.findByText('Fill all the fields!')).toBeInTheDocument();
  });

  it('Add with division, sub division and a mapped active subcontractor: the new bid joins the grid without a refetch', async () => {
    signIn({ read: ['bid_sheets'], write: ['bid_sheets'] });
    selectProject();
    const added = bid({ id: '14', division: { __typename: 'BidRef', id: '1', name: 'Concrete' }, label: 'Footings', subcontractors: [], laborLines: [], tradeLines: [] });
    const mapped = {
      request: { query: SubcontractorsOfSubdivisionQuery, variables: { subdivisionId: '11' } },
      result: { data: { subcontractorsBySubdivision: [
        { __typename: 'SubcontractorSummary' as const, id: '4', companyName: 'Acme Concrete', email: 'a@acme.test', phone: '', isActive: true },
        { __typename: 'SubcontractorSummary' as const, id: '6', companyName: 'Idle Pour Co', email: 'i@idle.test', phone: '', isActive: false },
      ] } },
      maxUsageCount: Infinity,
    };
    const add = {
      request: { query: AddBidMutation, variables: { input: { projectUid: 'DC_1007', divisionId: '1', subdivisionId: '11', subcontractorIds: ['4'], isAlternate: false } } },
      result: { data: { addBid: added } },
    };
    renderRoutes(routes, '/admin/bid-sheet', [project(), catalogueMock, mapped, add]);
    await findLink('View Concrete');
    fireEvent.mouseDown(screen.getByLabelText('Division'));
    fireEvent.click((await screen.findAllByTitle('03 Concrete')).at(-1)!);
    await waitFor(() => expect(screen.getByLabelText('Sub Division')).toBeEnabled());
    fireEvent.mouseDown(screen.getByLabelText('Sub Division'));
    fireEvent.click((await screen.findAllByTitle('03 30 00 Cast-in-Place Concrete')).at(-1)!);
    await waitFor(() => expect(screen.getByLabelText('Subcontractors')).toBeEnabled());
    fireEvent.mouseDown(screen.getByLabelText('Subcontractors'));
    // Only active subcontractors are offered (docs/projects.md §2.6).
    fireEvent.click((await screen.findAllByTitle('Acme Concrete')).at(-1)!);
    expect(screen.queryAllByTitle('Idle Pour Co')).toEqual([]);
    fireEvent.click(button('Add'));
    expect(await screen.findByText('Bid sheet has been added successfully.')).toBeInTheDocument();
    expect(await findLink('View Concrete (Footings)')).toHaveAttribute('href', '/admin/division-details?id=14');
  });

  it('the two grids, the jump links, View to division-details, row actions and the project totals', async () => {
    signIn({ read: ['bid_sheets'], write: ['bid_sheets'] });
    selectProject();
    renderRoutes(routes, '/admin/bid-sheet', [project(), catalogueMock]);
    const bids = await screen.findByText('Bid Sheets', { selector: 'h2' });
    const normalCard = bids.closest('.ant-card') as HTMLElement;
    expect(within(normalCard).getByText('Concrete')).toBeInTheDocument();
    expect(within(normalCard).getByText('Acme Concrete, Best Build')).toBeInTheDocument();
    expect(within(normalCard).getByText('$4,300.00')).toBeInTheDocument();
    const altCard = screen.getByText('Alternate', { selector: 'h2' }).closest('.ant-card') as HTMLElement;
    expect(within(altCard).getAllByText('Alternate Cost').length).toBeGreaterThan(0);
    expect(within(normalCard).queryAllByText('Alternate Cost')).toEqual([]);
    expect(button('Make Normal Metals (Canopy)', altCard)).toBeInTheDocument();
    expect(link('View Concrete')).toHaveAttribute('href', '/admin/division-details?id=12');
    for (const name of ['Edit Concrete', 'Make Alternate Concrete', 'Delete Concrete', 'Add subcontractor to Concrete']) {
      expect(button(name)).toBeInTheDocument();
    }
    expect(button('Jump to Alternate')).toBeInTheDocument();
    expect(screen.getByText('Overhead (10.00%)')).toBeInTheDocument();
    expect(screen.getByText('$1,210.00')).toBeInTheDocument();
  });

  it('Make Alternate asks "Are you sure you want to change this bid type?"', async () => {
    signIn({ read: ['bid_sheets'], write: ['bid_sheets'] });
    selectProject();
    renderRoutes(routes, '/admin/bid-sheet', [project(), catalogueMock]);
    fireEvent.click(await findButton('Make Alternate Concrete'));
    expect(await screen.findByText('Are you sure you want to change this bid type?')).toBeInTheDocument();
  });

  it("Edit: a refused label update says 'Sorry! Couldn't update bid label.'; Delete asks first and the row leaves the grid", async () => {
    signIn({ read: ['bid_sheets'], write: ['bid_sheets'] });
    selectProject();
    const refused = {
      request: { query: UpdateBidMutation, variables: { id: '12', input: { label: 'Slab', scopeOfWork: 'Slab on grade', expectedVersion: 3 } } },
      result: { errors: [{ message: 'upstream failed', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] },
    };
    const removed = { request: { query: DeleteBidMutation, variables: { id: '12', expectedVersion: 3 } }, result: { data: { deleteBid: projectTotals('BIDDING', '0.00') } } };
    renderRoutes(routes, '/admin/bid-sheet', [project(), catalogueMock, refused, removed]);
    fireEvent.click(await findButton('Edit Concrete'));
    fireEvent.change(await screen.findByLabelText('Label'), { target: { value: 'Slab' } });
    fireEvent.click(button('Update'));
    expect(await screen.findByText("Sorry! Couldn't update bid label.")).toBeInTheDocument();
    fireEvent.click(button('Cancel'));

    fireEvent.click(button('Delete Concrete'));
    fireEvent.click(await findButton('Delete'));
    await waitFor(() => expect(link('View Concrete')).toBeNull());
    expect(link('View Metals (Canopy)')).toBeInTheDocument();
  });

  it('a Pending project: no add form and View only', async () => {
    signIn({ read: ['bid_sheets'], write: ['bid_sheets'] });
    selectProject();
    renderRoutes(routes, '/admin/bid-sheet', [project('PENDING'), catalogueMock]);
    expect(await findLink('View Concrete')).toBeInTheDocument();
    expect(buttonsMatching(new RegExp(`^${'Add'}$`))).toEqual([]);
    expect(buttonsMatching(/^(Edit|Delete|Make Alternate|Make Normal) /)).toEqual([]);
  });

  it('a reader: no add form and View only', async () => {
    signIn({ read: ['bid_sheets'] });
    selectProject();
    renderRoutes(routes, '/admin/bid-sheet', [project(), catalogueMock]);
    expect(await findLink('View Metals (Canopy)')).toBeInTheDocument();
    expect(buttonsMatching(new RegExp(`^${'Add'}$`))).toEqual([]);
    expect(buttonsMatching(/^(Edit|Delete|Make Alternate|Make Normal) /)).toEqual([]);
  });

  it('role 13 sees only the Upload Your Bid box', async () => {
    signIn({ roleId: 13, read: ['bid_sheets'], write: ['bid_sheets'] });
    selectProject();
    renderRoutes(routes, '/admin/bid-sheet', []);
    expect(await screen.findByText('Upload Your Bid')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Bid Sheets', { selector: 'h2' })).toBeNull());
    expect(buttonsMatching(new RegExp(`^${'Add'}$`))).toEqual([]);
  });
});
