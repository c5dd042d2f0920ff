import { describe, expect, it } from 'vitest';
import { commitCells, commitmentsByRow, committedKey } from './commitments.js';
import { buyoutSaving, rowFigures, type RowInputs } from './figures.js';

// docs/money.md §11 and §15 (docs/subcontracts.md §5): the commitment columns of a tracker row, on hand-checked numbers.

describe('committedKey', () => {
  it('drops the division of a DT row key, which follows the subdivision (the key billing is spread by)', () => {
    expect(committedKey('DT:3:7:11:13')).toBe('DT:7:11:13');
    expect(committedKey('DT:3:7::')).toBe('DT:7::');
  });
});

describe('commitmentsByRow', () => {
  it('sums the original totals and the change orders of every commitment line on a row', () => {
    const byRow = commitmentsByRow({
      bids_under_subcontract: [5],
      lines: [
        { row_key: 'DT:1:2:3:4', bid_id: 5, original: '100.00', change_orders: '-12.50' },
        { row_key: 'DT:1:2:3:4', bid_id: null, original: '40.25', change_orders: '0.00' },
        { row_key: 'DT:1:2:3:9', bid_id: null, original: '150.00', change_orders: '25.00' },
      ],
    });
    expect(Object.fromEntries(byRow)).toEqual({
      'DT:2:3:4': { original: 14025, change_orders: -1250 }, 'DT:2:3:9': { original: 15000, change_orders: 2500 },
    });
  });
});

/** A row of two bids on one part: bid A (selected subcontractor 100.00, under subcontract) and bid B (selected 45.00). */
const plywood: RowInputs = {
  final_run: '145.00', scope_transfer: '0.00', holds: '0.00', change_order_totals: '0.00', sub_contractors: '145.00', committed: true,
  sub_billed: '50.00', other_costs: '20.00',
};

describe('commitCells and the row figures that follow', () => {
  it('puts the subcontract lines in place of the selected amounts of the bid under subcontract and adds its SCOs', () => {
    // 145.00 − 100.00 (bid A's selected amount) + 98.00 (its subcontract line) = 143.00; SCOs −12.50.
    const cells = commitCells(plywood, 10000, { original: 9800, change_orders: -1250 });
    expect(cells).toEqual({ sub_contractors: '143.00', subcontractor_change_orders: '-12.50', committed: true });
    const figures = rowFigures({ ...plywood, ...cells });
    // sub_contract_totals 143.00 − 12.50 = 130.50; final_cost = max(130.50, 50.00) + 20.00 = 150.50;
    // over/under 145.00 − 150.50 = −5.50; buyout saving 145.00 − 130.50 = 14.50.
    expect([figures.sub_contractors, figures.subcontractor_change_orders, figures.sub_contract_totals]).toEqual([14300, -1250, 13050]);
    expect([figures.final_cost, figures.over_under_budget, buyoutSaving(figures)]).toEqual([15050, -550, 1450]);
    // Cost to date stays the direct costs (an approved billing is one of them): 50.00 + 20.00.
    expect(figures.cost_to_date).toBe(7000);
  });

  it('makes a row committed by a purchase-order line alone, so its final cost is the commitment, not the budget', () => {
    const rebar: RowInputs = { ...plywood, final_run: '200.00', sub_contractors: '0', committed: false, sub_billed: '0', other_costs: '0' };
    expect(rowFigures(rebar).final_cost).toBe(20000);
    const cells = commitCells(rebar, 0, { original: 15000, change_orders: 2500 });
    expect(cells).toEqual({ sub_contractors: '150.00', subcontractor_change_orders: '25.00', committed: true });
    const figures = rowFigures({ ...rebar, ...cells });
    // 150.00 + 25.00 = 175.00 committed: final_cost 175.00, 25.00 under budget, buyout saving 25.00.
    expect([figures.sub_contract_totals, figures.final_cost, figures.over_under_budget, buyoutSaving(figures)]).toEqual([17500, 17500, 2500, 2500]);
  });

  it('lets billing above the commitment drive the final cost (max of commitment and billed, §11)', () => {
    const cells = commitCells(plywood, 10000, { original: 9800, change_orders: -1250 });
    // max(130.50, 180.00) + 20.00 = 200.00.
    expect(rowFigures({ ...plywood, sub_billed: '180.00', ...cells }).final_cost).toBe(20000);
  });

  it('leaves a row without commitment lines and without replaced amounts as it was (the §11 rule of the selected subcontractor)', () => {
    expect(commitCells(plywood, 0, undefined)).toBe(plywood);
    expect(rowFigures(plywood).subcontractor_change_orders).toBe(0);
    expect(rowFigures(plywood).sub_contract_totals).toBe(14500);
  });
});
