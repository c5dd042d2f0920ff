import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing.js';
import { trackerFixture, type TrackerFixture } from '../tracker/fixture.js';
import { awardableBid, PERIOD, rowKey, scCall, scOk } from './fixture.js';

// The life of a subcontract and a purchase order through REST (docs/subcontracts.md §4, docs/money.md §15), every
// figure by hand. The bid: 10 units of the fixture's part quoted 1,000.00 by subcontractor a, 4 units of rebar 400.00;
// a is selected. Retainage 10 %.

let api: TestApi;
let f: TrackerFixture;

beforeAll(async () => {
  api = await startTestApi();
  f = await trackerFixture(api);
});
afterAll(async () => {
  await api?.close();
});

const money = (c: { totals: Record<string, string> }) => c.totals;

describe('a subcontract from award to final payment', () => {
  it('award, SCO, billing approved (booked once as direct costs), rejected, payments, release, closed', async () => {
    const p = await awardableBid(f);
    const sc = await scOk(f, 'POST', `subcontract/award/bid/${p.bid}`, { scope: 'Framing and rebar', start_date: '2026-10-01' }, 201);
    expect(sc).toMatchObject({
      project_uid: p.uid, kind: 'Subcontract', number: 'SC-001', status: 'Open', bid_id: p.bid, subcontractor_id: f.subs.a, vendor_id: null,
      retainage_rate: '10.00', scope: 'Framing and rebar', start_date: '2026-10-01', end_date: null, version: 1,
      change_orders: [], billings: [], payments: [], retainage_released: '0.00', award_emails: [],
    });
    // The bid's trade lines at a's amounts: 1,000.00 / 10 = 100.0000 per unit; 400.00 / 4 = 100.0000.
    expect(sc.lines.map((l: Record<string, unknown>) => [l.part_id, l.units, l.cost_per_unit, l.total, l.contract_total, l.remaining_balance]))
      .toEqual([[f.part, '10', '100', '1000.00', '1000.00', '1000.00'], [f.rebar, '4', '100', '400.00', '400.00', '400.00']]);
    expect(money(sc)).toMatchObject({ total: '1400.00', contract_total: '1400.00', billed_to_date: '0.00', remaining_balance: '1400.00' });
    const [l1, l2] = sc.lines as { id: number }[];

    // Awarding again: 409 naming SC-001.
    const again = await scCall(f, 'POST', `subcontract/award/bid/${p.bid}`, {});
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ reason: 'SUBCONTRACT_EXISTS' });
    expect(JSON.stringify(again.body)).toContain('SC-001');

    // SCO-001: +250.00 on line 1 → contract total 1,250.00 and 1,650.00 in all.
    const co = await scOk(f, 'POST', `subcontract/${sc.id}/change-orders`, { version: 1, reason: 'Added blocking', date: '2026-10-05', lines: [{ line_id: l1!.id, amount: '250.00' }] });
    expect(co.version).toBe(2);
    expect(co.change_orders).toEqual([{ id: expect.any(Number), number: 1, name: 'SCO-001', reason: 'Added blocking', date: '2026-10-05', total: '250.00', lines: [{ line_id: l1!.id, amount: '250.00' }] }]);
    expect(co.lines[0]).toMatchObject({ change_orders: '250.00', contract_total: '1250.00' });
    expect(money(co)).toMatchObject({ change_orders: '250.00', contract_total: '1650.00' });

    // Billing 1: 500.00 and 100.00, Submitted: nothing billed yet.
    const submitted = await scOk(f, 'POST', `subcontract/${sc.id}/billings`, { version: 2, ...PERIOD, lines: [{ line_id: l1!.id, amount: '500.00' }, { line_id: l2!.id, amount: 100 }] });
    expect(submitted.billings[0]).toMatchObject({ number: 1, status: 'Submitted', total: '600.00', retainage: '60.00', direct_cost_ids: [], approved_by: null });
    expect(money(submitted).billed_to_date).toBe('0.00');

    // Approved: one Subcontractor direct cost per line, dated the billing date, on the line's tracker row.
    const approved = await scOk(f, 'POST', `subcontract/billing/${submitted.billings[0].id}/approve`, { version: 3 });
    const billing = approved.billings[0];
    expect(billing).toMatchObject({ status: 'Approved', approved_by: expect.any(String), direct_cost_ids: [expect.any(Number), expect.any(Number)] });
    const costs = await api.db.selectFrom('direct_costs')
      .select(['contractor_type', 'subcontractor_id', 'total', 'charge_part_id', 'unbudgeted', (eb) => eb.fn<string>('to_char', ['cost_date', eb.val('YYYY-MM-DD')]).as('day')])
      .where('id', 'in', billing.direct_cost_ids).orderBy('charge_part_id').execute();
    expect(costs.map((c) => [c.contractor_type, c.subcontractor_id, c.total, c.day, c.unbudgeted]).sort()).toEqual([
      ['Subcontractor', f.subs.a, '100.00', '2026-10-20', false], ['Subcontractor', f.subs.a, '500.00', '2026-10-20', false],
    ]);
    expect(money(approved)).toMatchObject({
      billed_this_period: '600.00', billed_to_date: '600.00', retainage_held: '60.00', payments_to_date: '0.00', unpaid_bills: '540.00', remaining_balance: '1050.00',
    });
    // The tracker counts the approved billing once, as its direct costs: cost to date 500.00 on the part's row.
    const rows = (await scOk(f, 'GET', `project-tracker/projectuid/${p.uid}`)) as { row_key: string; cost_to_date: string; sub_billed: string }[];
    expect(rows.find((r) => r.row_key === rowKey(f, f.part))).toMatchObject({ cost_to_date: '500.00', sub_billed: '500.00' });
    expect(rows.find((r) => r.row_key === rowKey(f, f.rebar))).toMatchObject({ cost_to_date: '100.00', sub_billed: '100.00' });

    // Billing 2 rejected: it counts for nothing.
    const b2 = await scOk(f, 'POST', `subcontract/${sc.id}/billings`, { version: approved.version, ...PERIOD, lines: [{ line_id: l2!.id, amount: '50.00' }] });
    const rejected = await scOk(f, 'POST', `subcontract/billing/${b2.billings[1].id}/reject`, { version: b2.version, reason: 'Not delivered' });
    expect(rejected.billings[1]).toMatchObject({ status: 'Rejected', reject_reason: 'Not delivered' });
    expect(money(rejected).billed_to_date).toBe('600.00');

    // Payment 300.00 → unpaid 600 − 60 − 300 = 240.00; release 20.00 → held 40.00, unpaid 260.00.
    const paid = await scOk(f, 'POST', `subcontract/${sc.id}/payments`, { version: rejected.version, amount: '300.00', paid_on: '2026-11-01', reference: 'CHK 1001' });
    expect(paid.payments).toEqual([{
      id: expect.any(Number), amount: '300.00', paid_on: '2026-11-01', reference: 'CHK 1001', is_final: false, waiver_kind: 'conditional',
      through_date: '2026-10-31', signed_waiver: null,
    }]);
    expect(money(paid)).toMatchObject({ payments_to_date: '300.00', unpaid_bills: '240.00' });
    // Payments spread by billed to date: 300 × 500/600 = 250.00 and 50.00.
    expect(paid.lines.map((l: Record<string, string>) => l.payments_to_date)).toEqual(['250.00', '50.00']);
    const released = await scOk(f, 'POST', `subcontract/${sc.id}/release-retainage`, { version: paid.version, amount: '20.00' });
    expect(released.retainage_released).toBe('20.00');
    expect(money(released)).toMatchObject({ retainage_held: '40.00', unpaid_bills: '260.00', remaining_balance: '1050.00' });

    // Paying more than the unpaid bills: 400 naming amount.
    const tooMuch = await scCall(f, 'POST', `subcontract/${sc.id}/payments`, { version: released.version, amount: '260.01', paid_on: '2026-11-15', reference: 'CHK 1002' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.fields).toHaveProperty('amount');

    // The final payment closes it: unconditional waiver; it takes no more billings.
    const final = await scOk(f, 'POST', `subcontract/${sc.id}/payments`, { version: released.version, amount: '260.00', paid_on: '2026-11-15', reference: 'CHK 1002', is_final: true });
    expect(final.status).toBe('Closed');
    expect(final.payments[1]).toMatchObject({ is_final: true, waiver_kind: 'unconditional' });
    expect(money(final)).toMatchObject({ billed_to_date: '600.00', retainage_held: '40.00', payments_to_date: '560.00', unpaid_bills: '0.00', remaining_balance: '1050.00' });
    const closed = await scCall(f, 'POST', `subcontract/${sc.id}/billings`, { version: final.version, ...PERIOD, lines: [{ line_id: l1!.id, amount: '1.00' }] });
    expect([closed.status, closed.body.reason]).toEqual([409, 'SUBCONTRACT_CLOSED']);

    // The ledger answers it with the project's rate.
    const ledger = await scOk(f, 'GET', `subcontract/projectuid/${p.uid}`);
    expect(ledger).toMatchObject({ project_uid: p.uid, retainage_rate: '10.00' });
    expect(ledger.commitments).toEqual([final]);
  });
});

