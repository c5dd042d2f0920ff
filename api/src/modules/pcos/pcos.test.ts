import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing.js';
import { addBid, bidFixture, newProject, ok, type BidFixture } from '../projects/sheet-fixture.js';
import { addLabor, addPco, addTrade, expectOk, send, setStatus } from './fixture.js';

// PCO routes and their totals after each change, hand-checked (docs/money.md §5, §6, §9). Burden 50.00/h,
// 2,000.00/wk; Journeyman 30.00/h, 1,200.00/wk; Apprentice 20.50/h, 820.00/wk; part 12.35 (bids/fixture.ts).

let api: TestApi;
let f: BidFixture;

beforeAll(async () => {
  api = await startTestApi();
  f = await bidFixture(api);
});
afterAll(async () => {
  await api?.close();
});

const figures = (pco: Record<string, unknown>) =>
  [pco.labor_total, pco.burden_total, pco.trades_total, pco.total_cost, pco.profit_cost, pco.total];

describe('PCOs: add, read, edit, delete', () => {
  it('POST change-order adds a Pending PCO under the next name, profit % from the project; GET list, one, next name', async () => {
    const p = await newProject(f);
    await api.db.updateTable('projects').set({ pco_profit_percentage: '7.25' }).where('id', '=', p.id).execute();
    expect((await expectOk(f, 'GET', `change-order/pco-name/${p.uid}`)).data).toEqual({ pco_name: 'PCO-001' });
    // The body's status, total and type are not the client's to set (README Rules).
    const first = await addPco(f, p.uid, { status: 'Accepted', total: 999, type: 'CO' });
    const today = new Date().toISOString().slice(0, 10);
    expect(first).toMatchObject({
      project_uid: p.uid, pco_name: 'PCO-001', title: 'Added storefront doors', date: today, notes: 'Two pairs at the east entrance.',
      status: 'Pending', type: 'PCO', change_order_number: null, change_order_name: null, accepted_at: null,
      pco_profit_percentage: '7.25', hourly: false, total_cost: '0.00', profit_cost: '0.00', total: '0.00', version: 1,
    });
    const second = await addPco(f, p.uid, { date: '2026-10-02', pco_profit_percentage: '12.5', hourly: true });
    expect(second).toMatchObject({ pco_name: 'PCO-002', date: '2026-10-02', pco_profit_percentage: '12.50', hourly: true });
    const list = await expectOk(f, 'GET', `change-order/${p.uid}/PCO`);
    expect(list.data.map((x: { id: number }) => x.id)).toEqual([first.id, second.id]);
    expect((await expectOk(f, 'GET', `change-order/${second.id}`)).data).toEqual(second);
    expect((await expectOk(f, 'GET', `change-order/pco-name/${p.uid}`)).data.pco_name).toBe('PCO-003');
  });

  it('a deleted PCO\'s name is never offered again; PUT edits the dialog fields and keeps those left out', async () => {
    const p = await newProject(f);
    await addPco(f, p.uid);
    const second = await addPco(f, p.uid);
    expect((await expectOk(f, 'DELETE', `change-order/delete/${second.id}`)).data).toEqual({ id: second.id });
    expect((await send(f, 'GET', `change-order/${second.id}`)).status).toBe(404);
    expect((await expectOk(f, 'GET', `change-order/pco-name/${p.uid}`)).data.pco_name).toBe('PCO-003');
    const third = await addPco(f, p.uid);
    const edited = await expectOk(f, 'PUT', `change-order/update/${third.id}`, {
      title: 'Unforeseen rock excavation at footing F-12', change_order_name: '', notes: 'Break and haul rock.', pco_profit_percentage: '15',
    });
    expect(edited.data).toMatchObject({
      pco_name: 'PCO-003', title: 'Unforeseen rock excavation at footing F-12', notes: 'Break and haul rock.',
      pco_profit_percentage: '15.00', change_order_name: null, status: 'Pending', version: third.version + 1,
    });
    const kept = await expectOk(f, 'PUT', `change-order/update/${third.id}`, { status: 'Not-Accepted' });
    expect(kept.data).toMatchObject({ title: 'Unforeseen rock excavation at footing F-12', notes: 'Break and haul rock.', status: 'Not-Accepted' });
  });
});

