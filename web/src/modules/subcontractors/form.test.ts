import { describe, expect, it } from 'vitest';
import {
  chosenDivisionIds, divisionState, emptySubForm, SUB_FORM_MESSAGES, subFormFieldOf, toggleDivision, toSubFormValues, toSubInput,
  validateSubForm, withNational, type CatalogueChoice, type SubFormValues,
} from './form';

const concrete: CatalogueChoice = { id: '3', name: '03 Concrete', subdivisions: [{ id: '30', name: 'Forming' }, { id: '31', name: 'Cast' }] };
const plumbing: CatalogueChoice = { id: '22', name: '22 Plumbing', subdivisions: [{ id: '220', name: 'Piping' }] };
const catalogue = [concrete, plumbing];

function filled(over: Partial<SubFormValues> = {}): SubFormValues {
  return {
    ...emptySubForm(),
    companyName: '  Lone Star Concrete  ', email: 'bids@lonestar.test', phone: '(512) 555-0100', workingStates: ['TX'],
    addresses: [{ address1: '1 Main', address2: '', city: 'Austin', state: 'TX', stateCode: 'TX', zip: '78701' }],
    managers: [{ firstName: 'Mia', lastName: 'Lee', email: 'mia@lonestar.test', phone: '(512) 555-0101' }],
    subdivisionIds: ['30'],
    ...over,
  };
}

describe('subcontractor form (docs/projects.md §4, §5)', () => {
  it('an empty form names every mandatory field with the spec message', () => {
    const failures = validateSubForm(emptySubForm());
    expect(failures.map((f) => f.field)).toEqual([
      'companyName', 'email', 'phone', 'subdivisionIds', 'managers.0.firstName', 'managers.0.lastName', 'managers.0.email',
      'managers.0.phone', 'addresses.0.address1', 'addresses.0.state', 'addresses.0.zip', 'workingStates',
    ]);
    for (const f of failures) expect(f.message).toBe('You must enter all mandatory fields.');
  });

  it('working states are not needed when National; choosing National clears them, unchoosing keeps none', () => {
    expect(validateSubForm(filled({ workingStates: [], isNational: true }))).toEqual([]);
    expect(validateSubForm(filled({ workingStates: [] })).map((f) => f.field)).toEqual(['workingStates']);
    expect(withNational({ isNational: false, workingStates: ['TX', 'OK'] }, true)).toEqual({ isNational: true, workingStates: [] });
    expect(withNational({ isNational: true, workingStates: [] }, false)).toEqual({ isNational: false, workingStates: [] });
  });

  it("invalid emails: 'This is not a valid email address.'; bad phones and zips; notes over 225", () => {
    const failures = validateSubForm(filled({
      email: 'nope', payableEmail: 'a@b', phone: '555', notes: 'x'.repeat(226),
      managers: [{ firstName: 'M', lastName: 'L', email: 'bad', phone: '(512) 555-0101' }],
      addresses: [{ address1: '1 Main', address2: '', city: 'Austin', state: 'TX', stateCode: '', zip: '787' }],
    }));
    expect(failures).toEqual([
      { field: 'email', message: SUB_FORM_MESSAGES.email },
      { field: 'payableEmail', message: SUB_FORM_MESSAGES.email },
      { field: 'managers.0.email', message: SUB_FORM_MESSAGES.email },
      { field: 'phone', message: SUB_FORM_MESSAGES.phone },
      { field: 'addresses.0.zip', message: SUB_FORM_MESSAGES.zip },
      { field: 'notes', message: SUB_FORM_MESSAGES.notesTooLong },
    ]);
  });

  it("'Select All' checks every subdivision of a division, or unchecks them when all are; the division is marked when all are", () => {
    expect(divisionState([], concrete)).toBe('none');
    const one = toggleDivision(['220', '30'], concrete);
    expect(one.sort()).toEqual(['220', '30', '31']);
    expect(divisionState(one, concrete)).toBe('all');
    expect(divisionState(['30'], concrete)).toBe('some');
    expect(toggleDivision(one, concrete)).toEqual(['220']);
    expect(chosenDivisionIds(['31', '220'], catalogue)).toEqual(['3', '22']);
  });

  it('the input is trimmed, sends the divisions of the chosen subdivisions, drops incomplete later addresses and blank managers', () => {
    const input = toSubInput(filled({
      isNational: true, workingStates: ['TX'], subdivisionIds: ['31', '220'], rating: 4, laborAndDesign: ['Union', 'MEP'], designType: 'MEP',
      addresses: [
        { address1: ' 1 Main ', address2: '', city: 'Austin', state: 'TX', stateCode: 'TX', zip: '78701' },
        { address1: '2 Half', address2: '', city: '', state: 'TX', stateCode: '', zip: '' },
      ],
      managers: [{ firstName: 'Mia', lastName: 'Lee', email: 'mia@lonestar.test', phone: '(512) 555-0101' }, { firstName: '', lastName: '', email: '', phone: '' }],
    }), catalogue);
    expect(input.info).toMatchObject({ companyName: 'Lone Star Concrete', isNational: true, workingStates: [], rating: 4, designType: 'MEP', fax: null });
    expect(input.addresses).toEqual([{ address1: '1 Main', address2: null, city: 'Austin', state: 'TX', stateCode: 'TX', zip: '78701' }]);
    expect(input.managers).toHaveLength(1);
    expect(input.divisionIds).toEqual(['3', '22']);
    expect(input.subdivisionIds).toEqual(['31', '220']);
  });

  it('reads a subcontractor into the form (National shows no states) and maps server field paths to form fields', () => {
    const values = toSubFormValues({
      id: '9', companyName: 'Acme', contactName: null, firstName: null, lastName: null, email: 'a@acme.test', phone: '5125550100',
      fax: null, ccEmail: null, payableEmail: null, accountReceivableEmail: null, mobile: null, isActive: true, rating: 2, notes: null,
      isNational: true, workingStates: ['TX'], laborAndDesign: ['Union'], designType: null, biddingHistory: 'Has bid', addresses: [], managers: [],
      divisions: [{ id: '3', name: 'Concrete' }], subdivisions: [{ id: '30', divisionId: '3', name: 'Forming' }],
    });
    expect(values).toMatchObject({ phone: '(512) 555-0100', workingStates: [], subdivisionIds: ['30'], biddingHistory: 'Has bid' });
    expect(values.addresses).toHaveLength(1);
    expect(values.managers).toHaveLength(1);
    expect(subFormFieldOf('info.companyName')).toBe('companyName');
    expect(subFormFieldOf('info.workingStates.1')).toBe('workingStates');
    expect(subFormFieldOf('subdivisionIds.0')).toBe('subdivisionIds');
    expect(subFormFieldOf('divisionIds')).toBe('subdivisionIds');
    expect(subFormFieldOf('managers.0.email')).toBe('managers.0.email');
  });
});
