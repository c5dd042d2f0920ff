import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dec, round2, sum, toMoneyString } from '@suite/money';
import { decimalText } from '../../test-support.js';
import { startTestApi, type TestApi } from '../../testing.js';
import { addBid, bidFixture, newProject, ok, type BidFixture } from '../projects/sheet-fixture.js';
import { addLabor, addPco, addTrade, expectOk, setStatus } from './fixture.js';

// Property (issue 15): random PCOs (random lines, profit %, pricing mode, statuses) made through the REST API;
// afterwards each PCO's stored figures are docs/money.md §9 recomputed from its lines, and the contract sum to
// date of GET projectuid, the change-order list and the batch totals is TotalCost + Σ Accepted totals, to the cent.

let api: TestApi;
let f: BidFixture;

beforeAll(async () => {
  api = await startTestApi();
  f = await bidFixture(api);
});
afterAll(async () => {
  await api?.close();
});


const pcoShape = fc.record({
  profit: decimalText(0, 400_000, 4),
  hourly: fc.boolean(),
  switchMode: fc.boolean(),
  status: fc.constantFrom('Pending', 'Accepted', 'Not-Accepted', 'Accepted'),
  labor: fc.array(fc.record({
    quantity: decimalText(1, 500, 2), units: decimalText(25, 8000, 2), cost: fc.option(decimalText(1, 5_000_000, 4), { nil: undefined }), apprentice: fc.boolean(),
  }), { maxLength: 3 }),
  trades: fc.array(fc.record({ units: decimalText(1, 10_000, 2), cost: fc.option(decimalText(1, 5_000_000, 4), { nil: undefined }) }), { maxLength: 3 }),
});

type Row = Record<string, string>;

describe('PCO totals never disagree (property)', () => {
  it('each PCO total is §9 from its lines; ContractSumToDate = TotalCost + Σ accepted PCO totals everywhere', async () => {
    await fc.assert(fc.asyncProperty(decimalText(0, 250_000, 4), fc.array(pcoShape, { minLength: 1, maxLength: 4 }), async (markup, shapes) => {
      const project = await newProject(f, { total_markup: markup });
      const bid = await addBid(f, project.uid);
      await ok(f, 'POST', 'division/internallabour', { bidsheet_id: bid.id, position: f.position, level: f.level, quantity: '1.5', units: '2' });
      const ids: number[] = [];
      for (const shape of shapes) {
        const pco = await addPco(f, project.uid, { pco_profit_percentage: shape.profit, hourly: shape.hourly });
        for (const l of shape.labor) await addLabor(f, pco.id, l.quantity, l.units, l.apprentice, l.cost === undefined ? {} : { costperunit: l.cost });
        for (const t of shape.trades) await addTrade(f, pco.id, t.units, t.cost === undefined ? {} : { cost_per_unit: t.cost });
        if (shape.switchMode) await expectOk(f, 'PUT', `change-order/update/${pco.id}`, { hourly: !shape.hourly });
        if (shape.status !== 'Pending') await setStatus(f, pco.id, shape.status);
        ids.push(pco.id);
      }
      const pcos = (await expectOk(f, 'GET', `change-order/${project.uid}/PCO`)).data as Row[];
      expect(pcos.map((p) => Number(p.id))).toEqual(ids);
      for (const pco of pcos) {
        const labor = (await expectOk(f, 'GET', `pco/internal-labor/pcoid/${pco.id}`)).data as Row[];
        const trades = (await expectOk(f, 'GET', `pco/direct-trade/pcoid/${pco.id}`)).data as Row[];
        for (const l of labor) {
          // §5 on each line as stored.
          expect(l.total).toBe(toMoneyString(round2(dec(l.quantity!).times(l.units!).times(l.costperunit!))));
          expect(l.overhead).toBe(toMoneyString(round2(dec(l.quantity!).times(l.units!).times(l.burden!))));
        }
        const totalCost = sum([...labor.map((l) => l.total!), ...labor.map((l) => l.overhead!), ...trades.map((t) => t.total!)]);
        const profit = round2(totalCost.times(pco.pco_profit_percentage!).div(100));
        expect([pco.total_cost, pco.profit_cost, pco.total]).toEqual([totalCost, profit, totalCost.plus(profit)].map(toMoneyString));
        const totals = (await expectOk(f, 'GET', `change-order-total/${project.uid}/${pco.id}`)).data;
        expect([totals.TotalCost, totals.ProfitCost, totals.PCOTotalCost]).toEqual([pco.total_cost, pco.profit_cost, pco.total]);
      }
      const accepted = pcos.filter((p) => p.status === 'Accepted');
      // Change-order numbers 1…k in the order the PCOs were first accepted (here: creation order).
      expect(accepted.map((p) => p.change_order_name)).toEqual(accepted.map((_p, i) => `CO-00${i + 1}`));
      const changeOrders = sum(accepted.map((p) => p.total!));
      const project8 = (await ok(f, 'GET', `projectuid/${project.uid}`)).data;
      const expected = toMoneyString(dec(project8.TotalCost).plus(changeOrders));
      expect([project8.ChangeOrdersTotal, project8.ContractSumToDate]).toEqual([toMoneyString(changeOrders), expected]);
      const list = await expectOk(f, 'GET', `change-order/projectuid/${project.uid}`);
      expect(list.contract).toEqual({ original: project8.TotalCost, change_orders_total: toMoneyString(changeOrders), contract_sum_to_date: expected });
      expect(list.data.at(-1)?.running_contract_sum ?? expected).toBe(expected);
      expect((await ok(f, 'GET', `projects/totals?uids=${project.uid}`)).data[0].ContractSumToDate).toBe(expected);
    }), { numRuns: 12 });
  }, 120_000);
});
