import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, signIn } from '../../test/utils';
import { OwnerDialog } from './OwnerDialog';
import { CreateOwnerMutation, UpdateOwnerMutation } from './operations';
import { OWNER_MESSAGES, validateOwner, emptyOwner } from './validation';

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
// Found by text: role queries are slow on the large dialog.
const submit = () => fireEvent.click(screen.getByText('Submit').closest('button')!);

const owner = {
  __typename: 'Owner' as const, id: '9', name: 'Acme Retail', firstName: 'Alice', lastName: 'Archer', email: 'owner@acme.test',
  phone: '5125550100', fax: null, ccEmail: null, payableEmail: null, accountReceivableEmail: null, mobile: null, isActive: true,
  addresses: [{ __typename: 'OwnerAddress' as const, id: '31', ownerId: '9', address1: '1 Main St', address2: null, city: 'Austin', state: 'Texas', stateCode: 'TX', zip: '78701' }],
  managers: [{ __typename: 'OwnerManager' as const, id: '41', ownerId: '9', firstName: 'Mark', lastName: 'Miller', email: 'mark@acme.test', phone: '5125550111' }],
};

function open(props: Partial<Parameters<typeof OwnerDialog>[0]> = {}, mocks: unknown[] = []) {
  signIn({ read: ['all_owners'], write: ['all_owners'] });
  return renderWithProviders(<OwnerDialog open onClose={() => {}} onSaved={() => {}} {...props} />, mocks as never[]);
}

function fillValidOwner() {
  type('Owner Name', 'Blue Sky LLC');
  type('Email', 'contact@bluesky.test');
  type('Phone Number', '2145552201');
  type('Address 1', '2100 Ross Ave');
  type('City', 'Dallas');
  type('State', 'Texas');
  type('Zip', '75201');
  type('Manager First Name', 'Carla');
  type('Manager Last Name', 'Cruz');
  type('Manager Email', 'carla@bluesky.test');
  type('Manager Phone', '2145552211');
}

const createdInput = {
  info: {
    name: 'Blue Sky LLC', firstName: null, lastName: null, email: 'contact@bluesky.test', phone: '(214) 555-2201', fax: null, ccEmail: null,
    payableEmail: null, accountReceivableEmail: null, mobile: null,
  },
  addresses: [{ address1: '2100 Ross Ave', address2: null, city: 'Dallas', state: 'Texas', stateCode: null, zip: '75201' }],
  managers: [{ firstName: 'Carla', lastName: 'Cruz', email: 'carla@bluesky.test', phone: '(214) 555-2211' }],
};

