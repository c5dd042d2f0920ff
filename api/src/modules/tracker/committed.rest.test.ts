import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dec, sum, toMoneyString } from '@suite/money';
import { startTestApi, type TestApi } from '../../testing.js';
import { addBid, bidTrade, expectOk, newProject, selectSub, trackerFixture, type TrackerFixture } from './fixture.js';

// The tracker committed by the subcontracts module, end to end through REST (docs/money.md §11, §15;
// docs/subcontracts.md §5): an award takes the place of the selected subcontractor's amounts, an SCO moves the
// commitment and the buyout savings, a purchase order commits its row, and an approved billing reaches cost to date
// once, as the one direct cost it booked.

let api: TestApi;
let f: TrackerFixture;

beforeAll(async () => {
  api = await startTestApi();
  f = await trackerFixture(api);
}, 120_000);

afterAll(async () => {
  await api?.close();
});

interface Row { part: string | null; committed: boolean; [column: string]: unknown }
interface Ledger { commitments: { id: number; version: number; lines: { id: number; part_id: number; total: string }[]; billings: { id: number }[];
  totals: Record<string, string> }[] }

const trackerOf = async (uid: string) => (await expectOk(f, 'GET', `project-tracker/snapshot/projectuid/${uid}`)).data;
const ledgerOf = async (uid: string): Promise<Ledger> => (await expectOk(f, 'GET', `subcontract/projectuid/${uid}`)).data;
const columns = ['committed', 'sub_contractors', 'subcontractor_change_orders', 'sub_contract_totals', 'sub_billed', 'other_costs', 'cost_to_date', 'final_cost'];
const rowsOf = (rows: Row[]) => Object.fromEntries(rows.map((r) => [r.part, columns.map((c) => r[c])]));
const key = (part: number) => ({ division_id: f.division.id, subdivision_id: f.division.sub, category_id: f.category, part_id: part });