describe('a purchase order', () => {
  it('for a vendor with lines entered by hand; its approved billing is a Vendor direct cost', async () => {
    const p = await awardableBid(f, null);
    const line = { division_id: f.division.id, subdivision_id: f.division.sub, category_id: f.category, part_id: f.anchor, units: '3', unit_of_measure: 'EA', total: '100.00' };
    const po = await scOk(f, 'POST', `subcontract/po/projectuid/${p.uid}`, { vendor_id: f.vendors.mapped, retainage_rate: '5', lines: [line] }, 201);
    expect(po).toMatchObject({ kind: 'PO', number: 'PO-001', vendor_id: f.vendors.mapped, subcontractor_id: null, retainage_rate: '5.00' });
    expect(po.lines).toEqual([expect.objectContaining({ part_id: f.anchor, part_name: 'Tracker Test Anchor', cost_code: 'PT-3', units: '3', unit_of_measure: 'EA', cost_per_unit: '33.3333', total: '100.00' })]);
    // The Add Row dialog: another line; then changed and deleted while unbilled.
    const added = await scOk(f, 'POST', `subcontract/${po.id}/lines`, { version: 1, ...line, part_id: f.rebar, units: '2', total: '10.00' });
    expect(added.lines).toHaveLength(2);
    const changed = await scOk(f, 'PUT', `subcontract/line/${added.lines[1].id}`, { version: 2, ...line, part_id: f.rebar, units: '2', total: '12.00' });
    expect(changed.lines[1]).toMatchObject({ total: '12.00', cost_per_unit: '6' });
    const removed = await scOk(f, 'DELETE', `subcontract/line/${added.lines[1].id}?version=3`);
    expect(removed.lines).toHaveLength(1);
    // A second PO copies the bid's trade lines at their own totals (10 × 12.35 = 123.50, 4 × 5.00 = 20.00).
    const copy = await scOk(f, 'POST', `subcontract/po/projectuid/${p.uid}`, { vendor_id: f.vendors.mapped, from_bid_id: p.bid }, 201);
    expect([copy.number, copy.lines.map((l: Record<string, string>) => l.total)]).toEqual(['PO-002', ['123.50', '20.00']]);

    const billed = await scOk(f, 'POST', `subcontract/${po.id}/billings`, { version: removed.version, ...PERIOD, lines: [{ line_id: po.lines[0].id, amount: '40.00' }] });
    const approved = await scOk(f, 'POST', `subcontract/billing/${billed.billings[0].id}/approve`, { version: billed.version });
    const cost = await api.db.selectFrom('direct_costs').select(['contractor_type', 'vendor_id', 'total']).where('id', '=', approved.billings[0].direct_cost_ids[0]).executeTakeFirstOrThrow();
    expect(cost).toEqual({ contractor_type: 'Vendor', vendor_id: f.vendors.mapped, total: '40.00' });
    // 5 % of 40.00 = 2.00 held.
    expect(money(approved)).toMatchObject({ billed_to_date: '40.00', retainage_held: '2.00', unpaid_bills: '38.00', remaining_balance: '60.00' });
    // A billed line no longer changes, and the PO is no longer deleted.
    const lineBilled = await scCall(f, 'DELETE', `subcontract/line/${po.lines[0].id}?version=${approved.version}`);
    expect([lineBilled.status, lineBilled.body.reason]).toEqual([409, 'SUBCONTRACT_BILLED']);
    const poBilled = await scCall(f, 'DELETE', `subcontract/${po.id}?version=${approved.version}`);
    expect([poBilled.status, poBilled.body.reason]).toEqual([409, 'SUBCONTRACT_BILLED']);
    // An unbilled one is deleted; the answer is the ledger.
    const ledger = await scOk(f, 'DELETE', `subcontract/${copy.id}?version=1`);
    expect(ledger.commitments.map((c: { number: string }) => c.number)).toEqual(['PO-001']);
  });
});

