import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing.js';
import { API_MODULES } from '../index.js';
import { trackerFixture, type TrackerFixture } from '../tracker/fixture.js';
import { awardableBid, rowKey, scOk } from './fixture.js';

// The `commitments` hook (docs/subcontracts.md §5) as the tracker reads it from the module list: per project, the
// commitment lines by DT row key with their original totals and Σ SCOs, and the bids under subcontract.

let api: TestApi;
let f: TrackerFixture;

beforeAll(async () => {
  api = await startTestApi();
  f = await trackerFixture(api);
});
afterAll(async () => {
  await api?.close();
});

const commitments = API_MODULES.find((m) => m.commitments)!.commitments!;

describe('the commitments hook', () => {
  it("answers each project's commitment lines by row key with originals and SCO sums, and its bids under subcontract", async () => {
    const p = await awardableBid(f);
    const sc = await scOk(f, 'POST', `subcontract/award/bid/${p.bid}`, {}, 201);
    const [l1, l2] = sc.lines as { id: number }[];
    const co1 = await scOk(f, 'POST', `subcontract/${sc.id}/change-orders`, { version: 1, reason: 'More', lines: [{ line_id: l1!.id, amount: '100.00' }, { line_id: l2!.id, amount: '-25.50' }] });
    await scOk(f, 'POST', `subcontract/${sc.id}/change-orders`, { version: co1.version, reason: 'More again', lines: [{ line_id: l1!.id, amount: '0.50' }] });
    const line = { division_id: f.division.id, subdivision_id: f.division.sub, category_id: f.category, part_id: f.anchor, units: '1', total: '75.00' };
    await scOk(f, 'POST', `subcontract/po/projectuid/${p.uid}`, { vendor_id: f.vendors.mapped, lines: [line] }, 201);
    const empty = await awardableBid(f);

    const ctx = { tenantId: f.tenant };
    const found = await commitments(ctx, api.db, [p.id, empty.id]);
    expect(found.get(empty.id)).toBeUndefined();
    expect(found.get(p.id)).toEqual({
      lines: [
        { row_key: rowKey(f, f.part), bid_id: p.bid, original: '1000.00', change_orders: '100.50' },
        { row_key: rowKey(f, f.rebar), bid_id: p.bid, original: '400.00', change_orders: '-25.50' },
        { row_key: rowKey(f, f.anchor), bid_id: null, original: '75.00', change_orders: '0.00' },
      ],
      bids_under_subcontract: [p.bid],
    });
    // Another company sees none of it.
    expect((await commitments({ tenantId: f.otherTenant }, api.db, [p.id])).size).toBe(0);
    expect((await commitments(ctx, api.db, [])).size).toBe(0);
  });
});