describe('the tracker committed through REST', () => {
  it('moves sub_contractors, SCOs, sub_contract_totals and buyout savings as §11/§15 say; an approved billing is counted once', async () => {
    const p = await newProject(f, { total_markup: '10' });
    // Plywood: bid A (selected a: 100.00) and bid B (selected b: 45.00); Rebar: bid C, no subcontractor, 40 × 5.00.
    const a = (await addBid(f, p.uid, { subcontractor: [{ id: f.subs.a }] })).id;
    await bidTrade(f, a, f.part, '10', [{ sub: f.subs.a, amount: '100' }]);
    await selectSub(f, a, f.subs.a);
    const b = (await addBid(f, p.uid, { subcontractor: [{ id: f.subs.b }] })).id;
    await bidTrade(f, b, f.part, '4', [{ sub: f.subs.b, amount: '45' }]);
    await selectSub(f, b, f.subs.b);
    const c = (await addBid(f, p.uid)).id;
    await bidTrade(f, c, f.rebar, '40');
    let t = await trackerOf(p.uid);
    expect(rowsOf(t.rows)).toEqual({
      'Bid Test Plywood': [true, '145.00', '0.00', '145.00', '0.00', '0.00', '0.00', '145.00'],
      'Tracker Test Rebar': [false, '0.00', '0.00', '0.00', '0.00', '0.00', '0.00', '200.00'],
    });

    // Award bid A: its subcontract line (100.00) takes the place of the selected amount: the same figures.
    let sc = (await expectOk(f, 'POST', `subcontract/award/bid/${a}`, {}, 201)).data;
    expect(sc.lines.map((l: { total: string }) => l.total)).toEqual(['100.00']);
    t = await trackerOf(p.uid);
    expect(rowsOf(t.rows)['Bid Test Plywood']).toEqual([true, '145.00', '0.00', '145.00', '0.00', '0.00', '0.00', '145.00']);

    // SCO-001 −12.50: 145.00 − 12.50 = 132.50 committed; buyout savings 145.00 − 132.50 = 12.50.
    sc = (await expectOk(f, 'POST', `subcontract/${sc.id}/change-orders`, {
      version: sc.version, reason: 'Deleted the east canopy soffit', date: '2026-09-10', lines: [{ line_id: sc.lines[0].id, amount: '-12.50' }],
    }, 200)).data;
    t = await trackerOf(p.uid);
    expect(rowsOf(t.rows)['Bid Test Plywood']).toEqual([true, '145.00', '-12.50', '132.50', '0.00', '0.00', '0.00', '132.50']);
    expect(t.buyout_savings.buyout_savings).toBe('12.50');

    // A PO on Rebar at 150.00: committed, its final cost the commitment; buyout savings + (200.00 − 150.00).
    const po = (await expectOk(f, 'POST', `subcontract/po/projectuid/${p.uid}`, {
      vendor_id: f.vendors.mapped, lines: [{ ...key(f.rebar), units: '40', unit_of_measure: 'EA', total: '150.00' }],
    }, 201)).data;
    t = await trackerOf(p.uid);
    expect(rowsOf(t.rows)['Tracker Test Rebar']).toEqual([true, '150.00', '0.00', '150.00', '0.00', '0.00', '0.00', '150.00']);
    expect(t.buyout_savings.buyout_savings).toBe('62.50');

    // A billing of 40.00 submitted: nothing booked yet; approved: one Subcontractor direct cost of 40.00, counted once.
    sc = (await expectOk(f, 'POST', `subcontract/${sc.id}/billings`, {
      version: sc.version, period_from: '2026-09-01', period_to: '2026-09-30', billing_date: '2026-09-30', lines: [{ line_id: sc.lines[0].id, amount: '40.00' }],
    }, 200)).data;
    expect((await trackerOf(p.uid)).totals.total.cost_to_date).toBe('0.00');
    const billing = sc.billings.at(-1);
    sc = (await expectOk(f, 'POST', `subcontract/billing/${billing.id}/approve`, { version: sc.version }, 200)).data;
    t = await trackerOf(p.uid);
    // final cost max(132.50, 40.00): the commitment.
    expect(rowsOf(t.rows)['Bid Test Plywood']).toEqual([true, '145.00', '-12.50', '132.50', '40.00', '0.00', '40.00', '132.50']);
    expect(t.totals.total.cost_to_date).toBe('40.00');
    const sheets = (await expectOk(f, 'GET', `directcostsheet?project_uid=${p.uid}`)).data as { total: string; contractor_type: string }[];
    expect(sheets.map((s) => [s.contractor_type, s.total])).toEqual([['Subcontractor', '40.00']]);
    expect(sc.billings.at(-1).direct_cost_ids).toHaveLength(1);

    // The PO's billing of 30.00 approved: a Vendor cost on Rebar (other costs); cost to date 70.00, each once.
    let order = (await expectOk(f, 'POST', `subcontract/${po.id}/billings`, {
      version: po.version, period_from: '2026-09-01', period_to: '2026-09-30', billing_date: '2026-09-30', lines: [{ line_id: po.lines[0].id, amount: '30.00' }],
    }, 200)).data;
    order = (await expectOk(f, 'POST', `subcontract/billing/${order.billings.at(-1).id}/approve`, { version: order.version }, 200)).data;
    t = await trackerOf(p.uid);
    expect(rowsOf(t.rows)['Tracker Test Rebar']).toEqual([true, '150.00', '0.00', '150.00', '0.00', '30.00', '30.00', '180.00']);
    expect(t.totals.total.cost_to_date).toBe('70.00');
    // The summary route of buyout savings agrees with the snapshot.
    expect((await expectOk(f, 'GET', `calculate-project-tracker/buyout-savings/projectuid/${p.uid}`)).data.buyout_savings).toBe('62.50');
  });

  it('property: for random quotes, SCOs, billings and payments, Σ ledger columns agree with the tracker and no balance goes negative', async () => {
    const quote = fc.integer({ min: 1_000, max: 500_000 });
    const step = fc.record({ sco: fc.integer({ min: -300, max: 300 }), billed: fc.integer({ min: 0, max: 60 }), approve: fc.boolean(), paid: fc.integer({ min: 0, max: 100 }) });
    await fc.assert(fc.asyncProperty(
      fc.array(fc.record({ parts: fc.subarray([0, 1, 2], { minLength: 1 }), quotes: fc.array(quote, { minLength: 3, maxLength: 3 }), steps: fc.array(step, { minLength: 1, maxLength: 2 }) }), { minLength: 1, maxLength: 2 }),
      async (bids) => {
        const p = await newProject(f);
        const parts = [f.part, f.rebar, f.anchor];
        for (const spec of bids) {
          const id = (await addBid(f, p.uid, { subcontractor: [{ id: f.subs.a }] })).id;
          for (const i of spec.parts) await bidTrade(f, id, parts[i]!, '3', [{ sub: f.subs.a, amount: (spec.quotes[i]! / 100).toFixed(2) }]);
          await selectSub(f, id, f.subs.a);
          let sc = (await expectOk(f, 'POST', `subcontract/award/bid/${id}`, {}, 201)).data;
          for (const s of spec.steps) {
            const line = sc.lines[0];
            // An SCO of a few percent, positive or negative (never below what is billed).
            const sco = dec(line.total).times(s.sco).div(10_000).toDecimalPlaces(2, 1);
            if (!sco.isZero() && dec(line.contract_total).plus(sco).gte(line.billed_to_date)) {
              sc = (await expectOk(f, 'POST', `subcontract/${sc.id}/change-orders`, { version: sc.version, reason: 'Field change', lines: [{ line_id: line.id, amount: toMoneyString(sco) }] }, 200)).data;
            }
            const lines = sc.lines.map((l: { id: number; remaining_balance: string }) => ({ line_id: l.id, amount: toMoneyString(dec(l.remaining_balance).times(s.billed).div(100).toDecimalPlaces(2, 1)) }));
            sc = (await expectOk(f, 'POST', `subcontract/${sc.id}/billings`, { version: sc.version, period_from: '2026-10-01', period_to: '2026-10-31', billing_date: '2026-10-31', lines }, 200)).data;
            if (!s.approve) continue;
            sc = (await expectOk(f, 'POST', `subcontract/billing/${sc.billings.at(-1).id}/approve`, { version: sc.version }, 200)).data;
            const pay = dec(sc.totals.unpaid_bills).times(s.paid).div(100).toDecimalPlaces(2, 1);
            if (pay.gt(0)) sc = (await expectOk(f, 'POST', `subcontract/${sc.id}/payments`, { version: sc.version, amount: toMoneyString(pay), paid_on: '2026-11-15', reference: 'CHK 1' }, 200)).data;
          }
        }
        const ledger = await ledgerOf(p.uid);
        const t = await trackerOf(p.uid);
        const total = (column: string) => toMoneyString(sum(ledger.commitments.map((c) => c.totals[column]!)));
        expect([t.totals.total.sub_contractors, t.totals.total.subcontractor_change_orders, t.totals.total.sub_contract_totals, t.totals.total.cost_to_date])
          .toEqual([total('total'), total('change_orders'), total('contract_total'), total('billed_to_date')]);
        for (const c of ledger.commitments) {
          expect(dec(c.totals.unpaid_bills!).gte(0) && dec(c.totals.remaining_balance!).gte(0)).toBe(true);
        }
      },
    ), { numRuns: 3 });
  }, 300_000);
});
