import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { byRule, camelPath, toGraphQLPath, translateFields, underArgument, withGraphQLFields } from './field-paths.js';
import { OWNER_INPUT_FIELDS } from './modules/owners/mapping.js';
import { EMPLOYEE_INPUT_FIELDS } from './modules/employees/mapping.js';
import { COMPANY_INPUT_FIELDS } from './modules/companies/mapping.js';
import { USER_INPUT_FIELDS } from './modules/users/mapping.js';

describe('field paths', () => {
  it('renames REST paths to the GraphQL input paths, array indexes kept', () => {
    expect(toGraphQLPath('owner_info.phone_number', OWNER_INPUT_FIELDS)).toBe('input.info.phone');
    expect(toGraphQLPath('managers.2.first_name', OWNER_INPUT_FIELDS)).toBe('input.managers.2.firstName');
    expect(toGraphQLPath('addresses.0.address_1', OWNER_INPUT_FIELDS)).toBe('input.addresses.0.address1');
    expect(toGraphQLPath('details.company_email', COMPANY_INPUT_FIELDS)).toBe('input.details.email');
    expect(toGraphQLPath('rate_per_hour', EMPLOYEE_INPUT_FIELDS)).toBe('input.rate');
  });

  it('by rule: a REST field named goes to its camelCase name; only the renames are written out', () => {
    expect(camelPath('details.state_code')).toBe('details.stateCode');
    expect(camelPath('addresses.*.address_1')).toBe('addresses.*.address1');
    expect(byRule(['first_name', 'city'], { phone_number: 'phone' })).toEqual({ first_name: 'firstName', city: 'city', phone_number: 'phone' });
    expect(toGraphQLPath('employee_id', USER_INPUT_FIELDS)).toBe('input.employeeId');
    expect(toGraphQLPath('zipcode', USER_INPUT_FIELDS)).toBe('input.zip');
    expect(toGraphQLPath('details.company_admin', COMPANY_INPUT_FIELDS)).toBe('input.details.companyAdmin');
    expect(toGraphQLPath('project.id', COMPANY_INPUT_FIELDS)).toBe('input.project.prefix');
  });

  it('leaves a path the map does not know as the API named it; * matches indexes only', () => {
    expect(toGraphQLPath('something_else', OWNER_INPUT_FIELDS)).toBe('something_else');
    expect(toGraphQLPath('managers.x.first_name', OWNER_INPUT_FIELDS)).toBe('managers.x.first_name');
  });

  it('keeps the first message when two REST fields land on one input field', () => {
    expect(translateFields({ rate_per_hour: 'First.', rate_per_year: 'Second.' }, EMPLOYEE_INPUT_FIELDS))
      .toEqual({ 'input.rate': 'First.' });
    expect(underArgument('address', { zip: 'zip' })).toEqual({ zip: 'address.zip' });
  });

  it('rewrites only the fields of a GraphQL error, keeping its message, code and reason', () => {
    const err = new GraphQLError('Please enter a valid email address.', {
      extensions: { code: 'BAD_USER_INPUT', reason: 'EMAIL_TAKEN', fields: { 'details.company_email': 'Please enter a valid email address.' } },
    });
    const out = withGraphQLFields(err, COMPANY_INPUT_FIELDS) as GraphQLError;
    expect(out.message).toBe(err.message);
    expect(out.extensions).toEqual({
      code: 'BAD_USER_INPUT', reason: 'EMAIL_TAKEN', fields: { 'input.details.email': 'Please enter a valid email address.' },
    });
    const plain = new Error('x');
    expect(withGraphQLFields(plain, COMPANY_INPUT_FIELDS)).toBe(plain);
  });
});
