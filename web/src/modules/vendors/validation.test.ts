import { describe, expect, it } from 'vitest';
import { emptyVendor, formFieldOf, toVendorInput, validateVendor, vendorToForm, type VendorDetails } from './validation';

const filled = () => ({
  ...emptyVendor(), companyName: ' Acme Supply ', email: 'sales@acme.test', phone: '(512) 555-0100', divisions: ['1'], subDivision: ['11'],
});

describe('Add Vendor validation (docs/projects.md §5)', () => {
  it("names company, email, phone, divisions and subdivisions with 'Fill the mandatory fields.'", () => {
    expect(validateVendor(emptyVendor())).toEqual(['companyName', 'email', 'phone', 'divisions', 'subDivision']
      .map((field) => ({ field, message: 'Fill the mandatory fields.' })));
  });

  it('accepts the mandatory fields alone (blank address and manager rows are left out of the input)', () => {
    const v = filled();
    expect(validateVendor(v)).toEqual([]);
    const input = toVendorInput(v);
    expect(input.addresses).toEqual([]);
    expect(input.managers).toEqual([]);
    expect(input.info).toMatchObject({ companyName: 'Acme Supply', isNational: false, workingStates: [] });
    expect(input).toMatchObject({ divisionIds: ['1'], subdivisionIds: ['11'] });
  });

  it('a partly filled address or manager needs its other fields; then formats', () => {
    const partial = { ...filled(), addresses: [{ ...emptyVendor().addresses[0]!, address1: '1 Main' }] };
    expect(validateVendor(partial).map((f) => f.field)).toEqual(['addresses.0.city', 'addresses.0.state', 'addresses.0.zip']);
    const bad = { ...filled(), email: 'x@', mobile: '12', addresses: [{ address1: '1 Main', address2: '', city: 'Austin', state: 'Texas', stateCode: 'TX', zip: '787' }] };
    expect(validateVendor(bad)).toEqual([
      { field: 'email', message: 'This is not a valid email address.' },
      { field: 'mobile', message: 'Please enter a valid mobile number.' },
      { field: 'addresses.0.zip', message: 'Please enter a valid zipcode.' },
    ]);
  });

  it('National clears the delivery states; server paths land on the form fields', () => {
    expect(toVendorInput({ ...filled(), states: ['TX'], isNational: true }).info).toMatchObject({ isNational: true, workingStates: [] });
    expect(formFieldOf('subdivisionIds.0')).toBe('subDivision');
    expect(formFieldOf('info.accountReceivableEmail')).toBe('rcEmail');
    expect(formFieldOf('info.email')).toBe('email');
  });
});

describe('Edit Vendor: a saved vendor as the form', () => {
  const saved: VendorDetails = {
    __typename: 'Vendor', id: '7', companyName: 'Texas Ready Mix Supply', contactName: 'Rita Mix', firstName: 'Rita', lastName: 'Mix',
    email: 'sales@trm.test', phone: '5125550100', ccEmail: null, payableEmail: 'ap@trm.test', accountReceivableEmail: null, mobile: null,
    isActive: true, isNational: false, workingStates: ['TX', 'OK'],
    addresses: [{ __typename: 'SubcontractorAddress', id: '1', address1: '1 Mill Rd', address2: null, city: 'Waco', state: 'Texas', stateCode: 'TX', zip: '76701' }],
    managers: [],
    divisions: [{ __typename: 'SubcontractorDivision', id: '3', name: 'Concrete' }],
    subdivisions: [{ __typename: 'SubcontractorSubdivision', id: '30', divisionId: '3', name: '03 30 00 Cast-in-Place Concrete' }],
  };

  it('fills every field, with one blank manager row when it has none, and saves back the same vendor', () => {
    const form = vendorToForm(saved);
    expect(form).toMatchObject({ companyName: 'Texas Ready Mix Supply', firstName: 'Rita', rcEmail: '', payableEmail: 'ap@trm.test',
      divisions: ['3'], subDivision: ['30'], states: ['TX', 'OK'], isNational: false });
    expect(form.managers).toEqual([emptyVendor().managers[0]]);
    expect(validateVendor(form)).toEqual([]);
    const input = toVendorInput(form);
    expect(input.managers).toEqual([]);
    expect(input.addresses).toEqual([{ address1: '1 Mill Rd', address2: null, city: 'Waco', state: 'Texas', stateCode: 'TX', zip: '76701' }]);
    expect(input.info).toMatchObject({ email: 'sales@trm.test', payableEmail: 'ap@trm.test', accountReceivableEmail: null, workingStates: ['TX', 'OK'] });
    expect(input).toMatchObject({ divisionIds: ['3'], subdivisionIds: ['30'] });
  });
});
