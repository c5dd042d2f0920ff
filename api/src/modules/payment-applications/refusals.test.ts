import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing.js';
import { bidFixture, type BidFixture } from '../projects/sheet-fixture.js';
import { billedProject, paCall, paOk, PERIOD_1, PERIOD_2 } from './fixture.js';

// Every refusal of docs/billing.md §3: 400s naming the field (the line's, with the item in the message), versions,
// submitted applications, access and tenants, and the database's own refusal of a change to a submitted application.

let api: TestApi;
let f: BidFixture;

beforeAll(async () => {
  api = await startTestApi();
  f = await bidFixture(api);
});
afterAll(async () => {
  await api?.close();
});

/** A project (C 600.00 and 400.00) with a Draft application 1. */
async function draft() {
  const p = await billedProject(f, '1000.00', ['600.00', '400.00']);
  const app = await paOk(f, 'POST', `payment-application/projectuid/${p.uid}`, PERIOD_1, 201);
  return { p, app, lines: app.lines as { id: number }[] };
}

const refused = (reply: { status: number; body: { fields?: Record<string, string>; reason?: string; error: string } }) =>
  [reply.status, reply.body.fields ? Object.keys(reply.body.fields) : reply.body.reason, reply.body.error];

describe('400s naming the field', () => {
  it('lines: not money, D + E < 0, F < 0, G > C, an unknown line; all or nothing', async () => {
    const { app, lines } = await draft();
    const put = (body: unknown) => paCall(f, 'PUT', `payment-application/${app.id}/lines`, body);
    expect(refused(await put({ version: 1, lines: [{ id: lines[0]!.id, this_period: '1' }, { id: lines[1]!.id, this_period: 'ten' }] })))
      .toEqual([400, ['lines[1].this_period'], 'Enter an amount of money.']);
    expect(refused(await put({ version: 1, lines: [{ id: lines[0]!.id, this_period: '1.001' }] }))).toEqual([400, ['lines[0].this_period'], 'Enter an amount of money.']);
    expect(refused(await put({ version: 1, lines: [{ id: lines[0]!.id, this_period: '-0.01' }] })))
      .toEqual([400, ['lines[0].this_period'], 'Item 1: work completed (D + E) cannot be negative.']);
    expect(refused(await put({ version: 1, lines: [{ id: lines[0]!.id, this_period: '5' }, { id: lines[1]!.id, stored_materials: '-1' }] })))
      .toEqual([400, ['lines[1].stored_materials'], 'Item 2: materials presently stored (F) cannot be negative.']);
    expect(refused(await put({ version: 1, lines: [{ id: lines[1]!.id, this_period: '300', stored_materials: '100.01' }] })))
      .toEqual([400, ['lines[0].stored_materials'], 'Item 2: completed and stored to date (G) cannot exceed the scheduled value (C).']);
    expect(refused(await put({ version: 1, lines: [{ id: lines[1]!.id, this_period: '400.01' }] })))
      .toEqual([400, ['lines[0].this_period'], 'Item 2: completed and stored to date (G) cannot exceed the scheduled value (C).']);
    expect(refused(await put({ version: 1, lines: [{ id: 999999, this_period: '1' }] }))).toEqual([400, ['lines[0].id'], 'Line 999999 is not a line of this payment application.']);
    // Nothing was written by any of them.
    const after = await paOk(f, 'GET', `payment-application/${app.id}`);
    expect(after.version).toBe(1);
    expect(after.totals.completed_stored).toBe('0.00');
  });

  it('dates, rates, the period, retainage release, certified amount, payments', async () => {
    const { p, app, lines } = await draft();
    expect(refused(await paCall(f, 'POST', `payment-application/projectuid/${p.uid}`, { ...PERIOD_1, period_from: '2026-02-30' }))).toEqual([400, ['period_from'], 'Enter a valid date.']);
    expect(refused(await paCall(f, 'PUT', `payment-application/${app.id}`, { version: 1, period_to: '2026-09-30' }))).toEqual([400, ['period_to'], 'The period cannot end before it starts.']);
    expect(refused(await paCall(f, 'PUT', `payment-application/${app.id}`, { version: 1, work_rate: '100.01' }))).toEqual([400, ['work_rate'], 'Enter a rate from 0 to 100.']);
    expect(refused(await paCall(f, 'PUT', `payment-application/retainage/projectuid/${p.uid}`, { work_rate: '10', stored_rate: '-1' }))).toEqual([400, ['stored_rate'], 'Enter a rate from 0 to 100.']);
    await paOk(f, 'PUT', `payment-application/${app.id}/lines`, { version: 1, lines: [{ id: lines[0]!.id, this_period: '600' }, { id: lines[1]!.id, this_period: '400' }] });
    // Retainage held: 60.00 + 40.00 = 100.00.
    expect(refused(await paCall(f, 'POST', `payment-application/${app.id}/release-retainage`, { version: 2, amount: '100.01' }))).toEqual([400, ['amount'], 'At most the retainage held (100.00) can be released.']);
    expect(refused(await paCall(f, 'POST', `payment-application/${app.id}/release-retainage`, { version: 2, amount: '0' }))).toEqual([400, ['amount'], 'Enter an amount greater than 0, or release all.']);
    const all = await paOk(f, 'POST', `payment-application/${app.id}/release-retainage`, { version: 2, all: true });
    expect(all).toMatchObject({ released_this_application: '100.00', summary: { total_retainage: '0.00', current_payment_due: '1000.00' } });
    // Certify before submitting: 409; over line 8 (1,000.00) or negative: 400 naming certified_amount.
    expect(refused(await paCall(f, 'POST', `payment-application/${app.id}/certify`, { version: 3, certified_amount: '1', certified_on: '2026-11-01' })))
      .toEqual([409, 'PAYMENT_APPLICATION_NOT_SUBMITTED', 'Payment application 1 is not Submitted: only a Submitted application can be certified.']);
    await paOk(f, 'POST', `payment-application/${app.id}/submit`, { version: 3 });
    expect(refused(await paCall(f, 'POST', `payment-application/${app.id}/payments`, { version: 4, amount: '1', received_on: '2026-11-01' })))
      .toEqual([409, 'PAYMENT_APPLICATION_NOT_SUBMITTED', 'Payment application 1 is not Certified: payments are recorded on a Certified application.']);
    expect(refused(await paCall(f, 'POST', `payment-application/${app.id}/certify`, { version: 4, certified_amount: '1000.01', certified_on: '2026-11-01' })))
      .toEqual([400, ['certified_amount'], 'The certified amount must be from 0 to the current payment due (1000.00).']);
    expect(refused(await paCall(f, 'POST', `payment-application/${app.id}/certify`, { version: 4, certified_amount: '-1', certified_on: '2026-11-01' }))[1]).toEqual(['certified_amount']);
    expect(refused(await paCall(f, 'POST', `payment-application/${app.id}/certify`, { version: 4, certified_amount: 'x', certified_on: '2026-11-01' }))[1]).toEqual(['certified_amount']);
    await paOk(f, 'POST', `payment-application/${app.id}/certify`, { version: 4, certified_amount: '900', certified_on: '2026-11-01' });
    expect(refused(await paCall(f, 'POST', `payment-application/${app.id}/payments`, { version: 5, amount: '900.01', received_on: '2026-11-02' })))
      .toEqual([400, ['amount'], 'The payments cannot exceed the certified amount: at most 900.00 is left to receive.']);
    expect(refused(await paCall(f, 'POST', `payment-application/${app.id}/payments`, { version: 5, amount: '0', received_on: '2026-11-02' }))[1]).toEqual(['amount']);
    expect(refused(await paCall(f, 'POST', `payment-application/${app.id}/payments`, { version: 5, amount: '1', received_on: 'soon' }))[1]).toEqual(['received_on']);
    const paid = await paOk(f, 'POST', `payment-application/${app.id}/payments`, { version: 5, amount: '900', received_on: '2026-11-02' });
    expect(paid.status).toBe('Paid');
    expect(refused(await paCall(f, 'POST', `payment-application/${app.id}/payments`, { version: 6, amount: '1', received_on: '2026-11-02' })))
      .toEqual([409, 'PAYMENT_APPLICATION_SUBMITTED', 'Payment application 1 is submitted: it can no longer change.']);
  });
});

