import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing.js';
import { bidFixture, type BidFixture } from '../projects/sheet-fixture.js';
import { acceptedChangeOrder, billedProject, columns, lines1to9, paOk, PERIOD_1, PERIOD_2 } from './fixture.js';

// The whole life of a project's billing through REST (docs/billing.md §3, docs/money.md §12), every figure by hand.
// Project: custom price 100,000.00 over bids of 60,000.00 and 40,000.00 (C 60,000.00 and 40,000.00); CO-001 of
// 100 × 12.35 = 1,235.00 accepted before application 1; CO-002 of 50 × 12.35 = 617.50 accepted after it.

let api: TestApi;
let f: BidFixture;

beforeAll(async () => {
  api = await startTestApi();
  f = await bidFixture(api);
});
afterAll(async () => {
  await api?.close();
});

describe('billing the owner: the life of two applications', () => {
  it('create, edit, submit, certify less than asked, paid; the next starts from the last and bills a later change order', async () => {
    const p = await billedProject(f, '100000.00', ['60000.00', '40000.00']);
    const co1 = await acceptedChangeOrder(f, p.uid, '100');
    expect(co1.total).toBe('1235.00');
    await api.db.updateTable('pcos').set({ accepted_at: '2026-09-15T12:00:00Z' }).where('id', '=', co1.id).execute();

    const empty = await paOk(f, 'GET', `payment-application/projectuid/${p.uid}`);
    expect(empty).toMatchObject({ project_uid: p.uid, retainage: { work_rate: '10.00', stored_rate: null }, contract_sum_to_date: '101235.00', applications: [] });
    const rates = await paOk(f, 'PUT', `payment-application/retainage/projectuid/${p.uid}`, { work_rate: '10', stored_rate: '5' });
    expect(rates.retainage).toEqual({ work_rate: '10.00', stored_rate: '5.00' });

    // Application 1: a Draft with the SOV of today, every figure 0.
    const one = await paOk(f, 'POST', `payment-application/projectuid/${p.uid}`, PERIOD_1, 201);
    expect(one).toMatchObject({
      project_uid: p.uid, number: 1, status: 'Draft', ...PERIOD_1, work_rate: '10.00', stored_rate: '5.00', is_final: false, version: 1,
      certified_amount: null, certified_on: null, submitted_at: null, submitted_by: null, contract_moved: false, payments: [], payments_total: '0.00',
    });
    expect(one.lines.map((l: Record<string, unknown>) => [l.item_no, l.kind, l.bid_id, l.pco_id, l.description, l.scheduled_value])).toEqual([
      [1, 'BID', p.bids[0], null, expect.any(String), '60000.00'], [2, 'BID', p.bids[1], null, expect.any(String), '40000.00'],
      [3, 'CO', null, co1.id, 'CO-001 Added storefront doors', '1235.00'],
    ]);
    expect(lines1to9(one.summary)).toEqual(['100000.00', '1235.00', '101235.00', '0.00', '0.00', '0.00', '0.00', '0.00', '0.00', '0.00', '101235.00']);

    // E and F: line 1 E 30,000, F 2,000 → G 32,000.00, 53.33 %, H 28,000.00, I 3,000.00 + 100.00 = 3,100.00;
    // line 2 E 10,000 → G 10,000.00, 25.00 %, I 1,000.00.
    const [l1, l2, l3] = one.lines;
    const edited = await paOk(f, 'PUT', `payment-application/${one.id}/lines`, {
      version: 1, lines: [{ id: l1.id, this_period: '30,000', stored_materials: '2000' }, { id: l2.id, this_period: 10000 }],
    });
    expect(edited.version).toBe(2);
    expect(columns(edited.lines[0])).toEqual(['60000.00', '0.00', '30000.00', '2000.00', '32000.00', '53.33', '28000.00', '3100.00']);
    expect(columns(edited.lines[1])).toEqual(['40000.00', '0.00', '10000.00', '0.00', '10000.00', '25.00', '30000.00', '1000.00']);
    expect(columns(edited.lines[2])).toEqual(['1235.00', '0.00', '0.00', '0.00', '0.00', '0.00', '1235.00', '0.00']);
    // 4 = 42,000.00; 5a 4,000.00; 5b 100.00; 5 4,100.00; 6 37,900.00; 7 0; 8 37,900.00; 9 101,235 − 37,900 = 63,335.00.
    expect(lines1to9(edited.summary)).toEqual(['100000.00', '1235.00', '101235.00', '42000.00', '4000.00', '100.00', '4100.00', '37900.00', '0.00', '37900.00', '63335.00']);
    expect(edited.totals).toEqual({
      scheduled_value: '101235.00', from_previous: '0.00', this_period: '40000.00', stored_materials: '2000.00', completed_stored: '42000.00',
      percent: '41.49', balance_to_finish: '59235.00', retainage: '4100.00',
    });
    // CO-001 was accepted before the period: a previous month's addition.
    expect(edited.change_order_summary).toEqual({
      previous_additions: '1235.00', previous_deductions: '0.00', this_period_additions: '0.00', this_period_deductions: '0.00',
      total_additions: '1235.00', total_deductions: '0.00', net: '1235.00',
    });
    expect(l3.id).toBeGreaterThan(0);

    const submitted = await paOk(f, 'POST', `payment-application/${one.id}/submit`, { version: 2 });
    expect(submitted).toMatchObject({ status: 'Submitted', version: 3, submitted_by: expect.any(Number), submitted_by_name: expect.stringMatching(/\S/), submitted_at: expect.any(String) });
    // The owner certifies less than asked (37,900.00).
    const certified = await paOk(f, 'POST', `payment-application/${one.id}/certify`, { version: 3, certified_amount: '37000', certified_on: '2026-11-05' });
    expect(certified).toMatchObject({ status: 'Certified', certified_amount: '37000.00', certified_on: '2026-11-05', version: 4 });
    const part = await paOk(f, 'POST', `payment-application/${one.id}/payments`, { version: 4, amount: '20000.00', received_on: '2026-11-10', reference: 'CHK 1001' });
    expect(part).toMatchObject({ status: 'Certified', payments_total: '20000.00', version: 5 });
    expect(part.payments).toEqual([{ id: expect.any(Number), amount: '20000.00', received_on: '2026-11-10', reference: 'CHK 1001', recorded_by: submitted.submitted_by, recorded_by_name: submitted.submitted_by_name, recorded_at: expect.any(String) }]);
    const paid = await paOk(f, 'POST', `payment-application/${one.id}/payments`, { version: 5, amount: '17000', received_on: '2026-11-20', reference: 'CHK 1002' });
    expect(paid).toMatchObject({ status: 'Paid', payments_total: '37000.00' });

    // CO-002 accepted after application 1: it appears on application 2, which starts from application 1.
    const co2 = await acceptedChangeOrder(f, p.uid, '50');
    expect(co2.total).toBe('617.50');
    const two = await paOk(f, 'POST', `payment-application/projectuid/${p.uid}`, PERIOD_2, 201);
    expect(two).toMatchObject({ number: 2, status: 'Draft', version: 1, contract_moved: false });
    expect(two.lines.map(columns)).toEqual([
      ['60000.00', '30000.00', '0.00', '2000.00', '32000.00', '53.33', '28000.00', '3100.00'],
      ['40000.00', '10000.00', '0.00', '0.00', '10000.00', '25.00', '30000.00', '1000.00'],
      ['1235.00', '0.00', '0.00', '0.00', '0.00', '0.00', '1235.00', '0.00'],
      ['617.50', '0.00', '0.00', '0.00', '0.00', '0.00', '617.50', '0.00'],
    ]);
    expect(two.lines[3]).toMatchObject({ kind: 'CO', pco_id: co2.id, description: 'CO-002 Added storefront doors' });
    // The stored materials are installed (F 2,000 → 0, E 10,000): line 1 G 40,000.00, I 4,000.00; line 7 = 37,000.00 certified.
    // 3 = 101,852.50; 4 = 50,000.00; 5 = 5,000.00; 6 = 45,000.00; 8 = 8,000.00; 9 = 56,852.50.
    const moved = await paOk(f, 'PUT', `payment-application/${two.id}/lines`, { version: 1, lines: [{ id: two.lines[0].id, this_period: '10000', stored_materials: '0' }] });
    expect(lines1to9(moved.summary)).toEqual(['100000.00', '1852.50', '101852.50', '50000.00', '5000.00', '0.00', '5000.00', '45000.00', '37000.00', '8000.00', '56852.50']);
    // Release 1,000.00 in proportion to the retainage held (4,000.00 and 1,000.00): 800.00 and 200.00; line 5 4,000.00, line 8 9,000.00.
    const released = await paOk(f, 'POST', `payment-application/${two.id}/release-retainage`, { version: 2, amount: '1000' });
    expect(released.lines.map((l: Record<string, string>) => [l.retainage_released, l.retainage])).toEqual([['800.00', '3200.00'], ['200.00', '800.00'], ['0.00', '0.00'], ['0.00', '0.00']]);
    expect(released).toMatchObject({ released_this_application: '1000.00', version: 3 });
    expect(lines1to9(released.summary).slice(6)).toEqual(['4000.00', '46000.00', '37000.00', '9000.00', '55852.50']);
    // The whole project in one answer, by number; the log newest first.
    const billing = await paOk(f, 'GET', `payment-application/projectuid/${p.uid}`);
    expect(billing.applications.map((a: { number: number; status: string }) => [a.number, a.status])).toEqual([[1, 'Paid'], [2, 'Draft']]);
    expect(billing.contract_sum_to_date).toBe('101852.50');
    expect(await paOk(f, 'GET', `payment-application/${two.id}`)).toEqual(billing.applications[1]);
    const log = await paOk(f, 'GET', `payment-application/log/projectuid/${p.uid}`);
    expect(log.map((e: { number: number; action: string }) => `${e.number} ${e.action}`)).toEqual([
      '2 released', '2 updated', '2 created', '1 paid', '1 payment', '1 payment', '1 certified', '1 submitted', '1 updated', '1 created',
    ]);
    expect(log[0]).toMatchObject({ application_id: two.id, detail: 'Payment application 2: 1000.00 of retainage released.', user_name: expect.any(String), at: expect.any(String) });
  });

  it('a Draft is deleted (the log keeps it); the final application releases all retainage; the contract moving is said', async () => {
    const p = await billedProject(f, '1000.00', ['100.00', '100.00', '100.00']);
    const draft = await paOk(f, 'POST', `payment-application/projectuid/${p.uid}`, PERIOD_1, 201);
    // 1,000.00 in thirds: the last bid line takes the remainder.
    expect(draft.lines.map((l: { scheduled_value: string }) => l.scheduled_value)).toEqual(['333.33', '333.33', '333.34']);
    const afterDelete = await paOk(f, 'DELETE', `payment-application/${draft.id}?version=1`);
    expect(afterDelete.applications).toEqual([]);
    const one = await paOk(f, 'POST', `payment-application/projectuid/${p.uid}`, PERIOD_1, 201);
    expect(one.number).toBe(1);
    const billed = await paOk(f, 'PUT', `payment-application/${one.id}/lines`, { version: 1, lines: one.lines.map((l: { id: number }) => ({ id: l.id, this_period: '100' })) });
    expect(billed.summary.total_retainage).toBe('30.00');
    const final = await paOk(f, 'PUT', `payment-application/${one.id}`, { version: 2, is_final: true });
    expect(final).toMatchObject({ is_final: true, released_this_application: '30.00' });
    expect(final.summary.total_retainage).toBe('0.00');
    // Lines edited on a final application stay fully released: 200.00 more on line 1 → its retainage 30.00, released 30.00.
    const more = await paOk(f, 'PUT', `payment-application/${one.id}/lines`, { version: 3, lines: [{ id: one.lines[0].id, this_period: '300' }] });
    expect(more.lines[0]).toMatchObject({ retainage_work: '30.00', retainage_released: '30.00', retainage: '0.00' });
    expect(more.summary.total_retainage).toBe('0.00');
    // Not final any more: the release goes back to what earlier applications released (none).
    const notFinal = await paOk(f, 'PUT', `payment-application/${one.id}`, { version: 4, is_final: false });
    expect(notFinal.summary.total_retainage).toBe('50.00');
    // The price moves: the Draft's C stay as built, and it says the contract moved.
    await api.db.updateTable('projects').set({ custom_price_amt: '1200.00' }).where('id', '=', p.id).execute();
    const moved = await paOk(f, 'GET', `payment-application/${one.id}`);
    expect(moved.contract_moved).toBe(true);
    expect(moved.summary.contract_sum_to_date).toBe('1000.00');
    const log = await paOk(f, 'GET', `payment-application/log/projectuid/${p.uid}`);
    expect(log.filter((e: { action: string }) => e.action === 'deleted')).toEqual([expect.objectContaining({ number: 1, application_id: null })]);
  });
});
