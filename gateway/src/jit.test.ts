import { describe, expect, it } from 'vitest';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { parse } from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import { leavesServedAsIs } from './jit.js';
import { SERIALIZED_BID_TYPES } from './modules/bids/mapping.js';
import { SERIALIZED_TRACKER_TYPES } from './modules/tracker/mapping.js';
import { loadTypeDefs, resolvers } from './server.js';

const schema = makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers: resolvers as never });
const BIDS = `query($uid: String!) { bids(projectUid: $uid) {
  id projectUid label scopeOfWork isAlternate status pricingMode version division { id name } subdivision { id name }
  subcontractors { id name total selected lowest } selectedSubcontractor { id name total }
  totals { labor burden trades subTotal overhead profit totalCost } lease { holderName expiresAt }
  laborLines { id bidId costCode position { id name } level { id name } quantity units costPerUnit total overhead budgetTotal notes }
  tradeLines { id costCode subdivision { id name } category { id name } part { id name } costPerUnit units unitOfMeasure total notes
    amounts { subcontractorId subcontractorName amount } } } }`;

// REST rows as the API's response schemas send them (api/src/modules/bids/README.md), nullable texts included.
const REST_BIDS = [{
  id: 12, project_uid: 'DC_1001', division_id: 3, division_name: 'Concrete', subdivision_id: 7, subdivision_name: '03 30 00 Cast-in-Place',
  label: null, scope_of_work: '', is_alternate: false, division_status: 'pending', hourly: true,
  SubContractor: [{ id: 4, name: 'Acme', total: '12000.00' }, { id: 5, name: 'Brazos', total: '0.00' }],
  selected_subcontractor_id: 4, selected_subcontractor_name: 'Acme', selected_subcontractor_amount: '12000.00',
  labor_total: '5200', burden_total: '1200.5', trades_total: '12000.00', total_cost: '17200.00', calculated_overhead: '1200.50',
  calculated_profit: '-0.00', bidsheet_total_cost: '20240.00', version: 3,
  lease: { user_id: 5, holder_name: 'Jane Doe', expires_at: '2026-11-25T08:02:00.000Z' },
}];
const REST_LINES = {
  labor: [{ id: 89, bidsheet_id: 12, costcode: null, position_id: 1, position: 'Estimator', level_id: 2, level: 'Junior', quantity: '2',
    units: '3.5', costperunit: '1488.46', burden: '30.89', total: '10419.22', overhead: '216.23', budget_total: '10635.45', notes: null }],
  trades: [{ id: 494, bidsheet_id: 12, costcode: '09 68 00', division_id: 10, division: 'Finishes', subdivision_id: 34, sub_division: 'Flooring',
    category_id: 49, category: 'Carpeting', part_id: 140, part: 'Broadloom', cost_per_unit: '42', units: '161', u_per_m: null, total: '6762.00',
    notes: '', types: 'BS', subcontractor: [{ subcontractor_id: 4, subcontractor_name: 'Acme', subcontractor_amount: '6897.2' },
      { subcontractor_id: 5, subcontractor_name: 'Brazos', subcontractor_amount: '0.00' }] }],
};

async function run(asIs: boolean, query = BIDS) {
  const compiled = compileQuery(schema, parse(query), undefined, { disableLeafSerialization: asIs });
  if (!isCompiledQuery(compiled)) throw new Error(JSON.stringify(compiled));
  const upstream = { get: async (path: string) => (path === 'bidsheet/lines' ? structuredClone(REST_LINES) : structuredClone(REST_BIDS)) };
  return compiled.query(undefined, { upstream, loaders: {} }, { uid: 'DC_1001' });
}

describe('operations on bid types only skip the serializers of plain leaves (issue 13 bench)', () => {
  it('is chosen for the bid sheet query, never when a field of another type is selected', () => {
    const asIs = (q: string) => leavesServedAsIs(schema, parse(q), SERIALIZED_BID_TYPES);
    expect(asIs(BIDS)).toBe(true);
    expect(asIs('query($uid: String!) { bids(projectUid: $uid) { id __typename ...F } } fragment F on Bid { laborLines { notes } }')).toBe(true);
    expect(asIs('query($uid: String!) { bids(projectUid: $uid) { id project { uid } } }')).toBe(false);
    expect(asIs('query($uid: String!) { bids(projectUid: $uid) { id lease { mine } } bidDivisionNames: bids(projectUid: $uid) { id } }')).toBe(true);
    expect(asIs('{ __schema { types { name } } }')).toBe(false);
    expect(asIs('mutation($id: ID!) { openBidForEdit(bidId: $id) { ... on BidLocked { message } } }')).toBe(false);
    expect(leavesServedAsIs(schema, parse(BIDS), new Set())).toBe(false);
  });

  it('answers exactly what the serializing path answers, decimals still serialized', async () => {
    const plain = await run(false);
    const asIs = await run(true);
    expect(plain.errors).toBeUndefined();
    expect(asIs).toEqual(plain);
    const bid = (asIs.data as any).bids[0];
    expect(JSON.stringify(asIs)).toBe(JSON.stringify(plain));
    expect(bid.id).toBe('12');
    expect(bid.label).toBe('');
    expect(bid.totals.labor).toBe('5200.00');
    expect(bid.totals.profit).toBe('0.00');
    expect(bid.laborLines[0]).toMatchObject({ id: '89', bidId: '12', costCode: '', quantity: '2.00', units: '3.50', notes: '' });
    expect(bid.tradeLines[0].amounts[0]).toEqual({ subcontractorId: '4', subcontractorName: 'Acme', amount: '6897.20' });
    expect(bid.subcontractors.map((s: any) => [s.selected, s.lowest])).toEqual([[true, true], [false, false]]);
  });
});

describe('tracker operations skip them too (issue 16 bench)', () => {
  it('is chosen for a tracker read or write answering only tracker types', () => {
    const asIs = (q: string) => leavesServedAsIs(schema, parse(q), SERIALIZED_TRACKER_TYPES);
    const rows = 'rows { id type costCode trade committed deletable figures { finalRun percentComplete } }';
    expect(asIs(`query($uid: String!) { projectTracker(projectUid: $uid) { projectUid ${rows} totals { rowCount all { balance } } projectTotal { balanced } } }`)).toBe(true);
    expect(asIs('{ overallProjectTracker { projects { projectUid projectName status balanced } all { balance } } }')).toBe(true);
    expect(asIs(`mutation($id: ID!) { updateTrackerRow(id: $id, input: {}) { row { id } tracker { ${rows} } } }`)).toBe(true);
    // BidRef is the bids module's: a row's part is served as is only with both sets, as the server passes them.
    expect(asIs(`query($uid: String!) { projectTracker(projectUid: $uid) { rows { part { id name } } } }`)).toBe(false);
    expect(leavesServedAsIs(schema, parse(`query($uid: String!) { projectTracker(projectUid: $uid) { rows { part { id name } } } }`),
      new Set([...SERIALIZED_BID_TYPES, ...SERIALIZED_TRACKER_TYPES]))).toBe(true);
  });
});
