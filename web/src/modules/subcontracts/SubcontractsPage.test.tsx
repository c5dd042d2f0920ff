import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../app/session';
import { button, buttonsMatching, findButton } from '../../test/lookups';
import { renderRoutes, signIn } from '../../test/utils';
import { ledger, purchaseOrder, subcontract } from './fixtures';
import { SubcontractsQuery, SubmitSubcontractBillingMutation } from './graphql/operations';
import { SubcontractsPage } from './SubcontractsPage';

const routes = [{ path: '/admin/subcontracts', element: <SubcontractsPage /> }];
const ledgerMock = (l = ledger()) => ({ request: { query: SubcontractsQuery, variables: { projectUid: 'DC_1007' } }, result: { data: { subcontracts: l } }, maxUsageCount: Infinity });
const chooseProject = () => saveSession({ selectedProject: { ProjectUid: 'DC_1007', id: '7', name: 'Main Street' } });
const writer = () => { signIn({ read: ['subcontract', 'all_projects'], write: ['subcontract'] }); chooseProject(); };
const reader = () => { signIn({ read: ['subcontract', 'all_projects'] }); chooseProject(); };
const row = (key: string) => document.querySelector(`tr[data-row-key="${key}"]`) as HTMLElement;
const cells = (r: HTMLElement) => Array.from(r.querySelectorAll('td')).map((td) => td.textContent);
const dialog = () => waitFor(() => {
  const d = document.querySelector('.ant-modal') as HTMLElement | null;
  if (!d) throw new Error('no dialog');
  return d;
});

