import { describe, expect, it } from 'vitest';
import { dec, sum, toMoneyString } from '@suite/money';
import { useDemoCompany } from '../../test-support.js';

// The demo subcontracts of seed.ts (docs/subcontracts.md; docs/money.md §15), read back through the REST API as a
// person would see them on the Subcontracts screen and the tracker.
const demo = useDemoCompany();

interface Line { total: string; change_orders: string; contract_total: string; billed_to_date: string; retainage_held: string;
  payments_to_date: string; unpaid_bills: string; remaining_balance: string }
interface Commitment {
  kind: 'Subcontract' | 'PO'; number: string; status: string; bid_id: number | null; subcontractor_id: number | null; vendor_id: number | null;
  party_name: string; retainage_rate: string; start_date: string | null; end_date: string | null; lines: Line[]; totals: Line;
  change_orders: { number: string; reason: string; date: string; total: string }[];
  billings: { number: number; status: string; period_from: string; period_to: string; billing_date: string; total: string; retainage: string; direct_cost_ids: number[] }[];
  payments: { amount: string; paid_on: string; reference: string; waiver_kind: string; signed_waiver: { file_name: string } | null }[];
}

const ledgerOf = async (uid: string): Promise<Commitment[]> => (await demo.get(`subcontract/projectuid/${uid}`)).data.commitments;
const total = (values: readonly string[]) => toMoneyString(sum(values));

async function projects() {
  return demo.api.db.selectFrom('projects').select(['id', 'project_uid', 'status', 'construction_start_date']).where('tenant_id', '=', demo.tenant)
    .orderBy('id').execute();
}

describe('demo subcontracts', () => {
  it('Awarded and In Progress jobs: a subcontract for each bid\'s selected subcontractor, within the job\'s dates; no other job has one', async () => {
    for (const p of await projects()) {
      const ledger = await ledgerOf(p.project_uid);
      const subcontracts = ledger.filter((c) => c.kind === 'Subcontract');
      if (p.status !== 'Awarded' && p.status !== 'In Progress') {
        expect(ledger, p.project_uid).toEqual([]);
        continue;
      }
      const bids = await demo.api.db.selectFrom('bids').select(['id', 'selected_subcontractor_id']).where('tenant_id', '=', demo.tenant)
        .where('project_id', '=', p.id).where('is_alternate', '=', false).where('selected_subcontractor_id', 'is not', null).orderBy('id').execute();
      expect(subcontracts.map((c) => [c.bid_id, c.subcontractor_id]), p.project_uid).toEqual(bids.map((b) => [b.id, b.selected_subcontractor_id]));
      expect(subcontracts.map((c) => c.number)).toEqual(subcontracts.map((_c, i) => `SC-${String(i + 1).padStart(3, '0')}`));
      for (const c of ledger) {
        expect(c.party_name).not.toBe('');
        expect(c.start_date! < c.end_date!).toBe(true);
        // Contract total = original + SCOs; remaining balance and unpaid bills never negative (§15).
        expect(c.totals.contract_total).toBe(toMoneyString(dec(c.totals.total).plus(c.totals.change_orders)));
        expect(dec(c.totals.remaining_balance).gte(0) && dec(c.totals.unpaid_bills).gte(0), c.number).toBe(true);
        for (const b of c.billings) expect(b.period_to >= c.start_date! && b.billing_date <= '2026-11-02', `${c.number} ${b.number}`).toBe(true);
      }
      // An Awarded job has not started: nothing billed or paid yet.
      if (p.status === 'Awarded') expect(ledger.flatMap((c) => [...c.billings, ...c.payments]), p.project_uid).toEqual([]);
    }
  });

  it('jobs under way: monthly billings approved with retainage held, payments net of retainage, one signed waiver missing', async () => {
    const underWay = (await projects()).filter((p) => p.status === 'In Progress');
    expect(underWay.length).toBeGreaterThan(0);
    const all = (await Promise.all(underWay.map((p) => ledgerOf(p.project_uid)))).flat().filter((c) => c.kind === 'Subcontract');
    const billed = all.filter((c) => c.billings.length > 0);
    expect(billed.length).toBeGreaterThan(0);
    for (const c of billed) {
      expect(c.billings.map((b) => b.number)).toEqual(c.billings.map((_b, i) => i + 1));
      for (const [i, b] of c.billings.entries()) {
        expect([b.status, b.direct_cost_ids.length > 0], `${c.number} ${b.number}`).toEqual(['Approved', true]);
        if (i > 0) expect(b.period_from > c.billings[i - 1]!.period_to).toBe(true);
      }
      // Retainage held at the subcontract's rate on what was billed (§15).
      expect(dec(c.totals.retainage_held).gt(0), c.number).toBe(true);
      expect(dec(c.totals.billed_to_date).lt(c.totals.contract_total), c.number).toBe(true);
    }
    const payments = all.flatMap((c) => c.payments);
    expect(payments.length).toBeGreaterThan(3);
    for (const pay of payments) expect([pay.waiver_kind, pay.paid_on <= '2026-11-02']).toEqual(['conditional', true]);
    expect(payments.filter((pay) => pay.signed_waiver === null)).toHaveLength(1);
  });

  it('a few change orders, added and deducted, and two purchase orders to a vendor', async () => {
    const ledgers = (await Promise.all((await projects()).map((p) => ledgerOf(p.project_uid)))).flat();
    const changes = ledgers.flatMap((c) => c.change_orders);
    expect(changes.length).toBeGreaterThanOrEqual(3);
    expect(changes.some((co) => dec(co.total).isNegative()) && changes.some((co) => dec(co.total).isPositive())).toBe(true);
    for (const co of changes) expect(co.reason).not.toBe('');
    const orders = ledgers.filter((c) => c.kind === 'PO');
    expect(orders.map((o) => [o.number.startsWith('PO-'), o.vendor_id !== null, o.subcontractor_id, o.billings.length])).toEqual([
      [true, true, null, 0], [true, true, null, 0]]);
    expect(orders.map((o) => o.bid_id !== null)).toEqual([true, false]);
  });

  it("the tracker of a job under way shows the subcontracts' commitments and their billings as its subcontractor cost, once", async () => {
    for (const p of (await projects()).filter((x) => x.status === 'In Progress')) {
      const subcontracts = (await ledgerOf(p.project_uid)).filter((c) => c.kind === 'Subcontract');
      const t = (await demo.get(`calculate-project-tracker/projectuid/${p.project_uid}`)).data.total as Record<string, string>;
      expect([t.sub_contractors, t.subcontractor_change_orders, t.sub_billed], p.project_uid).toEqual([
        total(subcontracts.map((c) => c.totals.total)), total(subcontracts.map((c) => c.totals.change_orders)),
        total(subcontracts.map((c) => c.totals.billed_to_date)),
      ]);
    }
  });
});
