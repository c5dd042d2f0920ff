import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../app/session';
import { renderRoutes, signIn } from '../../test/utils';
import { button, buttonsMatching, findButton } from '../../test/lookups';
import { accepted, pco, pcoProject, pcoRow } from './fixtures';
import { AddPcoMutation, DeletePcoMutation, PcoProjectQuery, SetPcoStatusMutation, UpdatePcoMutation } from './graphql/operations';
import { PcoListPage } from './PcoListPage';

const routes = [{ path: '/admin/pco', element: <PcoListPage /> }];
const { laborLines: _l, tradeLines: _t, ...acceptedRow } = accepted('2', 1, { title: 'Canopy steel', totals: { ...pcoRow().totals, pcoTotalCost: '2750.00' } });
const list = [pcoRow(), acceptedRow];
const projectMock = (project = pcoProject(list)) => ({
  request: { query: PcoProjectQuery, variables: { id: '7' } }, result: { data: { project } }, maxUsageCount: Infinity,
});
const selectProject = () => saveSession({ selectedProject: { ProjectUid: 'DC_1007', id: '7', name: 'Main Street' } });
const writer = () => { signIn({ read: ['pcos'], write: ['pcos'] }); selectProject(); };
const grid = (title: string) => screen.getByText(title, { selector: 'h2' }).closest('.ant-card') as HTMLElement;
const rowOf = (title: string, name: string) => within(grid(title)).getByText(name).closest('tr') as HTMLElement;

