import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS, startTestApi, withGrant, type TestApi } from '../../testing.js';
import {
  addBid, bidLabor, bidTrade, dcLabor, dcTrade, directCost, expectOk, newProject, pcoWith, send, trackerFixture, type TrackerFixture,
} from './fixture.js';
import { agreement, holdDuring, type Snapshot } from './snapshot-checks.js';

// GET project-tracker/snapshot/projectuid/{uid} (snapshot.ts; README.md Routes): the rows and the six summaries in one
// answer from one REPEATABLE READ transaction, each part as its own route answers it, and the seven figures agreeing
// with each other while the project changes underneath.

let api: TestApi;
let f: TrackerFixture;
let project: { id: number; uid: string };
/** The bid labor line the writers change (its total, burden, overhead and profit move together). */
let line: number;

const snapshotOf = async (uid: string, token = f.tokens.companyAdmin): Promise<Snapshot> =>
  (await expectOk(f, 'GET', `project-tracker/snapshot/projectuid/${uid}`, undefined, 200, token)).data;

beforeAll(async () => {
  api = await startTestApi();
  f = await trackerFixture(api);
  project = await newProject(f, { total_markup: '10' });
  const bid = await addBid(f, project.uid);
  line = (await bidLabor(f, bid.id, f.level, '2', '1.5')).data.id;
  await bidTrade(f, bid.id, f.part, '10');
  await pcoWith(f, project.uid, { labor: [[f.level, '1', '1']], trades: [[f.anchor, '4']] }, true);
  const payroll = await directCost(f, project.uid, 'Payroll');
  await dcLabor(f, payroll.id, f.otherLevel, '1', '8');
  await directCost(f, project.uid, 'Vendor', '980');
}, 120_000);

afterAll(async () => {
  await api?.close();
});

