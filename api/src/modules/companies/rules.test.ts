import { describe, expect, it } from 'vitest';
import { isValidZip } from '../../validation.js';
import { formatMarkup, isValidLogo, parseMarkup, parseStartNo, validateCompany } from './rules.js';
import { canonicalPhone, isValidPhone } from '../../validation.js';

const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('company rules', () => {
  it('phones need 10 digits after stripping brackets, spaces and dashes', () => {
    expect(isValidPhone('(512) 555-1234')).toBe(true);
    expect(isValidPhone('512 555 1234')).toBe(true);
    expect(isValidPhone('5125551234')).toBe(true);
    expect(isValidPhone('512.555.1234')).toBe(false);
    expect(isValidPhone('+1 512 555 1234')).toBe(false);
    expect(isValidPhone('555-1234')).toBe(false);
  });

  it("phones are stored in one form, '(512) 555-1234', whatever punctuation came in (issue 10 item 8)", () => {
    expect(canonicalPhone('5125551234')).toBe('(512) 555-1234');
    expect(canonicalPhone(' 512 555 1234 ')).toBe('(512) 555-1234');
    expect(canonicalPhone('(512)555-1234')).toBe('(512) 555-1234');
    expect(canonicalPhone('(512) 555-1234')).toBe('(512) 555-1234');
    expect(canonicalPhone('555-1234')).toBe('555-1234'); // not a phone: kept for validation to report
  });

  it('zip is exactly 5 digits', () => {
    expect(isValidZip('78701')).toBe(true);
    expect(isValidZip('7870')).toBe(false);
    expect(isValidZip('787011')).toBe(false);
    expect(isValidZip('7870a')).toBe(false);
  });

  it('start number strips commas and must be a whole number >= 0', () => {
    expect(parseStartNo('1,000')).toBe(1000);
    expect(parseStartNo(0)).toBe(0);
    expect(parseStartNo('-1')).toBeNull();
    expect(parseStartNo('1.5')).toBeNull();
    expect(parseStartNo('99999999999')).toBeNull();
  });

  it('markup: blank is 0, non-negative, up to 4 decimals; shown with at least 2', () => {
    expect(parseMarkup('')).toBe('0');
    expect(parseMarkup(null)).toBe('0');
    expect(parseMarkup(12.5)).toBe('12.5');
    expect(parseMarkup('-1')).toBeNull();
    expect(parseMarkup('1000')).toBeNull();
    expect(formatMarkup('10.0000')).toBe('10.00');
    expect(formatMarkup('12.1250')).toBe('12.125');
    expect(formatMarkup('0')).toBe('0.00');
  });

  it('logo must be a PNG or JPEG data URL whose bytes match', () => {
    expect(isValidLogo(`data:image/png;base64,${PNG_1PX}`)).toBe(true);
    expect(isValidLogo(`data:image/jpeg;base64,${PNG_1PX}`)).toBe(false);
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]).toString('base64');
    expect(isValidLogo(`data:image/jpeg;base64,${jpeg}`)).toBe(true);
    expect(isValidLogo(`data:image/jpg;base64,${jpeg}`)).toBe(true);
    expect(isValidLogo(`data:image/gif;base64,${jpeg}`)).toBe(false);
  });

  it('mandatory failures come first in the message; country is forced', () => {
    const { errors } = validateCompany({ owner: { email: 'bad' }, project: {}, details: {} });
    expect(errors.message).toBe('Please fill all the mandatory fields!');
    expect(errors.fields['owner.email']).toBe('Please enter a valid email address.');
    const ok = validateCompany({
      owner: { first_name: 'A', phone_number: '5125551234', email: 'a@b.co' },
      project: { start_no: '12' },
      details: {
        company_name: 'C', company_email: 'c@b.co', company_phone: '5125551234', address1: 'x', city: 'y', state: 'z',
        zip: '12345', company_admin: 'd@b.co', country: 'Mexico',
      },
    });
    expect(ok.values).toMatchObject({ country: 'United States', default_markup: '0', start_project_id: 12, owner_last_name: null });
  });
});