describe('PCO list', () => {
  it('titled "Add Potential Change Order": the form has the next name read-only and the project\'s profit; Add sends them and says "PCO added successfully."', async () => {
    writer();
    const added = pcoRow({ id: '3', name: 'PCO-003', title: 'Extra outlets' });
    const add = vi.fn(() => ({ data: { addPco: added } }));
    // The list is read again for the next name once the PCO is added: the server then has three PCOs.
    let reads = 0;
    const read = vi.fn(() => ({ data: { project: reads++ === 0 ? pcoProject(list) : pcoProject([...list, added], 'IN_PROGRESS', 'PCO-004') } }));
    renderRoutes(routes, '/admin/pco', [{ request: { query: PcoProjectQuery, variables: { id: '7' } }, result: read, maxUsageCount: Infinity }, {
      request: {
        query: AddPcoMutation,
        variables: { input: { projectUid: 'DC_1007', name: 'PCO-003', title: 'Extra outlets', notes: 'Six outlets in the lobby.', profitPercentage: '12.5', pricingMode: 'WEEKLY' } },
      },
      result: add,
    }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Add Potential Change Order' })).toBeInTheDocument();
    const name = await screen.findByLabelText('PCO Name');
    expect(name).toHaveValue('PCO-003');
    expect(name).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Profit %')).toHaveValue('12.50');
    expect(screen.getByLabelText('Title')).toHaveAttribute('maxlength', '255');
    expect(screen.getByLabelText('Scope of Work')).toHaveAttribute('maxlength', '4096');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Extra outlets' } });
    fireEvent.change(screen.getByLabelText('Scope of Work'), { target: { value: 'Six outlets in the lobby.' } });
    fireEvent.click(screen.getByLabelText('Weekly'));
    fireEvent.click(button('Add PCO'));
    await waitFor(() => expect(add).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('PCO added successfully.')).toBeInTheDocument();
    expect(await within(grid('Potential Change Order')).findByText('PCO-003')).toBeInTheDocument();
    // The form offers the following name and starts empty again.
    await waitFor(() => expect(screen.getByLabelText('PCO Name')).toHaveValue('PCO-004'));
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });

  it('the grids: status colours, the accepted PCO in the Change Order grid with CO-001, offering neither edit nor delete', async () => {
    writer();
    renderRoutes(routes, '/admin/pco', [projectMock()]);
    const pending = await waitFor(() => rowOf('Potential Change Order', 'PCO-001'));
    expect(within(pending).getByText('Pending').closest('.ant-tag')).toHaveClass('ant-tag-blue');
    expect(within(pending).getByText('$1,100.00')).toBeInTheDocument();
    expect(within(pending).getByText('10/02/2026')).toBeInTheDocument();
    expect(within(pending).getByRole('link', { name: 'View PCO-001' })).toHaveAttribute('href', '/admin/pco-division-details?id=1');
    expect(button('Edit PCO-001')).toBeEnabled();
    expect(button('Delete PCO-001')).not.toHaveAttribute('aria-disabled');

    const acceptedRowEl = rowOf('Potential Change Order', 'PCO-002');
    expect(within(acceptedRowEl).getByText('Accepted').closest('.ant-tag')).toHaveClass('ant-tag-green');
    expect(buttonsMatching(/^Edit PCO-002$/)).toEqual([]);
    expect(buttonsMatching(/^Delete PCO-002$/)).toEqual([]);

    const co = grid('Change Order');
    expect(within(co).getByText('CO-001')).toBeInTheDocument();
    expect(within(co).getByText('Canopy steel')).toBeInTheDocument();
    expect(within(co).getByText('$2,750.00')).toBeInTheDocument();
    expect(within(co).queryByText('PCO-001')).toBeNull();
  });

  it('accepting asks first with the change order and the new contract sum to date; once confirmed it sends setPcoStatus, says "Status changed successfully." and the PCO becomes a change order', async () => {
    writer();
    const { laborLines: _a, tradeLines: _b, ...nowAccepted } = accepted('1', 2);
    const set = vi.fn(() => ({ data: { setPcoStatus: nowAccepted } }));
    // The list is read again with the answer: by then the server has PCO-001 accepted and the contract sum moved.
    const read = vi.fn(() => ({
      data: { project: set.mock.calls.length === 0 ? pcoProject(list) : { ...pcoProject([nowAccepted, acceptedRow]), contractSum: { __typename: 'ContractSum' as const, toDate: '53850.00' } } },
    }));
    renderRoutes(routes, '/admin/pco', [{ request: { query: PcoProjectQuery, variables: { id: '7' } }, result: read, maxUsageCount: Infinity }, {
      request: { query: SetPcoStatusMutation, variables: { id: '1', status: 'ACCEPTED', expectedVersion: 3 } }, result: set,
    }]);
    const status = await screen.findByLabelText('Status of PCO-001');
    fireEvent.mouseDown(status);
    const options = await waitFor(() => {
      const found = Array.from(document.querySelectorAll('.ant-select-item-option')).filter((o) => o.textContent === 'Accepted');
      if (found.length === 0) throw new Error('no option');
      return found;
    });
    fireEvent.click(options.at(-1)!);
    // 52,750.00 + PCO-001's 1,100.00; CO-001 is taken by PCO-002.
    const ask = await waitFor(() => document.querySelector('.ant-modal-confirm') as HTMLElement);
    expect(within(ask).getByText('PCO-001 will become CO-002 and raise the contract sum to date to $53,850.00. Accept?')).toBeInTheDocument();
    expect(set).not.toHaveBeenCalled();
    fireEvent.click(button('Accept', ask));
    await waitFor(() => expect(set).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Status changed successfully.')).toBeInTheDocument();
    await waitFor(() => expect(within(grid('Change Order')).getByText('CO-002')).toBeInTheDocument());
    await waitFor(() => expect(buttonsMatching(/^Edit PCO-001$/)).toEqual([]));
  });

  it('declining the acceptance question sends nothing: the PCO stays Pending and no change order appears', async () => {
    writer();
    const set = vi.fn(() => ({ data: { setPcoStatus: pcoRow() } }));
    renderRoutes(routes, '/admin/pco', [projectMock(), {
      request: { query: SetPcoStatusMutation, variables: { id: '1', status: 'ACCEPTED', expectedVersion: 3 } }, result: set,
    }]);
    fireEvent.mouseDown(await screen.findByLabelText('Status of PCO-001'));
    const option = await waitFor(() => {
      const found = Array.from(document.querySelectorAll('.ant-select-item-option')).filter((o) => o.textContent === 'Accepted');
      if (found.length === 0) throw new Error('no option');
      return found.at(-1)!;
    });
    fireEvent.click(option);
    const ask = await waitFor(() => document.querySelector('.ant-modal-confirm') as HTMLElement);
    fireEvent.click(button('Cancel', ask));
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toBeNull());
    expect(set).not.toHaveBeenCalled();
    expect(within(rowOf('Potential Change Order', 'PCO-001')).getByText('Pending')).toBeInTheDocument();
    expect(within(grid('Change Order')).queryByText('CO-002')).toBeNull();
  });

  it('delete asks "Are you sure you want to delete this PCO?", sends deletePco and the row leaves the grid', async () => {
    writer();
    const del = vi.fn(() => ({ data: { deletePco: { __typename: 'Project' as const, id: '7', nextPcoName: 'PCO-003', pcos: [acceptedRow] } } }));
    renderRoutes(routes, '/admin/pco', [projectMock(), { request: { query: DeletePcoMutation, variables: { id: '1', expectedVersion: 3 } }, result: del }]);
    fireEvent.click(await findButton('Delete PCO-001'));
    expect(await screen.findByText('Are you sure you want to delete this PCO?')).toBeInTheDocument();
    fireEvent.click(button('Delete', document.querySelector('.ant-modal-confirm') as HTMLElement));
    await waitFor(() => expect(del).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('PCO deleted successfully.')).toBeInTheDocument();
    await waitFor(() => expect(within(grid('Potential Change Order')).queryByText('PCO-001')).toBeNull());
  });

  it('the edit dialog sends title, change order name, scope and profit with the PCO version', async () => {
    writer();
    const update = vi.fn(() => ({ data: { updatePco: pco({ version: 4, title: 'Storefront doors, east entrance' }) } }));
    renderRoutes(routes, '/admin/pco', [projectMock(), {
      request: {
        query: UpdatePcoMutation,
        variables: {
          id: '1',
          input: { title: 'Storefront doors, east entrance', changeOrderName: 'CO-A', notes: 'Two pairs of aluminium storefront doors.', profitPercentage: '15', expectedVersion: 3 },
        },
      },
      result: update,
    }]);
    fireEvent.click(await findButton('Edit PCO-001'));
    const dialog = await waitFor(() => document.querySelector('.ant-modal') as HTMLElement);
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Added storefront doors');
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Storefront doors, east entrance' } });
    fireEvent.change(within(dialog).getByLabelText('Change Order Name'), { target: { value: 'CO-A' } });
    fireEvent.change(within(dialog).getByLabelText('Profit %'), { target: { value: '15' } });
    fireEvent.click(button('Update', dialog));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(await within(grid('Potential Change Order')).findByText('Storefront doors, east entrance')).toBeInTheDocument();
  });

  it('without pcos write: no form, statuses as tags, View and PDF only', async () => {
    signIn({ read: ['pcos'] });
    selectProject();
    renderRoutes(routes, '/admin/pco', [projectMock()]);
    await waitFor(() => rowOf('Potential Change Order', 'PCO-001'));
    expect(screen.queryByLabelText('PCO Name')).toBeNull();
    expect(screen.queryByLabelText('Status of PCO-001')).toBeNull();
    expect(buttonsMatching(/^(Edit|Delete) PCO/)).toEqual([]);
    expect(button('Download PDF of PCO-001')).toBeInTheDocument();
  });

  it('a Pending project: no form and no row changes even with pcos write', async () => {
    writer();
    renderRoutes(routes, '/admin/pco', [projectMock(pcoProject(list, 'PENDING'))]);
    expect(await screen.findByText('This project is Pending: its PCOs cannot change.')).toBeInTheDocument();
    expect(screen.queryByLabelText('PCO Name')).toBeNull();
    expect(buttonsMatching(/^(Edit|Delete) PCO/)).toEqual([]);
  });

  it('PDF downloads Pco.pdfUrl with the session token', async () => {
    writer();
    const fetchMock = vi.fn(async () => new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    URL.createObjectURL = vi.fn(() => 'blob:pco');
    URL.revokeObjectURL = vi.fn();
    try {
      renderRoutes(routes, '/admin/pco', [projectMock()]);
      fireEvent.click(await findButton('Download PDF of PCO-001'));
      await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/documents/pcos/1', { headers: { authorization: 'Bearer test-token' } }));
      await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