describe('409s: versions, one Draft, submitted', () => {
  it('a missing version is a 400, a stale one 409 PAYMENT_APPLICATION_VERSION_CONFLICT; a second Draft 409 naming the first', async () => {
    const { p, app, lines } = await draft();
    expect(refused(await paCall(f, 'PUT', `payment-application/${app.id}/lines`, { lines: [{ id: lines[0]!.id, this_period: '1' }] })))
      .toEqual([400, ['version'], 'Send the version of the payment application you last read.']);
    expect(refused(await paCall(f, 'POST', `payment-application/${app.id}/submit`, { version: 7 })))
      .toEqual([409, ['version'], 'This payment application was changed meanwhile. Reload it and try again.']);
    expect((await paCall(f, 'POST', `payment-application/${app.id}/submit`, { version: 7 })).body.reason).toBe('PAYMENT_APPLICATION_VERSION_CONFLICT');
    expect((await paCall(f, 'DELETE', `payment-application/${app.id}?version=0`)).body.reason).toBe('PAYMENT_APPLICATION_VERSION_CONFLICT');
    expect(refused(await paCall(f, 'POST', `payment-application/projectuid/${p.uid}`, PERIOD_2)))
      .toEqual([409, 'PAYMENT_APPLICATION_DRAFT_EXISTS', 'Payment application 1 is a Draft: submit or delete it before starting the next one.']);
  });

  it('a submitted application refuses every change with 409 PAYMENT_APPLICATION_SUBMITTED', async () => {
    const { app, lines } = await draft();
    await paOk(f, 'POST', `payment-application/${app.id}/submit`, { version: 1 });
    const message = 'Payment application 1 is submitted: it can no longer change.';
    for (const [method, url, body] of [
      ['PUT', `payment-application/${app.id}/lines`, { version: 2, lines: [{ id: lines[0]!.id, this_period: '1' }] }],
      ['PUT', `payment-application/${app.id}`, { version: 2, is_final: true }],
      ['POST', `payment-application/${app.id}/release-retainage`, { version: 2, all: true }],
      ['POST', `payment-application/${app.id}/submit`, { version: 2 }],
      ['DELETE', `payment-application/${app.id}?version=2`, undefined],
    ] as const) {
      expect(refused(await paCall(f, method, url, body)), `${method} ${url}`).toEqual([409, 'PAYMENT_APPLICATION_SUBMITTED', message]);
    }
  });
});

