import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../app/session';
import { renderRoutes, signIn } from '../../test/utils';
import type { AddDirectCostInput } from '../../gql/graphql';
import { BidCatalogueQuery } from '../lines/operations';
import { button, buttonsMatching, findButton, findLink, link } from '../../test/lookups';
import { SubcontractorsOfSubdivisionQuery } from '../subcontractors/operations';
import { VendorsBySubdivisionQuery } from '../vendors/operations';
import { DirectCostPage } from './DirectCostPage';
import { catalogue, chargeRows, directCostRow, project, sheetNames, subcontractors, vendors } from './fixtures';
import {
  AddDirectCostMutation, DeleteDirectCostMutation, DirectCostChargeRowsQuery, DirectCostProjectQuery, DirectCostSheetNamesQuery,
} from './operations';

const routes = [
  { path: '/admin/direct-cost', element: <DirectCostPage /> },
  { path: '/admin/add-direct-cost', element: <p>Details page</p> },
];
const always = { maxUsageCount: Infinity };
function mocks(status: Parameters<typeof project>[0] = 'AWARDED', extra: MockLink.MockedResponse[] = []): MockLink.MockedResponse[] {
  return [
    { request: { query: DirectCostProjectQuery, variables: { id: '7' } }, result: { data: { project: project(status) } }, ...always },
    { request: { query: BidCatalogueQuery }, result: { data: catalogue }, ...always },
    { request: { query: DirectCostSheetNamesQuery }, result: { data: { directCostSheetNames: sheetNames } }, ...always },
    { request: { query: DirectCostChargeRowsQuery, variables: { projectUid: 'DC_1007' } }, result: { data: { directCostChargeRows: chargeRows } }, ...always },
    { request: { query: VendorsBySubdivisionQuery, variables: { subdivisionId: '11' } }, result: { data: { vendorsBySubdivision: vendors } }, ...always },
    { request: { query: SubcontractorsOfSubdivisionQuery, variables: { subdivisionId: '11' } }, result: { data: { subcontractorsBySubdivision: subcontractors } }, ...always },
    ...extra,
  ];
}
const open = (...extra: MockLink.MockedResponse[]) => renderRoutes(routes, '/admin/direct-cost', mocks('AWARDED', extra));
function writer(read: string[] = ['direct_costs'], write: string[] = ['direct_costs']) {
  signIn({ read, write });
  saveSession({ selectedProject: { ProjectUid: 'DC_1007', id: '7', name: 'Main Street' }, selectedComp: { id: 1, name: 'Demo Construction Co' } });
}
const input = (overrides: Partial<AddDirectCostInput>): AddDirectCostInput => ({
  projectUid: 'DC_1007', sheetName: 'Rebar delivery', divisionId: '1', subdivisionId: '11', contractorType: 'VENDOR', vendorId: null,
  subcontractorId: null, date: '2026-10-20', notes: '', amount: null, chargeRow: 'DT:1:11:111:9', ...overrides,
});
const added = (i: AddDirectCostInput, contractorName: string) => ({
  request: { query: AddDirectCostMutation, variables: { input: i } },
  result: { data: { addDirectCost: directCostRow({ id: '32', sheetName: i.sheetName, contractorType: i.contractorType, contractorName, date: '2026-10-20', notes: '', total: '0.00' }) } },
});

// The pickers by id: 'Vendor' and 'Subcontractor' also name the contractor type radios.
const IDS: Record<string, string> = {
  Division: 'dc-division', 'Sub Division': 'dc-subdivision', Vendor: 'dc-vendor', Subcontractor: 'dc-subcontractor', 'Charge To': 'dc-charge-row',
};
const READY_MIX_ROW = '03 31 00 – Structural Concrete – Ready-mix concrete, 4000 psi';
const picker = (label: string) => document.getElementById(IDS[label]) as HTMLInputElement;
async function choose(label: string, option: string) {
  await waitFor(() => expect(picker(label)).toBeEnabled());
  fireEvent.mouseDown(picker(label));
  fireEvent.click((await screen.findAllByTitle(option)).at(-1)!);
}
/** The option a picker shows as chosen ('' when none). */
const chosen = (label: string) => picker(label).closest('.ant-select')!.querySelector('.ant-select-content')?.getAttribute('title') ?? '';
const contractorType = (name: string) => fireEvent.click(within(document.querySelector('[role="radiogroup"][aria-label="Contractor Type"]')!).getByLabelText(name));
async function fillCommon(sheetName = 'Rebar delivery', chargeTo: string | null = READY_MIX_ROW) {
  fireEvent.change(await waitFor(() => { const el = document.getElementById('dc-sheet-name'); if (!el) throw new Error('no form yet'); return el; }), { target: { value: sheetName } });
  await choose('Division', '03 Concrete');
  await choose('Sub Division', '03 30 00 Cast-in-Place Concrete');
  fireEvent.change(screen.getByLabelText('Date'), { target: { value: '10202026' } });
  if (chargeTo) await choose('Charge To', chargeTo);
}