describe('awarding a demo bid', () => {
  it("the seeded demo company's bid with a selected subcontractor: its trade lines at that subcontractor's amounts", async () => {
    const bid = await api.db.selectFrom('bids as b')
      .innerJoin('projects as p', (j) => j.onRef('p.tenant_id', '=', 'b.tenant_id').onRef('p.id', '=', 'b.project_id'))
      .select(['b.id', 'b.selected_subcontractor_id', 'p.project_uid'])
      .where('b.tenant_id', '=', f.tenant).where('b.is_alternate', '=', false).where('b.selected_subcontractor_id', 'is not', null)
      .where('p.status', '<>', 'Pending')
      .where((eb) => eb.exists(eb.selectFrom('bid_trade_lines as l').select('l.id').whereRef('l.bid_id', '=', 'b.id')))
      // The demo already awards the selected subcontractors of its jobs under way (seed.ts): one not awarded yet.
      .where((eb) => eb.not(eb.exists(eb.selectFrom('subcontracts as s').select('s.id').whereRef('s.bid_id', '=', 'b.id'))))
      .orderBy('b.id').executeTakeFirstOrThrow();
    const expected = await api.db.selectFrom('bid_trade_lines as l')
      .leftJoin('bid_trade_amounts as a', (j) => j.onRef('a.trade_line_id', '=', 'l.id').on('a.subcontractor_id', '=', bid.selected_subcontractor_id!))
      .select(['l.part_id', 'a.amount']).where('l.bid_id', '=', bid.id).orderBy('l.id').execute();
    const sc = await scOk(f, 'POST', `subcontract/award/bid/${bid.id}`, {}, 201);
    expect(sc).toMatchObject({ project_uid: bid.project_uid, subcontractor_id: bid.selected_subcontractor_id, number: expect.stringMatching(/^SC-\d{3}$/) });
    expect(sc.lines.map((l: Record<string, unknown>) => [l.part_id, l.total])).toEqual(expected.map((e) => [e.part_id, e.amount ?? '0.00']));
    expect((await scCall(f, 'POST', `subcontract/award/bid/${bid.id}`, {})).body).toMatchObject({ reason: 'SUBCONTRACT_EXISTS', error: expect.stringContaining(sc.number) });
  });
});