describe('access', () => {
  it("another company's user gets 404; a user without payment_applications 403; role 13 403; the log needs its own area", async () => {
    const { p, app } = await draft();
    const other = f.tokens.secondAdmin;
    expect((await paCall(f, 'GET', `payment-application/${app.id}`, undefined, other)).status).toBe(404);
    expect((await paCall(f, 'GET', `payment-application/projectuid/${p.uid}`, undefined, other)).status).toBe(404);
    expect((await paCall(f, 'POST', `payment-application/${app.id}/submit`, { version: 1 }, other)).status).toBe(404);
    expect((await paCall(f, 'POST', `payment-application/projectuid/${p.uid}`, PERIOD_2, other)).status).toBe(404);
    // The estimator (role 4) has no payment_applications grant; role 13 never reads billing.
    for (const token of [f.tokens.estimator, f.tokens.subInTenant1]) {
      expect((await paCall(f, 'GET', `payment-application/projectuid/${p.uid}`, undefined, token)).status).toBe(403);
      expect((await paCall(f, 'GET', `payment-application/${app.id}`, undefined, token)).status).toBe(403);
      expect((await paCall(f, 'POST', `payment-application/${app.id}/submit`, { version: 1 }, token)).status).toBe(403);
    }
    // The full user writes applications (payment_applications) but has no payment_application_logs grant.
    expect((await paCall(f, 'GET', `payment-application/projectuid/${p.uid}`, undefined, f.tokens.fullUser)).status).toBe(200);
    expect((await paCall(f, 'GET', `payment-application/log/projectuid/${p.uid}`, undefined, f.tokens.fullUser)).status).toBe(403);
    expect((await paCall(f, 'GET', `payment-application/log/projectuid/${p.uid}`)).status).toBe(200);
    // Nothing was changed by the refused calls.
    expect((await paOk(f, 'GET', `payment-application/${app.id}`)).version).toBe(1);
  });
});

