import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, signIn } from '../../test/utils';
import { SUB_FORM_MESSAGES } from './form';
import { CreateSubcontractorMutation, SubcontractorFormOptionsQuery, UpdateSubcontractorMutation } from './operations';
import { SubcontractorDialog } from './SubcontractorDialog';

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
const submit = () => fireEvent.click(screen.getByText('Submit').closest('button')!);

const options = {
  request: { query: SubcontractorFormOptionsQuery },
  result: {
    data: {
      divisions: [{ __typename: 'Division', id: '3', number: '03', name: 'Concrete' }],
      subdivisions: [
        { __typename: 'Subdivision', id: '30', name: 'Forming', divisionId: '3' },
        { __typename: 'Subdivision', id: '31', name: 'Cast-in-Place', divisionId: '3' },
      ],
      states: [{ __typename: 'State', name: 'Texas', code: 'TX' }],
    },
  },
  maxUsageCount: 5,
};

const sub = {
  __typename: 'Subcontractor' as const, id: '9', companyName: 'Acme Concrete', contactName: null, firstName: null, lastName: null,
  email: 'bids@acme.test', phone: '5125550100', fax: null, ccEmail: null, payableEmail: null, accountReceivableEmail: null, mobile: null,
  isActive: true, rating: 3, notes: null, isNational: false, workingStates: ['TX'], laborAndDesign: ['Union'], designType: null,
  biddingHistory: 'Has bid',
  addresses: [{ __typename: 'SubcontractorAddress' as const, id: '1', address1: '1 Main', address2: null, city: 'Austin', state: 'TX', stateCode: 'TX', zip: '78701' }],
  managers: [{ __typename: 'SubcontractorManager' as const, id: '2', firstName: 'Mia', lastName: 'Lee', email: 'mia@acme.test', phone: '5125550101' }],
  divisions: [{ __typename: 'SubcontractorDivision' as const, id: '3', name: 'Concrete' }],
  subdivisions: [{ __typename: 'SubcontractorSubdivision' as const, id: '30', divisionId: '3', name: 'Forming' }],
};

function open(props: Partial<Parameters<typeof SubcontractorDialog>[0]> = {}, mocks: unknown[] = []) {
  signIn({ read: ['all_subcontractors', 'bid_sheets'], write: ['all_subcontractors'] });
  return renderWithProviders(<SubcontractorDialog open onClose={() => {}} onSaved={() => {}} {...props} />, [options, ...mocks] as never[]);
}

describe('Add/Edit Subcontractor dialog', () => {
  it("Add: 'You must enter all mandatory fields.' and nothing is sent", async () => {
    const send = vi.fn();
    open({}, [{ request: { query: CreateSubcontractorMutation, variables: () => true }, result: () => { send(); return { data: null }; } }]);
    expect(await screen.findByText('Add Subcontractor')).toBeInTheDocument();
    submit();
    expect(await screen.findByText(SUB_FORM_MESSAGES.mandatory)).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it("Edit: shows the subcontractor; 'Select All' checks the division's subdivisions; National clears the states; the server's field errors show on their fields", async () => {
    let sent: unknown;
    const onSaved = vi.fn();
    open({ subcontractor: sub, onSaved }, [{
      request: { query: UpdateSubcontractorMutation, variables: () => true },
      result: (variables: unknown) => {
        sent = variables;
        return { errors: [{ message: 'This is not a valid email address.', extensions: { code: 'BAD_USER_INPUT', fields: { 'input.info.payableEmail': 'This is not a valid email address.' } } }] };
      },
    }]);
    expect(await screen.findByText('Edit Subcontractor')).toBeInTheDocument();
    expect(screen.getByLabelText('Company Name', { exact: true })).toHaveValue('Acme Concrete');
    // Found by label: role queries are slow on the large dialog.
    const selectAll = await screen.findByLabelText('Select All 03 Concrete');
    expect(selectAll).not.toBeChecked();
    expect(screen.getByText('03 Concrete (1 of 2)')).toBeInTheDocument();
    fireEvent.click(selectAll);
    await waitFor(() => expect(screen.getByLabelText('Select All 03 Concrete')).toBeChecked());
    expect(screen.getByText('03 Concrete (2 of 2)')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('National'));
    type('Payable Email', 'ap@acme.test');
    submit();
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toMatchObject({
      id: '9',
      input: { info: { isNational: true, workingStates: [], payableEmail: 'ap@acme.test' }, divisionIds: ['3'], subdivisionIds: ['30', '31'] },
    });
    // The message once at the bottom and under its field.
    await waitFor(() => expect(screen.getAllByText('This is not a valid email address.')).toHaveLength(2));
    expect(onSaved).not.toHaveBeenCalled();
  });
});
