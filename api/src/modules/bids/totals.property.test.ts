import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dec, round2, sum, toMoneyString } from '@suite/money';
import { decimalText } from '../../test-support.js';
import { startTestApi, type TestApi } from '../../testing.js';
import { addBid, bidFixture, newProject, ok, stored, type BidFixture } from '../projects/sheet-fixture.js';

// Property (issue 13): random bids (some alternate, some with a selected subcontractor) and lines made through the
// REST API; afterwards the bids' figures, GET projectuid/{uid}, the All Projects row, the batch totals and the
// proposal rows agree to the cent, and the sum of the rounded line totals equals each total shown.

let api: TestApi;
let f: BidFixture;

beforeAll(async () => {
  api = await startTestApi();
  f = await bidFixture(api);
});
afterAll(async () => {
  await api?.close();
});


const laborLine = fc.record({
  quantity: decimalText(1, 500, 2), units: decimalText(25, 8000, 2), cost: fc.option(decimalText(1, 5_000_000, 4), { nil: undefined }), apprentice: fc.boolean(),
});
const tradeLine = fc.record({
  units: decimalText(1, 10_000, 2), cost: fc.option(decimalText(1, 5_000_000, 4), { nil: undefined }),
  amounts: fc.tuple(fc.option(decimalText(0, 500_000, 2), { nil: undefined }), fc.option(decimalText(0, 500_000, 2), { nil: undefined })),
});
const bidShape = fc.record({
  alternate: fc.integer({ min: 0, max: 9 }).map((n) => n < 3),
  subs: fc.integer({ min: 0, max: 2 }),
  switchToHourly: fc.boolean(),
  labor: fc.array(laborLine, { maxLength: 3 }),
  trades: fc.array(tradeLine, { maxLength: 3 }),
  select: fc.option(fc.integer({ min: 0, max: 1 }), { nil: undefined }),
});
const projectShape: fc.Arbitrary<{ total_markup?: string; custom_price_amt?: string }> = fc.oneof(
  fc.record({ total_markup: decimalText(0, 300_000, 4) }),
  fc.record({ custom_price_amt: decimalText(1, 10_000_000, 2) }),
);

type Row = Record<string, string>;
type BidShape = typeof bidShape extends fc.Arbitrary<infer T> ? T : never;

async function build(markup: { total_markup?: string; custom_price_amt?: string }, bids: BidShape[]) {
  const project = await newProject(f, markup);
  const subIds = [f.subs.a, f.subs.b];
  for (const shape of bids) {
    const onBid = subIds.slice(0, shape.subs);
    const bid = await addBid(f, project.uid, { is_alternate: shape.alternate, subcontractor: onBid.map((id) => ({ id })) });
    for (const l of shape.labor) {
      await ok(f, 'POST', 'division/internallabour', {
        bidsheet_id: bid.id, position: f.position, level: l.apprentice ? f.otherLevel : f.level, quantity: l.quantity, units: l.units,
        ...(l.cost ? { costperunit: l.cost } : {}),
      });
    }
    for (const t of shape.trades) {
      const amounts = onBid.flatMap((id, i) => (t.amounts[i] === undefined ? [] : [{ subcontractor_id: id, subcontractor_amount: t.amounts[i] }]));
      await ok(f, 'POST', 'directtrade', {
        bidsheet_id: bid.id, sub_division: f.division.sub, category_id: f.category, part: f.part, units: t.units,
        ...(t.cost ? { cost_per_unit: t.cost } : {}), subcontractor: amounts,
      });
    }
    if (shape.switchToHourly) await ok(f, 'PUT', `bidsheet/switchstatus/${bid.id}`, { hourly: true });
    if (shape.select !== undefined && shape.select < onBid.length) {
      await ok(f, 'POST', 'bidsheet/selectedsubcontractor', { bidsheet_id: bid.id, selected_subcontractor_id: onBid[shape.select] });
    }
  }
  return project;
}

