import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { call, useDemoCompany } from '../../test-support.js';
import { dec, round2, sum, toMoneyString } from '@suite/money';
import { seedDemoBids } from './seed.js';

// The demo bids of seed.ts (docs/projects.md §2.6, §2.7; docs/money.md §5–§8), read back through the REST API.
const demo = useDemoCompany();

const money = (v: unknown) => toMoneyString(dec(String(v)));

describe('demo bids', () => {
  it('every demo project past Bidding has general conditions, trade bids and one alternate; Bidding projects have none', async () => {
    const projects = await demo.api.db.selectFrom('projects as p')
      .leftJoin('bids as b', (j) => j.onRef('b.tenant_id', '=', 'p.tenant_id').onRef('b.project_id', '=', 'p.id'))
      .select(['p.status', 'p.project_uid', sql<number>`count(b.id)::int`.as('bids'),
        sql<number>`count(b.id) filter (where b.is_alternate)::int`.as('alternates')])
      .where('p.tenant_id', '=', demo.tenant).groupBy(['p.id', 'p.status', 'p.project_uid']).execute();
    expect(projects.length).toBe(30);
    for (const p of projects) {
      if (p.status === 'Bidding') expect(p.bids, p.project_uid).toBe(0);
      else {
        expect(p.bids, p.project_uid).toBeGreaterThanOrEqual(5);
        expect(p.alternates, p.project_uid).toBe(1);
      }
    }
  });

  it('labor lines on the superintendent and project manager levels in weeks; trade lines on catalogue parts, quoted by 2 or 3 active subcontractors', async () => {
    const labor = await demo.api.db.selectFrom('bid_labor_lines as l')
      .innerJoin('positions as p', (j) => j.onRef('p.tenant_id', '=', 'l.tenant_id').onRef('p.id', '=', 'l.position_id'))
      .select(['p.name', 'l.units', 'l.costperunit', 'l.burden', 'l.burden_annual', 'l.quantity', 'l.total', 'l.overhead']).where('l.tenant_id', '=', demo.tenant).execute();
    expect(new Set(labor.map((l) => l.name))).toEqual(new Set(['Superintendent', 'Project Manager', 'Carpenter']));
    for (const l of labor) {
      expect(dec(l.costperunit).gt(0)).toBe(true);
      // docs/money.md §5 on a weekly sheet: the overhead from the annual burden (hours = weeks × 40), shown as its weekly figure.
      expect(money(l.total)).toBe(money(round2(dec(l.quantity).times(l.units).times(l.costperunit))));
      expect(money(l.overhead)).toBe(money(round2(dec(l.quantity).times(l.units).times(40).times(l.burden_annual).div(2080))));
      expect(money(l.burden)).toBe(money(round2(dec(l.burden_annual).div(52))));
    }
    const quotes = await sql<{ bid_id: number; subs: number; inactive: number; selected: number | null; label: string }>`
      select b.id as bid_id, b.label, b.selected_subcontractor_id as selected, count(bs.subcontractor_id)::int as subs,
        count(*) filter (where not s.is_active)::int as inactive
      from bids b join bid_subcontractors bs on bs.tenant_id = b.tenant_id and bs.bid_id = b.id
      join subcontractors s on s.tenant_id = bs.tenant_id and s.id = bs.subcontractor_id
      where b.tenant_id = ${demo.tenant} group by b.tenant_id, b.id`.execute(demo.api.db);
    expect(quotes.rows.length).toBeGreaterThan(50);
    for (const q of quotes.rows) {
      expect([2, 3], q.label).toContain(q.subs);
      expect(q.inactive).toBe(0);
    }
    expect(quotes.rows.filter((q) => q.selected !== null).length).toBeGreaterThan(5);
  });

  it("stored figures are §7 of the bids' lines, and GET projectuid, the project's TotalCost and the list agree to the cent", async () => {
    const list = await call(demo.api, 'GET', '/api/v2/projects?pageSize=100', { token: demo.token });
    expect(list.status).toBe(200);
    const past = (list.body.data as { ProjectUid: string; status: string; TotalCost: string }[]).filter((p) => p.status !== 'Bidding');
    expect(past.length).toBeGreaterThan(20);
    for (const p of past) {
      const [bids, lines, totals] = await Promise.all([
        call(demo.api, 'GET', `setup/bid/projectuid/${p.ProjectUid}`, { token: demo.token }),
        call(demo.api, 'GET', `bidsheet/lines?project_uid=${p.ProjectUid}`, { token: demo.token }),
        call(demo.api, 'GET', `projectuid/${p.ProjectUid}`, { token: demo.token }),
      ]);
      expect(totals.status).toBe(200);
      for (const b of bids.body.data) {
        const labor = lines.body.data.labor.filter((l: { bidsheet_id: number }) => l.bidsheet_id === b.id);
        const trades = lines.body.data.trades.filter((t: { bidsheet_id: number }) => t.bidsheet_id === b.id);
        const tradeTotal = b.selected_subcontractor_id === null
          ? sum(trades.map((t: { total: string }) => t.total))
          : sum(trades.map((t: { subcontractor: { subcontractor_id: number; subcontractor_amount: string }[] }) =>
            t.subcontractor.find((a) => a.subcontractor_id === b.selected_subcontractor_id)!.subcontractor_amount));
        const laborTotal = sum(labor.map((l: { total: string }) => l.total));
        expect(money(b.labor_total)).toBe(money(laborTotal));
        expect(money(b.trades_total)).toBe(money(tradeTotal));
        expect(money(b.total_cost)).toBe(money(laborTotal.plus(tradeTotal)));
        expect(money(b.bidsheet_total_cost)).toBe(money(dec(b.total_cost).plus(b.calculated_overhead).plus(b.calculated_profit)));
      }
      const counted = bids.body.data.filter((b: { is_alternate: boolean }) => !b.is_alternate);
      // The proposal's rows (bid costs, Overhead, Profit) add up to the project's total (docs/money.md §8).
      const t = totals.body.data;
      expect(money(t.BidTotals), p.ProjectUid).toBe(money(sum(counted.map((b: { total_cost: string }) => b.total_cost))));
      expect(money(t.TotalCost), p.ProjectUid).toBe(money(dec(t.BidTotals).plus(t.OverheadCost).plus(t.ProfitCost)));
      expect(money(p.TotalCost), p.ProjectUid).toBe(money(totals.body.data.TotalCost));
      // A realistic markup: positive profit (custom prices are set over the bids).
      expect(dec(totals.body.data.ProfitCost).gt(0), p.ProjectUid).toBe(true);
    }
  });

  it('runs again without adding anything', async () => {
    const count = async () => (await demo.api.db.selectFrom('bids').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
    const before = await count();
    await seedDemoBids(demo.api.db, demo.tenant);
    expect(await count()).toBe(before);
  });
});
