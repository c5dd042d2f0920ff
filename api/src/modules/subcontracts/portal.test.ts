import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS, startTestApi, type TestApi } from '../../testing.js';
import { trackerFixture, type TrackerFixture } from '../tracker/fixture.js';
import { awardableBid, PERIOD, scCall, scOk } from './fixture.js';

// Role 13's portal (docs/subcontracts.md §4 Role 13): the demo subcontractor, a manager of subcontractor a, sees a's
// subcontracts only (never b's, whose quotes are 900.00 and 450.00) and submits its billing; staff approve it.

let api: TestApi;
let f: TrackerFixture;

beforeAll(async () => {
  api = await startTestApi();
  f = await trackerFixture(api);
  // The demo subcontractor's login is a manager's email of subcontractor a (as the bid uploads find it).
  await api.db.insertInto('subcontractor_managers').values({
    tenant_id: f.tenant, subcontractor_id: f.subs.a, first_name: 'Sam', last_name: 'Sub', email: DEMO_USERS.subcontractor.toUpperCase(), phone: '5125550100',
  }).execute();
});
afterAll(async () => {
  await api?.close();
});

describe("role 13's subcontracts", () => {
  it('sees its own subcontracts only, submits a billing on its own, and staff approve it', async () => {
    const p = await awardableBid(f);
    const mine = await scOk(f, 'POST', `subcontract/award/bid/${p.bid}`, {}, 201);
    // A second bid of the same project awarded to b.
    const other = await awardableBid(f, f.subs.b);
    await api.db.updateTable('bids').set({ project_id: p.id }).where('id', '=', other.bid).execute();
    const theirs = await scOk(f, 'POST', `subcontract/award/bid/${other.bid}`, {}, 201);
    expect(theirs.number).toBe('SC-002');

    const seen = await scOk(f, 'GET', `subcontract/mine/projectuid/${p.uid}`, undefined, 200, f.tokens.subInTenant1);
    expect(seen.commitments.map((c: { id: number }) => c.id)).toEqual([mine.id]);
    expect(seen.commitments[0].lines.map((l: { total: string }) => l.total)).toEqual(['1000.00', '400.00']);
    const text = JSON.stringify(seen);
    for (const foreign of ['900.00', '450.00', theirs.party_name as string]) expect(text).not.toContain(foreign);
    // Nothing of the contractor's price to the owner: the bid's own line totals (10 × 12.35 = 123.50) are not in it.
    expect(text).not.toContain('123.50');

    // Its billing: Submitted, by it; b's subcontract is answered as a missing one.
    const body = { version: mine.version, ...PERIOD, lines: [{ line_id: mine.lines[0].id, amount: '250.00' }] };
    expect((await scCall(f, 'POST', `subcontract/mine/${theirs.id}/billings`, { ...body, version: theirs.version }, f.tokens.subInTenant1)).status).toBe(404);
    const over = await scCall(f, 'POST', `subcontract/mine/${mine.id}/billings`, { ...body, lines: [{ line_id: mine.lines[0].id, amount: '1000.01' }] }, f.tokens.subInTenant1);
    expect([over.status, Object.keys(over.body.fields)]).toEqual([400, ['lines.0.amount']]);
    const submitted = await scOk(f, 'POST', `subcontract/mine/${mine.id}/billings`, body, 200, f.tokens.subInTenant1);
    expect(submitted.billings).toEqual([expect.objectContaining({ number: 1, status: 'Submitted', total: '250.00' })]);
    // Role 13 cannot approve; staff do.
    expect((await scCall(f, 'POST', `subcontract/billing/${submitted.billings[0].id}/approve`, { version: submitted.version }, f.tokens.subInTenant1)).status).toBe(403);
    const approved = await scOk(f, 'POST', `subcontract/billing/${submitted.billings[0].id}/approve`, { version: submitted.version });
    expect(approved.totals).toMatchObject({ billed_to_date: '250.00', retainage_held: '25.00', unpaid_bills: '225.00' });
    const again = await scOk(f, 'GET', `subcontract/mine/projectuid/${p.uid}`, undefined, 200, f.tokens.subInTenant1);
    expect(again.commitments[0].billings[0]).toMatchObject({ status: 'Approved' });
  });

  it('staff are refused the portal; another company answers 404; a login of no subcontractor sees none', async () => {
    const p = await awardableBid(f);
    await scOk(f, 'POST', `subcontract/award/bid/${p.bid}`, {}, 201);
    expect((await scCall(f, 'GET', `subcontract/mine/projectuid/${p.uid}`)).status).toBe(403);
    expect((await scCall(f, 'GET', `subcontract/mine/projectuid/${p.uid}`, undefined, f.tokens.estimator)).status).toBe(403);
    expect((await scCall(f, 'GET', 'subcontract/mine/projectuid/ZZ_000404', undefined, f.tokens.subInTenant1)).status).toBe(404);
    await api.db.deleteFrom('subcontractor_managers').where('tenant_id', '=', f.tenant).where('email', '=', DEMO_USERS.subcontractor.toUpperCase()).execute();
    expect((await scOk(f, 'GET', `subcontract/mine/projectuid/${p.uid}`, undefined, 200, f.tokens.subInTenant1)).commitments).toEqual([]);
  });
});
