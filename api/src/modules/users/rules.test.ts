import { describe, expect, it } from 'vitest';
import { parseRole, validateUser } from './rules.js';

const valid = {
  first_name: ' Uma ', last_name: 'User', email: 'uma@example.test', phone_number: '(512) 555-4321', address1: '5 Oak',
  address2: '', city: 'Austin', state: 'Texas', state_code: '', zipcode: '78702', role: 'Fulluser',
};

describe('validateUser', () => {
  it('trims values; blank optionals become null; an omitted employee_id stays undefined', () => {
    const { values } = validateUser(valid);
    expect(values).toEqual({
      first_name: 'Uma', last_name: 'User', email: 'uma@example.test', phone: '(512) 555-4321', address1: '5 Oak',
      address2: null, city: 'Austin', state: 'Texas', state_code: null, zipcode: '78702', role_id: 3, is_active: null,
      employee_id: undefined,
    });
    expect(validateUser({ ...valid, employee_id: null }).values?.employee_id).toBeNull();
  });

  it('mandatory first, then formats, each field once', () => {
    const { values, errors } = validateUser({ ...valid, last_name: '', email: 'bad', zipcode: '1' });
    expect(values).toBeUndefined();
    expect(errors.message).toBe('Fill all the mandatory fields.');
    expect(errors.fields).toEqual({
      last_name: 'Fill all the mandatory fields.', email: 'Enter a valid email address.', zipcode: 'Please enter a valid zipcode.',
    });
  });

  it('phones need 10 digits after removing brackets, spaces and dashes', () => {
    expect(validateUser({ ...valid, phone_number: '512-555-4321' }).values).toBeDefined();
    expect(validateUser({ ...valid, phone_number: '+1 512 555 4321' }).errors.fields).toEqual({ phone_number: 'Please enter a valid mobile number.' });
  });
});

describe('parseRole', () => {
  it.each([
    ['Fulluser', 3], ['Full User', 3], ['FULL_USER', 3], ['Estimator', 4], ['estimator', 4], ['Admin', null], ['', null],
  ])('%s → %s', (value, expected) => {
    expect(parseRole(value)).toBe(expected);
  });
});
