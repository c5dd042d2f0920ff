import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../app/session';
import { renderWithProviders, signIn } from '../../test/utils';
import { bid, projectTotals } from '../bids/fixtures';
import { BidSheetProjectQuery } from '../bids/operations';
import { AwardedBids } from './AwardedBids';
import { ledger, purchaseOrder, subcontract } from './fixtures';
import { SubcontractsQuery } from './graphql/operations';

const project = {
  request: { query: BidSheetProjectQuery, variables: { id: '7' } },
  result: { data: { project: { ...projectTotals(), uid: 'DC_1007', name: 'Main Street', displayName: 'Main Street', bids: [bid({ id: '5', label: 'Footings' })] } } },
  maxUsageCount: Infinity,
};
const subs = { request: { query: SubcontractsQuery, variables: { projectUid: 'DC_1007' } }, result: { data: { subcontracts: ledger([subcontract(), purchaseOrder()]) } }, maxUsageCount: Infinity };
const chooseProject = () => saveSession({ selectedProject: { ProjectUid: 'DC_1007', id: '7', name: 'Main Street' } });

describe("the bid sheet's Awarded Bids", () => {
  it('lists each awarded bid (not a PO) with its subcontractor and a link to its subcontract', async () => {
    signIn({ read: ['bid_sheets', 'subcontract'] });
    chooseProject();
    renderWithProviders(<AwardedBids projectUid="DC_1007" />, [project, subs]);
    const card = await screen.findByTestId('awarded-bids');
    expect(await within(card).findByText('Footings · 03 30 00 Cast-in-Place Concrete')).toBeInTheDocument();
    expect(within(card).getByText('Acme Concrete')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'SC-001' })).toHaveAttribute('href', '/admin/subcontracts?view=10');
    expect(within(card).queryByText('PO-001')).toBeNull();
  });

  it('shows nothing to a user without read on subcontracts', async () => {
    signIn({ read: ['bid_sheets'] });
    chooseProject();
    renderWithProviders(<><span>sheet</span><AwardedBids projectUid="DC_1007" /></>, [project, subs]);
    expect(await screen.findByText('sheet')).toBeInTheDocument();
    expect(screen.queryByTestId('awarded-bids')).toBeNull();
  });
});
