import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../app/session';
import { renderRoutes, signIn } from '../../test/utils';
import { catalogue, positions } from '../lines/fixtures';
import { BidCatalogueQuery, BidPositionsQuery } from '../lines/operations';
import { button, buttonsMatching, findButton } from '../../test/lookups';
import { emptyRow, figures, laborRow, row, tracker, trackerProject, unbalanced, unbudgetedRow } from './fixtures';
import {
  AddLaborScopeTransferMutation, AddTradeScopeTransferMutation, DeleteTrackerRowMutation, ProjectTrackerQuery, TrackerProjectQuery,
  UpdateTrackerRowMutation,
} from './graphql/operations';
import type { ProjectTracker } from './model';
import { ProjectTrackerPage } from './ProjectTrackerPage';

const routes = [{ path: '/admin/project-tracker', element: <ProjectTrackerPage /> }];
const always = { maxUsageCount: Infinity };
const change = (t: ProjectTracker) => ({ __typename: 'TrackerChange' as const, tracker: t });

function open(answer: ProjectTracker = tracker(), extra: MockLink.MockedResponse[] = [], project = trackerProject()) {
  return renderRoutes(routes, '/admin/project-tracker', [
    { request: { query: TrackerProjectQuery, variables: { id: '7' } }, result: { data: { project } }, ...always },
    { request: { query: ProjectTrackerQuery, variables: { projectUid: 'DC_1007' } }, result: { data: { projectTracker: answer } }, ...always },
    { request: { query: BidPositionsQuery }, result: { data: positions }, ...always },
    { request: { query: BidCatalogueQuery }, result: { data: catalogue }, ...always },
    ...extra,
  ]);
}
function user(write = true) {
  signIn({ read: ['project_tracker'], write: write ? ['project_tracker'] : [] });
  saveSession({ selectedProject: { ProjectUid: 'DC_1007', id: '7', name: 'Main Street' } });
}
/** A grid row (or pinned summary row) by the text of its trade/label cell; the virtual grid draws rows as divs. */
const rowOf = (text: string) => Array.from(document.querySelectorAll('.ant-table-row, .ant-table-summary tr'))
  .find((tr) => Array.from(tr.querySelectorAll('.ant-table-cell')).some((td) => td.textContent === text || td.firstElementChild?.textContent === text));
const findRow = (text: string) => waitFor(() => { const r = rowOf(text); if (!r) throw new Error(`no row ${text}`); return r; });
const input = (label: string) => Array.from(document.querySelectorAll<HTMLInputElement>('input'))
  .find((i) => i.getAttribute('aria-label') === label) ?? null;
const findInput = (label: string) => waitFor(() => { const i = input(label); if (!i) throw new Error(`no input ${label}`); return i; });

async function choose(id: string, option: string) {
  const picker = await waitFor(() => { const el = document.getElementById(id) as HTMLInputElement | null; if (!el || el.disabled) throw new Error(`${id} not ready`); return el; });
  fireEvent.mouseDown(picker);
  fireEvent.click((await screen.findAllByTitle(option)).at(-1)!);
}

