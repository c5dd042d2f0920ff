import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../app/session';
import { renderRoutes, signIn } from '../../test/utils';
import { BidCatalogueQuery, BidPositionsQuery } from '../lines/operations';
import { positions } from '../lines/fixtures';
import { button, buttonsMatching, findButton } from '../../test/lookups';
import { todayDisplayDate } from '../projects/model';
import { DirectCostDetailsPage } from './DirectCostDetailsPage';
import { catalogue, directCost, laborLine, project, tradeLine } from './fixtures';
import { AddDirectCostLaborLineMutation, AddDirectCostTradeLineMutation, DirectCostProjectQuery, DirectCostQuery } from './operations';

const routes = [{ path: '/admin/add-direct-cost', element: <DirectCostDetailsPage /> }];
const always = { maxUsageCount: Infinity };
function mocks(status: Parameters<typeof project>[0] = 'AWARDED', extra: MockLink.MockedResponse[] = []): MockLink.MockedResponse[] {
  return [
    { request: { query: DirectCostQuery, variables: { id: '31' } }, result: { data: { directCost: directCost() } }, ...always },
    { request: { query: DirectCostProjectQuery, variables: { id: '7' } }, result: { data: { project: project(status) } }, ...always },
    { request: { query: BidPositionsQuery }, result: { data: positions }, ...always },
    { request: { query: BidCatalogueQuery }, result: { data: catalogue }, ...always },
    ...extra,
  ];
}
function user(write = true) {
  signIn({ read: ['direct_costs'], write: write ? ['direct_costs'] : [] });
  saveSession({ selectedProject: { ProjectUid: 'DC_1007', id: '7', name: 'Main Street' } });
}
const headers = () => Array.from(document.querySelectorAll('th')).map((th) => th.textContent ?? '');
const stat = (title: string) => screen.getByText(title, { selector: '.ant-statistic-title' }).closest('.ant-statistic') as HTMLElement;
async function choose(label: string, option: string) {
  await waitFor(() => expect(screen.getByLabelText(label)).toBeEnabled());
  fireEvent.mouseDown(screen.getByLabelText(label));
  fireEvent.click((await screen.findAllByTitle(option)).at(-1)!);
}

