import fc from 'fast-check';
import { Decimal, dec, sum, toMoneyString } from '@suite/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing.js';
import { API_MODULES } from '../index.js';
import { newProject, trackerFixture, type TrackerFixture } from '../tracker/fixture.js';
import { MONEY_COLUMNS } from './figures.js';
import { PERIOD, scOk } from './fixture.js';

// Property (issue 33): random purchase orders (lines by hand), SCOs, billings (some credits, some rejected), payments
// and releases, all through REST. After every step: unpaid bills and remaining balance are never negative on any
// line, every total is the sum of its line column, the direct costs booked equal the billed to date (cost to date has
// one source), and the commitments hook carries the ledger's originals and SCO sums.

let api: TestApi;
let f: TrackerFixture;

beforeAll(async () => {
  api = await startTestApi();
  f = await trackerFixture(api);
});
afterAll(async () => {
  await api?.close();
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const share = (amount: string | Decimal, percent: number) => dec(amount).times(percent).div(100).toDecimalPlaces(2, Decimal.ROUND_DOWN);
const percent = fc.integer({ min: 0, max: 100 });
const step = fc.oneof(
  fc.record({ kind: fc.constant('sco' as const), percents: fc.array(fc.integer({ min: -100, max: 100 }), { minLength: 1, maxLength: 3 }) }),
  fc.record({ kind: fc.constant('bill' as const), percents: fc.array(fc.integer({ min: -30, max: 100 }), { minLength: 1, maxLength: 3 }), approve: fc.boolean() }),
  fc.record({ kind: fc.constant('pay' as const), percent }),
  fc.record({ kind: fc.constant('release' as const), percent }),
);
const shape = fc.record({
  rate: fc.integer({ min: 0, max: 20 }),
  totals: fc.array(fc.integer({ min: 1, max: 500_000 }), { minLength: 1, maxLength: 3 }),
  steps: fc.array(step, { minLength: 2, maxLength: 8 }),
});

function checkLedger(c: Json) {
  for (const line of c.lines as Json[]) {
    expect(dec(line.unpaid_bills).isNegative(), `unpaid bills of line ${line.id}: ${line.unpaid_bills}`).toBe(false);
    expect(dec(line.remaining_balance).isNegative(), `remaining balance of line ${line.id}`).toBe(false);
  }
  for (const column of MONEY_COLUMNS) expect(toMoneyString(sum((c.lines as Json[]).map((l) => l[column] as string))), column).toBe(c.totals[column]);
}

describe('the ledger under random commitments, SCOs, billings, payments and releases', () => {
  it('never shows negative unpaid bills or remaining balance; Σ lines = totals; booked costs = billed; the hook agrees', async () => {
    const parts = [f.part, f.rebar, f.anchor];
    await fc.assert(fc.asyncProperty(shape, async ({ rate, totals, steps }) => {
      const p = await newProject(f);
      const lines = totals.map((cents, i) => ({
        division_id: f.division.id, subdivision_id: f.division.sub, category_id: f.category, part_id: parts[i]!, units: String(i + 1),
        total: toMoneyString(dec(cents).div(100)),
      }));
      let c: Json = await scOk(f, 'POST', `subcontract/po/projectuid/${p.uid}`, { vendor_id: f.vendors.mapped, retainage_rate: String(rate), lines }, 201);
      checkLedger(c);
      for (const s of steps) {
        const on = (i: number) => c.lines[i % c.lines.length] as Json;
        if (s.kind === 'sco') {
          // From −(what is not yet billed) to +contract total: the contract total never goes below the billed to date.
          const changes = new Map<number, Decimal>();
          s.percents.forEach((pc, i) => changes.set(on(i).id, share(pc < 0 ? on(i).remaining_balance : on(i).contract_total, pc)));
          c = await scOk(f, 'POST', `subcontract/${c.id}/change-orders`, {
            version: c.version, reason: 'Random', lines: [...changes].map(([line_id, amount]) => ({ line_id, amount: toMoneyString(amount) })),
          });
        } else if (s.kind === 'bill') {
          const amounts = new Map<number, Decimal>();
          s.percents.forEach((pc, i) => amounts.set(on(i).id, share(pc < 0 ? on(i).billed_to_date : on(i).remaining_balance, pc)));
          const billed = await scOk(f, 'POST', `subcontract/${c.id}/billings`, {
            version: c.version, ...PERIOD,
            lines: [...amounts].map(([line_id, amount]) => ({ line_id, amount: toMoneyString(amount), ...(amount.isNegative() ? { reason: 'Credit' } : {}) })),
          });
          const id = billed.billings.at(-1).id;
          // A credit below what is paid and held is refused at approval (400): then it is rejected instead.
          const approve = await api.app.inject({
            method: 'POST', url: `/api/v1/subcontract/billing/${id}/${s.approve ? 'approve' : 'reject'}`,
            headers: { authorization: `Bearer ${f.tokens.companyAdmin}` }, payload: { version: billed.version, reason: 'No' },
          });
          if (approve.statusCode === 400) c = await scOk(f, 'POST', `subcontract/billing/${id}/reject`, { version: billed.version, reason: 'No' });
          else {
            expect(approve.statusCode, approve.body).toBe(200);
            c = JSON.parse(approve.body).data;
          }
        } else if (s.kind === 'pay') {
          const amount = share(c.totals.unpaid_bills, s.percent);
          if (amount.isPositive() && !amount.isZero()) {
            c = await scOk(f, 'POST', `subcontract/${c.id}/payments`, { version: c.version, amount: toMoneyString(amount), paid_on: '2026-11-01' });
          }
        } else {
          const amount = share(c.totals.retainage_held, s.percent);
          if (amount.isPositive() && !amount.isZero()) c = await scOk(f, 'POST', `subcontract/${c.id}/release-retainage`, { version: c.version, amount: toMoneyString(amount) });
        }
        checkLedger(c);
      }
      // Cost to date has one source: the direct costs the approved billings booked, Σ = billed to date.
      const booked = await api.db.selectFrom('direct_costs').select('total').where('project_id', '=', p.id).execute();
      expect(toMoneyString(sum(booked.map((b) => b.total)))).toBe(c.totals.billed_to_date);
      const hook = (await API_MODULES.find((m) => m.commitments)!.commitments!({ tenantId: f.tenant }, api.db, [p.id])).get(p.id)!;
      expect(toMoneyString(sum(hook.lines.map((l) => l.original)))).toBe(c.totals.total);
      expect(toMoneyString(sum(hook.lines.map((l) => l.change_orders)))).toBe(c.totals.change_orders);
    }), { numRuns: 10 });
  }, 240_000);
});
