import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dec, round2, sum } from '@suite/money';
import { allOverlap, expectNoInternals, firstError, ROLE_IDS, startHarness, withGrant, type Harness } from '../../testkit.js';
import { fixedProject, restOf, type Rest } from '../proposal/__fixtures__/projects.js';
import { catalogue, laborInput, newPco, ok, PCO, PCO_LINES, PCO_TOTALS, tradeInput, type Catalogue, type TestProject } from './__fixtures__/pcos.js';

// PCOs and change orders through the gateway (schema/pcos.graphql) over the real REST API (api/src/modules/pcos).
const ONE = `query($id: ID!) { pco(id: $id) { ${PCO} ${PCO_LINES} } }`;
const LIST = `query($uid: String!) { pcos(projectUid: $uid) { ${PCO} ${PCO_LINES} } }`;
const SET_STATUS = `mutation($id: ID!, $s: PcoStatus!, $v: Int!) { setPcoStatus(id: $id, status: $s, expectedVersion: $v) { ${PCO} } }`;
const UPDATE = `mutation($id: ID!, $i: UpdatePcoInput!) { updatePco(id: $id, input: $i) { ${PCO} } }`;
const ADD_LABOR = `mutation($id: ID!, $i: LaborLineInput!) { addPcoLaborLine(pcoId: $id, input: $i) { ${PCO} ${PCO_LINES} } }`;
const ADD_TRADE = `mutation($id: ID!, $i: TradeLineInput!) { addPcoTradeLine(pcoId: $id, input: $i) { ${PCO} ${PCO_LINES} } }`;
const UPDATE_LABOR = `mutation($id: ID!, $i: LaborLineInput!) { updatePcoLaborLine(id: $id, input: $i) { ${PCO_TOTALS} } }`;
const DELETE = 'mutation($id: ID!, $v: Int!) { deletePco(id: $id, expectedVersion: $v) { uid pcos { id name } nextPcoName } }';
const CONTRACT = `query($id: ID!) { project(id: $id) { uid totalCost changeOrders { number name runningContractSum pco { id name status ${PCO_TOTALS} } }
  contractSum { original changeOrders toDate } } }`;