describe('Create/Update Owner dialog', () => {
  it("create: 'Please fill all the fields' until owner, first address and first manager are all filled", async () => {
    const send = vi.fn();
    open({}, [{ request: { query: CreateOwnerMutation, variables: () => true }, result: () => { send(); return { data: null }; } }]);
    expect(await screen.findByText('Create Owner')).toBeInTheDocument();
    submit();
    expect(await screen.findByText(OWNER_MESSAGES.createMandatory)).toBeInTheDocument();
    fillValidOwner();
    type('Manager Last Name', '');
    submit();
    expect(await screen.findByText(OWNER_MESSAGES.createMandatory)).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it("create: 'Please enter a valid email address.' and 'Please enter a valid mobile number.' (manager phone too)", async () => {
    const send = vi.fn();
    open({}, [{ request: { query: CreateOwnerMutation, variables: () => true }, result: () => { send(); return { data: null }; } }]);
    await screen.findByText('Create Owner');
    fillValidOwner();
    type('Email', 'not-an-email');
    submit();
    expect(await screen.findByText(OWNER_MESSAGES.email)).toBeInTheDocument();
    type('Email', 'contact@bluesky.test');
    type('Manager Phone', '214555');
    submit();
    expect(await screen.findByText(OWNER_MESSAGES.phone)).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('masks the phone and zip as typed', async () => {
    open();
    await screen.findByText('Create Owner');
    type('Phone Number', '2145552201');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('(214) 555-2201');
    type('Zip', '75a2019');
    expect(screen.getByLabelText('Zip')).toHaveValue('75201');
  });

  it('create: sends owner info, the complete addresses and the managers; success toast, saved and closed', async () => {
    const onSaved = vi.fn();
    const onClose = vi.fn();
    const created = { ...owner, id: '10', name: 'Blue Sky LLC' };
    open({ onSaved, onClose }, [{ request: { query: CreateOwnerMutation, variables: { input: createdInput } }, result: { data: { createOwner: created } } }]);
    await screen.findByText('Create Owner');
    fillValidOwner();
    // A second address left incomplete is dropped (docs/projects.md §5).
    fireEvent.click(screen.getByText('Add Address').closest('button')!);
    type('City #2', 'Nowhere');
    submit();
    expect(await screen.findByText(OWNER_MESSAGES.created, {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: '10' })));
    expect(onClose).toHaveBeenCalled();
  });

  it("create: a CONFLICT shows the server's text", async () => {
    open({}, [{
      request: { query: CreateOwnerMutation, variables: { input: createdInput } },
      result: { errors: [{ message: 'This email ID already exists.', extensions: { code: 'CONFLICT', fields: { 'input.info.email': 'This email ID already exists.' } } }] },
    }]);
    await screen.findByText('Create Owner');
    fillValidOwner();
    submit();
    // In the dialog's alert and under the Email field.
    expect(await screen.findAllByText('This email ID already exists.', {}, { timeout: 5000 })).toHaveLength(2);
  });

  it("update: 'Please fill all the mandatory fields!', email and mobile number messages; sends the ids of kept addresses and managers", async () => {
    const onSaved = vi.fn();
    const input = {
      info: { ...createdInput.info, name: 'Acme Renamed', email: 'owner@acme.test', phone: '(512) 555-0100', firstName: 'Alice', lastName: 'Archer' },
      addresses: [{ id: '31', address1: '1 Main St', address2: null, city: 'Austin', state: 'Texas', stateCode: 'TX', zip: '78701' }],
      managers: [{ id: '41', firstName: 'Mark', lastName: 'Miller', email: 'mark@acme.test', phone: '(512) 555-0111' }],
    };
    open({ owner, onSaved }, [{ request: { query: UpdateOwnerMutation, variables: { id: '9', input } }, result: { data: { updateOwner: { ...owner, name: 'Acme Renamed' } } } }]);
    expect(await screen.findByText('Update Owner')).toBeInTheDocument();
    expect(screen.getByLabelText('Owner Name')).toHaveValue('Acme Retail');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('(512) 555-0100');
    type('Owner Name', '');
    submit();
    expect(await screen.findByText(OWNER_MESSAGES.updateMandatory)).toBeInTheDocument();
    type('Owner Name', 'Acme Renamed');
    type('Email', 'owner@acme');
    submit();
    expect(await screen.findByText(OWNER_MESSAGES.email)).toBeInTheDocument();
    type('Email', 'owner@acme.test');
    type('Phone Number', '512555');
    submit();
    expect(await screen.findByText(OWNER_MESSAGES.phone)).toBeInTheDocument();
    type('Phone Number', '5125550100');
    submit();
    expect(await screen.findByText(OWNER_MESSAGES.updated, {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it('update: a failure other than CONFLICT shows the fixed update text', async () => {
    open({ owner }, [{ request: { query: UpdateOwnerMutation, variables: () => true }, error: new Error('network down') }]);
    await screen.findByText('Update Owner');
    submit();
    expect(await screen.findByText(OWNER_MESSAGES.updateFailed, {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('validateOwner', () => {
  it('zip must have 5 digits; extra complete addresses are checked, incomplete ones ignored; mobile optional but 10 digits', () => {
    const base = {
      ...emptyOwner(), name: 'A', email: 'a@b.co', phone: '5125550100',
      addresses: [{ address1: '1', address2: '', city: 'c', state: 's', stateCode: '', zip: '7870' }],
      managers: [{ firstName: 'a', lastName: 'b', email: 'm@b.co', phone: '5125550101' }],
    };
    expect(validateOwner(base, 'create')).toEqual([{ field: 'addresses.0.zip', message: OWNER_MESSAGES.zip }]);
    const ok = { ...base, addresses: [{ ...base.addresses[0]!, zip: '78701' }, { address1: 'x', address2: '', city: '', state: '', stateCode: '', zip: '1' }] };
    expect(validateOwner(ok, 'update')).toEqual([]);
    expect(validateOwner({ ...ok, mobile: '123' }, 'update')).toEqual([{ field: 'mobile', message: OWNER_MESSAGES.phone }]);
    expect(validateOwner({ ...ok, managers: [...ok.managers, { firstName: 'x', lastName: '', email: '', phone: '' }] }, 'create'))
      .toEqual([{ field: 'managers.1.email', message: OWNER_MESSAGES.createMandatory }, { field: 'managers.1.phone', message: OWNER_MESSAGES.createMandatory }]);
  });
});