describe('totals never disagree (property)', () => {
  it('bids, lines, project totals, All Projects row and proposal rows agree to the cent', { timeout: 240_000 }, async () => {
    await fc.assert(fc.asyncProperty(projectShape, fc.array(bidShape, { minLength: 1, maxLength: 4 }), async (markup, shapes) => {
      const project = await build(markup, shapes);
      const bids = (await ok(f, 'GET', `setup/bid/projectuid/${project.uid}`)).data as (Row & { is_alternate: boolean; selected_subcontractor_id: number | null; SubContractor: Row[] })[];
      const lines = (await ok(f, 'GET', `bidsheet/lines?project_uid=${project.uid}`)).data as { labor: (Row & { bidsheet_id: number })[]; trades: (Row & { bidsheet_id: number; subcontractor: (Row & { subcontractor_id: number })[] })[] };
      const money = (v: unknown) => toMoneyString(v as string);
      for (const bid of bids) {
        const labor = lines.labor.filter((l) => l.bidsheet_id === Number(bid.id));
        const trades = lines.trades.filter((t) => t.bidsheet_id === Number(bid.id));
        for (const l of labor) expect(money(dec(l.total!).plus(dec(l.overhead!)))).toBe(l.budget_total);
        expect(bid.labor_total).toBe(money(sum(labor.map((l) => l.total!))));
        expect(bid.burden_total).toBe(money(sum(labor.map((l) => l.overhead!))));
        const selected = bid.selected_subcontractor_id;
        const trades$ = selected === null ? sum(trades.map((t) => t.total!))
          : sum(trades.flatMap((t) => t.subcontractor.filter((s) => s.subcontractor_id === selected).map((s) => s.subcontractor_amount!)));
        expect(bid.trades_total).toBe(money(trades$));
        for (const s of bid.SubContractor) {
          expect(s.total).toBe(money(sum(trades.flatMap((t) => t.subcontractor.filter((a) => a.subcontractor_id === Number(s.id)).map((a) => a.subcontractor_amount!)))));
        }
        expect(bid.total_cost).toBe(money(dec(bid.labor_total!).plus(dec(bid.trades_total!))));
        expect(bid.calculated_overhead).toBe(bid.burden_total);
        expect(bid.bidsheet_total_cost).toBe(money(dec(bid.total_cost!).plus(dec(bid.calculated_overhead!)).plus(dec(bid.calculated_profit!))));
      }
      const counted = bids.filter((b) => !b.is_alternate);
      const totals = (await ok(f, 'GET', `projectuid/${project.uid}`)).data as Row;
      expect(totals.BidTotals).toBe(money(sum(counted.map((b) => b.total_cost!))));
      expect(totals.OverheadCost).toBe(money(sum(counted.map((b) => b.calculated_overhead!))));
      // The proposal: a row per non-alternate bid's cost, then Overhead and Profit, adding up to the total.
      const proposalRows = [...counted.map((b) => b.total_cost!), totals.OverheadCost!, totals.ProfitCost!];
      expect(money(sum(proposalRows))).toBe(totals.TotalCost);
      const base = dec(totals.BidTotals!).plus(dec(totals.OverheadCost!));
      if (markup.custom_price_amt !== undefined) expect(totals.TotalCost).toBe(money(markup.custom_price_amt));
      else expect(totals.ProfitCost).toBe(money(round2(base.times(dec(markup.total_markup!)).div(100))));
      // §7: each bid's profit is round2((sub total + burden) × the effective %), alternates included; under a custom
      // price the % is ProfitCost / (BidTotals + OverheadCost), exactly.
      const rate = markup.custom_price_amt === undefined ? dec(markup.total_markup!).div(100)
        : (base.isZero() ? dec(0) : dec(totals.ProfitCost!).div(base));
      for (const b of bids) {
        expect(b.calculated_profit).toBe(money(round2(dec(b.total_cost!).plus(dec(b.calculated_overhead!)).times(rate))));
      }
      // The All Projects column, the stored total and the batch totals are the same figure.
      const row = (await ok(f, 'GET', `/api/v2/projects?q=${project.uid}`)).data.find((p: Row) => p.ProjectUid === project.uid);
      expect(row.TotalCost).toBe(totals.TotalCost);
      expect(money(await stored(f, project.id))).toBe(totals.TotalCost);
      expect((await ok(f, 'GET', `projects/totals?uids=${project.uid}`)).data).toEqual([{ project_uid: project.uid, ...totals }]);
    }), { numRuns: 18 });
  });
});
