import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test-support.js';
import { startTestApi, withGrant, type TestApi } from '../../testing.js';
import { ROLE_IDS } from '../../auth/areas.js';
import { bidFixture, newProject, ok, type BidFixture } from '../projects/sheet-fixture.js';
import { addLabor, addPco, addTrade, expectOk, send, setStatus } from './fixture.js';

// Server rules of PCOs (README.md Rules; docs/projects.md §4 PCO status, §5 PCO, §9): 400s naming the field, the Accepted and
// Pending 409s, names, versions, access, role 13 and tenants.

let api: TestApi;
let f: BidFixture;
let uid: string;
let pcoId: number;
let laborId: number;
let tradeId: number;

const FORBIDDEN = { error: 'You do not have permission to perform this action.' };
const ACCEPTED = { error: 'Once accepted PCO can not be deleted.', reason: 'PCO_ACCEPTED' };

beforeAll(async () => {
  api = await startTestApi();
  f = await bidFixture(api);
  uid = (await newProject(f)).uid;
  pcoId = (await addPco(f, uid)).id;
  laborId = (await addLabor(f, pcoId, '1', '2')).data.id;
  tradeId = (await addTrade(f, pcoId, '3')).data.id;
});
afterAll(async () => {
  await api?.close();
});

const fieldError = (field: string, message: string) => ({ error: message, fields: { [field]: message } });

describe('bad input: 400 naming the field', () => {
  it('title 256, notes 4097, bad status, missing pco_name or project, bad percentage and date; nothing written', async () => {
    const before = (await expectOk(f, 'GET', `change-order/${pcoId}`)).data;
    const base = { pco_name: 'PCO-900', project_uid: uid };
    for (const [method, url, body, field, message] of [
      ['POST', 'change-order', { ...base, title: 'x'.repeat(256) }, 'title', 'At most 255 characters are allowed.'],
      ['PUT', `change-order/update/${pcoId}`, { title: 'x'.repeat(256) }, 'title', 'At most 255 characters are allowed.'],
      ['POST', 'change-order', { ...base, notes: 'n'.repeat(4097) }, 'notes', 'At most 4096 characters are allowed.'],
      ['PUT', `change-order/update/${pcoId}`, { notes: 'n'.repeat(4097) }, 'notes', 'At most 4096 characters are allowed.'],
      ['PUT', `change-order/update/${pcoId}`, { status: 'Approved' }, 'status', "Status must be 'Pending', 'Accepted' or 'Not-Accepted'."],
      ['POST', 'change-order', { project_uid: uid, title: 'No name' }, 'pco_name', 'PCO name is required.'],
      ['POST', 'change-order', { ...base, pco_name: '  ' }, 'pco_name', 'PCO name is required.'],
      ['PUT', `change-order/update/${pcoId}`, { pco_name: '' }, 'pco_name', 'PCO name is required.'],
      ['POST', 'change-order', { pco_name: 'PCO-900' }, 'project_uid', 'Project ID is required.'],
      ['POST', 'change-order', { ...base, pco_profit_percentage: 'ten' }, 'pco_profit_percentage', 'Enter a valid number.'],
      ['PUT', `change-order/update/${pcoId}`, { pco_profit_percentage: '-1' }, 'pco_profit_percentage', 'Enter a valid number.'],
      ['POST', 'change-order', { ...base, date: '2026-02-30' }, 'date', 'Enter a valid date.'],
      ['POST', 'pco/internal-labor', { pco_id: pcoId, position: f.position, level: f.level, quantity: 1, units: 1, notes: 'n'.repeat(226) }, 'notes', 'At most 225 characters are allowed.'],
      ['POST', 'pco/internal-labor', { position: f.position, level: f.level, quantity: 1, units: 1 }, 'pco_id', 'Enter all mandatory fields.'],
      ['POST', 'pco/internal-labor', { pco_id: pcoId, position: f.position, level: f.level, quantity: 'abc', units: 1 }, 'quantity', 'Enter a valid number.'],
      ['PUT', `pco/direct-trade/update/${tradeId}`, { subcontractor: [{ subcontractor_id: f.subs.a, subcontractor_amount: '5' }] }, 'subcontractor', 'PCO trade lines carry no subcontractor amounts.'],
    ] as const) {
      const reply = await send(f, method, url, body);
      expect([reply.status, reply.body], `${method} ${url} ${field}`).toEqual([400, fieldError(field, message)]);
    }
    // Labor and trade lines name every missing field, as on bids.
    const labor = await send(f, 'POST', 'pco/internal-labor', { pco_id: pcoId, quantity: 0 });
    expect(labor.status).toBe(400);
    expect(Object.keys(labor.body.fields).sort()).toEqual(['level', 'position', 'quantity', 'units']);
    const trade = await send(f, 'POST', 'pco/direct-trade', { pco_id: pcoId, units: 1 });
    expect(Object.keys(trade.body.fields).sort()).toEqual(['category_id', 'part', 'sub_division']);
    expect((await expectOk(f, 'GET', `change-order/${pcoId}`)).data).toEqual(before);
    expect((await expectOk(f, 'GET', `change-order/pco-name/${uid}`)).data.pco_name).toBe('PCO-002');
  });

  it('a name used in the project is 409 PCO_NAME_TAKEN (any case); another project may use it', async () => {
    const reply = await send(f, 'POST', 'change-order', { pco_name: 'pco-001', project_uid: uid });
    expect([reply.status, reply.body]).toEqual([409, {
      error: 'This PCO name is already used in the project.', fields: { pco_name: 'This PCO name is already used in the project.' }, reason: 'PCO_NAME_TAKEN',
    }]);
    const other = await addPco(f, uid);
    expect((await send(f, 'PUT', `change-order/update/${other.id}`, { pco_name: 'PCO-001' })).body.reason).toBe('PCO_NAME_TAKEN');
    const elsewhere = await newProject(f);
    expect((await expectOk(f, 'POST', 'change-order', { pco_name: 'PCO-001', project_uid: elsewhere.uid })).data.pco_name).toBe('PCO-001');
  });
});

