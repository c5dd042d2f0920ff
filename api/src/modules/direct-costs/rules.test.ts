import { describe, expect, it } from 'vitest';
import { contractorTypeOf, directCostFigures } from './rules.js';

// docs/money.md §10 and the contractor type of docs/projects.md §4, as pure functions.
describe('directCostFigures (§10)', () => {
  it('lines: Σ labor totals + Σ trade totals; the burden kept apart; the amount ignored', () => {
    const f = directCostFigures({
      labor: [{ total: '480.00', overhead: '800.00' }, { total: '243.75', overhead: '375.00' }], trades: [{ total: '123.50' }], amount: '980',
    });
    expect([f.labor.toFixed(2), f.burden.toFixed(2), f.trades.toFixed(2), f.total.toFixed(2), f.lineCount]).toEqual(['723.75', '1175.00', '123.50', '847.25', 3]);
  });

  it('no lines: the amount entered', () => {
    const f = directCostFigures({ labor: [], trades: [], amount: '18450.5' });
    expect([f.total.toFixed(2), f.lineCount]).toEqual(['18450.50', 0]);
  });
});

describe('contractorTypeOf (docs/projects.md §4)', () => {
  it('exactly one flag or a named type; none, two or an unknown name is refused naming contractor_type', () => {
    expect(contractorTypeOf({ vendor_status: true, subcontractor_status: false })).toBe('Vendor');
    expect(contractorTypeOf({ subcontractor_status: 'true' })).toBe('Subcontractor');
    expect(contractorTypeOf({ contractor_type: 'PAYROLL', vendor_status: true })).toBe('Payroll');
    for (const body of [{}, { vendor_status: true, payroll_status: 1 }, { contractor_type: 'Owner' }]) {
      expect(() => contractorTypeOf(body)).toThrow(expect.objectContaining({ statusCode: 400, fields: { contractor_type: 'You must enter all mandatory fields.' } }));
    }
  });
});
