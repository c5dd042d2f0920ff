import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Decimal, dec, sum, toMoneyString } from '@suite/money';
import { decimalText } from '../../test-support.js';
import { startTestApi, type TestApi } from '../../testing.js';
import { addBid, bidFixture, newProject, ok, type BidFixture } from '../projects/sheet-fixture.js';
import { acceptedChangeOrder, paOk } from './fixture.js';

// Property (issue 32): random projects (bids priced through REST, a fixed markup or a custom price), change orders
// accepted between random applications, random E and F within the rules, releases, certificates and payments, all
// through REST. On every application: Σ C = the contract sum to date when it was built (line 3, = the project's
// ContractSumToDate), the bid lines add up to TotalCost, line 9 = Σ H + line 5, and lines 4–8 follow from the lines.

let api: TestApi;
let f: BidFixture;

beforeAll(async () => {
  api = await startTestApi();
  f = await bidFixture(api);
});
afterAll(async () => {
  await api?.close();
});

const percent = fc.integer({ min: 0, max: 100 });
const applicationShape = fc.record({
  changeOrdersBefore: fc.array(fc.integer({ min: 1, max: 400 }), { maxLength: 2 }),
  lines: fc.array(fc.record({ e: percent, f: percent }), { minLength: 1, maxLength: 6 }),
  release: fc.option(percent, { nil: undefined }),
  certify: percent,
  pay: fc.constantFrom('none', 'part', 'all'),
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const cut = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_DOWN);

/** Σ of a money column over the lines. */
const total = (lines: Json[], key: string) => sum(lines.map((l) => l[key] as string));

function checkFigures(app: Json, previousCertificates: Decimal) {
  const lines = app.lines as Json[];
  const s = app.summary;
  expect(toMoneyString(total(lines, 'scheduled_value'))).toBe(s.contract_sum_to_date);
  expect(toMoneyString(total(lines, 'completed_stored'))).toBe(s.completed_stored_to_date);
  expect(toMoneyString(total(lines, 'retainage'))).toBe(s.total_retainage);
  expect(toMoneyString(dec(s.completed_stored_to_date).minus(s.total_retainage))).toBe(s.total_earned_less_retainage);
  expect(s.previous_certificates).toBe(toMoneyString(previousCertificates));
  expect(toMoneyString(dec(s.total_earned_less_retainage).minus(s.previous_certificates))).toBe(s.current_payment_due);
  // docs/money.md §12: 9 = 3 − 6 = Σ H + line 5.
  expect(s.balance_to_finish_including_retainage).toBe(toMoneyString(total(lines, 'balance_to_finish').plus(s.total_retainage)));
  expect(s.balance_to_finish_including_retainage).toBe(toMoneyString(dec(s.contract_sum_to_date).minus(s.total_earned_less_retainage)));
  expect(app.change_order_summary.net).toBe(s.net_change_by_change_orders);
}

describe('billing never disagrees with the contract (property)', () => {
  it('Σ C = contract sum to date = line 3; line 9 = Σ H + line 5; the G702 lines follow from the lines', async () => {
    const projectShape = fc.record({
      custom: fc.option(decimalText(100_000, 900_000_000, 2), { nil: undefined }),
      markup: decimalText(0, 250_000, 4),
      bids: fc.array(fc.record({ quantity: decimalText(100, 5_000, 2), units: decimalText(100, 40_000, 2) }), { minLength: 1, maxLength: 3 }),
      applications: fc.array(applicationShape, { minLength: 1, maxLength: 3 }),
    });
    await fc.assert(fc.asyncProperty(projectShape, async (shape) => {
      const project = await newProject(f, shape.custom ? { custom_price_amt: shape.custom } : { total_markup: shape.markup });
      for (const b of shape.bids) {
        const bid = await addBid(f, project.uid);
        await ok(f, 'POST', 'division/internallabour', { bidsheet_id: bid.id, position: f.position, level: f.level, quantity: b.quantity, units: b.units });
      }
      let previousCertificates = new Decimal(0);
      for (const a of shape.applications) {
        for (const units of a.changeOrdersBefore) await acceptedChangeOrder(f, project.uid, String(units));
        const contract = (await ok(f, 'GET', `projectuid/${project.uid}`)).data;
        let app: Json = await paOk(f, 'POST', `payment-application/projectuid/${project.uid}`, { period_from: '2026-10-01', period_to: '2026-10-31', application_date: '2026-10-31' }, 201);
        // Line 3 is the project's ContractSumToDate; the bid lines add up to its TotalCost exactly.
        expect(app.summary.contract_sum_to_date).toBe(contract.ContractSumToDate);
        expect(app.summary.original_contract_sum).toBe(contract.TotalCost);
        expect(toMoneyString(total((app.lines as Json[]).filter((l) => l.kind === 'BID'), 'scheduled_value'))).toBe(contract.TotalCost);
        checkFigures(app, previousCertificates);
        // E and F within the rules: G never above C.
        const edits = (app.lines as Json[]).slice(0, a.lines.length).map((l, i) => {
          const room = dec(l.scheduled_value).minus(l.from_previous);
          if (room.isNegative()) return { id: l.id, this_period: toMoneyString(room), stored_materials: '0' };
          const e = cut(room.times(a.lines[i]!.e).div(100));
          return { id: l.id, this_period: toMoneyString(e), stored_materials: toMoneyString(cut(room.minus(e).times(a.lines[i]!.f).div(100))) };
        });
        app = await paOk(f, 'PUT', `payment-application/${app.id}/lines`, { version: app.version, lines: edits });
        checkFigures(app, previousCertificates);
        if (a.release !== undefined && dec(app.summary.total_retainage).gt(0)) {
          const amount = cut(dec(app.summary.total_retainage).times(a.release).div(100));
          if (amount.gt(0)) {
            const before = dec(app.summary.current_payment_due);
            app = await paOk(f, 'POST', `payment-application/${app.id}/release-retainage`, { version: app.version, amount: toMoneyString(amount) });
            expect(app.released_this_application).toBe(toMoneyString(amount));
            expect(app.summary.current_payment_due).toBe(toMoneyString(before.plus(amount)));
            checkFigures(app, previousCertificates);
          }
        }
        app = await paOk(f, 'POST', `payment-application/${app.id}/submit`, { version: app.version });
        checkFigures(app, previousCertificates);
        const due = dec(app.summary.current_payment_due);
        if (due.isNegative()) {
          previousCertificates = previousCertificates.plus(due);
          continue;
        }
        const certified = cut(due.times(a.certify).div(100));
        app = await paOk(f, 'POST', `payment-application/${app.id}/certify`, { version: app.version, certified_amount: toMoneyString(certified), certified_on: '2026-11-05' });
        if (a.pay !== 'none' && certified.gt(0)) {
          const amount = a.pay === 'all' ? certified : cut(certified.div(2));
          if (amount.gt(0)) {
            app = await paOk(f, 'POST', `payment-application/${app.id}/payments`, { version: app.version, amount: toMoneyString(amount), received_on: '2026-11-10' });
            expect(app.status).toBe(amount.eq(certified) ? 'Paid' : 'Certified');
            expect(app.payments_total).toBe(toMoneyString(amount));
          }
        }
        checkFigures(app, previousCertificates);
        previousCertificates = previousCertificates.plus(certified);
      }
      // The project's answer agrees with each application read alone.
      const billing = await paOk(f, 'GET', `payment-application/projectuid/${project.uid}`);
      expect(billing.applications.map((x: Json) => x.number)).toEqual(shape.applications.map((_a, i) => i + 1));
      for (const x of billing.applications as Json[]) expect(await paOk(f, 'GET', `payment-application/${x.id}`)).toEqual(x);
    }), { numRuns: 15 });
  }, 300_000);
});
