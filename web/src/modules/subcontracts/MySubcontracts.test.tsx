import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SUBCONTRACTOR_ROLE } from '../../app/session';
import { button } from '../../test/lookups';
import { renderWithProviders, signIn } from '../../test/utils';
import { subcontract } from './fixtures';
import { MySubcontractsQuery, SubmitMySubcontractBillingMutation } from './graphql/operations';
import { MySubcontracts } from './MySubcontracts';

const mine = (list = [subcontract()]) => ({ request: { query: MySubcontractsQuery, variables: { projectUid: 'DC_1007' } }, result: { data: { mySubcontracts: list } }, maxUsageCount: Infinity });

describe("role 13's My Subcontracts", () => {
  it('shows its own subcontract read-only (no approve, no upload) and submits a billing through its own mutation', async () => {
    signIn({ roleId: SUBCONTRACTOR_ROLE, read: ['all_projects'] });
    const submitted = vi.fn(() => ({ data: { submitMySubcontractBilling: subcontract({ version: 7 }) } }));
    renderWithProviders(<MySubcontracts projectUid="DC_1007" />, [mine(), {
      request: {
        query: SubmitMySubcontractBillingMutation,
        variables: { id: '10', input: { expectedVersion: 6, periodFrom: '2026-11-01', periodTo: '2026-11-30', billingDate: '2026-11-30', lines: [{ lineId: '1', amount: '1500.00' }] } },
      },
      result: submitted,
    }]);
    const card = await screen.findByTestId('my-subcontracts');
    expect(await within(card).findByTestId('commitment-SC-001')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Approve billing/ })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Upload Signed Waiver' })).toBeNull();
    fireEvent.click(button('Submit Billing', card));
    const d = await waitFor(() => document.querySelector('.ant-modal') as HTMLElement);
    fireEvent.change(within(d).getByLabelText('Amount of 03-100 Footings'), { target: { value: '1,500' } });
    fireEvent.click(button('Submit Billing', d));
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Billing submitted.')).toBeInTheDocument();
  });

  it('says so when nothing is awarded to it', async () => {
    signIn({ roleId: SUBCONTRACTOR_ROLE, read: ['all_projects'] });
    renderWithProviders(<MySubcontracts projectUid="DC_1007" />, [mine([])]);
    expect(await screen.findByText('No subcontract has been awarded to you on this project.')).toBeInTheDocument();
  });

  it('shows nothing to staff (their proposal page has no such card)', async () => {
    signIn({ read: ['all_projects', 'subcontract'] });
    renderWithProviders(<><span>page</span><MySubcontracts projectUid="DC_1007" /></>, [mine()]);
    expect(await screen.findByText('page')).toBeInTheDocument();
    expect(screen.queryByTestId('my-subcontracts')).toBeNull();
  });
});
