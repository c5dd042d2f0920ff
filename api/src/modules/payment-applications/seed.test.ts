import { describe, expect, it } from 'vitest';
import { dec, sum, toMoneyString } from '@suite/money';
import { useDemoCompany } from '../../test-support.js';

// The demo billing of seed.ts (docs/money.md §12, docs/billing.md §3–§4), read back through the REST API as a person
// would see it on the Payment applications screen and the tracker.
const demo = useDemoCompany();

interface Line { kind: string; pco_id: number | null; stored_materials: string }
interface Application {
  number: number; status: string; period_from: string; period_to: string; is_final: boolean; certified_amount: string | null;
  lines: Line[]; totals: { percent: string; stored_materials: string; retainage: string };
  summary: { completed_stored_to_date: string; current_payment_due: string; total_retainage: string; balance_to_finish_including_retainage: string };
  released_this_application: string; payments: { amount: string; received_on: string }[]; payments_total: string; contract_moved: boolean;
}

async function billingOf(uid: string): Promise<Application[]> {
  return (await demo.get(`payment-application/projectuid/${uid}`)).data.applications;
}

async function projects() {
  return demo.api.db.selectFrom('projects').select(['project_uid', 'status']).where('tenant_id', '=', demo.tenant).orderBy('id').execute();
}

describe('demo payment applications', () => {
  it('jobs under way and done carry monthly applications, progress rising each month; no other project has any', async () => {
    const all = await projects();
    expect(all.filter((p) => p.status === 'In Progress').length).toBeGreaterThan(0);
    expect(all.filter((p) => p.status === 'Completed').length).toBeGreaterThan(0);
    for (const p of all) {
      const apps = await billingOf(p.project_uid);
      if (p.status !== 'In Progress' && p.status !== 'Completed') {
        expect(apps, p.project_uid).toEqual([]);
        continue;
      }
      expect(apps.map((a) => a.number)).toEqual(apps.map((_a, i) => i + 1));
      if (p.status === 'Completed') expect(apps.length, p.project_uid).toBeGreaterThanOrEqual(3);
      expect(apps.length, p.project_uid).toBeLessThanOrEqual(6);
      for (const [i, a] of apps.entries()) {
        // One calendar month each, in order.
        expect(a.period_to.slice(0, 7), p.project_uid).toBe(a.period_from.slice(0, 7));
        if (i > 0) expect(a.period_from > apps[i - 1]!.period_to).toBe(true);
        if (i > 0) expect(dec(a.totals.percent).gte(dec(apps[i - 1]!.totals.percent)), `${p.project_uid} #${a.number}`).toBe(true);
      }
      // The latest application bills the contract as it stands (an earlier one predates a change order).
      expect(apps.at(-1)!.contract_moved, p.project_uid).toBe(false);
      expect(dec(apps.at(-1)!.totals.percent).gt(dec(apps[0]!.totals.percent))).toBe(true);
    }
  });

  it('a Completed job: every application paid, the last one final at 100 % with all retainage released; nothing left to bill', async () => {
    for (const p of (await projects()).filter((x) => x.status === 'Completed')) {
      const apps = await billingOf(p.project_uid);
      expect(apps.map((a) => a.status), p.project_uid).toEqual(apps.map(() => 'Paid'));
      for (const a of apps) expect(a.payments_total).toBe(a.certified_amount);
      const last = apps.at(-1)!;
      expect([last.is_final, last.totals.percent, last.summary.total_retainage, last.totals.stored_materials])
        .toEqual([true, '100.00', '0.00', '0.00']);
      expect(dec(last.released_this_application).gt(0)).toBe(true);
      expect(last.summary.balance_to_finish_including_retainage).toBe('0.00');
      expect(apps.slice(0, -1).every((a) => !a.is_final && dec(a.summary.total_retainage).gt(0))).toBe(true);
    }
  });

  it('a job under way: paid ones, the one submitted last awaiting its certificate, and next month\'s Draft', async () => {
    for (const p of (await projects()).filter((x) => x.status === 'In Progress')) {
      const apps = await billingOf(p.project_uid);
      expect(apps.length, p.project_uid).toBeGreaterThanOrEqual(2);
      expect(apps.at(-1)!.status).toBe('Draft');
      expect(apps.at(-2)!).toMatchObject({ status: 'Submitted', certified_amount: null, payments: [] });
      for (const a of apps.slice(0, -2)) expect(['Paid', 'Certified']).toContain(a.status);
      // The job is about half done: never complete, never final.
      expect(dec(apps.at(-2)!.totals.percent).lt(90)).toBe(true);
      expect(apps.some((a) => a.is_final)).toBe(false);
      // Every payment of a job under way was received by the demo's reference day.
      for (const a of apps) for (const pay of a.payments) expect(pay.received_on <= '2026-11-02').toBe(true);
    }
  });

  it('shows stored materials, a change order appearing mid-way, one certificate for less than asked and a part payment', async () => {
    let stored = 0;
    let midWay = 0;
    const short: string[] = [];
    let partPaid = 0;
    for (const p of (await projects()).filter((x) => x.status === 'In Progress' || x.status === 'Completed')) {
      const apps = await billingOf(p.project_uid);
      stored += apps.filter((a) => dec(a.totals.stored_materials).gt(0)).length;
      const orders = apps.map((a) => a.lines.filter((l) => l.kind === 'CO').length);
      if (orders.some((n, i) => i > 0 && n > orders[i - 1]!)) midWay += 1;
      for (const a of apps) {
        if (a.certified_amount !== null && dec(a.certified_amount).lt(dec(a.summary.current_payment_due))) short.push(`${p.project_uid} #${a.number}`);
        if (a.status === 'Certified' && dec(a.payments_total).gt(0)) partPaid += 1;
      }
    }
    expect(stored).toBeGreaterThan(3);
    expect(midWay).toBeGreaterThan(1);
    expect(short).toHaveLength(1);
    expect(partPaid).toBeGreaterThan(0);
  });

  it("the tracker's Project Total shows line 4 of the latest submitted application and Σ payments received, to the cent", async () => {
    for (const p of (await projects()).filter((x) => x.status === 'In Progress' || x.status === 'Completed')) {
      const apps = await billingOf(p.project_uid);
      const submitted = apps.filter((a) => a.status !== 'Draft').at(-1)!;
      const received = sum(apps.flatMap((a) => a.payments.map((pay) => pay.amount)));
      const tracker = (await demo.get(`project-tracker/snapshot/projectuid/${p.project_uid}`)).data;
      expect([tracker.project_total.billing_to_date, tracker.project_total.payment_received], p.project_uid)
        .toEqual([submitted.summary.completed_stored_to_date, toMoneyString(received)]);
    }
  });
});
