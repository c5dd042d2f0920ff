import { describe, expect, it } from 'vitest';
import { acceptance, acceptQuestion, pcoFileName, pcoLabel, percentText, profitWire, statusOf } from './model';

describe('PCO model', () => {
  it('the selector label adds the change order name only when Accepted', () => {
    expect(pcoLabel({ name: 'PCO-002', title: 'Canopy', status: 'ACCEPTED', changeOrderName: 'CO-001' })).toBe('PCO-002 (CO-001) — Canopy');
    // A PCO that left Accepted keeps its number (docs/money.md §9) but is no change order now.
    expect(pcoLabel({ name: 'PCO-002', title: 'Canopy', status: 'NOT_ACCEPTED', changeOrderName: 'CO-001' })).toBe('PCO-002 — Canopy');
    expect(pcoLabel({ name: 'PCO-003', title: '', status: 'PENDING' })).toBe('PCO-003');
  });

  it('status colours: pending blue, accepted green, other red (docs/projects.md §9)', () => {
    expect([statusOf('PENDING').color, statusOf('ACCEPTED').color, statusOf('NOT_ACCEPTED').color]).toEqual(['blue', 'green', 'red']);
  });

  it('the profit percentage loses its commas and must lie in 0–100', () => {
    expect(profitWire('12.50')).toBe('12.5');
    expect(profitWire('1,0')).toBe('10');
    expect(profitWire('100.01')).toBeNull();
    expect(profitWire('')).toBeNull();
    expect(percentText('1a2.345.6')).toBe('12.34');
  });

  it('the PDF file name: the PCO name and title, without characters a file name cannot hold', () => {
    expect(pcoFileName({ name: 'PCO-001', title: 'Doors / frames' })).toBe('PCO-001 - Doors  frames.pdf');
  });
});

describe('what accepting a PCO does (docs/money.md §9)', () => {
  const totals = (pcoTotalCost: string) => ({ pcoTotalCost });
  it('a PCO without a number becomes 1 + the highest change order; the contract sum to date grows by its total, exactly', () => {
    const a = acceptance({ totals: totals('0.10') }, [{ changeOrderNumber: 2 }, { changeOrderNumber: null }, { changeOrderNumber: 7 }], '0.20');
    expect(a).toEqual({ changeOrderName: 'CO-008', contractSumToDate: '0.30' });
    expect(acceptQuestion('PCO-009', a, '0.10')).toBe('PCO-009 will become CO-008 and raise the contract sum to date to $0.30. Accept?');
  });
  it('a PCO accepted before keeps its change order; a negative total lowers the contract sum', () => {
    const a = acceptance({ changeOrderNumber: 3, changeOrderName: 'CO-3A', totals: totals('-1250.00') }, [{ changeOrderNumber: 5 }], '100000.00');
    expect(a).toEqual({ changeOrderName: 'CO-3A', contractSumToDate: '98750.00' });
    expect(acceptQuestion('PCO-004', a, '-1250.00')).toBe('PCO-004 will become CO-3A and lower the contract sum to date to $98,750.00. Accept?');
    expect(acceptance({ changeOrderNumber: 3, totals: totals('1') }, [], '0').changeOrderName).toBe('CO-003');
  });
  it('the first change order of a project is CO-001', () => {
    expect(acceptance({ totals: totals('1') }, [], '0').changeOrderName).toBe('CO-001');
  });
});
