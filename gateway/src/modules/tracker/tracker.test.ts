import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dec, sum } from '@suite/money';
import { expectNoInternals, firstError, ROLE_IDS, startHarness, withGrant, type Harness } from '../../testkit.js';
import {
  ADD_LABOR, ADD_TRADE, DELETE_ROW, demoProject, expectFigures, expectTrackerAsRest, ok, OVERALL, PROJECT_TRACKER, rest,
  TRACKER_READS, unusedLevel, UPDATE_ROW,
} from './__fixtures__/tracker.js';

// The project tracker through the gateway (schema/tracker.graphql) over the real REST API (api/src/modules/tracker):
// docs/projects.md §2.11, §2.12, §7 Project tracker, §8 Tracker; docs/money.md §11.
const STATUSES: Record<string, string> = {
  Bidding: 'BIDDING', Pending: 'PENDING', Awarded: 'AWARDED', Lost: 'LOST', 'In Progress': 'IN_PROGRESS', Completed: 'COMPLETED',
  'Dead/Not-bid': 'DEAD_NOT_BID',
};
describe('tracker module', () => {
  let h: Harness;
  let admin: string;
  let estimator: string;
  let otherAdmin: string;
  let sub: string;
  let demo: { uid: string; tenant: number };
  // REST calls as made, the project ID and numeric ids put back as the route's parameters.
  const calls = () => h.calls.map((x) => `${x.method} ${x.path}`.split(encodeURIComponent(demo.uid)).join('{uid}').split(demo.uid).join('{uid}')
    .replace(/\/\d+(\/|$)/g, '/{id}$1')).sort();
  const reset = () => {
    h.calls.length = 0;
    h.served.length = 0;
  };
  const tracker = async () => (await ok(h, admin, PROJECT_TRACKER, { uid: demo.uid })).projectTracker;

  beforeAll(async () => {
    h = await startHarness();
    [admin, estimator, otherAdmin] = await Promise.all(['companyadmin@demo.test', 'estimator@demo.test', 'admin2@demo.test'].map((u) => h.login(u)));
    demo = await demoProject(h);
    // Role 13, acting in the demo company: no project_tracker at all (README Access: 403).
    const picked = await h.gql('mutation($c: Int!) { selectCompany(companyId: $c) { token } }', { c: demo.tenant }, await h.login('sub@demo.test'));
    sub = picked.data.selectCompany.token;
  }, 300_000);
  afterAll(async () => {
    await h?.close();
  });

  it('a demo In Progress project: the rows and six summaries in one REST call (one snapshot), equal to REST to the cent', async () => {
    reset();
    const t = await tracker();
    expect(calls()).toEqual(TRACKER_READS);
    expect(h.served.map((s) => `${s.method} ${s.path}`)).toEqual([`GET project-tracker/snapshot/projectuid/${demo.uid}`]);

    expect(t.projectUid).toBe(demo.uid);
    expect(new Set(t.rows.map((r: any) => r.type))).toEqual(new Set(['LABOR', 'DIRECT_TRADE']));
    expect(t.totals.rowCount).toBe(t.rows.length);
    expect(dec(t.totals.all.totalRevenue).gt(0)).toBe(true);
    await expectTrackerAsRest(h, admin, demo.uid, t);
    // The seed's transfer pair nets to zero (api/src/modules/tracker/seed.ts): the Project Total balances.
    expect(t.projectTotal).toMatchObject({ scopeTransferNet: '0.00', difference: '0.00', balanced: true });
    // Percent complete is REST's, a Percent within 0–100 (docs/money.md §11).
    for (const r of t.rows) expect(dec(r.figures.percentComplete).gte(0) && dec(r.figures.percentComplete).lte(100)).toBe(true);
  });

  it('any tracker field reads the one snapshot call, once per request and project (fields, fragments and aliases share it)', async () => {
    const only = async (selection: string) => {
      reset();
      await ok(h, admin, `query($uid: String!) { ${selection} }`, { uid: demo.uid });
      return calls();
    };
    expect(await only('projectTracker(projectUid: $uid) { totals { rowCount } }')).toEqual(TRACKER_READS);
    expect(await only('projectTracker(projectUid: $uid) { expectedOverhead overheadDrift }')).toEqual(TRACKER_READS);
    expect(await only('projectTracker(projectUid: $uid) { overhead ...F } } fragment F on ProjectTracker { contractorFee buyoutSavings'))
      .toEqual(TRACKER_READS);
    expect(await only('projectTracker(projectUid: $uid) { rows { id } projectTotal { balanced } }')).toEqual(TRACKER_READS);
    expect(await only(`a: projectTracker(projectUid: $uid) { ${'rows { id } totals { rowCount } overhead'} }
      b: projectTracker(projectUid: $uid) { rows { id } totals { rowCount } contractorFee }`)).toEqual(TRACKER_READS);
    // The project ID alone is the argument: nothing to read.
    expect(await only('projectTracker(projectUid: $uid) { projectUid }')).toEqual([]);
    expect(await only('projectTracker(projectUid: $uid) { projectUid __typename }')).toEqual([]);
  });

  it('holds and scope transfers change the row and the summaries; each write answers the row and the re-read tracker', async () => {
    const before = await tracker();
    const trade = before.rows.find((r: any) => r.type === 'DIRECT_TRADE' && r.part !== null)!;
    const labor = before.rows.find((r: any) => r.type === 'LABOR')!;
    const plus = (a: string, b: string) => sum([a, b]).toFixed(2);

    // Holds (docs/projects.md §8): the row's final cost grows by them (docs/money.md §11), and so do the sums.
    reset();
    const held = (await ok(h, admin, UPDATE_ROW, { id: trade.id, i: { holds: plus(trade.figures.holds, '150.25') } })).updateTrackerRow;
    // The write, then the whole tracker re-read in its one call, after the write's answer.
    expect(calls()).toEqual([...TRACKER_READS, 'PUT project-tracker/update/{id}'].sort());
    const put = h.served.find((s) => s.method === 'PUT')!;
    const reads = h.served.filter((s) => s.method === 'GET');
    expect(reads).toHaveLength(1);
    expect(reads[0]!.startedAt).toBeGreaterThan(put.endedAt);
    expect(held.row).toMatchObject({ id: trade.id, figures: { holds: plus(trade.figures.holds, '150.25'), scopeTransfer: trade.figures.scopeTransfer } });
    expect(held.row.figures.finalCost).toBe(plus(trade.figures.finalCost, '150.25'));
    expect(held.tracker.totals.all.holds).toBe(plus(before.totals.all.holds, '150.25'));
    expect(held.tracker.rows.find((r: any) => r.id === trade.id)).toEqual(held.row);
    await expectTrackerAsRest(h, admin, demo.uid, held.tracker);

    // A labor scope transfer onto an existing key (docs/projects.md §5): the row's adjusted budget and revenue, and the net transfer.
    reset();
    const moved = (await ok(h, admin, ADD_LABOR, { i: { projectUid: demo.uid, positionId: labor.position.id, levelId: labor.level.id, amount: '500.00' } }))
      .addLaborScopeTransfer;
    expect(calls()).toEqual([...TRACKER_READS, 'POST project-tracker/internal-labor/add-scope-transfer/projectuid/{uid}'].sort());
    expect(moved.row).toMatchObject({ id: labor.id, type: 'LABOR' });
    expect(moved.row.figures).toMatchObject({
      scopeTransfer: plus(labor.figures.scopeTransfer, '500'), adjustedBudget: plus(labor.figures.adjustedBudget, '500'),
      totalRevenue: plus(labor.figures.totalRevenue, '500'),
    });
    expect(moved.tracker.totals.generalConditions.scopeTransfer).toBe(plus(held.tracker.totals.generalConditions.scopeTransfer, '500'));
    expect(moved.tracker.projectTotal).toMatchObject({ scopeTransferNet: plus(held.tracker.projectTotal.scopeTransferNet, '500'), balanced: false });
    await expectTrackerAsRest(h, admin, demo.uid, moved.tracker);

    // A trade scope transfer taking it back: the Project Total balances again.
    reset();
    const back = (await ok(h, admin, ADD_TRADE, { i: {
      projectUid: demo.uid, divisionId: trade.division.id, subdivisionId: trade.subdivision.id, categoryId: trade.category.id,
      partId: trade.part.id, amount: '-500.00',
    } })).addTradeScopeTransfer;
    expect(calls()).toEqual([...TRACKER_READS, 'POST project-tracker/direct-trade/add-scope-transfer/projectuid/{uid}'].sort());
    expect(back.row.figures.scopeTransfer).toBe(plus(trade.figures.scopeTransfer, '-500'));
    expect(back.tracker.totals.totalDirectTrades.adjustedBudget).toBe(plus(moved.tracker.totals.totalDirectTrades.adjustedBudget, '-500'));
    expect(back.tracker.projectTotal).toMatchObject({ scopeTransferNet: held.tracker.projectTotal.scopeTransferNet, balanced: true });
    await expectTrackerAsRest(h, admin, demo.uid, back.tracker);
  });

  it('delete: a row with figures is refused (TRACKER_ROW_NOT_EMPTY); an all-zero row goes, and the tracker without it', async () => {
    const before = await tracker();
    const full = before.rows.find((r: any) => !r.deletable)!;
    reset();
    const refused = await h.gql(DELETE_ROW, { id: full.id }, admin);
    expect(firstError(refused)).toMatchObject({
      message: 'Only a record whose figures are all zero can be deleted.', extensions: { code: 'CONFLICT', reason: 'TRACKER_ROW_NOT_EMPTY' },
    });
    expectNoInternals(refused);
    expect(calls()).toEqual(['DELETE project-tracker/delete/{id}']);

    // A new key by a transfer, taken back to zero: a row whose every figure is 0 (it has no lines).
    const level = await unusedLevel(h, demo.tenant, before.rows);
    const added = (await ok(h, admin, ADD_LABOR, { i: { projectUid: demo.uid, ...level, amount: '100' } })).addLaborScopeTransfer;
    expect(added.row).toMatchObject({ type: 'LABOR', level: { id: level.levelId }, deletable: false, figures: { finalRun: '0.00', scopeTransfer: '100.00' } });
    expect(added.tracker.rows.map((r: any) => r.id)).toContain(added.row.id);
    const zero = (await ok(h, admin, ADD_LABOR, { i: { projectUid: demo.uid, ...level, amount: '-100' } })).addLaborScopeTransfer.row;
    expect(zero).toMatchObject({ id: added.row.id, deletable: true });
    expect(Object.values(zero.figures).every((v) => dec(v as string).isZero())).toBe(true);

    reset();
    const gone = (await ok(h, admin, DELETE_ROW, { id: zero.id })).deleteTrackerRow;
    expect(calls()).toEqual([...TRACKER_READS, 'DELETE project-tracker/delete/{id}'].sort());
    expect(gone.row).toBeNull();
    expect(gone.tracker.rows.map((r: any) => r.id)).not.toContain(zero.id);
    expect(gone.tracker.rows.map((r: any) => r.id)).toEqual(before.rows.map((r: any) => r.id));
    await expectTrackerAsRest(h, admin, demo.uid, gone.tracker);
    const again = await h.gql(DELETE_ROW, { id: zero.id }, admin);
    expect(firstError(again).extensions?.code).toBe('NOT_FOUND');
  });

  it("bad input is refused naming the input's field", async () => {
    const t = await tracker();
    const labor = t.rows.find((r: any) => r.type === 'LABOR')!;
    const other = t.rows.find((r: any) => r.type === 'LABOR' && r.position.id !== labor.position.id)!;
    const fields = async (query: string, variables: Record<string, unknown>) => {
      const res = await h.gql(query, variables, admin);
      expectNoInternals(res);
      const err = firstError(res);
      expect(err.extensions?.code, res.raw).toBe('BAD_USER_INPUT');
      return err.extensions!.fields;
    };
    expect(await fields(UPDATE_ROW, { id: labor.id, i: { holds: '1000000000000.00' } })).toEqual({ 'input.holds': 'Enter a valid amount.' });
    expect(await fields(UPDATE_ROW, { id: labor.id, i: { scopeTransfer: '-1000000000000' } })).toEqual({ 'input.scopeTransfer': 'Enter a valid amount.' });
    const transfer = { projectUid: demo.uid, positionId: labor.position.id, levelId: labor.level.id };
    expect(await fields(ADD_LABOR, { i: { ...transfer, amount: '0' } })).toEqual({ 'input.amount': 'Enter an amount other than zero.' });
    // A level of another position.
    expect(await fields(ADD_LABOR, { i: { ...transfer, positionId: other.position.id, amount: '5' } })).toEqual({ 'input.levelId': 'Not a valid level.' });
    h.calls.length = 0;
    expect(await fields(UPDATE_ROW, { id: 'x1', i: { holds: '1' } })).toEqual({ id: 'Not a valid id.' });
    expect(h.calls).toEqual([]);
    // Nothing changed.
    expect((await tracker()).rows).toEqual(t.rows);
  });

  it('another tenant gets not-found; no project_tracker read or write, and role 13, are refused', async () => {
    const t = await tracker();
    const row = t.rows[0];
    const level = { positionId: t.rows.find((r: any) => r.type === 'LABOR').position.id, levelId: t.rows.find((r: any) => r.type === 'LABOR').level.id };
    const code = async (token: string, query: string, variables: Record<string, unknown>) => {
      const res = await h.gql(query, variables, token);
      expectNoInternals(res);
      return firstError(res).extensions?.code;
    };
    reset();
    const missing = await h.gql(PROJECT_TRACKER, { uid: demo.uid }, otherAdmin);
    // One error for the tracker, not one per call.
    expect(missing.errors?.map((e) => [e.extensions?.code, e.path])).toEqual([['NOT_FOUND', ['projectTracker']]]);
    expect(calls()).toEqual(TRACKER_READS);
    expect(await code(otherAdmin, UPDATE_ROW, { id: row.id, i: { holds: '1' } })).toBe('NOT_FOUND');
    expect(await code(otherAdmin, DELETE_ROW, { id: row.id })).toBe('NOT_FOUND');
    expect(await code(otherAdmin, ADD_LABOR, { i: { projectUid: demo.uid, ...level, amount: '1' } })).toBe('NOT_FOUND');
    expect(await code(sub, PROJECT_TRACKER, { uid: demo.uid })).toBe('FORBIDDEN');
    expect(await code(sub, OVERALL, {})).toBe('FORBIDDEN');

    // Role 4 (estimator) reads the tracker only (api/src/auth/areas.ts), and not the overall tracker.
    expect((await ok(h, estimator, PROJECT_TRACKER, { uid: demo.uid })).projectTracker).toEqual(t);
    expect(await code(estimator, UPDATE_ROW, { id: row.id, i: { holds: '1' } })).toBe('FORBIDDEN');
    expect(await code(estimator, ADD_LABOR, { i: { projectUid: demo.uid, ...level, amount: '1' } })).toBe('FORBIDDEN');
    expect(await code(estimator, OVERALL, {})).toBe('FORBIDDEN');
    await withGrant(h.api, ROLE_IDS.estimator, 'project_tracker', { can_read: false, can_write: false }, async () => {
      expect(await code(estimator, PROJECT_TRACKER, { uid: demo.uid })).toBe('FORBIDDEN');
    });
    expect((await tracker()).rows).toEqual(t.rows);
  });

  it('the overall tracker: one REST call (status display values), figures equal to REST', async () => {
    for (const [statuses, query] of [[['IN_PROGRESS', 'COMPLETED'], 'status=In+Progress%2CCompleted'], [null, '']] as const) {
      reset();
      const overall = (await ok(h, admin, OVERALL, { s: statuses })).overallProjectTracker;
      expect(calls()).toEqual(['GET project-tracker/overall']);
      expect(h.served.map((s) => [s.path, s.query])).toEqual([['project-tracker/overall', query]]);
      const r = await rest(h, admin, `project-tracker/overall${query ? `?${query}` : ''}`);
      expect(overall.projects.length).toBe(r.projects.length);
      expect(overall.projects.length).toBeGreaterThan(0);
      if (statuses) expect(new Set(overall.projects.map((p: any) => p.status))).toEqual(new Set(statuses));
      overall.projects.forEach((p: any, i: number) => {
        const q = r.projects[i];
        expect({ ...p, figures: undefined }).toEqual({
          projectUid: q.project_uid, projectName: q.project_name, status: STATUSES[q.status],
          startDate: q.start_date, figures: undefined, overhead: q.overhead, contractorFee: q.contractor_fee, projectTotal: q.project_total,
          contractSumToDate: q.contract_sum_to_date, balanced: q.balanced, billingToDate: q.billing_to_date, paymentReceived: q.payment_received,
        });
        expectFigures(p.figures, q.figures, q.project_uid);
      });
      expectFigures(overall.all, r.total, 'all');
      expectFigures(overall.totalDirectTrades, r.total_direct_trades, 'totalDirectTrades');
      expectFigures(overall.generalConditions, r.general_conditions, 'generalConditions');
      expect([overall.overhead, overall.contractorFee, overall.procurementFees, overall.projectCost])
        .toEqual([r.overhead, r.contractor_fee, r.procurement_fees, r.project_cost]);
    }
    // The demo project's line: its tracker's Project Total.
    const line = (await ok(h, admin, OVERALL, { s: ['IN_PROGRESS'] })).overallProjectTracker.projects.find((p: any) => p.projectUid === demo.uid);
    expect(line.projectTotal).toBe((await tracker()).projectTotal.projectTotal);
  });
});
