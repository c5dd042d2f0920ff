import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dec, sum, toMoneyString } from '@suite/money';
import { decimalText } from '../../test-support.js';
import { startTestApi, type TestApi } from '../../testing.js';
import { FIGURE_KEYS } from './figures.js';
import {
  addBid, bidLabor, bidTrade, dcLabor, dcTrade, directCost, expectOk, newProject, pcoWith, selectSub, trackerFixture, type TrackerFixture,
} from './fixture.js';

// Property (issue 16): random projects made through the REST API (bids with and without a selected
// subcontractor, alternates, PCOs accepted or not, direct costs of each type with and without lines, each charged to
// one of the project's budget rows or to a new cost line, scope transfers netting to zero); afterwards Project Total =
// the contract sum to date of GET projectuid/{uid} to the cent, Σ over the rows of each column = the
// calculate-project-tracker total, percent complete is within 0–100, and the charge loses no cost (issue 31): Σ
// cost_to_date over the rows = Σ of the direct costs' totals, a line-less bill's amount is on the row it was charged
// to, and an unbudgeted row is 0 % complete.

let api: TestApi;
let f: TrackerFixture;

beforeAll(async () => {
  api = await startTestApi();
  f = await trackerFixture(api);
});
afterAll(async () => {
  await api?.close();
});


const bidShape = fc.record({
  alternate: fc.boolean(),
  select: fc.boolean(),
  labor: fc.array(fc.record({ apprentice: fc.boolean(), quantity: decimalText(1, 500, 2), units: decimalText(25, 800, 2) }), { maxLength: 2 }),
  trades: fc.array(fc.record({ part: fc.nat(2), units: decimalText(1, 10_000, 2), quote: decimalText(0, 5_000_000, 2) }), { maxLength: 2 }),
});
const projectShape = fc.record({
  markup: fc.oneof(decimalText(0, 250_000, 4).map((m) => ({ total_markup: m })), decimalText(100, 900_000_000, 2).map((c) => ({ custom_price_amt: c }))),
  bids: fc.array(bidShape, { minLength: 1, maxLength: 2 }),
  pcos: fc.array(fc.record({ accept: fc.boolean(), labor: fc.array(decimalText(25, 400, 2), { maxLength: 2 }), trades: fc.array(fc.nat(2), { maxLength: 2 }) }), { maxLength: 2 }),
  costs: fc.array(fc.record({
    type: fc.constantFrom('Vendor' as const, 'Subcontractor' as const, 'Payroll' as const), amount: decimalText(0, 2_000_000, 2),
    charge: fc.nat(6),
    lines: fc.option(fc.record({ part: fc.nat(2), units: decimalText(1, 5_000, 2), hours: decimalText(0, 4_000, 2) }), { nil: undefined }),
  }), { maxLength: 3 }),
  transfer: decimalText(1, 300_000, 2),
});

describe('tracker totals never disagree (property)', () => {
  it('Project Total = ContractSumToDate; Σ rows = the summary; percent complete in 0–100', async () => {
    const parts = [f.part, f.rebar, f.anchor];
    await fc.assert(fc.asyncProperty(projectShape, async (shape) => {
      const p = await newProject(f, shape.markup);
      for (const b of shape.bids) {
        const bid = await addBid(f, p.uid, { is_alternate: b.alternate, subcontractor: [{ id: f.subs.a }] });
        for (const l of b.labor) await bidLabor(f, bid.id, l.apprentice ? f.otherLevel : f.level, l.quantity, l.units);
        for (const t of b.trades) await bidTrade(f, bid.id, parts[t.part]!, t.units, [{ sub: f.subs.a, amount: t.quote }]);
        if (b.select) await selectSub(f, bid.id, f.subs.a);
      }
      for (const c of shape.pcos) {
        await pcoWith(f, p.uid, { labor: c.labor.map((u) => [f.level, '1', u] as [number, string, string]), trades: c.trades.map((i) => [parts[i]!, '3'] as [number, string]) }, c.accept);
      }
      // Each bill charged to one of the budget rows offered, or (the last choice) to a new cost line.
      const offered = (await expectOk(f, 'GET', `directcostsheet/charge-rows?project_uid=${p.uid}`, undefined, 200)).data as { row_key: string }[];
      const charged = new Map<string, string[]>();
      for (const c of shape.costs) {
        const key = offered[c.charge % (offered.length + 1)]?.row_key ?? 'new';
        const dc = await directCost(f, p.uid, c.type, c.amount, key);
        if (!c.lines && key !== 'new') charged.set(key, [...(charged.get(key) ?? []), c.amount]);
        if (c.lines) {
          await dcTrade(f, dc.id, parts[c.lines.part]!, c.lines.units);
          if (Number(c.lines.hours) > 0) await dcLabor(f, dc.id, f.level, '1', c.lines.hours);
        }
      }
      // A transfer pair netting to zero: off the Journeyman row onto the Anchor row.
      const labor = `project-tracker/internal-labor/add-scope-transfer/projectuid/${p.uid}`;
      const trade = `project-tracker/direct-trade/add-scope-transfer/projectuid/${p.uid}`;
      await expectOk(f, 'POST', labor, { position: f.position, trade: f.level, scopeTransfer: `-${shape.transfer}` });
      await expectOk(f, 'POST', trade, { division: f.division.id, subDivision: f.division.sub, trade: f.category, part: f.anchor, scopeTransfer: shape.transfer });

      const rows = (await expectOk(f, 'GET', `project-tracker/projectuid/${p.uid}`)).data as Record<string, string>[];
      const sums = (await expectOk(f, 'GET', `calculate-project-tracker/projectuid/${p.uid}`)).data;
      expect(sums.row_count).toBe(rows.length);
      for (const key of FIGURE_KEYS) {
        if (key === 'percent_complete') continue;
        expect(sums.total[key], key).toBe(toMoneyString(sum(rows.map((r) => r[key]!))));
        expect(sums.total_direct_trades[key], key).toBe(toMoneyString(sum(rows.filter((r) => r.typee === 'DT').map((r) => r[key]!))));
        expect(sums.general_conditions[key], key).toBe(toMoneyString(sum(rows.filter((r) => r.typee === 'IL').map((r) => r[key]!))));
      }
      for (const figures of [...rows, sums.total, sums.total_direct_trades, sums.general_conditions]) {
        expect(dec(figures.percent_complete).gte(0) && dec(figures.percent_complete).lte(100)).toBe(true);
      }
      const bills = (await expectOk(f, 'GET', `directcostsheet?project_uid=${p.uid}`)).data as { total: string }[];
      expect(sums.total.cost_to_date).toBe(toMoneyString(sum(bills.map((b) => b.total))));
      for (const [key, amounts] of charged) {
        const row = rows.find((r) => r.row_key === key);
        expect(row && dec(row.direct_cost_totals!).gte(sum(amounts)), key).toBe(true);
      }
      for (const row of rows as unknown as { unbudgeted: boolean; percent_complete: string }[]) {
        if (row.unbudgeted) expect(row.percent_complete).toBe('0.00');
      }
      const contract = (await expectOk(f, 'GET', `projectuid/${p.uid}`)).data.ContractSumToDate;
      const total = (await expectOk(f, 'GET', `project-tracker/total-project-cost/projectuid/${p.uid}`)).data;
      expect(total).toMatchObject({ project_total: contract, contract_sum_to_date: contract, scope_transfer_net: '0.00', difference: '0.00', balanced: true });
    }), { numRuns: 8 });
  }, 120_000);
});
