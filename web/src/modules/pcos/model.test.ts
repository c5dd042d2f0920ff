import { describe, expect, it } from 'vitest';
import { pcoFileName, pcoLabel, percentText, profitWire, statusOf } from './model';

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
