import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../app/session';
import { renderRoutes, signIn } from '../../test/utils';
import { fullProject } from '../projects/fixtures';
import { BidSheetProjectQuery } from '../bids/operations';
import { ProposalOverheadQuery, ProposalSendingsQuery } from './graphql/operations';
import { ProjectQuery } from '../projects/operations';
import { ProposalPage } from './ProposalPage';

const routes = [
  { path: '/admin/project-details', element: <ProposalPage /> },
  { path: '/admin/edit-project', element: <p>edit form</p> },
];
const projectMock = (p: ReturnType<typeof fullProject>) => ({ request: { query: ProjectQuery, variables: { id: p.id } }, result: { data: { project: p } } });
// The proposal's grids and totals box read the project's bids with its totals (one answer, docs/money.md §8).
const totalsMock = {
  request: { query: BidSheetProjectQuery, variables: { id: '7' } },
  result: {
    data: {
      project: {
        __typename: 'Project' as const, id: '7', uid: 'DC_1007', name: 'Main Street', displayName: 'Main Street', status: 'BIDDING' as const,
        markupMode: 'FIXED_PERCENTAGE' as const, totalCost: '50000.00', bids: [],
        totals: {
          __typename: 'ProjectTotals' as const, bidTotals: '40000.00', overheadCost: '4000.00', overheadPercentage: '10.00',
          profitCost: '6000.00', profitPercentage: '15.00', totalCost: '50000.00',
        },
      },
    },
  },
};
const sendingsMock = { request: { query: ProposalSendingsQuery, variables: { projectUid: 'DC_1007' } }, result: { data: { proposalSendings: [] } } };
const overheadMock = (proposalOverhead: 'SEPARATE_WITH_PERCENTAGES' | 'SEPARATE' | 'COMBINED') =>
  ({ request: { query: ProposalOverheadQuery }, result: { data: { proposalOverhead } } });
const select = (p: ReturnType<typeof fullProject>) => saveSession({ selectedProject: { ProjectUid: p.uid, id: p.id, name: p.displayName } });
const editButton = () => document.querySelector('button[aria-label="Edit project"]');

describe('Proposal (project details)', () => {
  it('owner card, contract details, totals box and the Edit pencil at Bidding with write', async () => {
    signIn({ read: ['all_projects'], write: ['all_projects'] });
    const p = fullProject();
    select(p);
    const { router } = renderRoutes(routes, '/admin/project-details', [projectMock(p), totalsMock, sendingsMock]);
    expect(await screen.findByText('DC_1007')).toBeInTheDocument();
    expect(screen.getByText('All Projects')).toBeInTheDocument();
    expect(screen.getByText('Acme Owner LLC')).toBeInTheDocument();
    expect(screen.getByText('Mona Manager')).toBeInTheDocument();
    // Owner card and contract details each show city/ST/ZIP.
    expect(screen.getAllByText('Austin, TX 78701')).toHaveLength(2);
    expect(screen.getByText('1 Owner Way')).toBeInTheDocument();
    expect(screen.getByText('100 Congress Ave')).toBeInTheDocument();
    expect(screen.getByText('Office')).toBeInTheDocument();
    expect(screen.getByText('New Build')).toBeInTheDocument();
    expect(screen.getByText('Sam Super')).toBeInTheDocument();
    expect(screen.getByText('03/01/2025 2:30 PM')).toBeInTheDocument();
    expect(screen.getByText('04/29/2025')).toBeInTheDocument();
    expect(screen.getByText('12,000')).toBeInTheDocument();
    expect(await screen.findByText('$40,000.00')).toBeInTheDocument();
    expect(screen.getByText('Overhead (10.00%)')).toBeInTheDocument();
    expect(screen.getByText('Profit (15.00%)')).toBeInTheDocument();
    expect(screen.getByText('$50,000.00')).toBeInTheDocument();
    expect(screen.getByText('No bids have been added to this project yet.')).toBeInTheDocument();
    fireEvent.click(editButton()!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/edit-project'));
  });

  it("the totals box follows the company's setting: one 'Overhead and fee' line, or two lines without percentages", async () => {
    signIn({ read: ['all_projects'], write: ['all_projects'] });
    const p = fullProject();
    select(p);
    const first = renderRoutes(routes, '/admin/project-details', [projectMock(p), totalsMock, sendingsMock, overheadMock('COMBINED')]);
    // 4,000.00 overhead + 6,000.00 profit; the rows still add up to the $50,000.00 total.
    expect(await screen.findByText('Overhead and fee')).toBeInTheDocument();
    expect(screen.getByText('$10,000.00')).toBeInTheDocument();
    expect(screen.queryByText('Overhead (10.00%)')).toBeNull();
    expect(screen.queryByText(/^Profit/)).toBeNull();
    expect(screen.getByText('$50,000.00')).toBeInTheDocument();
    first.unmount();

    renderRoutes(routes, '/admin/project-details', [projectMock(p), totalsMock, sendingsMock, overheadMock('SEPARATE')]);
    expect(await screen.findByText('Overhead')).toBeInTheDocument();
    expect(screen.getByText('Profit')).toBeInTheDocument();
    expect(screen.getByText('$4,000.00')).toBeInTheDocument();
    expect(screen.getByText('$6,000.00')).toBeInTheDocument();
    expect(screen.queryByText(/%\)$/)).toBeNull();
  });

  it('no Edit pencil when not Bidding or without write', async () => {
    signIn({ read: ['all_projects'], write: ['all_projects'] });
    const p = fullProject({ status: 'AWARDED', statusLabel: 'Awarded', editable: false });
    select(p);
    renderRoutes(routes, '/admin/project-details', [projectMock(p), totalsMock, sendingsMock]);
    expect(await screen.findByText('Awarded')).toBeInTheDocument();
    expect(editButton()).toBeNull();
  });

  it('read-only user at Bidding: no Edit pencil', async () => {
    signIn({ read: ['all_projects'] });
    const p = fullProject();
    select(p);
    renderRoutes(routes, '/admin/project-details', [projectMock(p), totalsMock, sendingsMock]);
    expect(await screen.findByText('DC_1007')).toBeInTheDocument();
    expect(editButton()).toBeNull();
  });

  it('role 13: no owner card, no totals, no Edit pencil', async () => {
    signIn({ roleId: 13, read: ['all_projects'], write: ['all_projects'] });
    const p = fullProject();
    select(p);
    renderRoutes(routes, '/admin/project-details', [projectMock(p)]);
    expect(await screen.findByText('DC_1007')).toBeInTheDocument();
    expect(screen.queryByText('Acme Owner LLC')).not.toBeInTheDocument();
    expect(screen.queryByText('Bid Sheets')).not.toBeInTheDocument();
    expect(editButton()).toBeNull();
  });
});
