import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes, signIn } from '../../test/utils';
import { AllOwnersPage } from './AllOwnersPage';
import { OwnerDetailsPage } from './OwnerDetailsPage';
import { OwnerQuery, OwnersQuery, SetOwnerActiveMutation } from './operations';
import { OWNER_MESSAGES } from './validation';

const owner = (id: string, name: string, isActive = true) => ({
  __typename: 'Owner', id, name, firstName: 'Alice', lastName: 'Archer', email: `${id}@owner.test`, phone: '(512) 555-0100',
  fax: '(512) 555-0101', ccEmail: 'cc@owner.test', payableEmail: null, accountReceivableEmail: 'ar@owner.test', mobile: null, isActive,
  addresses: [
    { __typename: 'OwnerAddress', id: `${id}1`, ownerId: id, address1: '1 Main St', address2: 'Suite 2', city: 'Austin', state: 'Texas', stateCode: 'TX', zip: '78701' },
  ],
  managers: [
    { __typename: 'OwnerManager', id: `${id}2`, ownerId: id, firstName: 'Mark', lastName: 'Miller', email: 'mark@owner.test', phone: '(512) 555-0111' },
  ],
});
const page = (items: ReturnType<typeof owner>[]) => ({ data: { owners: { __typename: 'OwnerPage', total: items.length, items } } });
const routes = [
  { path: '/admin/all-owners', element: <AllOwnersPage /> },
  { path: '/admin/owner-details', element: <OwnerDetailsPage /> },
];