describe('versions', () => {
  it('a stale version is 409 PCO_VERSION_CONFLICT naming version, and nothing is written', async () => {
    const pco = await addPco(f, uid);
    const line = await addLabor(f, pco.id, '1', '1');
    const version = line.pco.version;
    expect((await expectOk(f, 'PUT', `change-order/update/${pco.id}`, { title: 'New', version })).data.version).toBe(version + 1);
    const conflict = { error: 'This PCO was changed meanwhile. Reload it and try again.', fields: { version: 'This PCO was changed meanwhile. Reload it and try again.' }, reason: 'PCO_VERSION_CONFLICT' };
    for (const [method, url, body] of [
      ['PUT', `change-order/update/${pco.id}`, { title: 'Stale', version }],
      ['PUT', `pco/internal-labor/update/${line.data.id}`, { quantity: 5, version }],
      ['POST', 'pco/direct-trade', { pco_id: pco.id, sub_division: f.division.sub, category_id: f.category, part: f.part, units: 1, version }],
      ['DELETE', `change-order/delete/${pco.id}?version=${version}`, undefined],
    ] as const) {
      expect(await send(f, method, url, body), `${method} ${url}`).toEqual({ status: 409, body: conflict });
    }
    expect((await expectOk(f, 'GET', `change-order/${pco.id}`)).data).toMatchObject({ title: 'New', version: version + 1, total_cost: line.pco.total_cost });
  });
});

