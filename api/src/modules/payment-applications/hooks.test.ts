import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing.js';
import { send, setStatus } from '../pcos/fixture.js';
import { bidFixture, type BidFixture } from '../projects/sheet-fixture.js';
import { acceptedChangeOrder, billedProject, paOk, PERIOD_1 } from './fixture.js';
import { changeOrderBilled, projectsBilling } from './hooks.js';

// What this module declares for earlier modules (docs/billing.md §3–§4): a billed change order stays Accepted and
// keeps its lines (the PCO module asks `changeOrderBilled`), and `billing` gives the tracker the latest submitted
// application's lines and the payments received.

let api: TestApi;
let f: BidFixture;

beforeAll(async () => {
  api = await startTestApi();
  f = await bidFixture(api);
});
afterAll(async () => {
  await api?.close();
});

describe('a change order billed on a submitted application', () => {
  it('cannot leave Accepted nor have its lines changed: 409 CHANGE_ORDER_BILLED naming the application; on a Draft it still can', async () => {
    const p = await billedProject(f, '1000.00', ['1000.00']);
    const co = await acceptedChangeOrder(f, p.uid, '10');
    const app = await paOk(f, 'POST', `payment-application/projectuid/${p.uid}`, PERIOD_1, 201);
    // While the application is a Draft, the change order may still leave Accepted (and come back).
    expect(await changeOrderBilled({ tenantId: f.tenant }, api.db, co.id)).toBeNull();
    await setStatus(f, co.id, 'Pending');
    await setStatus(f, co.id, 'Accepted');
    await paOk(f, 'POST', `payment-application/${app.id}/submit`, { version: 1 });
    const message = 'CO-001 is billed on payment application 1, which is submitted: it can no longer change.';
    const out = await send(f, 'PUT', `change-order/update/${co.id}`, { status: 'Not-Accepted' });
    expect([out.status, out.body.reason, out.body.error]).toEqual([409, 'CHANGE_ORDER_BILLED', message]);
    const line = await send(f, 'POST', 'pco/direct-trade', { pco_id: co.id, sub_division: f.division.sub, category_id: f.category, part: f.part, units: '1', notes: '' });
    expect([line.status, line.body.reason, line.body.error]).toEqual([409, 'CHANGE_ORDER_BILLED', message]);
    // Its name may still change; an Accepted change order no application bills answers PCO_ACCEPTED as before.
    expect((await send(f, 'PUT', `change-order/update/${co.id}`, { status: 'Accepted' })).status).toBe(200);
    const other = await acceptedChangeOrder(f, p.uid, '5');
    const refused = await send(f, 'POST', 'pco/internal-labor', { pco_id: other.id, position: f.position, level: f.level, quantity: '1', units: '1', notes: '' });
    expect([refused.status, refused.body.reason]).toEqual([409, 'PCO_ACCEPTED']);
    expect((await send(f, 'PUT', `change-order/update/${other.id}`, { status: 'Pending' })).status).toBe(200);
  });
});

describe('the billing hook', () => {
  it("answers the latest submitted application's C and G per line and the payments received; a project without one is absent", async () => {
    const p = await billedProject(f, '1000.00', ['600.00', '400.00']);
    const none = await billedProject(f, '500.00', ['500.00']);
    const one = await paOk(f, 'POST', `payment-application/projectuid/${p.uid}`, PERIOD_1, 201);
    const scope = { tenantId: f.tenant };
    expect((await projectsBilling(scope, api.db, [p.id, none.id])).size).toBe(0);
    await paOk(f, 'PUT', `payment-application/${one.id}/lines`, { version: 1, lines: [{ id: one.lines[0].id, this_period: '300', stored_materials: '50' }] });
    await paOk(f, 'POST', `payment-application/${one.id}/submit`, { version: 2 });
    // Line 8 = 350 − (30 + 5) = 315.00; certified 300.00, 120.00 received.
    await paOk(f, 'POST', `payment-application/${one.id}/certify`, { version: 3, certified_amount: '300', certified_on: '2026-11-02' });
    await paOk(f, 'POST', `payment-application/${one.id}/payments`, { version: 4, amount: '120', received_on: '2026-11-03' });
    // A later Draft does not count: the tracker reads submitted applications only.
    const two = await paOk(f, 'POST', `payment-application/projectuid/${p.uid}`, { ...PERIOD_1, period_from: '2026-11-01', period_to: '2026-11-30' }, 201);
    await paOk(f, 'PUT', `payment-application/${two.id}/lines`, { version: 1, lines: [{ id: two.lines[1].id, this_period: '100' }] });
    const billing = await projectsBilling(scope, api.db, [p.id, none.id]);
    expect([...billing.keys()]).toEqual([p.id]);
    expect(billing.get(p.id)).toEqual({
      lines: [
        { kind: 'BID', bid_id: p.bids[0], pco_id: null, scheduled_value: '600.00', completed_stored: '350.00' },
        { kind: 'BID', bid_id: p.bids[1], pco_id: null, scheduled_value: '400.00', completed_stored: '0.00' },
      ],
      billing_to_date: '350.00', payments_received: '120.00',
    });
  });
});
