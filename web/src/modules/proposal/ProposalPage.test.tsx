import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../app/session';
import { renderRoutes, signIn } from '../../test/utils';
import { button, buttonsMatching, findButton, findLink } from '../../test/lookups';
import { SendProposalMutation } from './graphql/operations';
import { ProposalPage } from './ProposalPage';
import { owner } from '../projects/fixtures';
import { bidLogMock, bidsMock, pdfResponse, projectMock, sending, sendingsMock } from './testing';

const routes = [{ path: '/admin/project-details', element: <ProposalPage /> }];
const open = (mocks: Parameters<typeof renderRoutes>[2]) => renderRoutes(routes, '/admin/project-details', mocks);
const fetchMock = vi.fn<typeof fetch>();
let saved: { name: string; href: string }[] = [];

/** Signed in with DC_1007 chosen in the switcher. */
const signInTo = (opts: Parameters<typeof signIn>[0]) => {
  signIn(opts);
  saveSession({ selectedProject: { ProjectUid: 'DC_1007', id: '7', name: 'Main Street' } });
};

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  saved = [];
  URL.createObjectURL = vi.fn(() => 'blob:proposal');
  URL.revokeObjectURL = vi.fn();
  // What the browser would save: the anchor's download name.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const sendMock = (typename: 'ProposalSent' | 'ProposalNotSent') => ({
  request: { query: SendProposalMutation, variables: { projectUid: 'DC_1007' } },
  result: {
    data: {
      sendProposal: typename === 'ProposalSent'
        ? { __typename: 'ProposalSent' as const, message: 'Proposal has been sent to customer successfully.', sending: sending('2', 'new@acme.test') }
        : { __typename: 'ProposalNotSent' as const, reason: 'OWNER_EMAIL_MISSING', message: "Sorry! Couldn't send email." },
    },
  },
});

describe('Proposal page: grids and totals', () => {
  it("the Bid Sheets and Alternate grids, jump buttons and the server's totals; row actions with bid_sheets write", async () => {
    signInTo({ read: ['all_projects', 'bid_sheets'], write: ['bid_sheets'] });
    open([projectMock(), bidsMock(), sendingsMock([])]);
    const normal = (await screen.findByText('Bid Sheets', { selector: 'h2' })).closest('.ant-card') as HTMLElement;
    expect(within(normal).getByText('Acme Concrete, Best Build')).toBeInTheDocument();
    expect(within(normal).getByText('Slab on grade')).toBeInTheDocument();
    expect(within(normal).getByText('$4,300.00')).toBeInTheDocument();
    const alternate = screen.getByText('Alternate', { selector: 'h2' }).closest('.ant-card') as HTMLElement;
    expect(within(alternate).getByText('Canopy')).toBeInTheDocument();
    expect(within(alternate).getAllByText('Alternate Cost').length).toBeGreaterThan(0);
    expect(button('Jump to Bid Sheets')).toBeInTheDocument();
    expect(button('Jump to Alternate')).toBeInTheDocument();
    // The totals box shows the project's figures as the server sent them (bids/fixtures projectTotals).
    const totals = document.getElementById('bid-totals')!;
    expect(within(totals).getByText('$1,000.00')).toBeInTheDocument();
    expect(within(totals).getByText('Overhead (10.00%)')).toBeInTheDocument();
    expect(within(totals).getByText('$100.00')).toBeInTheDocument();
    expect(within(totals).getByText('Profit (10.00%)')).toBeInTheDocument();
    expect(within(totals).getByText('$110.00')).toBeInTheDocument();
    expect(within(totals).getByText('Project Total')).toBeInTheDocument();
    expect(within(totals).getByText('$1,210.00')).toBeInTheDocument();
    expect(await findLink('View Concrete')).toHaveAttribute('href', '/admin/division-details?id=12');
    for (const name of ['Edit Concrete', 'Make Alternate Concrete', 'Delete Concrete', 'Make Normal Metals (Canopy)']) expect(button(name)).toBeInTheDocument();
    fireEvent.click(button('Make Alternate Concrete'));
    expect(await screen.findByText('Are you sure you want to change this bid type?')).toBeInTheDocument();
  });

  it('a Pending project, or a user without bid_sheets write: View only', async () => {
    signInTo({ read: ['all_projects', 'bid_sheets'], write: ['bid_sheets'] });
    const first = open([projectMock({ status: 'PENDING', statusLabel: 'Pending' }), bidsMock('PENDING'), sendingsMock([])]);
    expect(await findLink('View Concrete')).toBeInTheDocument();
    expect(buttonsMatching(/^(Edit|Delete|Make Alternate|Make Normal) /)).toEqual([]);
    first.unmount();

    signInTo({ read: ['all_projects', 'bid_sheets'] });
    open([projectMock(), bidsMock(), sendingsMock([])]);
    expect(await findLink('View Metals (Canopy)')).toBeInTheDocument();
    expect(buttonsMatching(/^(Edit|Delete|Make Alternate|Make Normal) /)).toEqual([]);
    // No bid_sheets write: no Send to customer either.
    expect(buttonsMatching(/^Send to customer$/)).toEqual([]);
  });
});