describe('PCO lines and the §9 totals', () => {
  it('2 labor lines + 1 trade line at 12.5 %: every figure by hand; hours ⇄ weeks keeps them; GET change-order-total', async () => {
    // Weekly PCO. Journeyman 2 × 3 wk × 1,200.00 = 7,200.00, burden 2 × 3 × 2,000.00 = 12,000.00.
    // Apprentice 1 × 1.5 wk × 820.00 = 1,230.00, burden 1 × 1.5 × 2,000.00 = 3,000.00.
    // Trade 37 × 12.35 = 456.95.
    // TotalCost = 7,200.00 + 1,230.00 + 12,000.00 + 3,000.00 + 456.95 = 23,886.95.
    // ProfitCost = round2(23,886.95 × 12.5 / 100) = round2(2,985.86875) = 2,985.87. PCOTotalCost = 26,872.82.
    const p = await newProject(f);
    const pco = await addPco(f, p.uid, { pco_profit_percentage: 12.5 });
    const one = await addLabor(f, pco.id, '2', '3');
    expect(one.data).toMatchObject({
      pco_id: pco.id, position_id: f.position, position: 'Bid Test Carpenter', level_id: f.level, level: 'Journeyman', costcode: 'CC-100',
      quantity: '2', units: '3', costperunit: '1200.00', burden: '2000.00', total: '7200.00', overhead: '12000.00', budget_total: '19200.00',
    });
    expect(figures(one.pco)).toEqual(['7200.00', '12000.00', '0.00', '19200.00', '2400.00', '21600.00']);
    const two = await addLabor(f, pco.id, '1', '1.5', true);
    expect(two.data).toMatchObject({ costperunit: '820.00', total: '1230.00', overhead: '3000.00' });
    const trade = await addTrade(f, pco.id, '37');
    expect(trade.data).toMatchObject({
      pco_id: pco.id, division_id: f.division.id, subdivision_id: f.division.sub, category_id: f.category, category: 'Bid Test Forms',
      part_id: f.part, part: 'Bid Test Plywood', cost_per_unit: '12.35', units: '37', costcode: 'PT-1', total: '456.95', types: 'BS',
    });
    expect(trade.data.subcontractor).toBeUndefined();
    expect(figures(trade.pco)).toEqual(['8430.00', '15000.00', '456.95', '23886.95', '2985.87', '26872.82']);
    expect((await expectOk(f, 'GET', `change-order-total/${p.uid}/${pco.id}`)).data).toEqual({
      TotalCost: '23886.95', ProfitCost: '2985.87', ProfitPercentage: '12.50', PCOTotalCost: '26872.82',
      pco_total: '23886.95', profit_cost: '2985.87', profit_percent: '12.50', total: '26872.82',
    });
    // To hours: units × 40 at 30.00/h and 20.50/h, burden 50.00/h: the same totals (2,080 = 52 × 40).
    const hourly = await expectOk(f, 'PUT', `change-order/update/${pco.id}`, { hourly: true });
    expect(hourly.data).toMatchObject({ hourly: true, total_cost: '23886.95', total: '26872.82' });
    const labor = (await expectOk(f, 'GET', `pco/internal-labor/pcoid/${pco.id}`)).data;
    expect(labor.map((l: Record<string, string>) => [l.units, l.costperunit, l.burden, l.total, l.overhead])).toEqual([
      ['120', '30.00', '50.00', '7200.00', '12000.00'], ['60', '20.50', '50.00', '1230.00', '3000.00'],
    ]);
    // A new hourly line is priced per hour: 1 × 8 h × 30.00 = 240.00, burden 400.00; TotalCost 24,526.95,
    // profit round2(3,065.86875) = 3,065.87, total 27,592.82.
    const eight = await addLabor(f, pco.id, '1', '8');
    expect(eight.data).toMatchObject({ costperunit: '30.00', total: '240.00', overhead: '400.00' });
    expect(figures(eight.pco)).toEqual(['8670.00', '15400.00', '456.95', '24526.95', '3065.87', '27592.82']);
    // Edit: the trade line to 40 units (494.00) and a cost of its own on the apprentice line (1 × 60 × 25 = 1,500.00).
    const editedTrade = await expectOk(f, 'PUT', `pco/direct-trade/update/${trade.data.id}`, { units: '40', types: 'BS' });
    expect(editedTrade.data).toMatchObject({ units: '40', total: '494.00', part: 'Bid Test Plywood' });
    const editedLabor = await expectOk(f, 'PUT', `pco/internal-labor/update/${two.data.id}`, { costperunit: '25' });
    expect(editedLabor.data).toMatchObject({ units: '60', costperunit: '25.00', total: '1500.00', notes: '' });
    // TotalCost = 7,200 + 1,500 + 240 + 15,400 + 494 = 24,834.00; profit 3,104.25; total 27,938.25.
    expect(figures(editedLabor.pco)).toEqual(['8940.00', '15400.00', '494.00', '24834.00', '3104.25', '27938.25']);
    // The profit % re-prices the profit at once: 10 % of 24,834.00 = 2,483.40.
    const ten = await expectOk(f, 'PUT', `change-order/update/${pco.id}`, { pco_profit_percentage: '10' });
    expect(figures(ten.data)).toEqual(['8940.00', '15400.00', '494.00', '24834.00', '2483.40', '27317.40']);
    // Deletes: the 8-hour line and the trade line leave 7,200 + 1,500 + 12,000 + 3,000 = 23,700.00, profit 2,370.00.
    await expectOk(f, 'DELETE', `pco/internal-labor/delete/${eight.data.id}`);
    const afterDelete = await expectOk(f, 'DELETE', `pco/direct-trade/delete/${trade.data.id}`);
    expect(afterDelete.data).toEqual({ id: trade.data.id });
    expect(figures(afterDelete.pco)).toEqual(['8700.00', '15000.00', '0.00', '23700.00', '2370.00', '26070.00']);
    expect((await expectOk(f, 'GET', `pco/direct-trade/pcoid/${pco.id}`)).data).toEqual([]);
  });
});