describe('Project Tracker page', { timeout: 60_000 }, () => {
  it('a row without a budget (a new cost line) is flagged Unbudgeted, its percent complete never shown as 100 %', async () => {
    user();
    open(tracker({ rows: [row(), unbudgetedRow, laborRow] }));
    const unbudgeted = await findRow('09 20 00 Plaster and Gypsum Board');
    expect(unbudgeted).toHaveTextContent('$980.00');
    expect(unbudgeted).toHaveTextContent('-$980.00');
    // In the trade cell and in place of the percent complete.
    expect(Array.from(unbudgeted.querySelectorAll('.ant-tag')).map((t) => t.textContent)).toEqual(['Unbudgeted', 'Unbudgeted']);
    expect(unbudgeted).not.toHaveTextContent('%');
    // A budgeted row keeps its figure and has no flag.
    const gypsum = await findRow('Gypsum Board');
    expect(gypsum).toHaveTextContent('42.94%');
    expect(gypsum.querySelectorAll('.ant-tag')).toHaveLength(0);
  });

  it('header and summary, the rows and the pinned summary rows with the figures given', async () => {
    user();
    open();
    const gypsum = await findRow('Gypsum Board');
    expect(gypsum).toHaveTextContent('09-2900');
    expect(gypsum).toHaveTextContent('$48,200.00');
    expect(gypsum).toHaveTextContent('42.94%');
    expect(gypsum).toHaveTextContent('-$21,000.00');
    // Over budget: the labor row's negative over/under budget is red.
    const over = Array.from((await findRow('Senior')).querySelectorAll('.ant-typography-danger')).map((e) => e.textContent);
    expect(over).toEqual(['($1,500.00)']);
    const headers = Array.from(document.querySelectorAll('th')).map((th) => th.textContent);
    expect(headers.slice(0, 4)).toEqual(['Cost Code', 'Trade', 'Final Run', 'Scope Transfer']);
    expect(rowOf('Total Direct Trades')).toHaveTextContent('$50,600.00');
    expect(rowOf('General Conditions')).toHaveTextContent('$8,000.00');
    expect(rowOf('Overhead')).toHaveTextContent('$11,240.00');
    expect(rowOf('Contractor Fee')).toHaveTextContent('$6,300.00');
    expect(rowOf('Expected Overhead')).toHaveTextContent('$11,400.00');
    expect(rowOf('Buyout Savings')).toHaveTextContent('$2,300.00');
    expect(rowOf('Project Total')).toHaveTextContent('$76,140.00');
    // What the payment applications billed and received (docs/money.md §12): line 4 and Σ payments.
    expect(rowOf('Project Total')).toHaveTextContent('$8,770.00');
    expect(rowOf('Project Total')).toHaveTextContent('$7,016.00');
    expect(await screen.findByText('DC_1007')).toBeInTheDocument();
    expect(screen.getByText('03/02/2026')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Project Summary'));
    expect(await screen.findByText('Harbor Holdings')).toBeInTheDocument();
    expect(screen.getByText('Sam Ortiz')).toBeInTheDocument();
    expect(screen.getByText('12/18/2026')).toBeInTheDocument();
    expect(screen.queryByText(/Scope transfers do not net to zero/)).toBeNull();
    expect(screen.getByText('Job Complete').nextSibling).toHaveTextContent('No');
    expect(screen.queryByText('Actual Completion Date')).toBeNull();
    // The highlights above the grid: the API's figures, under budget shown as such.
    const highlights = screen.getByRole('group', { name: 'Tracker highlights' });
    expect(highlights).toHaveTextContent('Project total$76,140.00');
    expect(highlights).toHaveTextContent('Under budget$200.00');
    expect(highlights).toHaveTextContent('Percent complete52.11%');
  });

  it('a Completed project: Job Complete is Yes and the summary gives the actual completion date', async () => {
    user();
    open(tracker(), [], trackerProject('COMPLETED', '2026-11-20'));
    fireEvent.click(await screen.findByText('Project Summary'));
    expect((await screen.findByText('Actual Completion Date')).nextSibling).toHaveTextContent('11/20/2026');
    expect(screen.getByText('Job Complete').nextSibling).toHaveTextContent('Yes');
  });

  it('editing holds sends updateTrackerRow with the row id and the amount; the answer updates the row and totals', async () => {
    user();
    const edited = tracker({
      rows: [row({ figures: { ...row().figures, holds: '2500.00', finalCost: '51400.00' } }), laborRow, emptyRow],
      totals: { ...tracker().totals, totalDirectTrades: figures({ holds: '2500.00', finalCost: '51400.00' }) },
    });
    open(tracker(), [{
      request: { query: UpdateTrackerRowMutation, variables: { id: '12', input: { holds: '2500.00' } } },
      result: { data: { updateTrackerRow: change(edited) } },
    }]);
    const holds = await findInput('Holds of Gypsum Board – 5/8" Type X board');
    expect(holds).toHaveValue('0.00');
    fireEvent.change(holds, { target: { value: '2,500' } });
    fireEvent.keyDown(holds, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(rowOf('Gypsum Board')).toHaveTextContent('$51,400.00'));
    expect(input('Holds of Gypsum Board – 5/8" Type X board')).toHaveValue('2,500.00');
    expect(rowOf('Total Direct Trades')).toHaveTextContent('$51,400.00');
    // Blur after the save: the amount is unchanged, so nothing more is sent (the mock would answer no second call).
    fireEvent.blur(input('Holds of Gypsum Board – 5/8" Type X board')!);
    expect(input('Scope transfer of Senior – Project Manager')).not.toBeNull();
  });

  it('Delete shows only on a row whose figures are all zero and asks "Do you want to delete this record?"', async () => {
    user();
    open(tracker(), [{
      request: { query: DeleteTrackerRowMutation, variables: { id: '14' } },
      result: { data: { deleteTrackerRow: change(tracker({ rows: [row(), laborRow] })) } },
    }]);
    fireEvent.click(await findButton('Delete Drywall Finishing'));
    expect(buttonsMatching(/^Delete (Gypsum Board|Senior)/)).toEqual([]);
    expect(await screen.findByText('Do you want to delete this record?')).toBeInTheDocument();
    fireEvent.click(button('Delete'));
    await waitFor(() => expect(rowOf('Drywall Finishing')).toBeUndefined());
    expect(await screen.findByText('Record deleted successfully.')).toBeInTheDocument();
  });

  it('scope transfers that do not net to zero: a warning naming the difference', async () => {
    user();
    open(unbalanced('1250.00'));
    expect(await screen.findByText(
      'Scope transfers do not net to zero: Project Total differs from the contract sum to date by $1,250.00.',
    )).toBeInTheDocument();
  });

  it('Add Scope Transfer, Internal Labor: the mandatory message, then position, level and amount sent', async () => {
    user();
    open(tracker(), [{
      request: { query: AddLaborScopeTransferMutation, variables: { input: { projectUid: 'DC_1007', positionId: '3', levelId: '32', amount: '-750.00' } } },
      result: { data: { addLaborScopeTransfer: change(unbalanced('-750.00')) } },
    }]);
    fireEvent.click(await findButton('Add Scope Transfer'));
    await choose('st-position', 'Project Manager');
    fireEvent.click(await findButton('Submit'));
    expect(await screen.findByText('Kindly fill all the mandatory fields.')).toBeInTheDocument();
    await choose('st-level', 'Junior');
    fireEvent.change(screen.getByLabelText('Scope Transfer'), { target: { value: '-750' } });
    fireEvent.click(button('Submit'));
    expect(await screen.findByText('Scope transfer added successfully.')).toBeInTheDocument();
    expect(await screen.findByText(/differs from the contract sum to date by -\$750\.00/)).toBeInTheDocument();
  });

  it('Add Scope Transfer, Direct Trade: division, subdivision, category and part sent', async () => {
    user();
    open(tracker(), [{
      request: {
        query: AddTradeScopeTransferMutation,
        variables: { input: { projectUid: 'DC_1007', divisionId: '1', subdivisionId: '11', categoryId: '111', partId: '10', amount: '2000.00' } },
      },
      result: { data: { addTradeScopeTransfer: change(tracker()) } },
    }]);
    fireEvent.click(await findButton('Add Scope Transfer'));
    fireEvent.click(await screen.findByLabelText('Direct Trade'));
    expect(document.getElementById('st-position')).toBeNull();
    fireEvent.change(screen.getByLabelText('Scope Transfer'), { target: { value: '2000' } });
    await choose('st-division', '03 Concrete');
    await choose('st-subdivision', '03 30 00 Cast-in-Place Concrete');
    await choose('st-category', 'Structural Concrete');
    fireEvent.click(button('Submit'));
    expect(await screen.findByText('Kindly fill all the mandatory fields.')).toBeInTheDocument();
    await choose('st-part', 'Rebar #5');
    fireEvent.click(button('Submit'));
    expect(await screen.findByText('Scope transfer added successfully.')).toBeInTheDocument();
  });

  it('a reader: figures only, no editing, Delete or Add Scope Transfer; the exports stay', async () => {
    user(false);
    open();
    await findRow('Gypsum Board');
    expect(document.querySelectorAll('input[aria-label^="Holds of"], input[aria-label^="Scope transfer of"]')).toHaveLength(0);
    expect(buttonsMatching(/^(Add Scope Transfer|Delete .*)$/)).toEqual([]);
    expect(button('Export CSV')).toBeInTheDocument();
    expect(button('Export Excel')).toBeInTheDocument();
  });
});
