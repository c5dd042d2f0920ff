import { describe, expect, it } from 'vitest';
import { useDemoCompany } from '../../test-support.js';
import { DEMO_HOLDS, DEMO_TRANSFER } from './seed.js';

// The demo tracker figures of seed.ts (docs/projects.md §2.11, §5), read back through the REST API.
const demo = useDemoCompany();

const get = async (url: string) => (await demo.get(url)).data;

describe('demo tracker figures', () => {
  it('every In Progress and Completed project: a −1,500.00 / +1,500.00 labor pair and holds, balanced; no other project has any', async () => {
    const projects = await demo.api.db.selectFrom('projects').select(['id', 'project_uid', 'status', 'completed_on']).where('tenant_id', '=', demo.tenant).execute();
    const underWay = projects.filter((p) => p.status === 'In Progress' || p.status === 'Completed');
    expect(underWay.length).toBeGreaterThan(0);
    for (const p of projects) {
      const rows = (await get(`project-tracker/projectuid/${p.project_uid}`)) as Record<string, string>[];
      const entered = rows.filter((r) => r.scope_transfer !== '0.00' || r.holds !== '0.00');
      if (!underWay.includes(p)) {
        expect(entered, p.project_uid).toEqual([]);
        continue;
      }
      expect(entered.filter((r) => r.typee === 'IL').map((r) => r.scope_transfer).sort(), p.project_uid).toEqual([`-${DEMO_TRANSFER}`, DEMO_TRANSFER]);
      expect(entered.map((r) => r.holds).filter((h) => h !== '0.00').sort()).toEqual([DEMO_HOLDS.trade, DEMO_HOLDS.labor]);
      // The giving row keeps a positive budget.
      const giving = entered.find((r) => r.scope_transfer === `-${DEMO_TRANSFER}`)!;
      expect(Number(giving.adjusted_budget)).toBeGreaterThan(0);
      const total = await get(`project-tracker/total-project-cost/projectuid/${p.project_uid}`);
      expect(total, p.project_uid).toMatchObject({ scope_transfer_net: '0.00', difference: '0.00', balanced: true });
      const money = await get(`projectuid/${p.project_uid}`);
      expect(total.project_total).toBe(money.ContractSumToDate);
      // Completed projects carry their completion day.
      expect(money.completed_on === null, p.project_uid).toBe(p.status !== 'Completed');
    }
    const sums = await get(`project-tracker/overall?status=${encodeURIComponent('In Progress,Completed')}`);
    expect(sums.projects.length).toBe(underWay.length);
    expect(sums.projects.every((p: { balanced: boolean }) => p.balanced)).toBe(true);
  });
});
