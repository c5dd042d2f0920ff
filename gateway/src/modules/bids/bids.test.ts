import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dec, round2, sum, toMoneyString } from '@suite/money';
import { allOverlap, expectNoInternals, firstError, ROLE_IDS, startHarness, withGrant, type Harness } from '../../testkit.js';

// Bid sheets through the gateway (schema/bids.graphql) over the real REST API and its demo data (api bids/seed.ts).
const TOTALS = 'totals { labor burden trades subTotal overhead profit totalCost }';
const BID = `id projectUid label scopeOfWork isAlternate status pricingMode version division { id name } subdivision { id name }
  subcontractors { id name total selected lowest } selectedSubcontractor { id name total } ${TOTALS}
  laborLines { id bidId costCode position { id name } level { id name } quantity units costPerUnit total overhead budgetTotal notes }
  tradeLines { id bidId part { id name } category { id name } subdivision { id name } costPerUnit units unitOfMeasure total notes
    amounts { subcontractorId subcontractorName amount } }`;
const PROJECT_TOTALS = 'project { uid totalCost totals { bidTotals overheadCost profitCost totalCost } }';
const BIDS = `query($uid: String!) { bids(projectUid: $uid) { ${BID} } }`;
const ONE = `query($id: ID!) { bid(id: $id) { ${BID} } }`;
const ADD_BID = `mutation($input: AddBidInput!) { addBid(input: $input) { id version status subcontractors { id } ${TOTALS} } }`;
const ADD_LABOR = `mutation($bidId: ID!, $input: LaborLineInput!) { addLaborLine(bidId: $bidId, input: $input) {
  id version ${TOTALS} laborLines { id total overhead } ${PROJECT_TOTALS} } }`;
const ADD_TRADE = `mutation($bidId: ID!, $input: TradeLineInput!) { addTradeLine(bidId: $bidId, input: $input) {
  id version ${TOTALS} subcontractors { id total selected lowest } tradeLines { id total amounts { subcontractorId amount } } ${PROJECT_TOTALS} } }`;
const SELECT = `mutation($bidId: ID!, $sub: ID, $v: Int!) { selectBidSubcontractor(bidId: $bidId, subcontractorId: $sub, expectedVersion: $v) {
  id version selectedSubcontractor { id total } ${TOTALS} ${PROJECT_TOTALS} } }`;
const UPDATE_BID = 'mutation($id: ID!, $input: UpdateBidInput!) { updateBid(id: $id, input: $input) { id label version } }';
const OPEN = `mutation($id: ID!) { openBidForEdit(bidId: $id) {
  __typename ... on BidLeaseGranted { bid { id version } lease { holderName expiresAt mine } }
  ... on BidLocked { message holderName expiresAt } } }`;
const RELEASE = 'mutation($id: ID!) { releaseBid(bidId: $id) }';
const DELETE_BID = 'mutation($id: ID!, $v: Int!) { deleteBid(id: $id, expectedVersion: $v) { uid totalCost totals { totalCost } } }';
const MONEY = /^-?\d+\.\d{2}$/;

