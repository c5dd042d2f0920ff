import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing.js';
import type { ApiModule, ProjectBilling } from '../module.js';
import { billingFrom, type BillingHook } from './billed.js';
import { addBid, bidTrade, dcTrade, directCost, newProject, pcoWith, trackerFixture, type TrackerFixture } from './fixture.js';
import { overallJson } from './overall.js';
import { trackerSnapshotJson } from './snapshot.js';

// The tracker's billing columns from a module declaring `billing` (billed.ts; docs/billing.md §4, docs/money.md §12 last
// bullet), here a fake one answering a fixed application, read the way the routes read it: from the module list.
// Hand-checked: one bid of trade lines, Plywood 10 × 12.35 = 123.50 and Rebar 4 × 5.00 = 20.00 (BidTotals 143.50, no
// labor so no overhead, profit 10 % = 14.35: its SOV line's C is 157.85); an Accepted change order of Journeyman
// 1 × 1 wk = 1,200.00 (burden 2,000.00) and Anchor 4 × 7.25 = 29.00 (its profit and total as the API answers them).

let api: TestApi;
let f: TrackerFixture;
let project: { id: number; uid: string };
let bidId: number;
let pco: { id: number; profit_cost: string; total: string };

beforeAll(async () => {
  api = await startTestApi();
  f = await trackerFixture(api);
  project = await newProject(f, { total_markup: '10' });
  bidId = (await addBid(f, project.uid)).id;
  await bidTrade(f, bidId, f.part, '10');
  await bidTrade(f, bidId, f.rebar, '4');
  pco = await pcoWith(f, project.uid, { labor: [[f.level, '1', '1']], trades: [[f.anchor, '4']] }, true);
  // A vendor's bill of Plywood 20 × 12.35 = 247.00: the row's cost to date.
  const vendor = await directCost(f, project.uid, 'Vendor');
  await dcTrade(f, vendor.id, f.part, '20');
}, 120_000);

afterAll(async () => {
  await api?.close();
});

/** The fake billing module: the bid line half billed (78.93 of 157.85), the change order in full; half of it paid. */
function fakeBilling(): { module: ApiModule; calls: number[][] } {
  const calls: number[][] = [];
  const billing: BillingHook = async (_ctx, _db, projectIds) => {
    calls.push([...projectIds]);
    const answer: ProjectBilling = {
      lines: [
        { kind: 'BID', bid_id: bidId, pco_id: null, scheduled_value: '157.85', completed_stored: '78.93' },
        { kind: 'CO', bid_id: null, pco_id: pco.id, scheduled_value: pco.total, completed_stored: pco.total },
      ],
      billing_to_date: (78.93 + Number(pco.total)).toFixed(2),
      payments_received: ((78.93 + Number(pco.total)) / 2).toFixed(2),
    };
    return new Map(projectIds.includes(project.id) ? [[project.id, answer]] : []);
  };
  return { module: { name: 'fake-billing', areas: [], billing }, calls };
}

describe('the tracker billed by a module declaring billing', () => {
  it('spreads each line over the rows it feeds and its overhead and profit onto the summary rows; Project Total = line 4', async () => {
    expect(pco.profit_cost).toBe('403.63');
    const fake = fakeBilling();
    const snapshot = await trackerSnapshotJson({ tenantId: f.tenant }, api.db, project.uid, billingFrom([fake.module]));
    expect(fake.calls).toEqual([[project.id]]);
    // Bid line G 78.93 as rows : profit = 143.50 : 14.35 → Plywood 61.755 → 61.75, Rebar 10.0006 → 10.00, fee 7.175 → 7.17,
    // the 0.01 left to Plywood, the largest: 61.76. The change order's G = C: its rows, burden and profit exactly.
    // Paid 1,855.78 = half of 3,711.56: half of each.
    const byPart = Object.fromEntries(snapshot.rows.map((r) => [r.part ?? r.level, [r.billing_to_date, r.payment_received]]));
    expect(byPart).toEqual({
      'Bid Test Plywood': ['61.76', '30.88'], 'Tracker Test Rebar': ['10.00', '5.00'], 'Tracker Test Anchor': ['29.00', '14.50'],
      Journeyman: ['1200.00', '600.00'],
    });
    expect([snapshot.overhead.billing_to_date, snapshot.overhead.payment_received]).toEqual(['2000.00', '1000.00']);
    expect([snapshot.contractor_fee.billing_to_date, snapshot.contractor_fee.payment_received]).toEqual(['410.80', '205.40']);
    expect([snapshot.project_total.billing_to_date, snapshot.project_total.payment_received]).toEqual(['3711.56', '1855.78']);
    expect([snapshot.totals.total.billing_to_date, snapshot.totals.total.payment_received]).toEqual(['1300.76', '650.38']);
  });

  it('keeps the columns that follow billing consistent (docs/money.md §11): net profit, revenue remaining, balance', async () => {
    const snapshot = await trackerSnapshotJson({ tenantId: f.tenant }, api.db, project.uid, billingFrom([fakeBilling().module]));
    const plywood = snapshot.rows.find((r) => r.part === 'Bid Test Plywood')!;
    // Billed 61.76 against 247.00 of cost; 123.50 of revenue less 61.76 billed; final cost max(123.50, 247.00).
    expect(plywood).toMatchObject({
      total_revenue: '123.50', cost_to_date: '247.00', final_cost: '247.00', net_profit_to_date: '-185.24', revenue_remaining: '61.74',
      cost_remaining: '0.00', balance: '61.74', deletable: false,
    });
  });

  it('answers every billing column 0 without a module declaring billing, and for a project it did not bill', async () => {
    const snapshot = await trackerSnapshotJson({ tenantId: f.tenant }, api.db, project.uid, billingFrom([]));
    expect(snapshot.rows.every((r) => r.billing_to_date === '0.00' && r.payment_received === '0.00')).toBe(true);
    expect(snapshot.project_total).toMatchObject({ billing_to_date: '0.00', payment_received: '0.00' });
    const other = await newProject(f);
    const otherBid = await addBid(f, other.uid);
    await bidTrade(f, otherBid.id, f.part, '1');
    const unbilled = await trackerSnapshotJson({ tenantId: f.tenant }, api.db, other.uid, billingFrom([fakeBilling().module]));
    expect(unbilled.rows.map((r) => r.billing_to_date)).toEqual(['0.00']);
    expect(unbilled.project_total.billing_to_date).toBe('0.00');
  });

  it('the overall tracker asks once for every project and shows each project billed and received', async () => {
    const fake = fakeBilling();
    const overall = await overallJson({ tenantId: f.tenant }, api.db, [], billingFrom([fake.module]));
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]).toContain(project.id);
    const listed = overall.projects.find((p) => p.project_uid === project.uid)!;
    expect([listed.billing_to_date, listed.payment_received]).toEqual(['3711.56', '1855.78']);
    expect(listed.figures.billing_to_date).toBe('1300.76');
  });
});
