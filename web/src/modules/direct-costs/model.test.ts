import { describe, expect, it } from 'vitest';
import {
  badDate, chargeOptions, missingMandatory, newDirectCost, toAddInput, withContractorType, withDivision, withSubdivision, type DirectCostDraft,
} from './model';

const filled: DirectCostDraft = {
  sheetName: ' Concrete pour ', divisionId: '1', subdivisionId: '11', contractorType: 'VENDOR', vendorId: '4', subcontractorId: '6',
  date: '10/14/2026', notes: 'Level 2', amount: '1,250.50', chargeRow: 'DT:1:11:111:9',
};

describe('direct cost form rules (docs/projects.md §4, §5)', () => {
  it('a new form is a vendor bill dated today', () => {
    expect(newDirectCost(new Date(2026, 10, 25, 16, 30))).toEqual({ sheetName: '', contractorType: 'VENDOR', date: '11/25/2026', notes: '', amount: '' });
  });

  it('Vendor keeps the vendor and clears the subcontractor', () => {
    expect(withContractorType(filled, 'VENDOR')).toMatchObject({ contractorType: 'VENDOR', vendorId: '4', subcontractorId: undefined });
  });

  it('Subcontractor keeps the subcontractor and clears the vendor', () => {
    expect(withContractorType(filled, 'SUBCONTRACTOR')).toMatchObject({ contractorType: 'SUBCONTRACTOR', vendorId: undefined, subcontractorId: '6' });
  });

  it('Payroll clears both', () => {
    expect(withContractorType(filled, 'PAYROLL')).toMatchObject({ contractorType: 'PAYROLL', vendorId: undefined, subcontractorId: undefined });
  });

  it('a division resets subdivision, vendor and subcontractor; a subdivision resets vendor and subcontractor', () => {
    expect(withDivision(filled, '2')).toMatchObject({ divisionId: '2', subdivisionId: undefined, vendorId: undefined, subcontractorId: undefined, sheetName: ' Concrete pour ' });
    expect(withSubdivision(filled, '12')).toMatchObject({ divisionId: '1', subdivisionId: '12', vendorId: undefined, subcontractorId: undefined });
  });

  it('mandatory: sheet name, division, subdivision, and the contractor of the chosen type', () => {
    expect(missingMandatory(filled)).toBe(false);
    expect(missingMandatory({ ...filled, sheetName: '  ' })).toBe(true);
    expect(missingMandatory({ ...filled, divisionId: undefined })).toBe(true);
    expect(missingMandatory({ ...filled, subdivisionId: undefined })).toBe(true);
    // docs/money.md §10: the budget row charged (or a new cost line) is mandatory.
    expect(missingMandatory({ ...filled, chargeRow: undefined })).toBe(true);
    expect(missingMandatory({ ...filled, chargeRow: 'new' })).toBe(false);
    expect(missingMandatory({ ...filled, vendorId: undefined })).toBe(true);
    expect(missingMandatory({ ...filled, contractorType: 'SUBCONTRACTOR', subcontractorId: undefined })).toBe(true);
    expect(missingMandatory({ ...filled, contractorType: 'SUBCONTRACTOR', vendorId: undefined })).toBe(false);
    expect(missingMandatory({ ...filled, contractorType: 'PAYROLL', vendorId: undefined, subcontractorId: undefined })).toBe(false);
  });

  it('a typed date must be a real one; an empty date lets the API take today', () => {
    expect(badDate({ ...filled, date: '02/30/2026' })).toBe(true);
    expect(badDate({ ...filled, date: '10/1' })).toBe(true);
    expect(badDate({ ...filled, date: '' })).toBe(false);
  });

  it('the input sends only the contractor of the chosen type, the API date and the amount without commas', () => {
    expect(toAddInput(filled, 'DC_1007')).toEqual({
      projectUid: 'DC_1007', sheetName: 'Concrete pour', divisionId: '1', subdivisionId: '11', contractorType: 'VENDOR',
      vendorId: '4', subcontractorId: null, date: '2026-10-14', notes: 'Level 2', amount: '1250.50', chargeRow: 'DT:1:11:111:9',
    });
    expect(toAddInput({ ...filled, contractorType: 'PAYROLL', date: '', amount: '' }, 'DC_1007'))
      .toMatchObject({ contractorType: 'PAYROLL', vendorId: null, subcontractorId: null, date: null, amount: null });
  });

  it('Charge To: each budget row by cost code, trade and part, then a new cost line', () => {
    expect(chargeOptions([
      { key: 'DT:9:92:921:40', costCode: '09-2900', trade: 'Gypsum Board', part: '5/8" Type X board' },
      { key: 'IL:3:31', costCode: '', trade: 'Senior', part: null },
    ])).toEqual([
      { value: 'DT:9:92:921:40', label: '09-2900 – Gypsum Board – 5/8" Type X board' },
      { value: 'IL:3:31', label: 'Senior' },
      { value: 'new', label: 'New cost line (unbudgeted)' },
    ]);
  });
});