describe('bids module', () => {
  let h: Harness;
  let admin: string;
  let fullUser: string;
  let estimator: string;
  let otherAdmin: string;
  let rest: (path: string, token?: string) => Promise<any>;
  // REST calls as made, with ids and project IDs put back as the route's parameter.
  const calls = () => h.calls.map((c) => `${c.method} ${c.path}`
    .replace(/^(GET setup\/bid\/projectuid\/)[^/]+$/, '$1{projectUid}').replace(/\/\d+$/, '/{id}'));

  beforeAll(async () => {
    h = await startHarness();
    [admin, fullUser, estimator, otherAdmin] = await Promise.all(
      ['companyadmin@demo.test', 'fulluser@demo.test', 'estimator@demo.test', 'admin2@demo.test'].map((u) => h.login(u)));
    rest = async (path, token = admin) => {
      const res = await fetch(`${h.api.url}/api/v1/${path}`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status, path).toBe(200);
      return ((await res.json()) as { data: unknown }).data;
    };
  });
  afterAll(async () => {
    await h?.close();
  });
  /** The bid's version as stored now: every bid write sends it back as expectedVersion (issue 30 §5). */
  const version = async (id: string | number) =>
    (await h.api.db.selectFrom('bids').select('version').where('id', '=', Number(id)).executeTakeFirstOrThrow()).version;

  /** The demo projects (tenant 1) by status, with their bid counts. */
  async function demoProject(status: string, minBids = 1): Promise<{ uid: string; id: number; bids: number }> {
    const row = await h.api.db.selectFrom('projects as p')
      .leftJoin('bids as b', (j) => j.onRef('b.tenant_id', '=', 'p.tenant_id').onRef('b.project_id', '=', 'p.id'))
      .select(({ fn }) => ['p.project_uid', 'p.id', fn.count<number>('b.id').as('bids')])
      .where('p.status', '=', status).where('p.project_uid', 'like', 'DC_%').groupBy(['p.tenant_id', 'p.id', 'p.project_uid'])
      .having(({ fn }) => fn.count('b.id'), '>=', minBids).orderBy('p.id').executeTakeFirstOrThrow();
    return { uid: row.project_uid, id: row.id, bids: Number(row.bids) };
  }

  it("a project's bids with lines, amounts and totals: two REST calls side by side, whatever the number of bids", async () => {
    const many = await demoProject('Awarded', 5);
    h.calls.length = 0;
    const res = await h.gql(BIDS, { uid: many.uid }, fullUser);
    expect(res.errors, res.raw).toBeUndefined();
    expect(res.data.bids).toHaveLength(many.bids);
    expect(calls().sort()).toEqual(['GET bidsheet/lines', 'GET setup/bid/projectuid/{projectUid}']);
    expect(allOverlap(h.calls)).toBe(true);
    // Exactly what REST says, decimal strings untouched.
    const [restBids, restLines] = await Promise.all([rest(`setup/bid/projectuid/${many.uid}`), rest(`bidsheet/lines?project_uid=${many.uid}`)]);
    const first = res.data.bids[0];
    expect(first.totals).toEqual({
      labor: restBids[0].labor_total, burden: restBids[0].burden_total, trades: restBids[0].trades_total, subTotal: restBids[0].total_cost,
      overhead: restBids[0].calculated_overhead, profit: restBids[0].calculated_profit, totalCost: restBids[0].bidsheet_total_cost,
    });
    const lines = res.data.bids.flatMap((b: any) => [...b.laborLines, ...b.tradeLines]);
    expect(lines).toHaveLength(restLines.labor.length + restLines.trades.length);
    for (const b of res.data.bids) {
      for (const l of b.laborLines) expect(l.bidId).toBe(b.id);
      for (const t of b.tradeLines) {
        expect(t.amounts.map((a: any) => a.subcontractorId)).toEqual(b.subcontractors.map((s: any) => s.id));
        for (const a of t.amounts) expect(a.amount).toMatch(MONEY);
      }
      expect(Object.values(b.totals).every((v) => MONEY.test(v as string))).toBe(true);
      // Bid leveling: a subcontractor's total is Σ its amounts; the lowest that quoted is flagged.
      for (const s of b.subcontractors) {
        expect(s.total).toBe(toMoneyString(sum(b.tradeLines.map((t: any) => t.amounts.find((a: any) => a.subcontractorId === s.id).amount))));
      }
      const quoted = b.subcontractors.filter((s: any) => dec(s.total).gt(0));
      if (quoted.length > 0) {
        const low = quoted.reduce((a: any, s: any) => (dec(s.total).lt(a.total) ? s : a));
        expect(b.subcontractors.find((s: any) => s.lowest).id).toBe(low.id);
      }
    }
    expect(res.data.bids.filter((b: any) => b.isAlternate)).toHaveLength(1);
    expect(res.data.bids.some((b: any) => b.selectedSubcontractor !== null)).toBe(true);

    // One bid: the same two calls; through Project.bids, one more for the project itself.
    const single = await h.gql('mutation($i: AddBidInput!) { addBid(input: $i) { id } }', { i: await newBidInput() }, admin);
    expect(single.errors, single.raw).toBeUndefined();
    const oneUid = (await newBidInput()).projectUid;
    h.calls.length = 0;
    const one = await h.gql(BIDS, { uid: oneUid }, fullUser);
    expect(one.errors, one.raw).toBeUndefined();
    expect(one.data.bids).toHaveLength(1);
    expect(one.data.bids).toHaveLength(1);
    expect(calls().sort()).toEqual(['GET bidsheet/lines', 'GET setup/bid/projectuid/{projectUid}']);
    h.calls.length = 0;
    const viaProject = await h.gql('query($id: ID!) { project(id: $id) { uid bids { id laborLines { id } tradeLines { id } } } }', { id: String(many.id) }, fullUser);
    expect(viaProject.errors, viaProject.raw).toBeUndefined();
    expect(viaProject.data.project.bids).toHaveLength(many.bids);
    expect(calls().sort()).toEqual(['GET bidsheet/lines', 'GET projects/{id}', 'GET setup/bid/projectuid/{projectUid}']);
  });

  it('bids loaded one by one share one batched lines call; a bid and its lines are fetched side by side', async () => {
    const p = await demoProject('Completed', 5);
    const ids = (await rest(`setup/bid/projectuid/${p.uid}`)).map((b: { id: number }) => String(b.id));
    h.calls.length = 0;
    const one = await h.gql(ONE, { id: ids[0] }, fullUser);
    expect(one.errors, one.raw).toBeUndefined();
    expect(calls().sort()).toEqual(['GET bidsheet/lines', 'GET setup/bid/{id}']);
    expect(allOverlap(h.calls)).toBe(true);
    h.calls.length = 0;
    const three = await h.gql(`query($a: ID!, $b: ID!, $c: ID!) { a: bid(id: $a) { id laborLines { id } tradeLines { id } }
      b: bid(id: $b) { id tradeLines { id } } c: bid(id: $c) { id laborLines { id } } }`, { a: ids[0], b: ids[1], c: ids[2] }, fullUser);
    expect(three.errors, three.raw).toBeUndefined();
    expect(calls().sort()).toEqual(['GET bidsheet/lines', 'GET setup/bid/{id}', 'GET setup/bid/{id}', 'GET setup/bid/{id}']);
    expect(three.data.a.tradeLines.length).toBeGreaterThan(0);
  });

  let bidding: { uid: string; id: number };
  async function newBidInput() {
    bidding ??= await demoProject('Bidding', 0);
    const subdivision = await h.api.db.selectFrom('catalogue_subdivisions as s')
      .innerJoin('catalogue_divisions as d', (j) => j.onRef('d.tenant_id', '=', 's.tenant_id').onRef('d.id', '=', 's.division_id'))
      .innerJoin('projects as p', (j) => j.onRef('p.tenant_id', '=', 's.tenant_id'))
      .select(['s.id', 's.division_id']).where('p.id', '=', bidding.id).where('s.subdivision_name', '=', '09 20 00 Plaster and Gypsum Board')
      .executeTakeFirstOrThrow();
    const subs = await h.api.db.selectFrom('subcontractor_subdivisions as ss')
      .innerJoin('subcontractors as c', (j) => j.onRef('c.tenant_id', '=', 'ss.tenant_id').onRef('c.id', '=', 'ss.subcontractor_id'))
      .select('c.id').where('ss.subdivision_id', '=', subdivision.id).where('c.is_active', '=', true).orderBy('c.id').limit(2).execute();
    return {
      projectUid: bidding.uid, divisionId: String(subdivision.division_id), subdivisionId: String(subdivision.id),
      subcontractorIds: subs.map((s) => String(s.id)), label: 'Drywall', scopeOfWork: 'Partitions',
    };
  }

  it('each change answers the bid with its new §7 totals and the project with its new §8 totals', async () => {
    const added = await h.gql(ADD_BID, { input: await newBidInput() }, admin);
    expect(added.errors, added.raw).toBeUndefined();
    const bid = added.data.addBid;
    expect(bid.status).toBe('pending');
    expect(bid.totals.totalCost).toBe('0.00');
    const level = await h.api.db.selectFrom('levels as l').innerJoin('positions as p', (j) => j.onRef('p.tenant_id', '=', 'l.tenant_id').onRef('p.id', '=', 'l.position_id'))
      .select(['l.id', 'l.position_id']).where('p.name', '=', 'Superintendent').where('p.tenant_id', '=', (await h.api.db.selectFrom('projects').select('tenant_id').where('id', '=', bidding.id).executeTakeFirstOrThrow()).tenant_id)
      .executeTakeFirstOrThrow();
    const labor = await h.gql(ADD_LABOR, { bidId: bid.id, input: {
      positionId: String(level.position_id), levelId: String(level.id), quantity: '2', units: '3', costPerUnit: '1999.99', notes: 'Super',
      expectedVersion: bid.version,
    } }, admin);
    expect(labor.errors, labor.raw).toBeUndefined();
    const withLabor = labor.data.addLaborLine;
    expect(withLabor.version).toBeGreaterThan(bid.version);
    expect(withLabor.laborLines[0].total).toBe('11999.94'); // round2(2 × 3 × 1999.99), docs/money.md §5
    expect(withLabor.totals.labor).toBe('11999.94');
    expect(withLabor.totals.burden).toBe(withLabor.laborLines[0].overhead);
    const totalsNow = await rest(`projectuid/${bidding.uid}`);
    expect(withLabor.project.totals.totalCost).toBe(totalsNow.TotalCost);
    expect(withLabor.project.totalCost).toBe(totalsNow.TotalCost);

    const part = await h.api.db.selectFrom('catalogue_parts as p').innerJoin('catalogue_categories as c', (j) => j.onRef('c.tenant_id', '=', 'p.tenant_id').onRef('c.id', '=', 'p.category_id'))
      .select(['p.id', 'p.category_id', 'c.subdivision_id', 'p.cost_per_unit']).where('p.part_hold', '=', 'Gypsum board, 5/8 in Type X, hung and taped')
      .where('c.subdivision_id', '=', Number((await newBidInput()).subdivisionId)).executeTakeFirstOrThrow();
    const [subA, subB] = (await newBidInput()).subcontractorIds as [string, string];
    const trade = await h.gql(ADD_TRADE, { bidId: bid.id, input: {
      subdivisionId: String(part.subdivision_id), categoryId: String(part.category_id), partId: String(part.id), units: '1000',
      amounts: [{ subcontractorId: subA, amount: '3100.00' }, { subcontractorId: subB, amount: '2875.50' }], expectedVersion: withLabor.version,
    } }, admin);
    expect(trade.errors, trade.raw).toBeUndefined();
    const withTrade = trade.data.addTradeLine;
    const lineTotal = toMoneyString(round2(dec(part.cost_per_unit).times(1000)));
    expect(withTrade.tradeLines[0].total).toBe(lineTotal);
    expect(withTrade.totals.trades).toBe(lineTotal);
    expect(withTrade.totals.subTotal).toBe(toMoneyString(dec('11999.94').plus(lineTotal)));
    expect(withTrade.subcontractors).toEqual([
      { id: subA, total: '3100.00', selected: false, lowest: false }, { id: subB, total: '2875.50', selected: false, lowest: true },
    ]);

    const selected = await h.gql(SELECT, { bidId: bid.id, sub: subB, v: withTrade.version }, admin);
    expect(selected.errors, selected.raw).toBeUndefined();
    const s = selected.data.selectBidSubcontractor;
    expect(s.selectedSubcontractor).toEqual({ id: subB, total: '2875.50' });
    expect(s.totals.trades).toBe('2875.50'); // the selected subcontractor's total replaces the lines' (§7)
    const after = await rest(`projectuid/${bidding.uid}`);
    expect(s.project.totals).toEqual({ bidTotals: after.BidTotals, overheadCost: after.OverheadCost, profitCost: after.ProfitCost, totalCost: after.TotalCost });
    expect(s.project.totalCost).toBe(after.TotalCost);

    // A stale version is refused with the REST reason; nothing is written.
    const stale = await h.gql(UPDATE_BID, { id: bid.id, input: { label: 'Stale', expectedVersion: bid.version } }, admin);
    expect(firstError(stale).extensions).toMatchObject({ code: 'CONFLICT', reason: 'BID_VERSION_CONFLICT' });
    expectNoInternals(stale);
    expect((await rest(`setup/bid/${bid.id}`)).label).toBe('Drywall');

    const deleted = await h.gql(DELETE_BID, { id: bid.id, v: await version(bid.id) }, admin);
    expect(deleted.errors, deleted.raw).toBeUndefined();
    const afterDelete = await rest(`projectuid/${bidding.uid}`);
    expect(deleted.data.deleteBid).toEqual({ uid: bidding.uid, totalCost: afterDelete.TotalCost, totals: { totalCost: afterDelete.TotalCost } });
  });

  it('the other writes map to their REST routes and answer the bid: subcontractors, pricing mode, alternate, line edits and deletes', async () => {
    const input = await newBidInput();
    const [subA, subB] = input.subcontractorIds as [string, string];
    const added = await h.gql(ADD_BID, { input: { ...input, subcontractorIds: [subA] } }, admin);
    expect(added.errors, added.raw).toBeUndefined();
    const id = added.data.addBid.id;
    const level = await h.api.db.selectFrom('levels').select(['id', 'position_id', 'rate_per_hour', 'rate_per_week'])
      .where('name', '=', 'General').orderBy('id').executeTakeFirstOrThrow();
    const part = await h.api.db.selectFrom('catalogue_parts as p')
      .innerJoin('catalogue_categories as c', (j) => j.onRef('c.tenant_id', '=', 'p.tenant_id').onRef('c.id', '=', 'p.category_id'))
      .select(['p.id', 'p.category_id', 'c.subdivision_id']).where('c.subdivision_id', '=', Number(input.subdivisionId)).orderBy('p.id')
      .executeTakeFirstOrThrow();
    const gql = async (query: string, variables: Record<string, unknown>) => {
      h.calls.length = 0;
      const res = await h.gql(query, variables, admin);
      expect(res.errors, res.raw).toBeUndefined();
      return Object.values(res.data)[0] as any;
    };
    const subs = await gql('mutation($id: ID!, $s: [ID!]!, $v: Int!) { addBidSubcontractors(bidId: $id, subcontractorIds: $s, expectedVersion: $v) { subcontractors { id } } }', { id, s: [subB], v: await version(id) });
    expect(subs.subcontractors.map((s: any) => s.id)).toEqual([subA, subB]);
    expect(calls()).toEqual(['PUT bidsheet/addsubcontractor/{id}']);
    const removed = await gql('mutation($id: ID!, $s: ID!, $v: Int!) { removeBidSubcontractor(bidId: $id, subcontractorId: $s, expectedVersion: $v) { subcontractors { id } } }', { id, s: subA, v: await version(id) });
    expect(removed.subcontractors.map((s: any) => s.id)).toEqual([subB]);
    expect(calls()).toEqual(['PUT contractorremove/bidsheet']);

    const labor = await gql(`mutation($id: ID!, $i: LaborLineInput!) { addLaborLine(bidId: $id, input: $i) { version laborLines { id units costPerUnit total } } }`,
      { id, i: { positionId: String(level.position_id), levelId: String(level.id), quantity: '1', units: '2', expectedVersion: await version(id) } });
    const line = labor.laborLines[0];
    expect(dec(line.costPerUnit).eq(level.rate_per_week)).toBe(true); // a new bid prices by the week (§5)
    const hourly = await gql('mutation($id: ID!, $v: Int!) { setBidPricingMode(bidId: $id, mode: HOURLY, expectedVersion: $v) { pricingMode laborLines { units costPerUnit } } }', { id, v: await version(id) });
    expect(hourly.pricingMode).toBe('HOURLY');
    expect(dec(hourly.laborLines[0].units).eq(80)).toBe(true); // 2 weeks × 40 hours
    expect(calls().sort()).toEqual(['GET bidsheet/lines', 'PUT bidsheet/switchstatus/{id}']);
    const edited = await gql(`mutation($l: ID!, $i: LaborLineInput!) { updateLaborLine(id: $l, input: $i) { laborLines { id quantity notes } } }`,
      { l: line.id, i: { positionId: String(level.position_id), levelId: String(level.id), quantity: '3', units: '10', notes: 'Night shift', expectedVersion: await version(id) } });
    expect(edited.laborLines).toEqual([{ id: line.id, quantity: expect.stringMatching(/^3\.0+$/), notes: 'Night shift' }]);

    const trade = await gql(`mutation($id: ID!, $i: TradeLineInput!) { addTradeLine(bidId: $id, input: $i) { tradeLines { id units amounts { amount } } } }`,
      { id, i: { subdivisionId: String(part.subdivision_id), categoryId: String(part.category_id), partId: String(part.id), units: '5', expectedVersion: await version(id) } });
    const tradeId = trade.tradeLines[0].id;
    expect(trade.tradeLines[0].amounts).toEqual([{ amount: '0.00' }]);
    const quoted = await gql(`mutation($t: ID!, $i: TradeLineInput!) { updateTradeLine(id: $t, input: $i) { tradeLines { units amounts { subcontractorId amount } } } }`,
      { t: tradeId, i: { subdivisionId: String(part.subdivision_id), categoryId: String(part.category_id), partId: String(part.id), units: '7',
        amounts: [{ subcontractorId: subB, amount: '1234.56' }], expectedVersion: await version(id) } });
    expect(quoted.tradeLines).toEqual([{ units: expect.stringMatching(/^7\.0+$/), amounts: [{ subcontractorId: subB, amount: '1234.56' }] }]);

    const alternate = await gql('mutation($id: ID!, $v: Int!) { setBidAlternate(id: $id, isAlternate: true, expectedVersion: $v) { isAlternate } }', { id, v: await version(id) });
    expect(alternate.isAlternate).toBe(true);
    expect(calls()).toEqual(['PUT setup/bid/{id}']);
    const noTrade = await gql('mutation($t: ID!, $v: Int!) { deleteTradeLine(id: $t, expectedVersion: $v) { tradeLines { id } totals { trades } } }', { t: tradeId, v: await version(id) });
    expect(noTrade).toEqual({ tradeLines: [], totals: { trades: '0.00' } });
    const noLabor = await gql('mutation($l: ID!, $v: Int!) { deleteLaborLine(id: $l, expectedVersion: $v) { laborLines { id } totals { labor burden } } }', { l: line.id, v: await version(id) });
    expect(noLabor).toEqual({ laborLines: [], totals: { labor: '0.00', burden: '0.00' } });
    const names = await gql('query($id: ID!) { project(id: $id) { bidDivisionNames } }', { id: String(bidding.id) });
    expect(names.bidDivisionNames).toContain('Finishes');
    await h.gql(DELETE_BID, { id, v: await version(id) }, admin);
  });

  it('a bid or PCO mutation without expectedVersion is a GraphQL validation error and reaches no REST write', async () => {
    for (const mutation of [
      'mutation { deleteBid(id: "1") { uid } }', 'mutation { addBidSubcontractors(bidId: "1", subcontractorIds: ["2"]) { id } }',
      'mutation { removeBidSubcontractor(bidId: "1", subcontractorId: "2") { id } }', 'mutation { selectBidSubcontractor(bidId: "1", subcontractorId: null) { id } }',
      'mutation { setBidPricingMode(bidId: "1", mode: HOURLY) { id } }', 'mutation { setBidAlternate(id: "1", isAlternate: true) { id } }',
      'mutation { deleteLaborLine(id: "1") { id } }', 'mutation { deleteTradeLine(id: "1") { id } }', 'mutation { updateBid(id: "1", input: { label: "x" }) { id } }',
      'mutation { setPcoStatus(id: "1", status: ACCEPTED) { id } }', 'mutation { deletePco(id: "1") { uid } }',
      'mutation { deletePcoLaborLine(id: "1") { id } }', 'mutation { deletePcoTradeLine(id: "1") { id } }',
      'mutation { updatePco(id: "1", input: { title: "x" }) { id } }',
    ]) {
      h.calls.length = 0;
      const res = await h.gql(mutation, {}, admin);
      expect(firstError(res).extensions?.code, mutation).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(firstError(res).message, mutation).toMatch(/expectedVersion/);
      expect(h.calls, mutation).toEqual([]);
    }
  });

  it('two changes in one operation: each answers the project totals after itself', async () => {
    const added = await h.gql(ADD_BID, { input: await newBidInput() }, admin);
    const id = added.data.addBid.id;
    const level = await h.api.db.selectFrom('levels').select(['id', 'position_id']).where('name', '=', 'General').orderBy('id').executeTakeFirstOrThrow();
    const line = (units: string) => ({ positionId: String(level.position_id), levelId: String(level.id), quantity: '1', units, costPerUnit: '1000' });
    const res = await h.gql(`mutation($id: ID!, $a: LaborLineInput!, $b: LaborLineInput!) {
      a: addLaborLine(bidId: $id, input: $a) { totals { labor } project { totals { totalCost } bids { id totals { labor } } } }
      b: addLaborLine(bidId: $id, input: $b) { totals { labor } project { totals { totalCost } bids { id totals { labor } } } } }`,
    { id, a: { ...line('1'), expectedVersion: await version(id) }, b: { ...line('2'), expectedVersion: (await version(id)) + 1 } }, admin);
    expect(res.errors, res.raw).toBeUndefined();
    expect([res.data.a.totals.labor, res.data.b.totals.labor]).toEqual(['1000.00', '3000.00']);
    const labor = (r: any) => r.project.bids.find((b: any) => b.id === id).totals.labor;
    expect([labor(res.data.a), labor(res.data.b)]).toEqual(['1000.00', '3000.00']);
    expect(res.data.b.project.totals.totalCost).toBe((await rest(`projectuid/${bidding.uid}`)).TotalCost);
    expect(res.data.a.project.totals.totalCost).not.toBe(res.data.b.project.totals.totalCost);
    await h.gql(DELETE_BID, { id, v: await version(id) }, admin);
  });

  it('openBidForEdit: granted to the first user, BidLocked with the holder for a second one, whose writes are refused', async () => {
    const added = await h.gql(ADD_BID, { input: await newBidInput() }, admin);
    const id = added.data.addBid.id;
    const granted = await h.gql(OPEN, { id }, admin);
    expect(granted.errors, granted.raw).toBeUndefined();
    expect(granted.data.openBidForEdit).toMatchObject({ __typename: 'BidLeaseGranted', bid: { id }, lease: { holderName: 'Olivia Owner', mine: true } });
    const locked = await h.gql(OPEN, { id }, fullUser);
    expect(locked.errors, locked.raw).toBeUndefined();
    expect(locked.data.openBidForEdit).toEqual({
      __typename: 'BidLocked', message: 'Someone else is already modifying this bid. Kindly try after some time.',
      holderName: 'Olivia Owner', expiresAt: granted.data.openBidForEdit.lease.expiresAt,
    });
    const seen = await h.gql('query($id: ID!) { bid(id: $id) { lease { holderName mine } } }', { id }, fullUser);
    expect(seen.data.bid.lease).toEqual({ holderName: 'Olivia Owner', mine: false });
    const write = await h.gql(UPDATE_BID, { id, input: { label: 'Mine now', expectedVersion: await version(id) } }, fullUser);
    expect(firstError(write).extensions).toMatchObject({ code: 'CONFLICT', reason: 'BID_LOCKED' });
    const released = await h.gql(RELEASE, { id }, admin);
    expect(released.data.releaseBid).toBe(true);
    const second = await h.gql(OPEN, { id }, fullUser);
    expect(second.data.openBidForEdit).toMatchObject({ __typename: 'BidLeaseGranted', lease: { holderName: 'Frank Fuller', mine: true } });
    // Releasing another user's lease is refused (the REST 409), and it stays theirs.
    const notMine = await h.gql(RELEASE, { id }, admin);
    expect(firstError(notMine).extensions).toMatchObject({ code: 'CONFLICT', reason: 'BID_LOCKED' });
    expect((await h.gql('query($id: ID!) { bid(id: $id) { lease { holderName } } }', { id }, admin)).data.bid.lease).toEqual({ holderName: 'Frank Fuller' });
    await h.gql(RELEASE, { id }, fullUser);
  });

  it("a Pending project's bids cannot change (PROJECT_PENDING)", async () => {
    const pending = await demoProject('Pending', 1);
    const [bid] = await rest(`setup/bid/projectuid/${pending.uid}`);
    const res = await h.gql(UPDATE_BID, { id: String(bid.id), input: { label: 'Changed', expectedVersion: await version(bid.id) } }, admin);
    expect(firstError(res).extensions).toMatchObject({ code: 'CONFLICT', reason: 'PROJECT_PENDING' });
  });

  it('a user without bid_sheets and another tenant are refused', async () => {
    const p = await demoProject('Lost', 1);
    const [bid] = await rest(`setup/bid/projectuid/${p.uid}`);
    await withGrant(h.api, ROLE_IDS.estimator, 'bid_sheets', { can_read: false, can_write: false }, async () => {
      const list = await h.gql(BIDS, { uid: p.uid }, estimator);
      expect(firstError(list).extensions?.code).toBe('FORBIDDEN');
      const write = await h.gql(UPDATE_BID, { id: String(bid.id), input: { label: 'No', expectedVersion: await version(bid.id) } }, estimator);
      expect(firstError(write).extensions?.code).toBe('FORBIDDEN');
    });
    const other = await h.gql(ONE, { id: String(bid.id) }, otherAdmin);
    expect(firstError(other).extensions?.code).toBe('NOT_FOUND');
    const otherList = await h.gql(BIDS, { uid: p.uid }, otherAdmin);
    expect(firstError(otherList).extensions?.code).toBe('NOT_FOUND');
    const otherWrite = await h.gql(UPDATE_BID, { id: String(bid.id), input: { label: 'Theirs', expectedVersion: await version(bid.id) } }, otherAdmin);
    expect(firstError(otherWrite).extensions?.code).toBe('NOT_FOUND');
    expect((await rest(`setup/bid/${bid.id}`)).label).toBe(bid.label);
  });
});
