import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dec, sum, toMoneyString } from '@suite/money';
import { allOverlap, expectNoInternals, firstError, startHarness, type Harness } from '../../testkit.js';

// Direct costs through the gateway (schema/direct-costs.graphql) over the real REST API and its demo data
// (api direct-costs/seed.ts): the exact REST calls of each query, mutations end to end, reasons and refusals.
const LABOR = 'laborLines { id directCostId date costCode position { id name } level { id name } quantity units costPerUnit total overhead budgetTotal notes }';
const TRADES = 'tradeLines { id directCostId costCode subdivision { id name } category { id name } part { id name } costPerUnit units unitOfMeasure total notes }';
const FIELDS = `id projectUid sheetName division { id name } subdivision { id name } contractorType vendor { id name }
  subcontractor { id name } contractorName date notes amount laborTotal tradesTotal total lineCount chargeRow unbudgeted`;
const CHARGE_ROWS = 'query($uid: String!) { directCostChargeRows(projectUid: $uid) { key type costCode trade subdivision part } }';
const LIST = `query($uid: String!) { directCosts(projectUid: $uid) { ${FIELDS} ${LABOR} ${TRADES} } }`;
const ONE = `query($id: ID!) { directCost(id: $id) { ${FIELDS} ${LABOR} ${TRADES} } }`;
const ADD = `mutation($input: AddDirectCostInput!) { addDirectCost(input: $input) { ${FIELDS} } }`;
const ADD_LABOR = `mutation($id: ID!, $input: DirectCostLaborLineInput!) { addDirectCostLaborLine(directCostId: $id, input: $input) { id total laborTotal lineCount ${LABOR} } }`;
const ADD_TRADE = `mutation($id: ID!, $input: TradeLineInput!) { addDirectCostTradeLine(directCostId: $id, input: $input) { id total tradesTotal lineCount ${TRADES} } }`;