describe('batch read', () => {
  it('GET pco/lines by project or by ids answers the per-PCO routes\' lines in one call; 400 naming pco_ids', async () => {
    const p = await newProject(f);
    const a = await addPco(f, p.uid);
    const b = await addPco(f, p.uid, { hourly: true });
    const empty = await addPco(f, p.uid);
    await addLabor(f, a.id, '2', '3');
    await addTrade(f, a.id, '37');
    await addLabor(f, b.id, '1', '8', true);
    await addTrade(f, b.id, '4');
    await addTrade(f, b.id, '5');
    const linesOf = async (id: number) => ({
      labor: (await expectOk(f, 'GET', `pco/internal-labor/pcoid/${id}`)).data, trades: (await expectOk(f, 'GET', `pco/direct-trade/pcoid/${id}`)).data,
    });
    const [la, lb] = [await linesOf(a.id), await linesOf(b.id)];
    expect([la.labor.length, la.trades.length, lb.labor.length, lb.trades.length]).toEqual([1, 1, 1, 2]);
    const both = { labor: [...la.labor, ...lb.labor], trades: [...la.trades, ...lb.trades] };
    expect((await expectOk(f, 'GET', `pco/lines?project_uid=${p.uid}`)).data).toEqual(both);
    // Ids in any order, repeated, or naming a PCO without lines: each line once, in line order.
    expect((await expectOk(f, 'GET', `pco/lines?pco_ids=${b.id},${a.id},${b.id},${empty.id}`)).data).toEqual(both);
    expect((await expectOk(f, 'GET', `pco/lines?pco_ids=${b.id}`)).data).toEqual(lb);
    expect((await expectOk(f, 'GET', `pco/lines?pco_ids=${empty.id}`)).data).toEqual({ labor: [], trades: [] });
    const message = 'Give a project_uid or 1 to 200 PCO ids.';
    for (const query of ['pco_ids=1,x', 'pco_ids=0', 'pco_ids=,', '', `pco_ids=${Array.from({ length: 201 }, (_, i) => i + 1).join(',')}`]) {
      expect(await send(f, 'GET', `pco/lines?${query}`), query).toEqual({ status: 400, body: { error: message, fields: { pco_ids: message } } });
    }
    expect((await send(f, 'GET', 'pco/lines?project_uid=ZZ_000001')).status).toBe(404);
  });
});

