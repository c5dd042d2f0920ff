import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing.js';
import type { ApiModule, ProjectCommitments } from '../module.js';
import { billingFrom } from './billed.js';
import { commitmentsFrom, type CommitmentsHook } from './committed.js';
import { addBid, bidTrade, directCost, newProject, selectSub, trackerFixture, type TrackerFixture } from './fixture.js';
import { overallJson } from './overall.js';
import { trackerSnapshotJson } from './snapshot.js';

// The tracker's commitment columns from a module declaring `commitments` (committed.ts; docs/subcontracts.md §5,
// docs/money.md §11, §15), here a fake one answering fixed commitments, read the way the routes read it: from the list.
// Hand-checked: Plywood carries bid A (selected subcontractor a: 100.00, under subcontract) and bid B (selected b:
// 45.00), so today's commitment is 145.00; Rebar carries bid C without a selected subcontractor, 40 × 5.00 = 200.00.
// A Subcontractor bill of 50.00 and a vendor's of 20.00 are charged to Plywood.

let api: TestApi;
let f: TrackerFixture;
let project: { id: number; uid: string };
let bidA: number;
let key: (part: number) => string;

beforeAll(async () => {
  api = await startTestApi();
  f = await trackerFixture(api);
  key = (part) => `DT:${f.division.id}:${f.division.sub}:${f.category}:${part}`;
  project = await newProject(f, { total_markup: '10' });
  bidA = (await addBid(f, project.uid, { subcontractor: [{ id: f.subs.a }] })).id;
  await bidTrade(f, bidA, f.part, '10', [{ sub: f.subs.a, amount: '100' }]);
  await selectSub(f, bidA, f.subs.a);
  const bidB = (await addBid(f, project.uid, { subcontractor: [{ id: f.subs.b }] })).id;
  await bidTrade(f, bidB, f.part, '4', [{ sub: f.subs.b, amount: '45' }]);
  await selectSub(f, bidB, f.subs.b);
  const bidC = (await addBid(f, project.uid)).id;
  await bidTrade(f, bidC, f.rebar, '40');
  await directCost(f, project.uid, 'Subcontractor', '50.00', key(f.part));
  await directCost(f, project.uid, 'Vendor', '20.00', key(f.part));
}, 120_000);

afterAll(async () => {
  await api?.close();
});

/**
 * The fake subcontracts module: bid A's subcontract line on Plywood at 98.00 with an SCO of −12.50, and a purchase
 * order's line on Rebar at 150.00 with an SCO of +25.00.
 */
function fakeCommitments(): { module: ApiModule; calls: number[][] } {
  const calls: number[][] = [];
  const commitments: CommitmentsHook = async (_ctx, _db, projectIds) => {
    calls.push([...projectIds]);
    const answer: ProjectCommitments = {
      bids_under_subcontract: [bidA],
      lines: [
        { row_key: key(f.part), bid_id: bidA, original: '98.00', change_orders: '-12.50' },
        { row_key: key(f.rebar), bid_id: null, original: '150.00', change_orders: '25.00' },
      ],
    };
    return new Map(projectIds.includes(project.id) ? [[project.id, answer]] : []);
  };
  return { module: { name: 'fake-subcontracts', areas: [], commitments }, calls };
}

const columns = ['committed', 'final_run', 'sub_contractors', 'subcontractor_change_orders', 'sub_contract_totals', 'sub_billed', 'other_costs',
  'cost_to_date', 'final_cost', 'over_under_budget'] as const;
const byPart = (rows: readonly (Record<string, unknown> & { part: string | null })[]) =>
  Object.fromEntries(rows.map((r) => [r.part, columns.map((c) => r[c])]));

describe('the tracker committed by a module declaring commitments', () => {
  it("keeps today's rule without the module: the selected subcontractors' amounts, no SCOs", async () => {
    const snapshot = await trackerSnapshotJson({ tenantId: f.tenant }, api.db, project.uid, undefined, commitmentsFrom([]));
    expect(byPart(snapshot.rows)).toEqual({
      'Bid Test Plywood': [true, '145.00', '145.00', '0.00', '145.00', '50.00', '20.00', '70.00', '165.00', '-20.00'],
      'Tracker Test Rebar': [false, '200.00', '0.00', '0.00', '0.00', '0.00', '0.00', '0.00', '200.00', '0.00'],
    });
    expect(snapshot.buyout_savings.buyout_savings).toBe('0.00');
  });

  it('puts the subcontract lines in place of the bid under subcontract, adds the SCOs, and commits a PO row', async () => {
    const fake = fakeCommitments();
    const snapshot = await trackerSnapshotJson({ tenantId: f.tenant }, api.db, project.uid, billingFrom([]), commitmentsFrom([fake.module]));
    expect(fake.calls).toEqual([[project.id]]);
    // Plywood: 145.00 − 100.00 + 98.00 = 143.00, − 12.50 = 130.50; final cost max(130.50, 50.00) + 20.00 = 150.50.
    // Rebar: 150.00 + 25.00 = 175.00 committed: its final cost, 25.00 under budget.
    expect(byPart(snapshot.rows)).toEqual({
      'Bid Test Plywood': [true, '145.00', '143.00', '-12.50', '130.50', '50.00', '20.00', '70.00', '150.50', '-5.50'],
      'Tracker Test Rebar': [true, '200.00', '150.00', '25.00', '175.00', '0.00', '0.00', '0.00', '175.00', '25.00'],
    });
    // Buyout savings = (145.00 − 130.50) + (200.00 − 175.00) = 39.50; the sums follow the rows.
    expect(snapshot.buyout_savings.buyout_savings).toBe('39.50');
    expect(snapshot.totals.total).toMatchObject({
      sub_contractors: '293.00', subcontractor_change_orders: '12.50', sub_contract_totals: '305.50', final_cost: '325.50', cost_to_date: '70.00',
    });
  });

  it('changes nothing for a project the module has no commitments of', async () => {
    const other = await newProject(f);
    const bid = (await addBid(f, other.uid)).id;
    await bidTrade(f, bid, f.part, '1');
    const snapshot = await trackerSnapshotJson({ tenantId: f.tenant }, api.db, other.uid, undefined, commitmentsFrom([fakeCommitments().module]));
    expect(byPart(snapshot.rows)).toEqual({
      'Bid Test Plywood': [false, '12.35', '0.00', '0.00', '0.00', '0.00', '0.00', '0.00', '12.35', '0.00'],
    });
  });

  it('the overall tracker asks once for every project and sums each project committed', async () => {
    const fake = fakeCommitments();
    const overall = await overallJson({ tenantId: f.tenant }, api.db, [], undefined, commitmentsFrom([fake.module]));
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]).toContain(project.id);
    const listed = overall.projects.find((p) => p.project_uid === project.uid)!;
    expect(listed.figures).toMatchObject({ sub_contractors: '293.00', subcontractor_change_orders: '12.50', sub_contract_totals: '305.50', final_cost: '325.50' });
  });
});