// The form tests open several pickers each: slow on a loaded machine, hence the longer limit.
describe('Direct Cost page', { timeout: 90_000 }, () => {
  it('Add with a field missing says "You must enter all mandatory fields." and sends nothing; a Vendor bill needs its vendor', async () => {
    writer();
    open();
    fireEvent.click(await findButton('Add'));
    expect(await screen.findByText('You must enter all mandatory fields.')).toBeInTheDocument();
    await fillCommon();
    fireEvent.click(button('Add'));
    expect(await screen.findByText('You must enter all mandatory fields.')).toBeInTheDocument();
    // No confirmation was asked: nothing would be sent.
    expect(screen.queryByText('Do you want to add Direct Cost?')).toBeNull();
  });

  it('Add asks "Do you want to add Direct Cost?": Skip sends nothing; Add sends the vendor bill, the row joins the grid and the form resets', async () => {
    writer();
    open(added(input({ vendorId: '4', notes: 'Dock 3', amount: '1250.50' }), 'Ready Mix Supply'));
    await fillCommon();
    await choose('Vendor', 'Ready Mix Supply');
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: 'Dock 3' } });
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '1250.50' } });
    expect(screen.getByLabelText('Amount')).toHaveValue('1,250.50');
    fireEvent.click(button('Add'));
    expect(await screen.findByText('Do you want to add Direct Cost?')).toBeInTheDocument();
    fireEvent.click(button('Skip'));
    await waitFor(() => expect(screen.queryByText('Do you want to add Direct Cost?')).toBeNull());
    expect(link('View Rebar delivery')).toBeNull();

    fireEvent.click(button('Add'));
    await screen.findByText('Do you want to add Direct Cost?');
    fireEvent.click(buttonsMatching(/^Add$/).at(-1)!);
    expect(await screen.findByText('Direct Cost added successfully.')).toBeInTheDocument();
    expect(await findLink('View Rebar delivery')).toHaveAttribute('href', '/admin/add-direct-cost?id=32');
    // The form is new again.
    expect(document.getElementById('dc-sheet-name')).toHaveValue('');
    expect(screen.getByLabelText('Notes')).toHaveValue('');
    expect(picker('Sub Division')).toBeDisabled();
  });

  it("Charge To offers the project's budget rows (cost code, trade, part) and a new cost line; a bill charged to nothing is not sent", async () => {
    writer();
    open(
      added(input({ contractorType: 'SUBCONTRACTOR', subcontractorId: '6', chargeRow: 'DT:9:92:921:40' }), 'Acme Concrete'),
      added(input({ sheetName: 'Site cleanup', contractorType: 'PAYROLL', chargeRow: 'new' }), 'Demo Construction Co'),
    );
    await fillCommon('Rebar delivery', null);
    contractorType('Subcontractor');
    await choose('Subcontractor', 'Acme Concrete');
    fireEvent.click(button('Add'));
    expect(await screen.findByText('You must enter all mandatory fields.')).toBeInTheDocument();
    expect(screen.queryByText('Do you want to add Direct Cost?')).toBeNull();
    // The rows offered, in the tracker's order, then the new cost line.
    fireEvent.mouseDown(picker('Charge To'));
    await screen.findByRole('listbox', { name: 'Charge To' });
    const dropdown = Array.from(document.querySelectorAll('.ant-select-dropdown')).find((d) => d.querySelector('[title="New cost line (unbudgeted)"]'))!;
    expect(Array.from(dropdown.querySelectorAll('.ant-select-item-option')).map((o) => o.getAttribute('title'))).toEqual([
      READY_MIX_ROW, '09-2900 – Gypsum Board – 5/8" Type X board', '01 31 13 – Senior', 'New cost line (unbudgeted)',
    ]);
    // The subcontractor's bill charged to the gypsum board row it was selected for: the mock answers only that input.
    fireEvent.click((await screen.findAllByTitle('09-2900 – Gypsum Board – 5/8" Type X board')).at(-1)!);
    fireEvent.click(button('Add'));
    await screen.findByText('Do you want to add Direct Cost?');
    fireEvent.click(buttonsMatching(/^Add$/).at(-1)!);
    expect(await screen.findByText('Direct Cost added successfully.')).toBeInTheDocument();
    // A deliberate new cost line.
    await fillCommon('Site cleanup', 'New cost line (unbudgeted)');
    contractorType('Payroll');
    fireEvent.click(button('Add'));
    await screen.findByText('Do you want to add Direct Cost?');
    fireEvent.click(buttonsMatching(/^Add$/).at(-1)!);
    expect(await findLink('View Site cleanup')).toBeInTheDocument();
  });

  it('Subcontractor clears the vendor; Vendor clears the subcontractor', async () => {
    writer();
    open();
    await fillCommon();
    await choose('Vendor', 'Ready Mix Supply');
    expect(chosen('Vendor')).toBe('Ready Mix Supply');
    contractorType('Subcontractor');
    await waitFor(() => expect(chosen('Vendor')).toBe(''));
    expect(picker('Vendor')).toBeDisabled();
    await choose('Subcontractor', 'Acme Concrete');
    expect(chosen('Subcontractor')).toBe('Acme Concrete');
    contractorType('Vendor');
    await waitFor(() => expect(chosen('Subcontractor')).toBe(''));
    expect(picker('Subcontractor')).toBeDisabled();
  });

  it('Payroll clears vendor and subcontractor, shows the company as contractor and sends neither', async () => {
    writer();
    open(added(input({ contractorType: 'PAYROLL' }), 'Demo Construction Co'));
    await fillCommon();
    await choose('Vendor', 'Ready Mix Supply');
    contractorType('Payroll');
    await waitFor(() => expect(chosen('Vendor')).toBe(''));
    expect(chosen('Subcontractor')).toBe('');
    expect(screen.getByLabelText('Contractor')).toHaveValue('Demo Construction Co');
    // The mock answers only an input without vendor and subcontractor.
    fireEvent.click(button('Add'));
    await screen.findByText('Do you want to add Direct Cost?');
    fireEvent.click(buttonsMatching(/^Add$/).at(-1)!);
    expect(await screen.findByText('Direct Cost added successfully.')).toBeInTheDocument();
  });

  it('choosing a division resets sub division, vendor and subcontractor', async () => {
    writer();
    open();
    await fillCommon();
    await choose('Vendor', 'Ready Mix Supply');
    await choose('Division', '05 Metals');
    await waitFor(() => expect(chosen('Sub Division')).toBe(''));
    expect(chosen('Vendor')).toBe('');
    await choose('Sub Division', '05 12 00 Structural Steel Framing');
    expect(chosen('Sub Division')).toBe('05 12 00 Structural Steel Framing');
  });

  it('the grid: §2.8 columns, View and a row click open Direct Cost Details', async () => {
    writer();
    const { router } = open();
    expect(await findLink('View Concrete pour - level 2')).toHaveAttribute('href', '/admin/add-direct-cost?id=31');
    const headers = Array.from(document.querySelectorAll('th')).map((th) => th.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Sheet Name', 'Division', 'Sub Division', 'Vendor / Subcontractor', 'Vendor Status', 'Subcontractor Status', 'Notes', 'Total']));
    const row = screen.getByText('Level 2 deck').closest('tr')!;
    expect(row).toHaveTextContent('Ready Mix Supply');
    expect(row).toHaveTextContent('$2,650.00');
    expect(Array.from(row.querySelectorAll('td')).map((td) => td.textContent)).toEqual(expect.arrayContaining(['Yes', 'No']));
    expect(screen.getByText('Home').closest('a')).toHaveAttribute('href', '/admin/projects');
    fireEvent.click(screen.getByText('Level 2 deck'));
    await waitFor(() => expect(router.state.location.search).toBe('?id=31'));
    expect(router.state.location.pathname).toBe('/admin/add-direct-cost');
  });

  it('Delete asks "Are you sure you want to delete this Direct Cost?": Skip keeps the row, Delete removes it', async () => {
    writer();
    open({ request: { query: DeleteDirectCostMutation, variables: { id: '31' } }, result: { data: { deleteDirectCost: '31' } } });
    fireEvent.click(await findButton('Delete Concrete pour - level 2'));
    expect(await screen.findByText('Are you sure you want to delete this Direct Cost?')).toBeInTheDocument();
    fireEvent.click(button('Skip'));
    await waitFor(() => expect(screen.queryByText('Are you sure you want to delete this Direct Cost?')).toBeNull());
    expect(link('View Concrete pour - level 2')).not.toBeNull();
    fireEvent.click(button('Delete Concrete pour - level 2'));
    await screen.findByText('Are you sure you want to delete this Direct Cost?');
    fireEvent.click(button('Delete'));
    await waitFor(() => expect(link('View Concrete pour - level 2')).toBeNull());
    expect(await screen.findByText('Direct Cost deleted successfully.')).toBeInTheDocument();
  });

  it('a Pending project: no form and View only', async () => {
    writer();
    renderRoutes(routes, '/admin/direct-cost', mocks('PENDING'));
    expect(await findLink('View Concrete pour - level 2')).toBeInTheDocument();
    expect(screen.getByText('This project is Pending: its direct costs cannot change.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Sheet Name')).toBeNull();
    expect(buttonsMatching(/^(Add|Delete .*)$/)).toEqual([]);
  });

  it('a reader without direct_costs write: no form and View only', async () => {
    writer(['direct_costs'], []);
    open();
    expect(await findLink('View Concrete pour - level 2')).toBeInTheDocument();
    expect(screen.queryByLabelText('Sheet Name')).toBeNull();
    expect(buttonsMatching(/^(Add|Delete .*)$/)).toEqual([]);
  });
});