describe('direct costs module', () => {
  let h: Harness;
  let admin: string;
  let estimator: string;
  let otherAdmin: string;
  let rest: (path: string) => Promise<any>;
  // REST calls as made, with ids put back as the route's parameter.
  const calls = () => h.calls.map((c) => `${c.method} ${c.path}`.replace(/\/\d+$/, '/{id}'));

  beforeAll(async () => {
    h = await startHarness();
    [admin, estimator, otherAdmin] = await Promise.all(['companyadmin@demo.test', 'estimator@demo.test', 'admin2@demo.test'].map((u) => h.login(u)));
    rest = async (path) => {
      const res = await fetch(`${h.api.url}/api/v1/${path}`, { headers: { authorization: `Bearer ${admin}` } });
      expect(res.status, path).toBe(200);
      return ((await res.json()) as { data: unknown }).data;
    };
  });
  afterAll(async () => {
    await h?.close();
  });

  const demoProject = async (status: string) => h.api.db.selectFrom('projects').select(['id', 'project_uid as uid'])
    .where('status', '=', status).where('project_uid', 'like', 'DC_%').orderBy('id').executeTakeFirstOrThrow();

  /** The demo project with the most direct costs (a long Completed job: months of weekly payroll and pay applications). */
  const busiestProject = async () => h.api.db.selectFrom('projects as p')
    .innerJoin('direct_costs as d', (j) => j.onRef('d.tenant_id', '=', 'p.tenant_id').onRef('d.project_id', '=', 'p.id'))
    .select(['p.id', 'p.project_uid as uid']).where('p.project_uid', 'like', 'DC_%').groupBy(['p.id', 'p.project_uid'])
    .orderBy((eb) => eb.fn.countAll(), 'desc').orderBy('p.id').executeTakeFirstOrThrow();

  it("a project's direct costs with their lines: two REST calls side by side whatever their number; without lines one", async () => {
    const p = await busiestProject();
    h.calls.length = 0;
    const res = await h.gql(LIST, { uid: p.uid }, admin);
    expect(res.errors, res.raw).toBeUndefined();
    expect(calls().sort()).toEqual(['GET directcostsheet', 'GET directcostsheet/lines']);
    expect(allOverlap(h.calls)).toBe(true);
    const [rows, lines] = await Promise.all([rest(`directcostsheet?project_uid=${p.uid}`), rest(`directcostsheet/lines?project_uid=${p.uid}`)]);
    const list = res.data.directCosts;
    expect(list.length).toBe(rows.length);
    expect(list.length).toBeGreaterThanOrEqual(30);
    expect(list.map((d: any) => d.id)).toEqual(rows.map((r: any) => String(r.id)));
    expect(new Set(list.map((d: any) => d.contractorType))).toEqual(new Set(['VENDOR', 'SUBCONTRACTOR', 'PAYROLL']));
    for (const [i, d] of list.entries()) {
      const r = rows[i];
      // Exactly what REST says, decimal strings untouched; §10 over the lines the query got.
      expect([d.total, d.amount, d.laborTotal, d.tradesTotal, d.lineCount, d.date, d.contractorName]).toEqual(
        [r.total, r.amount, r.labor_total, r.trades_total, r.line_count, r.date, r.contractor_name]);
      const all = [...d.laborLines, ...d.tradeLines];
      expect(all.length).toBe(d.lineCount);
      expect(d.total).toBe(d.lineCount > 0 ? toMoneyString(sum(all.map((l: any) => l.total))) : d.amount);
      for (const l of all) expect(l.directCostId).toBe(d.id);
      if (d.contractorType === 'VENDOR') expect([d.vendor?.name, d.subcontractor]).toEqual([d.contractorName, null]);
      if (d.contractorType === 'PAYROLL') expect([d.vendor, d.subcontractor]).toEqual([null, null]);
    }
    expect(list.flatMap((d: any) => d.laborLines).length).toBe(lines.labor.length);

    h.calls.length = 0;
    const bare = await h.gql('query($uid: String!) { directCosts(projectUid: $uid) { id total } }', { uid: p.uid }, admin);
    expect(bare.errors, bare.raw).toBeUndefined();
    expect(calls()).toEqual(['GET directcostsheet']);
    h.calls.length = 0;
    const viaProject = await h.gql('query($id: ID!) { project(id: $id) { uid directCosts { id laborLines { id } tradeLines { id } } } }', { id: String(p.id) }, admin);
    expect(viaProject.errors, viaProject.raw).toBeUndefined();
    expect(viaProject.data.project.directCosts).toHaveLength(rows.length);
    expect(calls().sort()).toEqual(['GET directcostsheet', 'GET directcostsheet/lines', 'GET projects/{id}']);
  });

  it('direct costs read one by one share one batched lines call; a direct cost and its lines come side by side', async () => {
    const p = await demoProject('In Progress');
    const rows = await rest(`directcostsheet?project_uid=${p.uid}`);
    const [a, b] = [rows[0], rows[rows.length - 1]];
    h.calls.length = 0;
    const res = await h.gql(`query($a: ID!, $b: ID!) { a: directCost(id: $a) { id total ${LABOR} ${TRADES} } b: directCost(id: $b) { id ${LABOR} } }`,
      { a: String(a.id), b: String(b.id) }, admin);
    expect(res.errors, res.raw).toBeUndefined();
    expect(calls().sort()).toEqual(['GET directcostsheet/lines', 'GET directcostsheet/{id}', 'GET directcostsheet/{id}']);
    expect(allOverlap(h.calls)).toBe(true);
    expect(res.data.a.total).toBe(a.total);
    h.calls.length = 0;
    const names = await h.gql('{ directCostSheetNames { id name } }', {}, admin);
    expect(calls()).toEqual(['GET directcostsheetname']);
    expect(names.data.directCostSheetNames.map((n: any) => n.name)).toContain('Framing crew payroll');
  });

  it('mutations end to end: add a vendor bill, lines priced per hour and by part, edits, deletes; each answers the new §10 total', async () => {
    const p = await demoProject('In Progress');
    const db = h.api.db;
    const { tenant_id: tenant } = await db.selectFrom('projects').select('tenant_id').where('id', '=', p.id).executeTakeFirstOrThrow();
    const vendor = await db.selectFrom('vendor_subdivisions as vs')
      .innerJoin('catalogue_subdivisions as s', (j) => j.onRef('s.tenant_id', '=', 'vs.tenant_id').onRef('s.id', '=', 'vs.subdivision_id'))
      .innerJoin('vendors as v', (j) => j.onRef('v.tenant_id', '=', 'vs.tenant_id').onRef('v.id', '=', 'vs.vendor_id'))
      .select(['vs.vendor_id', 'v.company_name', 'vs.subdivision_id', 's.division_id'])
      .where('s.subdivision_name', '=', '03 30 00 Cast-in-Place Concrete').where('v.tenant_id', '=', tenant)
      .executeTakeFirstOrThrow();
    const part = await db.selectFrom('catalogue_parts as cp')
      .innerJoin('catalogue_categories as c', (j) => j.onRef('c.tenant_id', '=', 'cp.tenant_id').onRef('c.id', '=', 'cp.category_id'))
      .select(['cp.id', 'cp.category_id', 'cp.cost_per_unit']).where('c.subdivision_id', '=', vendor.subdivision_id).where('cp.part_hold', '=', 'Ready-mix concrete, 4000 psi')
      .executeTakeFirstOrThrow();
    const level = await db.selectFrom('levels').select(['id', 'position_id', 'rate_per_hour']).where('name', '=', 'Journeyman').where('tenant_id', '=', tenant).executeTakeFirstOrThrow();
    const gql = async (query: string, variables: Record<string, unknown>) => {
      h.calls.length = 0;
      const res = await h.gql(query, variables, admin);
      expect(res.errors, res.raw).toBeUndefined();
      return Object.values(res.data)[0] as any;
    };

    const name = await gql('mutation($n: String!) { addDirectCostSheetName(name: $n) { id name } }', { n: 'Ready-mix - level 2 deck' });
    expect(name.name).toBe('Ready-mix - level 2 deck');
    expect(calls()).toEqual(['POST directcostsheetname']);
    // The budget rows the bill may be charged to (docs/money.md §10): one REST call, the tracker's rows with a budget.
    const offered = await gql(CHARGE_ROWS, { uid: p.uid });
    expect(calls()).toEqual(['GET directcostsheet/charge-rows']);
    const restRows = await rest(`directcostsheet/charge-rows?project_uid=${p.uid}`);
    expect(offered).toEqual(restRows.map((r: any) => ({
      key: r.row_key, type: r.typee === 'IL' ? 'LABOR' : 'DIRECT_TRADE', costCode: r.cost_code, trade: r.trade, subdivision: r.sub_division, part: r.part,
    })));
    const concrete = offered.find((r: any) => r.type === 'DIRECT_TRADE' && r.subdivision === '03 30 00 Cast-in-Place Concrete');
    expect(concrete, JSON.stringify(offered)).toBeDefined();
    const added = await gql(ADD, { input: {
      projectUid: p.uid, sheetName: 'Ready-mix - level 2 deck', divisionId: String(vendor.division_id), subdivisionId: String(vendor.subdivision_id),
      contractorType: 'VENDOR', vendorId: String(vendor.vendor_id), date: '2026-11-02', notes: 'Ticket 88120', amount: '7400', chargeRow: concrete.key,
    } });
    expect(calls()).toEqual(['POST directcostsheet']);
    expect(added).toMatchObject({
      projectUid: p.uid, contractorType: 'VENDOR', vendor: { id: String(vendor.vendor_id), name: vendor.company_name }, subcontractor: null,
      contractorName: vendor.company_name, date: '2026-11-02', notes: 'Ticket 88120', amount: '7400.00', total: '7400.00', lineCount: 0,
      chargeRow: concrete.key, unbudgeted: false,
    });
    const id = added.id;

    // §5 per hour: 3 people × 8 h × the level's hourly rate.
    const labor = await gql(ADD_LABOR, { id, input: { date: '2026-11-02', positionId: String(level.position_id), levelId: String(level.id), quantity: '3', units: '8', notes: 'Deck pour' } });
    const laborTotal = toMoneyString(dec(level.rate_per_hour).times(24).toDecimalPlaces(2));
    expect(labor).toMatchObject({ total: laborTotal, laborTotal, lineCount: 1 });
    expect(labor.laborLines).toEqual([expect.objectContaining({ date: '2026-11-02', quantity: expect.stringMatching(/^3\.0+$/), units: expect.stringMatching(/^8\.0+$/), total: laborTotal, notes: 'Deck pour', directCostId: id })]);
    expect(calls().sort()).toEqual(['GET directcostsheet/lines', 'POST division/internallabour']);
    // §6: 42 CY × the part's cost.
    const trade = await gql(ADD_TRADE, { id, input: { subdivisionId: String(vendor.subdivision_id), categoryId: String(part.category_id), partId: String(part.id), units: '42' } });
    const tradeTotal = toMoneyString(dec(part.cost_per_unit).times(42));
    expect(trade).toMatchObject({ tradesTotal: tradeTotal, total: toMoneyString(dec(laborTotal).plus(tradeTotal)), lineCount: 2 });
    expect(calls().sort()).toEqual(['GET directcostsheet/lines', 'POST directtrade/DC']);
    const lineId = labor.laborLines[0].id;
    const tradeId = trade.tradeLines[0].id;

    const edited = await gql(`mutation($l: ID!, $i: DirectCostLaborLineInput!) { updateDirectCostLaborLine(id: $l, input: $i) { total ${LABOR} } }`,
      { l: lineId, i: { date: '2026-11-03', positionId: String(level.position_id), levelId: String(level.id), quantity: '2', units: '10', costPerUnit: '41.25' } });
    expect(edited.laborLines[0]).toMatchObject({ date: '2026-11-03', total: '825.00', costPerUnit: '41.25' });
    expect(edited.total).toBe(toMoneyString(dec('825').plus(tradeTotal)));
    expect(calls().sort()).toEqual(['GET directcostsheet/lines', 'PUT division/internallabour/{id}']);
    expect(h.calls.find((c) => c.method === 'PUT')!.path).toBe(`division/internallabour/${lineId}`);
    const tradeEdited = await gql(`mutation($t: ID!, $i: TradeLineInput!) { updateDirectCostTradeLine(id: $t, input: $i) { total tradesTotal } }`,
      { t: tradeId, i: { subdivisionId: String(vendor.subdivision_id), categoryId: String(part.category_id), partId: String(part.id), units: '40', costPerUnit: '180' } });
    expect(tradeEdited).toEqual({ tradesTotal: '7200.00', total: '8025.00' });
    expect(calls()).toEqual(['PUT directtrade/DC/{id}']);

    const noLabor = await gql(`mutation($l: ID!) { deleteDirectCostLaborLine(id: $l) { total laborTotal ${LABOR} } }`, { l: lineId });
    expect(noLabor).toEqual({ total: '7200.00', laborTotal: '0.00', laborLines: [] });
    const noTrade = await gql('mutation($t: ID!) { deleteDirectCostTradeLine(id: $t) { total lineCount } }', { t: tradeId });
    expect(noTrade).toEqual({ total: '7400.00', lineCount: 0 });
    expect(calls()).toEqual(['DELETE directtrade/delete']);

    // Two changes in one operation, then the list: each answers what it wrote, the list what is stored after both.
    const both = await h.gql(`mutation($id: ID!, $a: DirectCostLaborLineInput!) {
      a: addDirectCostLaborLine(directCostId: $id, input: $a) { total }
      b: addDirectCostLaborLine(directCostId: $id, input: $a) { total laborLines { id } } }`,
    { id, a: { date: '2026-11-04', positionId: String(level.position_id), levelId: String(level.id), quantity: '1', units: '1', costPerUnit: '100' } }, admin);
    expect(both.errors, both.raw).toBeUndefined();
    expect([both.data.a.total, both.data.b.total, both.data.b.laborLines.length]).toEqual(['100.00', '200.00', 2]);

    const payroll = await gql(ADD, { input: {
      projectUid: p.uid, sheetName: 'Weekend overtime', divisionId: String(vendor.division_id), subdivisionId: String(vendor.subdivision_id),
      contractorType: 'PAYROLL', vendorId: String(vendor.vendor_id), chargeRow: 'new',
    } });
    const company = await db.selectFrom('companies').select('company_name').where('tenant_id', '=', tenant).executeTakeFirstOrThrow();
    expect(payroll).toMatchObject({ contractorType: 'PAYROLL', vendor: null, contractorName: company.company_name, total: '0.00', chargeRow: null, unbudgeted: true });
    const deleted = await gql('mutation($id: ID!) { deleteDirectCost(id: $id) }', { id });
    expect(deleted).toBe(id);
    expect(calls()).toEqual(['DELETE directcostsheet/{id}']);
    const gone = await h.gql(ONE, { id }, admin);
    expect(firstError(gone).extensions?.code).toBe('NOT_FOUND');
    await h.gql('mutation($id: ID!) { deleteDirectCost(id: $id) }', { id: payroll.id }, admin);
  });

  it('refusals: fields named by the argument path, amounts refused before any call, PROJECT_PENDING, FORBIDDEN, NOT_FOUND', async () => {
    const p = await demoProject('In Progress');
    const [row] = await rest(`directcostsheet?project_uid=${p.uid}`);
    const input = { projectUid: p.uid, sheetName: 'X', divisionId: String(row.division_id), subdivisionId: String(row.subdivision_id), contractorType: 'VENDOR', chargeRow: 'new' };
    const missing = await h.gql(ADD, { input }, admin);
    const err = firstError(missing);
    expect(err.message).toBe('You must enter all mandatory fields.');
    expect(err.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { 'input.vendorId': 'You must enter all mandatory fields.' } });
    expectNoInternals(missing);
    const tooLong = await h.gql(ADD, { input: { ...input, contractorType: 'PAYROLL', notes: 'n'.repeat(226) } }, admin);
    expect(firstError(tooLong).extensions?.fields).toEqual({ 'input.notes': 'At most 225 characters are allowed.' });
    const notARow = await h.gql(ADD, { input: { ...input, contractorType: 'PAYROLL', chargeRow: 'DT:1:2:3:4' } }, admin);
    expect(firstError(notARow).extensions?.fields).toEqual({ 'input.chargeRow': 'Choose a budget line of this project, or a new cost line.' });

    h.calls.length = 0;
    const amounts = await h.gql(ADD_TRADE, { id: String(row.id), input: { subdivisionId: '1', categoryId: '1', partId: '1', units: '1', amounts: [{ subcontractorId: '1', amount: '5' }] } }, admin);
    expect(firstError(amounts).extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { 'input.amounts': expect.any(String) } });
    expect(h.calls).toEqual([]);

    const pending = await demoProject('Pending');
    const onPending = await h.gql(ADD, { input: { ...input, projectUid: pending.uid, contractorType: 'PAYROLL' } }, admin);
    expect(firstError(onPending).extensions).toMatchObject({ code: 'CONFLICT', reason: 'PROJECT_PENDING' });

    const read = await h.gql(ONE, { id: String(row.id) }, estimator);
    expect(read.errors, read.raw).toBeUndefined();
    const refused = await h.gql('mutation($id: ID!) { deleteDirectCost(id: $id) }', { id: String(row.id) }, estimator);
    expect(firstError(refused).extensions?.code).toBe('FORBIDDEN');
    const refusedLine = await h.gql('mutation($id: ID!) { deleteDirectCostLaborLine(id: $id) { id } }', { id: '1' }, estimator);
    expect(firstError(refusedLine).extensions?.code).toBe('FORBIDDEN');

    for (const [query, variables] of [
      [ONE, { id: String(row.id) }], [LIST, { uid: p.uid }], ['mutation($id: ID!) { deleteDirectCost(id: $id) }', { id: String(row.id) }],
    ] as const) {
      const other = await h.gql(query, variables, otherAdmin);
      expect(firstError(other).extensions?.code, query).toBe('NOT_FOUND');
    }
    expect((await rest(`directcostsheet/${row.id}`)).id).toBe(row.id);
  });
});