describe('Proposal page: download', () => {
  it("Download is disabled with the tooltip 'Loading data' while the bids and totals load", async () => {
    signInTo({ read: ['all_projects', 'bid_sheets'], write: ['bid_sheets'] });
    open([projectMock(), bidsMock('BIDDING', 60_000), sendingsMock([])]);
    const download = await findButton('Download proposal');
    expect(download).toBeDisabled();
    fireEvent.mouseEnter(download.parentElement!);
    fireEvent.mouseOver(download.parentElement!);
    expect(await screen.findByText('Loading data')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("once loaded it fetches the PDF with the bearer token and saves 'Proposal {id} - {name}.pdf'", async () => {
    signInTo({ read: ['all_projects', 'bid_sheets'], write: ['bid_sheets'] });
    fetchMock.mockResolvedValue(pdfResponse());
    open([projectMock(), bidsMock(), sendingsMock([])]);
    await findLink('View Concrete');
    const download = button('Download proposal');
    await waitFor(() => expect(download).toBeEnabled());
    fireEvent.click(download);
    await waitFor(() => expect(saved).toEqual([{ name: 'Proposal DC_1007 - Main Street.pdf', href: 'blob:proposal' }]));
    expect(fetchMock).toHaveBeenCalledWith('/documents/proposal/DC_1007', { headers: { authorization: 'Bearer test-token' } });
  });

  it("a 404 says 'Unable to find project information, sorry!' with the prompt to refresh and contact support", async () => {
    signInTo({ read: ['all_projects', 'bid_sheets'], write: ['bid_sheets'] });
    fetchMock.mockResolvedValue(pdfResponse(404));
    open([projectMock(), bidsMock(), sendingsMock([])]);
    await findLink('View Concrete');
    fireEvent.click(button('Download proposal'));
    expect(await screen.findByText('Unable to find project information, sorry!')).toBeInTheDocument();
    expect(screen.getByText(/refresh the page.*contact support/)).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});

describe('Proposal page: send to customer', () => {
  it("the owner card shows the owner's email the proposal goes to; Send names the recipient, sends, shows 'Proposal has been sent to customer successfully.' and reloads the sendings", async () => {
    signInTo({ read: ['all_projects', 'bid_sheets'], write: ['bid_sheets'] });
    open([projectMock(), bidsMock(), sendingsMock([sending('1')]), sendMock('ProposalSent'), sendingsMock([sending('2', 'new@acme.test'), sending('1')])]);
    const ownerCard = (await screen.findByText('Owner Name')).closest('.ant-card') as HTMLElement;
    expect(within(ownerCard).getByText('owner@acme.test')).toBeInTheDocument();
    expect(within(ownerCard).getByText('cc@acme.test')).toBeInTheDocument();
    // The broker (owner's manager) is named, but the proposal does not go to the broker's email.
    expect(within(ownerCard).getByText('Mona Manager')).toBeInTheDocument();
    expect(within(ownerCard).queryByText('mona@acme.test')).toBeNull();
    expect(screen.getAllByText('Eve Estimator').length).toBeGreaterThan(0);
    await findLink('View Concrete');
    fireEvent.click(button('Send to customer'));
    expect(await screen.findByText('Send the proposal to Acme Owner LLC <owner@acme.test>, with a copy to <cc@acme.test>?')).toBeInTheDocument();
    fireEvent.click(button('Send'));
    expect(await screen.findByText('Proposal has been sent to customer successfully.')).toBeInTheDocument();
    expect(await screen.findByText('new@acme.test')).toBeInTheDocument();
  });

  it("a ProposalNotSent answer gives the alert 'Sorry! Couldn't send email.' and no success banner", async () => {
    signInTo({ read: ['all_projects', 'bid_sheets'], write: ['bid_sheets'] });
    open([projectMock(), bidsMock(), sendingsMock([]), sendMock('ProposalNotSent'), sendingsMock([])]);
    await findLink('View Concrete');
    fireEvent.click(button('Send to customer'));
    fireEvent.click(await findButton('Send'));
    expect(await screen.findByText("Sorry! Couldn't send email.")).toBeInTheDocument();
    expect(screen.queryByText('Proposal has been sent to customer successfully.')).toBeNull();
  });

  it('an owner without an email is told so at once: nothing is asked or sent', async () => {
    signInTo({ read: ['all_projects', 'bid_sheets'], write: ['bid_sheets'] });
    open([projectMock({ owner: { ...owner, email: '' } }), bidsMock(), sendingsMock([])]);
    await findLink('View Concrete');
    fireEvent.click(button('Send to customer'));
    expect(await screen.findByText('The owner Acme Owner LLC has no email address: add one to the owner to send the proposal.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });
});

describe('Proposal page: role 13', () => {
  const file = () => new File(['%PDF-1.7 my bid'], 'my-bid.pdf', { type: 'application/pdf' });
  const choose = (f: File) => fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [f] } });

  it('no owner card, no bid tables, no Send; the Upload Your Bid box and its bid log', async () => {
    signInTo({ roleId: 13, read: ['all_projects', 'bid_sheets'], write: ['all_projects', 'bid_sheets'] });
    open([projectMock(), bidLogMock([1, 2])]);
    expect(await screen.findByText('Upload Your Bid')).toBeInTheDocument();
    expect(await screen.findByText('Bid 2')).toBeInTheDocument();
    expect(screen.getByText('Bid 1')).toBeInTheDocument();
    expect(screen.getByText('Bid Date')).toBeInTheDocument();
    expect(document.querySelector('input[type="file"]')).toHaveAttribute('accept', '.pdf,application/pdf');
    expect(screen.queryByText('Acme Owner LLC')).toBeNull();
    expect(screen.queryByText('Bid Sheets', { selector: 'h2' })).toBeNull();
    expect(buttonsMatching(/^Send to customer$/)).toEqual([]);
    // Nothing to wait for: the download is ready as soon as the project is.
    expect(button('Download proposal')).toBeEnabled();
  });

  it("Upload posts the PDF with the token, says 'Bid uploaded successfully.' and reloads the bid log", async () => {
    signInTo({ roleId: 13, read: ['all_projects'] });
    fetchMock.mockResolvedValue(Response.json({ id: '103', version: 3 }));
    open([projectMock(), bidLogMock([1, 2]), bidLogMock([1, 2, 3])]);
    await screen.findByText('Bid 2');
    expect(button('Upload')).toBeDisabled();
    choose(file());
    expect(await screen.findByText('my-bid.pdf')).toBeInTheDocument();
    fireEvent.click(button('Upload'));
    expect(await screen.findByText('Bid uploaded successfully.')).toBeInTheDocument();
    expect(await screen.findByText('Bid 3')).toBeInTheDocument();
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/documents/bid-uploads?projectUid=DC_1007');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ authorization: 'Bearer test-token' });
    expect((init?.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('an upload refused with a reason (a .pdf that is not a PDF) says why it was refused', async () => {
    signInTo({ roleId: 13, read: ['all_projects'] });
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ message: 'Only PDF files can be uploaded.', reason: 'BAD_USER_INPUT' }), { status: 400 }));
    open([projectMock(), bidLogMock([1])]);
    await screen.findByText('Bid 1');
    choose(file());
    fireEvent.click(await findButton('Upload'));
    expect(await screen.findByText('Your bid was not uploaded: Only PDF files can be uploaded.')).toBeInTheDocument();
    expect(screen.queryByText("Sorry! Couldn't load bid logs.")).toBeNull();
  });

  it("a refused upload says 'Sorry! Couldn't load bid logs.'; a failed bid-log read says 'Unable to fetch bid logs.'", async () => {
    signInTo({ roleId: 13, read: ['all_projects'] });
    fetchMock.mockResolvedValue(new Response('{}', { status: 400 }));
    open([projectMock(), { request: bidLogMock([]).request, error: new Error('down') }]);
    expect(await screen.findByText('Unable to fetch bid logs.')).toBeInTheDocument();
    choose(file());
    fireEvent.click(await findButton('Upload'));
    expect(await screen.findByText("Sorry! Couldn't load bid logs.")).toBeInTheDocument();
  });
});
