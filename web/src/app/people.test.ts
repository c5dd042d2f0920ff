import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, formFieldOf, fullName } from './people';

describe('people helpers', () => {
  it('fullName joins the parts that are there', () => {
    expect(fullName({ firstName: 'Ann', lastName: 'Lee' })).toBe('Ann Lee');
    expect(fullName({ firstName: 'Ann', lastName: null })).toBe('Ann');
    expect(fullName(null)).toBe('');
  });
  it('EMAIL_PATTERN wants a name, an @ and a dotted domain', () => {
    expect(EMAIL_PATTERN.test('ann@example.com')).toBe(true);
    expect(EMAIL_PATTERN.test('ann@example')).toBe(false);
    expect(EMAIL_PATTERN.test('ann lee@example.com')).toBe(false);
  });
  it('formFieldOf maps GraphQL input fields to form fields, the same name where the form has it', () => {
    expect(formFieldOf('hiringDate')).toBe('hireDate');
    expect(formFieldOf('phone')).toBe('phone');
    expect(formFieldOf('rate')).toBe('rate');
    expect(formFieldOf('firstName')).toBe('firstName');
  });
});
