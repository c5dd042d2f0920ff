import { describe, expect, it } from 'vitest';
import { useDemoCompany } from '../../test-support.js';
import { dec, sum, toMoneyString } from '@suite/money';
import { expectOk } from './fixture.js';
import { DEMO_SHEET_NAMES, seedDemoDirectCosts } from './seed.js';

// The demo direct costs of seed.ts (docs/projects.md §2.8; docs/money.md §5, §6, §10), read back through the REST API.
const demo = useDemoCompany();

const get = async (url: string) => expectOk({ api: demo.api, tokens: { companyAdmin: demo.token } } as never, 'GET', url);
const money = (v: unknown) => toMoneyString(dec(String(v)));

describe('demo direct costs', () => {
  it('In Progress and Completed projects carry weeks of payroll, supplier invoices and pay applications; no other project has any', async () => {
    const projects = await demo.api.db.selectFrom('projects').select(['id', 'project_uid', 'status']).where('tenant_id', '=', demo.tenant).execute();
    const costs = await demo.api.db.selectFrom('direct_costs').select(['project_id', 'contractor_type', 'cost_date']).where('tenant_id', '=', demo.tenant).execute();
    const withCosts = projects.filter((p) => ['In Progress', 'Completed'].includes(p.status));
    expect(withCosts.length).toBeGreaterThanOrEqual(4);
    for (const p of projects) {
      const mine = costs.filter((c) => c.project_id === p.id);
      if (!['In Progress', 'Completed'].includes(p.status)) {
        expect(mine, p.project_uid).toEqual([]);
        continue;
      }
      // Site supervision every week so far: at least 4 weeks (45 % of an 8-week schedule, the shortest).
      expect(mine.filter((c) => c.contractor_type === 'Payroll').length, p.project_uid).toBeGreaterThanOrEqual(4);
    }
    expect(new Set(costs.map((c) => c.contractor_type))).toEqual(new Set(['Vendor', 'Subcontractor', 'Payroll']));
  });

  it('costs are booked against the budget: the trackers read like real jobs', async () => {
    const projects = await demo.api.db.selectFrom('projects').select(['project_uid', 'status']).where('tenant_id', '=', demo.tenant)
      .where('status', 'in', ['In Progress', 'Completed']).execute();
    for (const p of projects) {
      const rows = (await get(`project-tracker/projectuid/${p.project_uid}`)).data as Record<string, string>[];
      const total = (await get(`calculate-project-tracker/projectuid/${p.project_uid}`)).data.total as Record<string, string>;
      // Every cost lands on a budgeted key, the small invoice entered from its total too: it is charged to one (issue 31).
      const unbudgeted = rows.filter((r) => dec(r.direct_cost_totals).gt(0) && dec(r.final_run).plus(r.change_order_totals).isZero());
      expect(unbudgeted.map((r) => r.trade), p.project_uid).toEqual([]);
      expect(rows.filter((r) => (r as unknown as { unbudgeted: boolean }).unbudgeted).map((r) => r.trade), p.project_uid).toEqual([]);
      // Over or under budget by a few percent of the revenue, not by a fraction of the job.
      const ratio = dec(total.over_under_budget).div(total.total_revenue).abs();
      expect(ratio.lt('0.05'), `${p.project_uid}: ${total.over_under_budget} of ${total.total_revenue}`).toBe(true);
      // A Completed job is (nearly) all spent; one In Progress is part way.
      const done = dec(total.percent_complete);
      if (p.status === 'Completed') expect(done.gte(85), `${p.project_uid} ${done}`).toBe(true);
      else expect(done.gt(10) && done.lt(80), `${p.project_uid} ${done}`).toBe(true);
    }
  });

  it("every sheet's stored total is §10 of its lines (or its amount); payroll lines are dated in their week; vendors are mapped", async () => {
    const p = await demo.api.db.selectFrom('projects').select(['id', 'project_uid']).where('tenant_id', '=', demo.tenant).where('status', '=', 'Completed')
      .orderBy('id').executeTakeFirstOrThrow();
    const sheets = await get(`directcostsheet?project_uid=${p.project_uid}`);
    const lines = await get(`directcostsheet/lines?project_uid=${p.project_uid}`);
    const mappings = await demo.api.db.selectFrom('vendor_subdivisions').select(['vendor_id', 'subdivision_id']).where('tenant_id', '=', demo.tenant).execute();
    const charges = new Set((await get(`directcostsheet/charge-rows?project_uid=${p.project_uid}`)).data.map((r: { row_key: string }) => r.row_key));
    let amountOnly = 0;
    for (const s of sheets.data) {
      const labor = lines.data.labor.filter((l: { direct_cost_id: number }) => l.direct_cost_id === s.id);
      const trades = lines.data.trades.filter((t: { direct_cost_id: number }) => t.direct_cost_id === s.id);
      expect(s.line_count).toBe(labor.length + trades.length);
      const expected = s.line_count > 0 ? money(sum([...labor, ...trades].map((l: { total: string }) => l.total))) : s.amount;
      expect(s.total, `${s.sheet_name} ${s.date}`).toBe(expected);
      expect(dec(s.total).gt(0), s.sheet_name).toBe(true);
      if (s.line_count === 0) amountOnly += 1;
      // Charged to a budget row of the project (docs/money.md §10): the first line's own key, or a budget row for the one without lines.
      expect([s.unbudgeted, charges.has(s.charge_row)], s.sheet_name).toEqual([false, true]);
      const first = labor[0] ? `IL:${labor[0].position_id}:${labor[0].level_id}`
        : trades[0] ? `DT:${trades[0].division_id}:${trades[0].subdivision_id}:${trades[0].category_id}:${trades[0].part_id}` : s.charge_row;
      expect(s.charge_row, s.sheet_name).toBe(first);
      if (s.contractor_type === 'Payroll') {
        expect(trades).toEqual([]);
        expect(labor.length).toBeGreaterThan(0);
        expect(s.contractor_name).not.toBe('');
        for (const l of labor) {
          // Monday to Friday of the week ending on the sheet's date; priced per hour: q × h × rate.
          const days = (Date.parse(s.date) - Date.parse(l.date)) / 86_400_000;
          expect(days >= 0 && days <= 4, `${l.date} on ${s.date}`).toBe(true);
          expect(l.total).toBe(money(dec(l.quantity).times(l.units).times(l.costperunit).toDecimalPlaces(2)));
        }
      }
      if (s.contractor_type === 'Vendor') {
        expect(mappings.some((m) => m.vendor_id === s.vendor && m.subdivision_id === s.subdivision_id), s.sheet_name).toBe(true);
        expect(s.sub_contractor).toBeNull();
      }
      if (s.contractor_type === 'Subcontractor') expect([s.vendor, typeof s.sub_contractor]).toEqual([null, 'number']);
    }
    expect(amountOnly).toBe(1);
    const vendorNames = sheets.data.filter((s: { contractor_type: string }) => s.contractor_type === 'Vendor').map((s: { sheet_name: string }) => s.sheet_name);
    for (const name of vendorNames) expect(DEMO_SHEET_NAMES).toContain(name);
    expect(vendorNames).toContain('Delivery and fuel surcharges');
    // The general conditions' site items (trailers, toilets, fencing, dumpsters) are billed by the site services supplier.
    expect(vendorNames).toContain('Site services rental invoice');
    const names = (await get('directcostsheetname')).data.map((n: { direct_cost_sheet_name: string }) => n.direct_cost_sheet_name);
    for (const s of sheets.data) expect(names).toContain(s.sheet_name);
  });

  it('running the seed again adds nothing', async () => {
    const count = async () => (await demo.api.db.selectFrom('direct_costs').select('id').where('tenant_id', '=', demo.tenant).execute()).length;
    const before = await count();
    await seedDemoDirectCosts(demo.api.db, demo.tenant);
    expect(await count()).toBe(before);
  });
});