describe('All Owners', () => {
  const listMock = (items: () => ReturnType<typeof owner>[]) => ({
    request: { query: OwnersQuery, variables: { page: 1, pageSize: 10 } },
    result: () => page(items()),
    maxUsageCount: Infinity,
  });
  const button = (name: string) => screen.getByText(name).closest('button')!;

  it('grid of Actions, Name, Email, Phone Number with View links and the write buttons; Skip leaves the status alone', async () => {
    signIn({ read: ['all_owners'], write: ['all_owners', 'upload_owners'] });
    let asked = 0;
    renderRoutes(routes, '/admin/all-owners', [
      listMock(() => [owner('1', 'Acme Retail'), owner('2', 'Blue Sky')]),
      { request: { query: SetOwnerActiveMutation, variables: () => true }, result: () => { asked += 1; return { data: null }; } },
    ]);
    expect(await screen.findByText('Blue Sky')).toBeInTheDocument();
    const headers = [...document.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).toEqual(['Actions', 'Name', 'Email', 'Phone Number']);
    expect(screen.getByText('2@owner.test')).toBeInTheDocument();
    expect(screen.getByLabelText('View Acme Retail')).toHaveAttribute('href', '/admin/owner-details?id=1');
    expect(screen.getByText('Create Owner')).toBeInTheDocument();
    expect(screen.getByText('Upload Owners')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Active Blue Sky'));
    expect(await screen.findByText(OWNER_MESSAGES.statusConfirm)).toBeInTheDocument();
    fireEvent.click(button('Skip'));
    await waitFor(() => expect(screen.queryByText(OWNER_MESSAGES.statusConfirm)).not.toBeInTheDocument());
    expect(asked).toBe(0);
    expect(screen.getByLabelText('Active Blue Sky')).toBeChecked();
  });

  it('the status switch asks (Skip/Confirm); Confirm sends the inverse of the current state and the list reloads', async () => {
    signIn({ read: ['all_owners'], write: ['all_owners'] });
    let blueActive = true;
    let asked = 0;
    renderRoutes(routes, '/admin/all-owners', [
      listMock(() => [owner('1', 'Acme Retail'), owner('2', 'Blue Sky', blueActive)]),
      {
        request: { query: SetOwnerActiveMutation, variables: { id: '2', isActive: false } },
        result: () => {
          asked += 1;
          blueActive = false;
          return { data: { setOwnerActive: { __typename: 'Owner', id: '2', isActive: false } } };
        },
      },
    ]);
    fireEvent.click(await screen.findByLabelText('Active Blue Sky'));
    expect(await screen.findByText(OWNER_MESSAGES.statusConfirm)).toBeInTheDocument();
    expect(button('Skip')).toBeInTheDocument();
    fireEvent.click(button('Confirm'));
    await waitFor(() => expect(screen.getByLabelText('Active Blue Sky')).not.toBeChecked());
    expect(asked).toBe(1);
  });

  it('a failed status change shows the docs/projects.md §8 message', async () => {
    signIn({ read: ['all_owners'], write: ['all_owners'] });
    const mocks = [
      { request: { query: OwnersQuery, variables: { page: 1, pageSize: 10 } }, result: page([owner('1', 'Acme Retail')]), maxUsageCount: Infinity },
      { request: { query: SetOwnerActiveMutation, variables: { id: '1', isActive: false } }, error: new Error('down') },
    ];
    renderRoutes(routes, '/admin/all-owners', mocks);
    fireEvent.click(await screen.findByLabelText('Active Acme Retail'));
    await screen.findByText(OWNER_MESSAGES.statusConfirm);
    fireEvent.click(button('Confirm'));
    expect(await screen.findByText(OWNER_MESSAGES.statusFailed)).toBeInTheDocument();
  });

  it("Upload Owners: the CSV dialog with template download; 'Select a file to upload.' without a file", async () => {
    signIn({ read: ['all_owners'], write: ['all_owners', 'upload_owners'] });
    renderRoutes(routes, '/admin/all-owners', [
      { request: { query: OwnersQuery, variables: { page: 1, pageSize: 10 } }, result: page([owner('1', 'Acme Retail')]), maxUsageCount: Infinity },
    ]);
    fireEvent.click((await screen.findByText('Upload Owners')).closest('button')!);
    const dialog = (await screen.findByText('Download template')).closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getByText('Upload Owners')).toBeInTheDocument();
    const template = within(dialog).getByText('Download template');
    expect(template).toHaveAttribute('download', 'owners_template.csv');
    expect(decodeURIComponent(template.getAttribute('href') ?? '')).toContain('name,first_name,last_name,email,phone_number');
    fireEvent.click(within(dialog).getByText('Submit').closest('button')!);
    expect(await within(dialog).findByText('Select a file to upload.')).toBeInTheDocument();
  });

  it('write on all_owners without upload_owners (a Full User, an Estimator): Create Owner and Delete, but no Upload Owners', async () => {
    signIn({ read: ['all_owners'], write: ['all_owners'] });
    renderRoutes(routes, '/admin/all-owners', [
      { request: { query: OwnersQuery, variables: { page: 1, pageSize: 10 } }, result: page([owner('1', 'Acme Retail')]), maxUsageCount: Infinity },
    ]);
    expect(await screen.findByText('Acme Retail')).toBeInTheDocument();
    expect(screen.getByText('Create Owner')).toBeInTheDocument();
    expect(screen.getByLabelText('Delete Acme Retail')).toBeInTheDocument();
    expect(screen.queryByText('Upload Owners')).not.toBeInTheDocument();
  });

  it('without write on all_owners: no Create Owner, no Upload Owners, no Update, no switch', async () => {
    signIn({ read: ['all_owners'] });
    renderRoutes(routes, '/admin/all-owners', [
      { request: { query: OwnersQuery, variables: { page: 1, pageSize: 10 } }, result: page([owner('1', 'Acme Retail')]), maxUsageCount: Infinity },
    ]);
    expect(await screen.findByText('Acme Retail')).toBeInTheDocument();
    expect(screen.queryByText('Create Owner')).not.toBeInTheDocument();
    expect(screen.queryByText('Upload Owners')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Update Acme Retail')).not.toBeInTheDocument();
    expect(document.querySelector('.ant-switch')).toBeNull();
    expect(screen.getByLabelText('View Acme Retail')).toBeInTheDocument();
  });
});

describe('Owner Details', () => {
  it('breadcrumb Home > All Owner > Owner Details; owner fields, managers and addresses', async () => {
    signIn({ read: ['all_owners'] });
    renderRoutes(routes, '/admin/owner-details?id=1', [{ request: { query: OwnerQuery, variables: { id: '1' } }, result: { data: { owner: owner('1', 'Acme Retail') } } }]);
    expect(await screen.findByText('Acme Retail')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/admin/projects');
    expect(screen.getByRole('link', { name: 'All Owner' })).toHaveAttribute('href', '/admin/all-owners');
    for (const label of ['Owner Name', 'Full Name', 'Email', 'Phone Number', 'Fax Number', 'CC Email', 'Account Receivable Email', 'Mobile Number']) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    expect(screen.getByText('Alice Archer')).toBeInTheDocument();
    expect(screen.getByText('ar@owner.test')).toBeInTheDocument();
    expect(screen.getByText('Mark Miller')).toBeInTheDocument();
    expect(screen.getByText('mark@owner.test · (512) 555-0111')).toBeInTheDocument();
    expect(screen.getByText('1 Main St, Suite 2, Austin, Texas, 78701')).toBeInTheDocument();
    // Read only: no Update button.
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
  });
});