describe('change orders', () => {
  it('accepting numbers CO-001, CO-002; leaving Accepted keeps the number; the change-order list runs the contract sum', async () => {
    // The project: one bid, 1 × 1 wk at 1,200.00 + burden 2,000.00, markup 10 %: TotalCost 3,200.00 + 320.00 = 3,520.00.
    const p = await newProject(f);
    const bid = await addBid(f, p.uid);
    await ok(f, 'POST', 'division/internallabour', { bidsheet_id: bid.id, position: f.position, level: f.level, quantity: 1, units: 1 });
    await api.db.updateTable('projects').set({ pco_profit_percentage: '10' }).where('id', '=', p.id).execute();
    const a = await addPco(f, p.uid); // trade 100 × 12.35 = 1,235.00, profit 123.50, total 1,358.50
    await addTrade(f, a.id, '100');
    const b = await addPco(f, p.uid); // trade 10 × 12.35 = 123.50, profit 12.35, total 135.85
    await addTrade(f, b.id, '10');
    const c = await addPco(f, p.uid); // trade 1 × 12.35, stays Pending: not in the contract
    await addTrade(f, c.id, '1');
    const acceptedB = (await setStatus(f, b.id, 'Accepted')).data;
    expect(acceptedB).toMatchObject({ status: 'Accepted', change_order_number: 1, change_order_name: 'CO-001', total: '135.85' });
    expect(Date.parse(acceptedB.accepted_at)).toBeGreaterThan(Date.now() - 60_000);
    const acceptedA = (await setStatus(f, a.id, 'accepted')).data;
    expect(acceptedA).toMatchObject({ status: 'Accepted', change_order_number: 2, change_order_name: 'CO-002', total: '1358.50' });
    const orders = await expectOk(f, 'GET', `change-order/projectuid/${p.uid}`);
    expect(orders.data.map((o: Record<string, unknown>) => [o.id, o.change_order_name, o.running_contract_sum])).toEqual([
      [b.id, 'CO-001', '3655.85'], [a.id, 'CO-002', '5014.35'],
    ]);
    expect(orders.contract).toEqual({ original: '3520.00', change_orders_total: '1494.35', contract_sum_to_date: '5014.35' });
    expect((await ok(f, 'GET', `projectuid/${p.uid}`)).data).toMatchObject({
      TotalCost: '3520.00', ChangeOrdersTotal: '1494.35', ContractSumToDate: '5014.35',
    });
    // Leaving Accepted keeps CO-001 (docs/money.md §9 "when it has none"); back to Accepted, still CO-001.
    const left = (await setStatus(f, b.id, 'Not-Accepted')).data;
    expect(left).toMatchObject({ status: 'Not-Accepted', change_order_number: 1, change_order_name: 'CO-001', accepted_at: null });
    expect((await ok(f, 'GET', `projectuid/${p.uid}`)).data).toMatchObject({ ChangeOrdersTotal: '1358.50', ContractSumToDate: '4878.50' });
    const back = (await setStatus(f, b.id, 'Accepted')).data;
    expect(back).toMatchObject({ change_order_number: 1, change_order_name: 'CO-001' });
    // A new acceptance takes 3; a name given in the dialog is kept.
    const named = (await expectOk(f, 'PUT', `change-order/update/${c.id}`, { status: 'Accepted', change_order_name: 'CO-Rock' })).data;
    expect(named).toMatchObject({ change_order_number: 3, change_order_name: 'CO-Rock' });
  });

  it('two PCOs accepted at once get CO-001 and CO-002', async () => {
    const p = await newProject(f);
    const pcos = [await addPco(f, p.uid), await addPco(f, p.uid)];
    const answers = await Promise.all(pcos.map((x) => send(f, 'PUT', `change-order/update/${x.id}`, { status: 'Accepted' })));
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(answers.map((r) => r.body.data.change_order_name).sort()).toEqual(['CO-001', 'CO-002']);
  });
});