describe('pcos module', () => {
  let h: Harness;
  let rest: Rest;
  let admin: string;
  let estimator: string;
  let otherAdmin: string;
  let sub: string;
  let c: Catalogue;
  let p: TestProject;
  // REST calls as made, the project ID and numeric ids put back as the route's parameters.
  /** The PCO's version as stored now: every PCO write sends it back as expectedVersion (issue 30 §5). */
  const pv = async (id: string | number) =>
    (await h.api.db.selectFrom('pcos').select('version').where('id', '=', Number(id)).executeTakeFirstOrThrow()).version;
  const calls = () => h.calls.map((x) => `${x.method} ${x.path}`.split(p.uid).join('{uid}').replace(/\/\d+(\/|$)/g, '/{id}$1'));

  beforeAll(async () => {
    h = await startHarness();
    rest = restOf(h);
    [admin, estimator, otherAdmin] = await Promise.all(['companyadmin@demo.test', 'estimator@demo.test', 'admin2@demo.test'].map((u) => h.login(u)));
    const made = await fixedProject(h, admin, { uidNumber: '7201', name: 'Harbor Office Change Orders', bids: 1, alternates: 0 });
    const row = await h.api.db.selectFrom('projects').select(['id', 'tenant_id']).where('project_uid', '=', made.uid).executeTakeFirstOrThrow();
    p = { id: String(row.id), uid: made.uid };
    c = await catalogue(h);
    // Role 13, acting in the demo company: reads no PCO (README Access).
    const picked = await h.gql('mutation($c: Int!) { selectCompany(companyId: $c) { token } }', { c: row.tenant_id }, await h.login('sub@demo.test'));
    sub = picked.data.selectCompany.token;
  }, 300_000);
  afterAll(async () => {
    await h?.close();
  });

  it('a PCO end to end: priced by its lines (totals of GET change-order-total), edited, accepted into a change order, deleted', async () => {
    const next = (await ok(h, admin, 'query($id: ID!) { project(id: $id) { nextPcoName } }', { id: p.id })).project.nextPcoName;
    expect(next).toMatch(/^PCO-\d{3}$/);
    h.calls.length = 0;
    const added = (await ok(h, admin, `mutation($i: AddPcoInput!) { addPco(input: $i) { ${PCO} } }`, { i: {
      projectUid: p.uid, name: next, title: 'Added storefront doors', notes: 'Two pairs of aluminium storefront doors.', profitPercentage: '12.5',
      pricingMode: 'HOURLY', date: '2026-10-02',
    } })).addPco;
    expect(added).toMatchObject({
      projectUid: p.uid, name: next, title: 'Added storefront doors', date: '2026-10-02', status: 'PENDING', changeOrderNumber: null,
      pricingMode: 'HOURLY', editable: true, deletable: true, pdfUrl: `/documents/pcos/${added.id}`,
      totals: { labor: '0.00', burden: '0.00', trades: '0.00', totalCost: '0.00', profitCost: '0.00', pcoTotalCost: '0.00' },
    });
    expect(dec(added.totals.profitPercentage).eq('12.5')).toBe(true);
    // editable: the caller's permissions and the project's status, read side by side after the write.
    expect(calls().sort()).toEqual(['GET auth/me', 'GET projects', 'POST change-order']);

    h.calls.length = 0;
    const labor = (await ok(h, admin, ADD_LABOR, { id: added.id, i: { ...laborInput(c, '2', '7.5', '85.50'), expectedVersion: await pv(added.id) } })).addPcoLaborLine;
    // After the write, its lines (one GET pco/lines?pco_ids=), the caller and the project side by side.
    expect(calls().sort()).toEqual(['GET auth/me', 'GET pco/lines', 'GET projects', 'POST pco/internal-labor']);
    expect(allOverlap(h.calls.filter((x) => x.method === 'GET'))).toBe(true);
    expect(labor.laborLines).toHaveLength(1);
    const line = labor.laborLines[0];
    expect(line).toMatchObject({ pcoId: added.id, total: '1282.50', position: { id: String(c.level.position_id) }, level: { id: String(c.level.id) } });
    expect(labor.version).toBeGreaterThan(added.version);
    const trade = (await ok(h, admin, ADD_TRADE, { id: added.id, i: { ...tradeInput(c, '3', '1234.56'), expectedVersion: await pv(added.id) } })).addPcoTradeLine;
    expect(trade.tradeLines).toEqual([expect.objectContaining({ pcoId: added.id, total: '3703.68', part: expect.objectContaining({ id: String(c.part.id) }) })]);

    // docs/money.md §9, and exactly REST's figures.
    const t = trade.totals;
    expect(t.labor).toBe(line.total);
    expect(t.burden).toBe(line.overhead);
    expect(t.trades).toBe('3703.68');
    expect(sum([t.labor, t.burden, t.trades]).toFixed(2)).toBe(t.totalCost);
    expect(round2(dec(t.totalCost).mul(t.profitPercentage).div(100)).toFixed(2)).toBe(t.profitCost);
    expect(sum([t.totalCost, t.profitCost]).toFixed(2)).toBe(t.pcoTotalCost);
    const restTotals = await rest('GET', `change-order-total/${p.uid}/${added.id}`, admin);
    expect([restTotals.TotalCost, restTotals.ProfitCost, restTotals.PCOTotalCost].map((v: string) => dec(v).toFixed(2)))
      .toEqual([t.totalCost, t.profitCost, t.pcoTotalCost]);

    const edited = (await ok(h, admin, UPDATE, { id: added.id, i: { title: 'Storefront doors, east entrance', profitPercentage: '10', expectedVersion: trade.version } })).updatePco;
    expect(edited.title).toBe('Storefront doors, east entrance');
    expect(edited.totals.profitCost).toBe(round2(dec(t.totalCost).mul('0.1')).toFixed(2));
    const stale = await h.gql(UPDATE, { id: added.id, i: { title: 'Lost update', expectedVersion: trade.version } }, admin);
    expect(firstError(stale).extensions).toMatchObject({ code: 'CONFLICT', reason: 'PCO_VERSION_CONFLICT' });
    expectNoInternals(stale);

    // Accepting gives the next change-order number; the change order carries the contract sum after it.
    h.calls.length = 0;
    const accepted = (await ok(h, admin, SET_STATUS, { id: added.id, v: await pv(added.id), s: 'ACCEPTED' })).setPcoStatus;
    expect(calls().sort()).toEqual(['GET auth/me', 'GET projects', 'PUT change-order/update/{id}']);
    expect(accepted).toMatchObject({ status: 'ACCEPTED', changeOrderNumber: 1, changeOrderName: 'CO-001', editable: false, deletable: false });
    expect(accepted.acceptedAt).toEqual(expect.any(String));
    h.calls.length = 0;
    const contract = (await ok(h, admin, CONTRACT, { id: p.id })).project;
    // One REST call answers both the change orders and the contract sum.
    expect(calls().sort()).toEqual(['GET change-order/projectuid/{uid}', 'GET projects/{id}']);
    expect(contract.changeOrders).toEqual([{
      number: 1, name: 'CO-001', runningContractSum: sum([contract.totalCost, edited.totals.pcoTotalCost]).toFixed(2),
      pco: { id: added.id, name: next, status: 'ACCEPTED', totals: edited.totals },
    }]);
    expect(contract.contractSum).toEqual({
      original: dec(contract.totalCost).toFixed(2), changeOrders: edited.totals.pcoTotalCost,
      toDate: sum([contract.totalCost, edited.totals.pcoTotalCost]).toFixed(2),
    });
    const projectTotals = await rest('GET', `projectuid/${p.uid}`, admin);
    expect(dec(projectTotals.ContractSumToDate).toFixed(2)).toBe(contract.contractSum.toDate);

    // An Accepted PCO's lines cannot change, nor can it be deleted: the REST reason reaches the client.
    const lineChange = await h.gql(UPDATE_LABOR, { id: line.id, i: { ...laborInput(c, '3', '7.5'), expectedVersion: await pv(added.id) } }, admin);
    expect(firstError(lineChange).extensions).toMatchObject({ code: 'CONFLICT', reason: 'PCO_ACCEPTED' });
    const refused = await h.gql(DELETE, { id: added.id, v: await pv(added.id) }, admin);
    expect(firstError(refused)).toMatchObject({ message: 'Once accepted PCO can not be deleted.', extensions: { code: 'CONFLICT', reason: 'PCO_ACCEPTED' } });
    expectNoInternals(refused);

    // Leaving Accepted keeps the number; the change order leaves the grid; the PCO may go.
    const back = (await ok(h, admin, SET_STATUS, { id: added.id, v: await pv(added.id), s: 'NOT_ACCEPTED' })).setPcoStatus;
    expect(back).toMatchObject({ status: 'NOT_ACCEPTED', changeOrderNumber: 1, changeOrderName: 'CO-001', editable: true, deletable: true });
    expect((await ok(h, admin, CONTRACT, { id: p.id })).project.changeOrders).toEqual([]);
    const noTrade = (await ok(h, admin, `mutation($id: ID!, $v: Int!) { deletePcoTradeLine(id: $id, expectedVersion: $v) { tradeLines { id } ${PCO_TOTALS} } }`,
      { id: trade.tradeLines[0].id, v: await pv(added.id) })).deletePcoTradeLine;
    expect(noTrade).toMatchObject({ tradeLines: [], totals: { trades: '0.00', totalCost: sum([t.labor, t.burden]).toFixed(2) } });
    h.calls.length = 0;
    const gone = (await ok(h, admin, DELETE, { id: added.id, v: await pv(added.id) })).deletePco;
    // The PCO's project first (the DELETE answers no project), then the DELETE and the project row side by side.
    expect(calls().sort()).toEqual(['DELETE change-order/delete/{id}', 'GET change-order/pco-name/{uid}', 'GET change-order/{id}',
      'GET change-order/{uid}/PCO', 'GET projects']);
    expect(allOverlap(h.calls.filter((x) => x.method === 'DELETE' || x.path === 'projects'))).toBe(true);
    expect(gone.uid).toBe(p.uid);
    expect(gone.pcos.map((x: any) => x.id)).not.toContain(added.id);
    // A name is never reused (deleted ones included).
    expect(Number(gone.nextPcoName.slice(4))).toBeGreaterThan(Number(next.slice(4)));
  });

  it('the REST calls of each query: lists and lines side by side, one PCO and its lines at once', async () => {
    const made = [];
    for (const title of ['Owner-requested canopy', 'Extra data drops', 'Revised ceiling grid']) made.push(await newPco(h, admin, p, c, { title, lines: true }));
    const ids = made.map((m) => m.id);

    h.calls.length = 0;
    const list = (await ok(h, admin, LIST, { uid: p.uid })).pcos;
    expect(list.map((x: any) => x.id).slice(-3)).toEqual(ids);
    const n = list.length;
    // The list, the lines of all its PCOs (GET pco/lines?project_uid=), the caller and the project: four calls side by side.
    expect(calls().sort()).toEqual(['GET auth/me', 'GET change-order/{uid}/PCO', 'GET pco/lines', 'GET projects']);
    const at = (prefix: string) => h.calls.filter((x) => x.path.startsWith(prefix));
    expect(allOverlap(h.calls)).toBe(true);
    for (const x of list.slice(-3)) {
      expect(x.laborLines).toHaveLength(1);
      expect(x.tradeLines).toHaveLength(1);
      expect(x.laborLines[0].pcoId).toBe(x.id);
      expect(x.totals.totalCost).toBe(sum([x.laborLines[0].total, x.laborLines[0].overhead, x.tradeLines[0].total]).toFixed(2));
    }

    h.calls.length = 0;
    await ok(h, admin, 'query($uid: String!) { pcos(projectUid: $uid) { id name totals { pcoTotalCost } } }', { uid: p.uid });
    expect(calls()).toEqual(['GET change-order/{uid}/PCO']);

    h.calls.length = 0;
    const one = (await ok(h, admin, ONE, { id: ids[0] })).pco;
    expect(one.laborLines).toHaveLength(1);
    expect(calls().sort()).toEqual(['GET auth/me', 'GET change-order/{id}', 'GET pco/lines', 'GET projects']);
    expect(allOverlap([...at('auth/me'), ...at('change-order/'), ...at('pco/')])).toBe(true);

    h.calls.length = 0;
    const project = (await ok(h, admin, `query($id: ID!) { project(id: $id) { pcos { id editable } changeOrders { number }
      contractSum { toDate } nextPcoName } }`, { id: p.id })).project;
    expect(project.pcos).toHaveLength(n);
    // The project row is at hand (no GET projects?uid=); the PCO reads side by side after it.
    expect(calls().sort()).toEqual(['GET auth/me', 'GET change-order/pco-name/{uid}', 'GET change-order/projectuid/{uid}',
      'GET change-order/{uid}/PCO', 'GET projects/{id}']);
    expect(allOverlap(h.calls.filter((x) => !x.path.startsWith('projects/')))).toBe(true);

    const number = (await ok(h, admin, SET_STATUS, { id: ids[2], v: await pv(ids[2]), s: 'ACCEPTED' })).setPcoStatus.changeOrderNumber;
    h.calls.length = 0;
    const orders = (await ok(h, admin, 'query($uid: String!) { changeOrders(projectUid: $uid) { number pco { id editable } } }', { uid: p.uid })).changeOrders;
    expect(orders).toEqual([{ number, pco: { id: ids[2], editable: false } }]);
    // The change orders, the caller and the project side by side.
    expect(calls().sort()).toEqual(['GET auth/me', 'GET change-order/projectuid/{uid}', 'GET projects']);
    expect(allOverlap(h.calls)).toBe(true);
  });

  it('60 PCOs asked with their lines: two REST calls side by side (GET pco/lines), within the request\'s REST call bound', async () => {
    // Per PCO two line calls would be 121 REST calls here, past the bound of 100 a request (QUERY_LIMIT).
    const made = await fixedProject(h, admin, { uidNumber: '7202', name: 'Harbor Office Sixty PCOs', bids: 1, alternates: 0 });
    const uid = made.uid;
    const projectId = String((await h.api.db.selectFrom('projects').select('id').where('project_uid', '=', uid).executeTakeFirstOrThrow()).id);
    const ids: string[] = [];
    for (let i = 1; i <= 60; i++) {
      const pco = await rest('POST', 'change-order', admin, { pco_name: `PCO-${String(i).padStart(3, '0')}`, title: `Change ${i}`, project_uid: uid });
      ids.push(String(pco.id));
      await rest('POST', 'pco/internal-labor', admin, { pco_id: pco.id, position: c.level.position_id, level: c.level.id, quantity: '1', units: String(i), version: await pv(pco.id) });
      // Every third PCO has a trade line too; PCOs 5, 10, … a second labor line.
      if (i % 3 === 0) await rest('POST', 'pco/direct-trade', admin, { pco_id: pco.id, sub_division: c.part.subdivision_id, category_id: c.part.category_id, part: c.part.id, units: '2', version: await pv(pco.id) });
      if (i % 5 === 0) await rest('POST', 'pco/internal-labor', admin, { pco_id: pco.id, position: c.level.position_id, level: c.level.id, quantity: '2', units: '1', version: await pv(pco.id) });
    }
    const LINES = 'id laborLines { id pcoId units } tradeLines { id pcoId units }';
    const callsHere = () => calls().map((x) => x.split(uid).join('{uid}')).sort();

    h.calls.length = 0;
    const res = await h.gql(`query($uid: String!) { pcos(projectUid: $uid) { ${LINES} } }`, { uid }, admin);
    expect(res.errors, res.raw).toBeUndefined();
    expect(callsHere()).toEqual(['GET change-order/{uid}/PCO', 'GET pco/lines']);
    expect(allOverlap(h.calls)).toBe(true);
    const pcos = res.data.pcos;
    expect(pcos.map((x: any) => x.id)).toEqual(ids);
    pcos.forEach((x: any, k: number) => {
      const i = k + 1;
      expect(x.laborLines.map((l: any) => [l.pcoId, Number(l.units)]), x.id).toEqual([[x.id, i], ...(i % 5 === 0 ? [[x.id, 1]] : [])]);
      expect(x.tradeLines.map((t: any) => [t.pcoId, Number(t.units)]), x.id).toEqual(i % 3 === 0 ? [[x.id, 2]] : []);
    });
    // Exactly the per-PCO routes' lines.
    for (const id of [ids[0]!, ids[14]!, ids[59]!]) {
      const [labor, trades] = await Promise.all([rest('GET', `pco/internal-labor/pcoid/${id}`, admin), rest('GET', `pco/direct-trade/pcoid/${id}`, admin)]);
      const seen = pcos.find((x: any) => x.id === id);
      expect([seen.laborLines.map((l: any) => l.id), seen.tradeLines.map((t: any) => t.id)]).toEqual([labor.map((l: any) => String(l.id)), trades.map((t: any) => String(t.id))]);
    }

    // Under the project (its row first), and the change orders' PCOs with their lines: the lines beside each list.
    for (const i of [1, 2]) await rest('PUT', `change-order/update/${ids[i * 10]}`, admin, { status: 'Accepted', version: await pv(ids[i * 10]!) });
    h.calls.length = 0;
    const project = (await ok(h, admin, `query($id: ID!) { project(id: $id) { pcos { ${LINES} } changeOrders { number pco { ${LINES} } } } }`,
      { id: projectId })).project;
    expect(callsHere()).toEqual(['GET change-order/projectuid/{uid}', 'GET change-order/{uid}/PCO', 'GET pco/lines', 'GET projects/{id}']);
    expect(allOverlap(h.calls.filter((x) => !x.path.startsWith('projects/')))).toBe(true);
    expect(project.pcos).toEqual(pcos);
    expect(project.changeOrders.map((o: any) => o.pco)).toEqual([pcos[10], pcos[20]]);
  });

  it('a demo In Progress project: its PCOs, change orders and contract sum exactly as REST has them', async () => {
    const demo = await h.api.db.selectFrom('projects').select(['id', 'project_uid']).where('status', '=', 'In Progress')
      .where('project_uid', 'like', 'DC_%').orderBy('id').executeTakeFirstOrThrow();
    const project = (await ok(h, admin, `query($id: ID!) { project(id: $id) { uid pcos { ${PCO} ${PCO_LINES} }
      changeOrders { number name runningContractSum pco { id } } contractSum { original changeOrders toDate } nextPcoName } }`,
    { id: String(demo.id) })).project;
    const [pcos, orders, totals, next] = await Promise.all([
      rest('GET', `change-order/${demo.project_uid}/PCO`, admin), fetch(`${h.api.url}/api/v1/change-order/projectuid/${demo.project_uid}`,
        { headers: { authorization: `Bearer ${admin}` } }).then((r) => r.json() as Promise<any>),
      rest('GET', `projectuid/${demo.project_uid}`, admin), rest('GET', `change-order/pco-name/${demo.project_uid}`, admin),
    ]);
    expect(project.pcos.length).toBeGreaterThanOrEqual(4);
    expect(project.pcos.map((x: any) => [x.id, x.name, x.totals.pcoTotalCost]))
      .toEqual(pcos.map((x: any) => [String(x.id), x.pco_name, x.total]));
    for (const x of project.pcos) {
      const lines = [...x.laborLines.flatMap((l: any) => [l.total, l.overhead]), ...x.tradeLines.map((t: any) => t.total)];
      expect(sum(lines).toFixed(2), x.name).toBe(x.totals.totalCost);
      expect(x.editable).toBe(x.status !== 'ACCEPTED');
    }
    expect(project.changeOrders).toEqual(orders.data.map((o: any) => ({
      number: o.change_order_number, name: o.change_order_name, runningContractSum: o.running_contract_sum, pco: { id: String(o.id) },
    })));
    expect(project.changeOrders.map((o: any) => o.name)).toEqual(['CO-001', 'CO-002']);
    expect(project.contractSum).toEqual({
      original: orders.contract.original, changeOrders: orders.contract.change_orders_total, toDate: orders.contract.contract_sum_to_date,
    });
    expect(dec(project.contractSum.toDate).eq(totals.ContractSumToDate)).toBe(true);
    expect(project.contractSum.toDate).toBe(project.changeOrders.at(-1).runningContractSum);
    expect(project.nextPcoName).toBe(next.pco_name);
  });

  it("a Pending project's PCOs cannot change (PROJECT_PENDING) and are not editable", async () => {
    const pco = await newPco(h, admin, p, c, { title: 'Temporary power', lines: true });
    await h.api.db.updateTable('projects').set({ status: 'Pending' }).where('project_uid', '=', p.uid).execute();
    try {
      const next = (await ok(h, admin, 'query($id: ID!) { project(id: $id) { nextPcoName } }', { id: p.id })).project.nextPcoName;
      const add = await h.gql('mutation($i: AddPcoInput!) { addPco(input: $i) { id } }', { i: { projectUid: p.uid, name: next, title: 'No' } }, admin);
      expect(firstError(add).extensions).toMatchObject({ code: 'CONFLICT', reason: 'PROJECT_PENDING' });
      const status = await h.gql(SET_STATUS, { id: pco.id, v: await pv(pco.id), s: 'ACCEPTED' }, admin);
      expect(firstError(status).extensions).toMatchObject({ code: 'CONFLICT', reason: 'PROJECT_PENDING' });
      const line = await h.gql(ADD_LABOR, { id: pco.id, i: { ...laborInput(c, '1', '1'), expectedVersion: await pv(pco.id) } }, admin);
      expect(firstError(line).extensions).toMatchObject({ code: 'CONFLICT', reason: 'PROJECT_PENDING' });
      const seen = (await ok(h, admin, ONE, { id: pco.id })).pco;
      expect(seen).toMatchObject({ status: 'PENDING', editable: false, deletable: false });
    } finally {
      await h.api.db.updateTable('projects').set({ status: 'Bidding' }).where('project_uid', '=', p.uid).execute();
    }
    expect((await ok(h, admin, ONE, { id: pco.id })).pco).toMatchObject({ editable: true, deletable: true });
  });

  it('bad input is refused naming the field: amounts on a PCO trade line, a long title, a taken name', async () => {
    const pco = await newPco(h, admin, p, c, { title: 'Signage' });
    h.calls.length = 0;
    const amounts = await h.gql(ADD_TRADE, { id: pco.id, i: { ...tradeInput(c, '1', '10'), amounts: [{ subcontractorId: '1', amount: '5.00' }] } }, admin);
    expect(firstError(amounts).extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { 'input.amounts': expect.any(String) } });
    expect(calls()).toEqual([]);
    const long = await h.gql(UPDATE, { id: pco.id, i: { title: 'x'.repeat(256), expectedVersion: await pv(pco.id) } }, admin);
    expect(firstError(long).extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { 'input.title': 'At most 255 characters are allowed.' } });
    const taken = await h.gql('mutation($i: AddPcoInput!) { addPco(input: $i) { id } }', { i: { projectUid: p.uid, name: pco.name, title: 'Twin' } }, admin);
    expect(firstError(taken).extensions).toMatchObject({ code: 'CONFLICT', reason: 'PCO_NAME_TAKEN' });
    expectNoInternals(taken);
  });

  it('another tenant, a user without pcos and role 13 are refused; without pcos write nothing is editable', async () => {
    const pco = await newPco(h, admin, p, c, { title: 'Fire stopping', lines: true });
    for (const res of [await h.gql(ONE, { id: pco.id }, otherAdmin), await h.gql(LIST, { uid: p.uid }, otherAdmin),
      await h.gql(SET_STATUS, { id: pco.id, v: await pv(pco.id), s: 'ACCEPTED' }, otherAdmin), await h.gql(DELETE, { id: pco.id, v: await pv(pco.id) }, otherAdmin)]) {
      expect(firstError(res).extensions?.code, res.raw).toBe('NOT_FOUND');
    }
    expect(firstError(await h.gql(LIST, { uid: p.uid }, sub)).extensions?.code).toBe('FORBIDDEN');
    await withGrant(h.api, ROLE_IDS.estimator, 'pcos', { can_write: false }, async () => {
      const seen = (await ok(h, estimator, ONE, { id: pco.id })).pco;
      expect(seen).toMatchObject({ editable: false, deletable: false });
      const write = await h.gql(SET_STATUS, { id: pco.id, v: await pv(pco.id), s: 'ACCEPTED' }, estimator);
      expect(firstError(write).extensions?.code).toBe('FORBIDDEN');
      await withGrant(h.api, ROLE_IDS.estimator, 'pcos', { can_read: false }, async () => {
        expect(firstError(await h.gql(ONE, { id: pco.id }, estimator)).extensions?.code).toBe('FORBIDDEN');
      });
    });
    expect((await ok(h, estimator, ONE, { id: pco.id })).pco).toMatchObject({ status: 'PENDING', editable: true });
  });
});