describe('the tracker snapshot', () => {
  it('answers each part exactly as its own route does, the rows with the same ids and order', async () => {
    // A new key (a trade line on Rebar): its row gets its id from the snapshot's read, as from the rows route's.
    const bid = await addBid(f, project.uid);
    await bidTrade(f, bid.id, f.rebar, '3');
    const snapshot = await snapshotOf(project.uid.toLowerCase());
    const at = async (route: string) => (await expectOk(f, 'GET', route.replace('{uid}', project.uid))).data;
    expect(snapshot).toEqual({
      project_uid: project.uid,
      rows: await at('project-tracker/projectuid/{uid}'),
      totals: await at('calculate-project-tracker/projectuid/{uid}'),
      contractor_fee: await at('calculate-project-tracker/ccllc-fee/projectuid/{uid}'),
      overhead: await at('calculate-project-tracker/overhead/projectuid/{uid}'),
      expected_overhead: await at('calculate-project-tracker/expected-overhead-cost/projectuid/{uid}'),
      buyout_savings: await at('calculate-project-tracker/buyout-savings/projectuid/{uid}'),
      project_total: await at('project-tracker/total-project-cost/projectuid/{uid}'),
    });
    expect(snapshot.rows.map((r) => r.id).every((id) => id > 0)).toBe(true);
    expect(snapshot.rows.find((r) => r.part_id === f.rebar)).toMatchObject({ final_run: '15.00' });
    expect(agreement(snapshot)).toEqual({ total: snapshot.project_total.project_total, net: snapshot.project_total.scope_transfer_net });
    expect(snapshot.project_total.balanced).toBe(true);
  });

  it("access as the seven routes: another company's project 404, no project_tracker read or role 13: 403", async () => {
    const url = `project-tracker/snapshot/projectuid/${project.uid}`;
    expect((await send(f, 'GET', url, undefined, f.tokens.secondAdmin)).status).toBe(404);
    expect((await send(f, 'GET', 'project-tracker/snapshot/projectuid/NO_SUCH_PROJECT')).status).toBe(404);
    expect((await snapshotOf(project.uid, f.tokens.estimator)).rows.length).toBeGreaterThan(0);
    expect((await send(f, 'GET', url, undefined, f.tokens.subInTenant1)).status).toBe(403);
    await withGrant(api, ROLE_IDS.estimator, 'project_tracker', { can_read: false }, async () => {
      expect((await send(f, 'GET', url, undefined, f.tokens.estimator)).status).toBe(403);
    });
    expect((await send(f, 'GET', url)).status).toBe(200);
  });

  it('a write landing between the statements of a snapshot is not seen by any of them (separate reads would disagree)', async () => {
    // Separate reads in separate transactions, a write between them: Σ rows' revenue + overhead + fee is not the
    // Project Total they answer (what the seven calls could show).
    const rows = (await expectOk(f, 'GET', `project-tracker/projectuid/${project.uid}`)).data;
    await expectOk(f, 'PUT', `division/internallabour/${line}`, { units: '2.5' });
    const at = async (route: string) => (await expectOk(f, 'GET', `${route}/projectuid/${project.uid}`)).data;
    const mixed = { rows, overhead: await at('calculate-project-tracker/overhead'), contractor_fee: await at('calculate-project-tracker/ccllc-fee'),
      project_total: await at('project-tracker/total-project-cost') } as Snapshot;
    expect(agreement(mixed).total).not.toBe(mixed.project_total.project_total);

    // The same write landing inside a snapshot, after its rows statement and before the project's money: a second
    // connection is needed, so PostgreSQL only (PGlite has one connection, which the snapshot holds).
    if (!process.env.DATABASE_URL) return;
    const before = await snapshotOf(project.uid);
    const during = await holdDuring(api.db, /with chosen as materialized/, () => expectOk(f, 'PUT', `division/internallabour/${line}`, { units: '3' }),
      () => snapshotOf(project.uid));
    expect(during).toEqual(before);
    const after = await snapshotOf(project.uid);
    expect(after.project_total.project_total).not.toBe(before.project_total.project_total);
    expect(agreement(after)).toEqual({ total: after.project_total.project_total, net: after.project_total.scope_transfer_net });
  });

  it('writers changing bid lines, direct costs and holds while snapshots are read: in every snapshot the seven figures agree to the cent', async () => {
    const row = (await snapshotOf(project.uid)).rows.find((r) => r.typee === 'IL')!;
    const vendor = await directCost(f, project.uid, 'Vendor');
    const dcLine = (await dcTrade(f, vendor.id, f.part, '1')).data.id;
    let writing = true;
    const writes: number[] = [0, 0, 0];
    const writer = async (k: number, write: (i: number) => Promise<unknown>) => {
      for (let i = 1; writing; i += 1) {
        await write(i);
        writes[k]! += 1;
      }
    };
    const writers = [
      writer(0, (i) => expectOk(f, 'PUT', `division/internallabour/${line}`, { units: String(1 + (i % 7) / 4) })),
      writer(1, (i) => expectOk(f, 'PUT', `directtrade/DC/${dcLine}`, { units: String(1 + (i % 5)) })),
      writer(2, (i) => expectOk(f, 'PUT', `project-tracker/update/${row.id}`, { holds: String(i % 9), scope_transfer: String(i % 3) })),
    ];
    const seen = new Set<string>();
    try {
      for (let i = 0; i < 25; i += 1) {
        const [a, b] = await Promise.all([snapshotOf(project.uid), snapshotOf(project.uid)]);
        for (const s of [a, b]) {
          expect(agreement(s)).toEqual({ total: s.project_total.project_total, net: s.project_total.scope_transfer_net });
          seen.add(`${s.project_total.project_total}|${s.totals.total.direct_cost_totals}|${s.totals.total.holds}`);
        }
      }
    } finally {
      writing = false;
      await Promise.all(writers);
    }
    // The writes landed between the reads: the snapshots saw many states.
    expect(writes.every((n) => n > 0), JSON.stringify(writes)).toBe(true);
    expect(seen.size).toBeGreaterThan(1);
  });
});
