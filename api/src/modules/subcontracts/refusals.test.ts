import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing.js';
import { trackerFixture, type TrackerFixture } from '../tracker/fixture.js';
import { awardableBid, PERIOD, scCall, scOk } from './fixture.js';

// Every refusal of docs/subcontracts.md §2 and §4: 400s naming the line and the field, 409s with their reasons, the
// callers refused, and the database refusing any change to an approved billing, a payment or a release.

let api: TestApi;
let f: TrackerFixture;

beforeAll(async () => {
  api = await startTestApi();
  f = await trackerFixture(api);
});
afterAll(async () => {
  await api?.close();
});

const refused = (reply: { status: number; body: { reason?: string; fields?: Record<string, string> } }) =>
  [reply.status, reply.body.reason ?? Object.keys(reply.body.fields ?? {})[0]];

/** An awarded subcontract (lines 1,000.00 and 400.00) with billing 1 approved: 500.00 on line 1. */
async function billedSubcontract() {
  const p = await awardableBid(f);
  const sc = await scOk(f, 'POST', `subcontract/award/bid/${p.bid}`, {}, 201);
  const [l1, l2] = sc.lines as { id: number }[];
  const billed = await scOk(f, 'POST', `subcontract/${sc.id}/billings`, { version: 1, ...PERIOD, lines: [{ line_id: l1!.id, amount: '500.00' }] });
  const approved = await scOk(f, 'POST', `subcontract/billing/${billed.billings[0].id}/approve`, { version: 2 });
  return { p, sc: approved, l1: l1!.id, l2: l2!.id };
}