describe('the database freezes a submitted application', () => {
  it('refuses a direct UPDATE or DELETE of its lines, a change to its certified amount, and its status going back', async () => {
    const { app, lines } = await draft();
    await paOk(f, 'PUT', `payment-application/${app.id}/lines`, { version: 1, lines: [{ id: lines[0]!.id, this_period: '100' }] });
    await paOk(f, 'POST', `payment-application/${app.id}/submit`, { version: 2 });
    const db = api.db;
    const frozen = /Payment application 1 is submitted/;
    await expect(sql`update payment_application_lines set this_period = 200 where id = ${lines[0]!.id}`.execute(db)).rejects.toThrow(frozen);
    await expect(sql`delete from payment_application_lines where id = ${lines[1]!.id}`.execute(db)).rejects.toThrow(frozen);
    await expect(sql`insert into payment_application_lines (tenant_id, application_id, item_no, kind, description, scheduled_value)
      values (${f.tenant}, ${app.id}, 9, 'BID', 'x', 1)`.execute(db)).rejects.toThrow(frozen);
    await expect(sql`update payment_applications set work_rate = 0 where id = ${app.id}`.execute(db)).rejects.toThrow(frozen);
    await expect(sql`update payment_applications set status = 'Draft' where id = ${app.id}`.execute(db)).rejects.toThrow(frozen);
    await expect(sql`delete from payment_applications where id = ${app.id}`.execute(db)).rejects.toThrow(frozen);
    await paOk(f, 'POST', `payment-application/${app.id}/certify`, { version: 3, certified_amount: '90', certified_on: '2026-11-01' });
    await expect(sql`update payment_applications set certified_amount = 95 where id = ${app.id}`.execute(db)).rejects.toThrow(frozen);
    await expect(sql`update payment_applications set certified_on = '2026-12-01' where id = ${app.id}`.execute(db)).rejects.toThrow(frozen);
    await expect(sql`update payment_applications set certified_amount = null, status = 'Submitted' where id = ${app.id}`.execute(db)).rejects.toThrow(frozen);
    // What may change: the status moving forward and the version.
    await sql`update payment_applications set version = version + 1 where id = ${app.id}`.execute(db);
    const row = await db.selectFrom('payment_application_lines').select('this_period').where('id', '=', lines[0]!.id).executeTakeFirstOrThrow();
    expect(row.this_period).toBe('100.00');
  });

  it("deleting the project still removes its applications (the cascade passes the freeze)", async () => {
    const { p, app } = await draft();
    await paOk(f, 'POST', `payment-application/${app.id}/submit`, { version: 1 });
    await sql`delete from projects where id = ${p.id}`.execute(api.db);
    expect(await api.db.selectFrom('payment_applications').select('id').where('id', '=', app.id).execute()).toEqual([]);
  });
});