describe('Direct Cost Details', { timeout: 90_000 }, () => {
  it('breadcrumb Home > Direct Cost > the sheet name, contractor, date and total, a dated labor table priced per hour', async () => {
    user();
    renderRoutes(routes, '/admin/add-direct-cost?id=31', mocks());
    expect(await screen.findByText('Internal Labor Details')).toBeInTheDocument();
    expect(screen.getByText('Home').closest('a')).toHaveAttribute('href', '/admin/projects');
    expect(screen.getByText('Direct Cost', { selector: 'a' })).toHaveAttribute('href', '/admin/direct-cost');
    expect(screen.getByText('Concrete pour - level 2', { selector: 'h1' })).toBeInTheDocument();
    expect(stat('Contractor')).toHaveTextContent('Ready Mix Supply');
    expect(stat('Date')).toHaveTextContent('10/14/2026');
    expect(stat('Total')).toHaveTextContent('$2,650.00');
    expect(headers()).toEqual(expect.arrayContaining(['Date', 'Cost/Hour', 'Hours']));
    expect(headers()).not.toContain('Cost/Week');
    expect(screen.getByText('10/12/2026')).toBeInTheDocument();
    expect(screen.getByTestId('labor-total')).toHaveTextContent('$800.00');
    expect(screen.getByTestId('trades-total')).toHaveTextContent('$1,850.00');
    expect(await findButton('Add Labor Row')).toBeEnabled();
    expect(button('Add Trade Row')).toBeEnabled();
  });

  it('a labor line is added with its date and the total follows the answer', async () => {
    user();
    const input = { date: '2026-10-13', positionId: '3', levelId: '31', quantity: '1', units: '8', costPerUnit: '50.0000', costCode: '01 31 13', notes: '' };
    const after = directCost({ laborLines: [laborLine('41'), laborLine('42', { date: '2026-10-13', quantity: '1', total: '400.00', overhead: '80.00', budgetTotal: '480.00' })], laborTotal: '1200.00', total: '3050.00' });
    const add = { request: { query: AddDirectCostLaborLineMutation, variables: { directCostId: '31', input } }, result: { data: { addDirectCostLaborLine: after } } };
    renderRoutes(routes, '/admin/add-direct-cost?id=31', mocks('AWARDED', [add]));
    fireEvent.click(await findButton('Add Labor Row'));
    // A new line starts today.
    expect(screen.getByLabelText('Date')).toHaveValue(todayDisplayDate());
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '10132026' } });
    await choose('Position', 'Project Manager');
    await choose('Level', 'Senior');
    fireEvent.change(screen.getByLabelText('Hours'), { target: { value: '8' } });
    fireEvent.click(button('Save'));
    await waitFor(() => expect(stat('Total')).toHaveTextContent('$3,050.00'));
    expect(screen.getByTestId('labor-total')).toHaveTextContent('$1,200.00');
    expect(screen.getByText('10/13/2026')).toBeInTheDocument();
  });

  it('a labor line without a date says "Enter all mandatory fields." and sends nothing', async () => {
    user();
    renderRoutes(routes, '/admin/add-direct-cost?id=31', mocks());
    fireEvent.click(await findButton('Add Labor Row'));
    await choose('Position', 'Project Manager');
    await choose('Level', 'Senior');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '' } });
    fireEvent.click(button('Save'));
    expect(await screen.findByText('Enter all mandatory fields.')).toBeInTheDocument();
    expect(button('Save')).toBeInTheDocument();
  });

  it('a trade line is added without bid quotes (offering the direct cost division\'s sub divisions) and the total follows', async () => {
    user();
    const input = {
      subdivisionId: '11', categoryId: '111', partId: '10', costPerUnit: '1.25', units: '200', unitOfMeasure: 'LF', costCode: '03 21 00', notes: '',
    };
    const rebar = tradeLine('52', { part: { __typename: 'BidRef', id: '10', name: 'Rebar #5' }, costPerUnit: '1.2500', units: '200', unitOfMeasure: 'LF', total: '250.00' });
    const after = directCost({ tradeLines: [tradeLine('51'), rebar], tradesTotal: '2100.00', total: '2900.00' });
    const add = { request: { query: AddDirectCostTradeLineMutation, variables: { directCostId: '31', input } }, result: { data: { addDirectCostTradeLine: after } } };
    renderRoutes(routes, '/admin/add-direct-cost?id=31', mocks('AWARDED', [add]));
    fireEvent.click(await findButton('Add Trade Row'));
    await choose('Sub Division', '03 30 00 Cast-in-Place Concrete');
    await choose('Category', 'Structural Concrete');
    await choose('Part', 'Rebar #5');
    fireEvent.change(screen.getByLabelText('Units'), { target: { value: '200' } });
    fireEvent.click(button('Save'));
    await waitFor(() => expect(stat('Total')).toHaveTextContent('$2,900.00'));
    expect(screen.getByTestId('trades-total')).toHaveTextContent('$2,100.00');
  });

  it('a Pending project, or a reader: the tables are read-only', async () => {
    user();
    const pending = renderRoutes(routes, '/admin/add-direct-cost?id=31', mocks('PENDING'));
    expect(await screen.findByText('This project is Pending: its direct costs cannot change.')).toBeInTheDocument();
    expect(buttonsMatching(/^(Add Labor Row|Add Trade Row|Edit .*|Delete .*)$/)).toEqual([]);
    pending.unmount();
    user(false);
    renderRoutes(routes, '/admin/add-direct-cost?id=31', mocks());
    expect(await screen.findByText('Internal Labor Details')).toBeInTheDocument();
    expect(buttonsMatching(/^(Add Labor Row|Add Trade Row|Edit .*|Delete .*)$/)).toEqual([]);
  });
});