describe('an Accepted PCO (docs/projects.md §4 PCO status)', () => {
  it('cannot be deleted; its lines, title, notes, profit % and mode cannot change (409 PCO_ACCEPTED); its status can', async () => {
    const pco = await addPco(f, uid, { title: 'Owner-requested additional outlets in conference rooms' });
    const labor = (await addLabor(f, pco.id, '1', '2')).data;
    const trade = (await addTrade(f, pco.id, '4')).data;
    const accepted = (await setStatus(f, pco.id, 'Accepted')).data;
    for (const [method, url, body] of [
      ['DELETE', `change-order/delete/${pco.id}`, undefined],
      ['PUT', `change-order/update/${pco.id}`, { title: 'Changed' }], ['PUT', `change-order/update/${pco.id}`, { notes: 'Changed' }],
      ['PUT', `change-order/update/${pco.id}`, { pco_profit_percentage: '99' }], ['PUT', `change-order/update/${pco.id}`, { hourly: true }],
      ['POST', 'pco/internal-labor', { pco_id: pco.id, position: f.position, level: f.level, quantity: 1, units: 1 }],
      ['PUT', `pco/internal-labor/update/${labor.id}`, { quantity: 3 }], ['DELETE', `pco/internal-labor/delete/${labor.id}`, undefined],
      ['POST', 'pco/direct-trade', { pco_id: pco.id, sub_division: f.division.sub, category_id: f.category, part: f.part, units: 1 }],
      ['PUT', `pco/direct-trade/update/${trade.id}`, { units: 9 }], ['DELETE', `pco/direct-trade/delete/${trade.id}`, undefined],
    ] as const) {
      expect(await send(f, method, url, body), `${method} ${url}`).toEqual({ status: 409, body: ACCEPTED });
    }
    expect((await expectOk(f, 'GET', `change-order/${pco.id}`)).data).toEqual(accepted);
    // The edit dialog re-sending the same values, and a new change-order name, are not changes of its content.
    const same = await expectOk(f, 'PUT', `change-order/update/${pco.id}`, {
      title: accepted.title, notes: accepted.notes, pco_profit_percentage: accepted.pco_profit_percentage, change_order_name: 'CO-Outlets',
    });
    expect(same.data).toMatchObject({ change_order_name: 'CO-Outlets', total: accepted.total });
    // Back to Pending: editable and deletable again, and it keeps its number.
    expect((await setStatus(f, pco.id, 'Pending')).data).toMatchObject({ status: 'Pending', change_order_number: accepted.change_order_number });
    await expectOk(f, 'PUT', `pco/internal-labor/update/${labor.id}`, { quantity: 3 });
    expect((await expectOk(f, 'DELETE', `change-order/delete/${pco.id}`)).data).toEqual({ id: pco.id });
    expect((await send(f, 'GET', `pco/internal-labor/pcoid/${pco.id}`)).status).toBe(404);
  });
});

describe('a Pending project', () => {
  it('refuses every PCO write with 409 PROJECT_PENDING; reads still answer', async () => {
    const p = await newProject(f);
    const pco = await addPco(f, p.uid);
    const labor = (await addLabor(f, pco.id, '1', '1')).data;
    const trade = (await addTrade(f, pco.id, '1')).data;
    await ok(f, 'PUT', `project/${p.id}/status`, { status: 'Pending' });
    const pending = { error: 'The project is Pending: its PCOs and their lines cannot be changed.', reason: 'PROJECT_PENDING' };
    for (const [method, url, body] of [
      ['POST', 'change-order', { pco_name: 'PCO-002', project_uid: p.uid }], ['PUT', `change-order/update/${pco.id}`, { status: 'Accepted' }],
      ['DELETE', `change-order/delete/${pco.id}`, undefined],
      ['POST', 'pco/internal-labor', { pco_id: pco.id, position: f.position, level: f.level, quantity: 1, units: 1 }],
      ['PUT', `pco/internal-labor/update/${labor.id}`, { quantity: 3 }], ['DELETE', `pco/internal-labor/delete/${labor.id}`, undefined],
      ['POST', 'pco/direct-trade', { pco_id: pco.id, sub_division: f.division.sub, category_id: f.category, part: f.part, units: 1 }],
      ['PUT', `pco/direct-trade/update/${trade.id}`, { units: 2 }], ['DELETE', `pco/direct-trade/delete/${trade.id}`, undefined],
    ] as const) {
      expect(await send(f, method, url, body), `${method} ${url}`).toEqual({ status: 409, body: pending });
    }
    expect((await expectOk(f, 'GET', `change-order/${pco.id}`)).data.version).toBe(pco.version + 2);
    expect((await expectOk(f, 'GET', `change-order/${p.uid}/PCO`)).data).toHaveLength(1);
  });
});