describe('Subcontracts', () => {
  it('groups the ledger by commitment with every column, a total per commitment and the grand total to the cent', async () => {
    writer();
    renderRoutes(routes, '/admin/subcontracts', [ledgerMock()]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Subcontracts' })).toBeInTheDocument();
    await screen.findByTestId('commitment-SC-001');
    const headers = Array.from(document.querySelectorAll('thead th')).map((th) => th.textContent);
    expect(headers).toEqual([
      'Actions', 'Division', 'Division Name', 'Subdivision', 'Part', 'Cost Unit', 'Units', 'Total', 'Unit of Measure', 'Change Orders', 'Contract Total',
      'Payment Applications', 'Retainage Held', 'Total Billings', 'Payments to Date', 'Unpaid Bills', 'Remaining Balance',
    ]);
    expect(within(row('g-10')).getByText('SC-001 · Acme Concrete')).toBeInTheDocument();
    // The payment of SC-001 lacks its signed waiver: the ledger marks it; the PO has no payment.
    expect(screen.getByTestId('waivers-missing-SC-001')).toHaveTextContent('1 waiver missing');
    expect(screen.queryByTestId('waivers-missing-PO-001')).toBeNull();
    expect(cells(row('l-1')).slice(1)).toEqual([
      '03', 'Concrete', 'Cast-in-Place', 'Footings', '$600.00', '100', '$60,000.00', 'CY', '$2,500.00', '$62,500.00', '$30,000.00', '$3,000.00',
      '$30,000.00', '$15,000.00', '$12,000.00', '$32,500.00',
    ]);
    expect(cells(row('t-10'))).toEqual(['SC-001 Total', '', '', '', '', '', '', '$100,000.00', '', '$2,500.00', '$102,500.00', '$40,000.00', '$4,000.00',
      '$40,000.00', '$20,000.00', '$16,000.00', '$62,500.00']);
    // 100,000.00 + 0.10 exactly; remaining 62,500.00 + 0.10.
    expect(cells(row('grand'))).toEqual(['Grand Total', '', '', '', '', '', '', '$100,000.10', '', '$2,500.00', '$102,500.10', '$40,000.00', '$4,000.00',
      '$40,000.00', '$20,000.00', '$16,000.00', '$62,500.10']);
    expect(button('Export CSV')).toBeEnabled();
    expect(button('Export Excel')).toBeEnabled();
  });

  it('filters by status from the URL and by subcontractor, keeping the choice in the URL; the grand total follows', async () => {
    writer();
    const { router } = renderRoutes(routes, '/admin/subcontracts?status=CLOSED', [ledgerMock()]);
    await screen.findByTestId('commitment-PO-001');
    expect(screen.queryByTestId('commitment-SC-001')).toBeNull();
    expect(cells(row('grand'))[7]).toBe('$0.10');
    await act(() => router.navigate('/admin/subcontracts?party=Acme%20Concrete'));
    await screen.findByTestId('commitment-SC-001');
    expect(screen.queryByTestId('commitment-PO-001')).toBeNull();
    expect(cells(row('grand'))[7]).toBe('$100,000.00');
  });

  it('read-only without write: the notice, no award, change order, billing or payment, but the PDF and the export', async () => {
    reader();
    renderRoutes(routes, '/admin/subcontracts', [ledgerMock(ledger(undefined, false))]);
    expect(await screen.findByText('You can read the subcontracts of this project but not change them.')).toBeInTheDocument();
    expect(buttonsMatching(/^(Award from bid|New Purchase Order|Change Order|Billing|Payment|Release Retainage|Send Award Notification|Add Row)$/)).toEqual([]);
    expect(screen.queryByLabelText('Edit SC-001')).toBeNull();
    expect(screen.queryByLabelText('Delete PO-001')).toBeNull();
    expect(buttonsMatching(/^Download PDF$/)).toHaveLength(2);
  });

  it('offers delete only while nothing is billed, and Add Row on a PO', async () => {
    writer();
    renderRoutes(routes, '/admin/subcontracts', [ledgerMock(ledger([subcontract(), purchaseOrder({ status: 'OPEN' })]))]);
    await screen.findByTestId('commitment-SC-001');
    expect(screen.queryByLabelText('Delete SC-001')).toBeNull();
    expect(screen.getByLabelText('Delete PO-001')).toBeInTheDocument();
    expect(within(screen.getByTestId('commitment-PO-001')).getByRole('button', { name: 'Add Row' })).toBeInTheDocument();
    expect(within(screen.getByTestId('commitment-SC-001')).queryByRole('button', { name: 'Add Row' })).toBeNull();
  });

  it("the billing dialog refuses an amount above the line's remaining balance, then shows the server's refusal in its words", async () => {
    writer();
    const refusal = 'Line 03-200: the billing amount is above the remaining balance.';
    const send = vi.fn(() => ({ errors: [new GraphQLError(refusal, { extensions: { code: 'BAD_USER_INPUT' } })] }));
    renderRoutes(routes, '/admin/subcontracts', [ledgerMock(), {
      request: {
        query: SubmitSubcontractBillingMutation,
        variables: { id: '10', input: { expectedVersion: 6, periodFrom: '2026-11-01', periodTo: '2026-11-30', billingDate: '2026-11-30', lines: [{ lineId: '2', amount: '30000.00' }] } },
      },
      result: send,
    }]);
    fireEvent.click(within(await screen.findByTestId('commitment-SC-001')).getByRole('button', { name: 'Billing' }));
    const d = await dialog();
    expect(within(d).getByLabelText('Period From')).toHaveValue('11/01/2026');
    fireEvent.change(within(d).getByLabelText('Amount of 03-200 Slabs'), { target: { value: '30000.01' } });
    expect(within(d).getByTestId('lines-total')).toHaveTextContent('Total: $30,000.01');
    fireEvent.click(button('Submit Billing', d));
    expect(await within(d).findByText("03-200 Slabs: the amount is above the line's remaining balance (30000.00).")).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
    fireEvent.change(within(d).getByLabelText('Amount of 03-200 Slabs'), { target: { value: '30000' } });
    fireEvent.click(button('Submit Billing', d));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });

  it('views a commitment: its change orders, billings with Approve on the submitted one, and payments marked "Waiver missing"', async () => {
    writer();
    renderRoutes(routes, '/admin/subcontracts?view=10', [ledgerMock()]);
    const details = await screen.findByTestId('commitment-details');
    expect(within(details).getByText('SCO-001')).toBeInTheDocument();
    expect(within(details).getByText('Added rebar')).toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'Approve billing 2' })).toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Approve billing 1' })).toBeNull();
    expect(within(details).getByTestId('waiver-missing-60')).toHaveTextContent('Waiver missing');
    expect(within(details).getByText('Waiver (conditional, through 09/30/2026)')).toBeInTheDocument();
    expect(await findButton('Upload Signed Waiver')).toBeEnabled();
  });
});
