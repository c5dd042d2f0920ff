import { describe, expect, it } from 'vitest';
import { fromOf, senderAddress } from './mailer.js';

// Who a message is from: a company's mail (a proposal) never goes from the product's placeholder address.
const placeholder = 'Contractor Suite <no-reply@localhost>';

describe('the sender of a mail', () => {
  it("a company's mail goes from the company's address under its name when no sender is configured", () => {
    expect(fromOf({ from: placeholder }, { fromName: 'Demo Construction Co', fromAddress: ' office1@demo.test ' }))
      .toEqual({ name: 'Demo Construction Co', address: 'office1@demo.test' });
  });

  it("a company's mail goes from the configured sender (MAIL_FROM) under the company's name", () => {
    expect(fromOf({ from: 'Suite <mail@suite.example>', sender: 'Suite <mail@suite.example>' }, { fromName: 'Demo Construction Co', fromAddress: 'office1@demo.test' }))
      .toEqual({ name: 'Demo Construction Co', address: 'mail@suite.example' });
  });

  it("the product's own mail goes from `from`; a company without an address falls back to it", () => {
    expect(fromOf({ from: placeholder }, {})).toBe(placeholder);
    expect(fromOf({ from: placeholder }, { fromName: 'No Address Ltd' })).toEqual({ name: 'No Address Ltd', address: 'no-reply@localhost' });
    expect(senderAddress('Suite <mail@suite.example>')).toBe('mail@suite.example');
  });
});