describe('access', () => {
  const writes = () => [
    ['POST', 'change-order', { pco_name: 'PCO-950', project_uid: uid }], ['PUT', `change-order/update/${pcoId}`, { title: 'x' }],
    ['DELETE', `change-order/delete/${pcoId}`, undefined],
    ['POST', 'pco/internal-labor', { pco_id: pcoId }], ['PUT', `pco/internal-labor/update/${laborId}`, { quantity: 2 }],
    ['DELETE', `pco/internal-labor/delete/${laborId}`, undefined], ['POST', 'pco/direct-trade', { pco_id: pcoId }],
    ['PUT', `pco/direct-trade/update/${tradeId}`, { units: 2 }], ['DELETE', `pco/direct-trade/delete/${tradeId}`, undefined],
  ] as const;
  const reads = () => [`change-order/${uid}/PCO`, `change-order/projectuid/${uid}`, `change-order/pco-name/${uid}`,
    `change-order-total/${uid}/${pcoId}`, `change-order/${pcoId}`, `pco/internal-labor/pcoid/${pcoId}`, `pco/direct-trade/pcoid/${pcoId}`,
    `pco/lines?project_uid=${uid}`, `pco/lines?pco_ids=${pcoId}`];

  it('a role without pcos write reads and gets 403 on every change; cos read alone reads; neither: 403', async () => {
    const before = (await expectOk(f, 'GET', `change-order/${pcoId}`)).data;
    const asEstimator = (url: string) => send(f, 'GET', url, undefined, f.tokens.estimator);
    await withGrant(api, ROLE_IDS.estimator, 'pcos', { can_write: false }, async () => {
      for (const url of reads()) expect((await asEstimator(url)).status, url).toBe(200);
      for (const [method, url, body] of writes()) {
        expect(await send(f, method, url, body, f.tokens.estimator), `${method} ${url}`).toEqual({ status: 403, body: FORBIDDEN });
      }
      await withGrant(api, ROLE_IDS.estimator, 'pcos', { can_read: false }, async () => {
        for (const url of reads()) expect((await asEstimator(url)).status, url).toBe(403);
        // The change-order screens are gated by cos (docs/projects.md §2.10): cos read alone reads PCOs.
        await withGrant(api, ROLE_IDS.estimator, 'cos', { can_read: true, visible: true }, async () => {
          for (const url of reads()) expect((await asEstimator(url)).status, url).toBe(200);
        });
      });
    });
    expect((await expectOk(f, 'GET', `change-order/${pcoId}`)).data).toEqual(before);
  });

  it('role 13 reads nothing here (403, before the body is looked at); no token is 401', async () => {
    for (const url of reads()) expect(await send(f, 'GET', url, undefined, f.tokens.subInTenant1), url).toEqual({ status: 403, body: FORBIDDEN });
    for (const [method, url, body] of writes()) {
      expect((await send(f, method, url, body, f.tokens.subInTenant1)).status, `${method} ${url}`).toBe(403);
    }
    expect(await send(f, 'POST', 'change-order', { pco_name: 7, title: 'x'.repeat(999) }, f.tokens.subInTenant1)).toEqual({ status: 403, body: FORBIDDEN });
    expect((await call(api, 'GET', `change-order/${pcoId}`)).status).toBe(401);
  });

  it("another company's token answers 404 for this company's PCOs, lines and project, and leaves them unchanged", async () => {
    const before = (await expectOk(f, 'GET', `change-order/${pcoId}`)).data;
    for (const url of reads().filter((u) => !u.startsWith('pco/lines?pco_ids'))) {
      expect((await send(f, 'GET', url, undefined, f.tokens.secondAdmin)).status, url).toBe(404);
    }
    // The batch read leaves another company's ids out, as bidsheet/lines does.
    const batch = await send(f, 'GET', `pco/lines?pco_ids=${pcoId}`, undefined, f.tokens.secondAdmin);
    expect(batch).toEqual({ status: 200, body: { data: { labor: [], trades: [] } } });
    for (const [method, url, body] of writes()) {
      if (method === 'POST' && url === 'change-order') continue;
      expect((await send(f, method, url, body, f.tokens.secondAdmin)).status, `${method} ${url}`).toBe(404);
    }
    expect((await send(f, 'POST', 'change-order', { pco_name: 'PCO-950', project_uid: uid }, f.tokens.secondAdmin)).status).toBe(404);
    expect((await expectOk(f, 'GET', `change-order/${pcoId}`)).data).toEqual(before);
  });
});

describe('catalogue rows PCO lines use are kept', () => {
  it('deleting a part or category used only by PCO trade lines is 409 IN_USE naming them; a level used by PCO labor lines 409 LEVEL_IN_USE', async () => {
    // The fixture's part, category and levels are used by this file's PCO lines alone (no bid here uses them).
    expect(await api.db.selectFrom('bid_trade_lines').select('id').where('part_id', '=', f.part).executeTakeFirst()).toBeUndefined();
    for (const url of [`directtrade/parts/${f.part}`, `division/category/${f.category}`]) {
      const reply = await send(f, 'DELETE', url);
      expect([reply.status, reply.body.reason], url).toEqual([409, 'IN_USE']);
      expect(reply.body.error, url).toMatch(/\d+ PCO direct trade lines?\b/);
    }
    const level = await send(f, 'DELETE', `level/delete/${f.level}`);
    expect([level.status, level.body.reason]).toEqual([409, 'LEVEL_IN_USE']);
  });
});
