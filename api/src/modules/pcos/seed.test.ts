import { describe, expect, it } from 'vitest';
import { useDemoCompany } from '../../test-support.js';
import { dec, round2, sum, toMoneyString } from '@suite/money';

// The demo PCOs of seed.ts (docs/projects.md §2.9, §2.10; docs/money.md §5, §6, §9), read back through the REST API.
const demo = useDemoCompany();

const get = demo.get;

describe('demo PCOs', () => {
  it('every In Progress and Completed project has 4 or 5 PCOs: CO-001 and CO-002 Accepted, one Not-Accepted, Pending ones; no other project has any', async () => {
    const projects = await demo.api.db.selectFrom('projects').select(['id', 'project_uid', 'status']).where('tenant_id', '=', demo.tenant).execute();
    const underWay = projects.filter((p) => p.status === 'In Progress' || p.status === 'Completed');
    expect(new Set(underWay.map((p) => p.status))).toEqual(new Set(['In Progress', 'Completed']));
    for (const p of projects) {
      const pcos = (await get(`change-order/${p.project_uid}/PCO`)).data as Record<string, unknown>[];
      if (!underWay.includes(p)) {
        expect(pcos, p.project_uid).toEqual([]);
        continue;
      }
      expect([4, 5], p.project_uid).toContain(pcos.length);
      expect(pcos.map((x) => x.pco_name)).toEqual(pcos.map((_x, i) => `PCO-00${i + 1}`));
      const accepted = pcos.filter((x) => x.status === 'Accepted');
      expect(accepted.map((x) => x.change_order_name).sort()).toEqual(['CO-001', 'CO-002']);
      expect(pcos.filter((x) => x.status === 'Not-Accepted')).toHaveLength(1);
      expect(pcos.filter((x) => x.status === 'Pending').length).toBeGreaterThanOrEqual(1);
      for (const x of pcos) {
        expect(String(x.title).length, String(x.title)).toBeGreaterThan(20);
        expect(dec(String(x.total)).gt(0)).toBe(true);
      }
      // The next name follows the seeded ones.
      expect((await get(`change-order/pco-name/${p.project_uid}`)).data.pco_name).toBe(`PCO-00${pcos.length + 1}`);
    }
  });

  it("each PCO's stored figures are §9 recomputed from its lines; the contract sum to date is TotalCost + the change orders", async () => {
    const projects = await demo.api.db.selectFrom('projects').select(['project_uid']).where('tenant_id', '=', demo.tenant)
      .where('status', 'in', ['In Progress', 'Completed']).orderBy('id').limit(3).execute();
    for (const p of projects) {
      const pcos = (await get(`change-order/${p.project_uid}/PCO`)).data as Record<string, string>[];
      for (const x of pcos) {
        const labor = (await get(`pco/internal-labor/pcoid/${x.id}`)).data as Record<string, string>[];
        const trades = (await get(`pco/direct-trade/pcoid/${x.id}`)).data as Record<string, string>[];
        expect(trades.length).toBeGreaterThan(0);
        for (const l of labor) {
          expect(toMoneyString(dec(l.quantity!).times(l.units!).times(l.costperunit!).toDecimalPlaces(2))).toBe(l.total);
        }
        // §9, recomputed here: TotalCost = Σ labor total + Σ overhead + Σ trade total; profit rounded once.
        const totalCost = sum([...labor.map((l) => l.total!), ...labor.map((l) => l.overhead!), ...trades.map((t) => t.total!)]);
        const profit = round2(totalCost.times(x.pco_profit_percentage!).div(100));
        expect([x.total_cost, x.profit_cost, x.total]).toEqual([totalCost, profit, totalCost.plus(profit)].map(toMoneyString));
      }
      const totals = (await get(`projectuid/${p.project_uid}`)).data;
      const accepted = sum(pcos.filter((x) => x.status === 'Accepted').map((x) => x.total!));
      expect(totals.ChangeOrdersTotal).toBe(toMoneyString(accepted));
      expect(totals.ContractSumToDate).toBe(toMoneyString(dec(totals.TotalCost).plus(accepted)));
      expect((await get(`change-order/projectuid/${p.project_uid}`)).contract.contract_sum_to_date).toBe(totals.ContractSumToDate);
    }
  });
});