describe('refusals', () => {
  it('award: a bid without a selected subcontractor (400 naming bid_id), another bid id (404)', async () => {
    const p = await awardableBid(f, null);
    expect(refused(await scCall(f, 'POST', `subcontract/award/bid/${p.bid}`, {}))).toEqual([400, 'bid_id']);
    expect((await scCall(f, 'POST', 'subcontract/award/bid/2147483000', {})).status).toBe(404);
    expect(refused(await scCall(f, 'POST', `subcontract/award/bid/${p.bid}`, { retainage_rate: '101' }))).toEqual([400, 'retainage_rate']);
    await api.db.updateTable('bids').set({ selected_subcontractor_id: f.subs.a }).where('id', '=', p.bid).execute();
    expect(refused(await scCall(f, 'POST', `subcontract/award/bid/${p.bid}`, { start_date: '2026-10-02', end_date: '2026-10-01' }))).toEqual([400, 'end_date']);
  });

  it('billing: above the line\'s remaining balance, negative without a reason, an unknown line: 400 naming the line', async () => {
    const { sc, l1, l2 } = await billedSubcontract();
    const bill = (lines: unknown[]) => scCall(f, 'POST', `subcontract/${sc.id}/billings`, { version: sc.version, ...PERIOD, lines });
    // Line 1 has 500.00 left of 1,000.00.
    const over = await bill([{ line_id: l2, amount: '1.00' }, { line_id: l1, amount: '500.01' }]);
    expect(refused(over)).toEqual([400, 'lines.1.amount']);
    expect(over.body.error).toBe("Line 1 (Bid Test Plywood): the billing cannot exceed the line's remaining balance (500.00).");
    const negative = await bill([{ line_id: l1, amount: '-10.00' }]);
    expect(refused(negative)).toEqual([400, 'lines.0.reason']);
    expect(negative.body.error).toBe('Line 1 (Bid Test Plywood): a negative billing needs a reason.');
    expect(refused(await bill([{ line_id: l2, amount: '-1.00', reason: 'Credit' }]))).toEqual([400, 'lines.0.amount']);
    expect(refused(await bill([{ line_id: 2147483000, amount: '1.00' }]))).toEqual([400, 'lines.0.line_id']);
    expect(refused(await bill([{ line_id: l1, amount: 'ten' }]))).toEqual([400, 'lines.0.amount']);
    expect(refused(await bill([]))).toEqual([400, 'lines']);
    expect(refused(await scCall(f, 'POST', `subcontract/${sc.id}/billings`, { version: sc.version, ...PERIOD, period_to: '2026-09-01', lines: [{ line_id: l1, amount: '1' }] }))).toEqual([400, 'period_to']);
    // A negative billing with a reason is taken, and approved as a credit: cost to date goes down by it.
    const credit = await scOk(f, 'POST', `subcontract/${sc.id}/billings`, { version: sc.version, ...PERIOD, lines: [{ line_id: l1, amount: '-100.00', reason: 'Overbilled' }] });
    const approved = await scOk(f, 'POST', `subcontract/billing/${credit.billings[1].id}/approve`, { version: credit.version });
    expect(approved.lines[0]).toMatchObject({ billed_to_date: '400.00', remaining_balance: '600.00' });
    const cost = await api.db.selectFrom('direct_costs').select('total').where('id', '=', approved.billings[1].direct_cost_ids[0]).executeTakeFirstOrThrow();
    expect(cost.total).toBe('-100.00');
  });

  it('versions: missing is 400 naming version, stale is 409 SUBCONTRACT_VERSION_CONFLICT; a decided billing is 409', async () => {
    const { sc, l1 } = await billedSubcontract();
    expect(refused(await scCall(f, 'PUT', `subcontract/${sc.id}`, { scope: 'x' }))).toEqual([400, 'version']);
    expect(refused(await scCall(f, 'PUT', `subcontract/${sc.id}`, { version: 1, scope: 'x' }))).toEqual([409, 'SUBCONTRACT_VERSION_CONFLICT']);
    expect(refused(await scCall(f, 'POST', `subcontract/billing/${sc.billings[0].id}/approve`, { version: sc.version }))).toEqual([409, 'SUBCONTRACT_BILLING_NOT_SUBMITTED']);
    expect(refused(await scCall(f, 'DELETE', `subcontract/${sc.id}?version=${sc.version}`))).toEqual([409, 'SUBCONTRACT_BILLED']);
    // The retainage rate is fixed once a billing is approved.
    expect(refused(await scCall(f, 'PUT', `subcontract/${sc.id}`, { version: sc.version, retainage_rate: '5' }))).toEqual([409, 'SUBCONTRACT_BILLED']);
    // SCO: a reason, and a contract total never below the billed to date (500.00 billed on line 1 of 1,000.00).
    expect(refused(await scCall(f, 'POST', `subcontract/${sc.id}/change-orders`, { version: sc.version, reason: ' ', lines: [{ line_id: l1, amount: '1' }] }))).toEqual([400, 'reason']);
    expect(refused(await scCall(f, 'POST', `subcontract/${sc.id}/change-orders`, { version: sc.version, reason: 'Less', lines: [{ line_id: l1, amount: '-500.01' }] }))).toEqual([400, 'lines.0.amount']);
    const less = await scOk(f, 'POST', `subcontract/${sc.id}/change-orders`, { version: sc.version, reason: 'Less', lines: [{ line_id: l1, amount: '-500.00' }] });
    expect(less.lines[0]).toMatchObject({ contract_total: '500.00', remaining_balance: '0.00' });
    // Payments and releases: positive, at most what is unpaid or held (450.00 unpaid, 50.00 held).
    expect(refused(await scCall(f, 'POST', `subcontract/${sc.id}/payments`, { version: less.version, amount: '0', paid_on: '2026-11-01' }))).toEqual([400, 'amount']);
    expect(refused(await scCall(f, 'POST', `subcontract/${sc.id}/payments`, { version: less.version, amount: '1', paid_on: '2026-13-01' }))).toEqual([400, 'paid_on']);
    expect(refused(await scCall(f, 'POST', `subcontract/${sc.id}/release-retainage`, { version: less.version, amount: '50.01' }))).toEqual([400, 'amount']);
    const all = await scOk(f, 'POST', `subcontract/${sc.id}/release-retainage`, { version: less.version, all: true });
    expect(all.totals).toMatchObject({ retainage_held: '0.00', unpaid_bills: '500.00' });
    expect(refused(await scCall(f, 'POST', `subcontract/${sc.id}/release-retainage`, { version: all.version, all: true }))).toEqual([400, 'amount']);
  });

  it("another company's admin gets 404; a user without a subcontract area 403; role 13 is refused the staff routes", async () => {
    const { p, sc } = await billedSubcontract();
    expect((await scCall(f, 'GET', `subcontract/${sc.id}`, undefined, f.tokens.secondAdmin)).status).toBe(404);
    expect((await scCall(f, 'GET', `subcontract/projectuid/${p.uid}`, undefined, f.tokens.secondAdmin)).status).toBe(404);
    expect((await scCall(f, 'PUT', `subcontract/${sc.id}`, { version: sc.version, scope: 'x' }, f.tokens.secondAdmin)).status).toBe(404);
    expect((await scCall(f, 'GET', `subcontract/${sc.id}`, undefined, f.tokens.estimator)).status).toBe(403);
    expect((await scCall(f, 'POST', `subcontract/${sc.id}/payments`, { version: sc.version, amount: '1', paid_on: '2026-11-01' }, f.tokens.estimator)).status).toBe(403);
    expect((await scCall(f, 'GET', `subcontract/${sc.id}`, undefined, f.tokens.subInTenant1)).status).toBe(403);
    // Nothing changed.
    expect((await scOk(f, 'GET', `subcontract/${sc.id}`)).version).toBe(sc.version);
  });
});

