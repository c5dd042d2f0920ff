import { describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES, validateCompany, type CompanyFormValues } from './validation';

const valid = (): CompanyFormValues => ({
  owner: { firstName: 'Ann', lastName: 'Lee', phone: '(212) 555-0100', email: 'ann@example.com' },
  project: { prefix: 'DC', startNo: '1,000' },
  details: {
    name: 'Acme', email: 'office@acme.test', phone: '(212) 555-0101', defaultMarkup: '10', address1: '1 Main St', address2: '',
    city: 'Springfield', state: 'Illinois', stateCode: 'IL', zip: '62701', country: 'United States', companyAdmin: 'admin@acme.test',
    proposalOverhead: 'SEPARATE_WITH_PERCENTAGES',
  },
});

describe('company validation (docs/accounts.md §5)', () => {
  it('accepts a complete form', () => {
    expect(validateCompany(valid())).toEqual([]);
  });
  it('mandatory fields first', () => {
    const v = valid();
    v.details.city = ' ';
    v.owner.email = 'bad';
    const failures = validateCompany(v);
    expect(failures[0]).toEqual({ path: ['details', 'city'], message: COMPANY_MESSAGES.mandatory });
    expect(failures.map((f) => f.message)).toContain('Please enter a valid email address.');
  });
  it('emails, phones and zip', () => {
    const v = valid();
    v.details.email = 'office@';
    expect(validateCompany(v)[0].message).toBe('Please enter a valid email address.');
    const p = valid();
    p.details.phone = '(212) 555';
    expect(validateCompany(p)[0].message).toBe('Please enter a valid mobile number.');
    const z = valid();
    z.details.zip = '1234';
    expect(validateCompany(z)[0].message).toBe('Please enter a valid zipcode.');
  });
});