describe('the database keeps the records (docs/subcontracts.md §3)', () => {
  it('refuses to change or delete an approved billing or its lines, a payment, a release; a Submitted billing may change', async () => {
    const { sc } = await billedSubcontract();
    const paid = await scOk(f, 'POST', `subcontract/${sc.id}/payments`, { version: sc.version, amount: '100.00', paid_on: '2026-11-01' });
    await scOk(f, 'POST', `subcontract/${sc.id}/release-retainage`, { version: paid.version, amount: '10.00' });
    const billing = sc.billings[0].id as number;
    const attempts = [
      sql`update subcontract_billings set billing_date = '2026-01-01' where id = ${billing}`,
      sql`update subcontract_billings set status = 'Rejected' where id = ${billing}`,
      sql`delete from subcontract_billings where id = ${billing}`,
      sql`update subcontract_billing_lines set amount = 1 where billing_id = ${billing}`,
      sql`delete from subcontract_billing_lines where billing_id = ${billing}`,
      sql`insert into subcontract_billing_lines (tenant_id, billing_id, line_id, amount) values (${f.tenant}, ${billing}, ${sc.lines[1].id}, 1)`,
      sql`update subcontract_payments set amount = 1 where subcontract_id = ${sc.id}`,
      sql`delete from subcontract_payments where subcontract_id = ${sc.id}`,
      sql`update subcontract_retainage_releases set amount = 1 where subcontract_id = ${sc.id}`,
      sql`delete from subcontract_retainage_releases where subcontract_id = ${sc.id}`,
    ];
    for (const statement of attempts) await expect(statement.execute(api.db)).rejects.toThrow(/can no longer change/);
    expect((await scOk(f, 'GET', `subcontract/${sc.id}`)).totals).toMatchObject({ billed_to_date: '500.00', payments_to_date: '100.00', retainage_held: '40.00' });
    // A Submitted billing is not a record yet.
    const next = await scOk(f, 'POST', `subcontract/${sc.id}/billings`, { version: (await scOk(f, 'GET', `subcontract/${sc.id}`)).version, ...PERIOD, lines: [{ line_id: sc.lines[1].id, amount: '5' }] });
    await sql`update subcontract_billing_lines set amount = 6 where billing_id = ${next.billings[1].id}`.execute(api.db);
    // Deleting the project still removes everything (the cascade).
    const project = await api.db.selectFrom('subcontracts').select('project_id').where('id', '=', sc.id).executeTakeFirstOrThrow();
    await sql`delete from projects where id = ${project.project_id}`.execute(api.db);
    expect(await api.db.selectFrom('subcontract_payments').select('id').where('subcontract_id', '=', sc.id).execute()).toEqual([]);
  });

  it('one subcontract per bid and subcontractor', async () => {
    const { sc } = await billedSubcontract();
    await expect(sql`insert into subcontracts (tenant_id, project_id, kind, number, bid_id, subcontractor_id, retainage_rate, awarded_by)
      select tenant_id, project_id, kind, 99, bid_id, subcontractor_id, retainage_rate, awarded_by from subcontracts where id = ${sc.id}`.execute(api.db))
      .rejects.toThrow(/subcontracts_one_per_bid/);
  });
});
