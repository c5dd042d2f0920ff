import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dec, sum, toMoneyString } from '@suite/money';
import { startTestApi, type TestApi } from '../../testing.js';
import { addBid, bidLabor, bidTrade, expectOk, newProject, pcoWith, selectSub, trackerFixture, type TrackerFixture } from './fixture.js';

// The tracker billed by the payment applications, end to end through REST (docs/money.md §12, last bullet;
// docs/billing.md §4): the Project Total's billing_to_date is line 4 of the latest submitted application and its
// payment_received Σ payments, to the cent; a Draft changes nothing; the rows, Overhead and Contractor Fee add up to it.

let api: TestApi;
let f: TrackerFixture;

beforeAll(async () => {
  api = await startTestApi();
  f = await trackerFixture(api);
}, 120_000);

afterAll(async () => {
  await api?.close();
});

interface Line { id: number; scheduled_value: string; from_previous: string; this_period: string; stored_materials: string }
interface Application {
  id: number; number: number; version: number; status: string; lines: Line[];
  summary: { completed_stored_to_date: string; current_payment_due: string };
}

/** A project of two bids (one with a selected subcontractor) and an Accepted change order, as the tracker tests build it. */
async function billableProject(markup = '10') {
  const p = await newProject(f, { total_markup: markup });
  const a = await addBid(f, p.uid, { subcontractor: [{ id: f.subs.a }] });
  await bidLabor(f, a.id, f.level, '2', '1.5');
  await bidTrade(f, a.id, f.part, '10', [{ sub: f.subs.a, amount: '100' }]);
  const b = await addBid(f, p.uid, { subcontractor: [{ id: f.subs.b }] });
  await bidLabor(f, b.id, f.otherLevel, '1', '2');
  await bidTrade(f, b.id, f.rebar, '4', [{ sub: f.subs.b, amount: '45' }]);
  await selectSub(f, b.id, f.subs.b);
  await pcoWith(f, p.uid, { labor: [[f.level, '1', '1']], trades: [[f.anchor, '4']] }, true);
  return p;
}

const open = async (uid: string, month: string): Promise<Application> => (await expectOk(f, 'POST', `payment-application/projectuid/${uid}`, {
  period_from: `${month}-01`, period_to: `${month}-28`, application_date: `${month}-28`,
}, 201)).data;

/** E and F of every line, as fractions of its C (cents rounded down, so G never passes C). */
async function enter(app: Application, shares: readonly { e: number; f: number }[]): Promise<Application> {
  const lines = app.lines.map((line, i) => {
    const c = dec(line.scheduled_value);
    const { e, f: stored } = shares[i % shares.length]!;
    return {
      id: line.id,
      this_period: toMoneyString(c.times(e).toDecimalPlaces(2, 1)),
      stored_materials: toMoneyString(c.times(stored).toDecimalPlaces(2, 1)),
    };
  });
  return (await expectOk(f, 'PUT', `payment-application/${app.id}/lines`, { version: app.version, lines })).data;
}

const submit = async (app: Application): Promise<Application> =>
  (await expectOk(f, 'POST', `payment-application/${app.id}/submit`, { version: app.version }, 200)).data;

const trackerOf = async (uid: string) => (await expectOk(f, 'GET', `project-tracker/snapshot/projectuid/${uid}`)).data;

/** The Project Total's billing and Σ over the rows, the Overhead and the Contractor Fee: they must agree. */
function billedOf(t: {
  rows: { billing_to_date: string; payment_received: string }[];
  overhead: { billing_to_date: string; payment_received: string }; contractor_fee: { billing_to_date: string; payment_received: string };
  project_total: { billing_to_date: string; payment_received: string };
}) {
  const parts = [...t.rows, t.overhead, t.contractor_fee];
  return {
    billing_to_date: t.project_total.billing_to_date, payment_received: t.project_total.payment_received,
    summed: [toMoneyString(sum(parts.map((p) => p.billing_to_date))), toMoneyString(sum(parts.map((p) => p.payment_received)))],
  };
}

describe('the tracker billed through REST', () => {
  it('shows line 4 of the latest submitted application and Σ payments, to the cent; a Draft changes nothing', async () => {
    const p = await billableProject();
    expect(billedOf(await trackerOf(p.uid))).toEqual({ billing_to_date: '0.00', payment_received: '0.00', summed: ['0.00', '0.00'] });

    // Application 1: 23 % done and 7 % stored on each line, submitted, certified for less than asked, part paid.
    let first = await enter(await open(p.uid, '2026-08'), [{ e: 0.23, f: 0.07 }]);
    expect(billedOf(await trackerOf(p.uid)).billing_to_date).toBe('0.00');
    first = await submit(first);
    const line4 = first.summary.completed_stored_to_date;
    expect(dec(line4).gt(0)).toBe(true);
    expect(billedOf(await trackerOf(p.uid))).toEqual({ billing_to_date: line4, payment_received: '0.00', summed: [line4, '0.00'] });

    const certified = toMoneyString(dec(first.summary.current_payment_due).minus(125));
    first = (await expectOk(f, 'POST', `payment-application/${first.id}/certify`, { version: first.version, certified_amount: certified, certified_on: '2026-09-05' }, 200)).data;
    first = (await expectOk(f, 'POST', `payment-application/${first.id}/payments`, { version: first.version, amount: '1000.00', received_on: '2026-09-20', reference: 'CHK 4411' }, 200)).data;
    expect(billedOf(await trackerOf(p.uid))).toEqual({ billing_to_date: line4, payment_received: '1000.00', summed: [line4, '1000.00'] });

    // Application 2 as a Draft with more progress: the tracker still shows application 1.
    let second = await enter(await open(p.uid, '2026-09'), [{ e: 0.31, f: 0.02 }]);
    expect(billedOf(await trackerOf(p.uid)).billing_to_date).toBe(line4);
    second = await submit(second);
    const line4Now = second.summary.completed_stored_to_date;
    expect(dec(line4Now).gt(line4)).toBe(true);
    expect(billedOf(await trackerOf(p.uid))).toEqual({ billing_to_date: line4Now, payment_received: '1000.00', summed: [line4Now, '1000.00'] });
    // The Overall Project Tracker shows the project alike.
    const overall = (await expectOk(f, 'GET', 'project-tracker/overall')).data;
    const listed = overall.projects.find((x: { project_uid: string }) => x.project_uid === p.uid);
    expect([listed.billing_to_date, listed.payment_received]).toEqual([line4Now, '1000.00']);
  });

  it('property: for random E and F on every line, the Project Total billed equals line 4 and the parts add up to it', async () => {
    const share = fc.record({ e: fc.integer({ min: 0, max: 70 }).map((n) => n / 100), f: fc.integer({ min: 0, max: 30 }).map((n) => n / 100) });
    await fc.assert(fc.asyncProperty(
      fc.array(share, { minLength: 1, maxLength: 5 }), fc.constantFrom('0', '7.5', '12.3456'),
      async (shares, markup) => {
        const p = await billableProject(markup);
        const app = await submit(await enter(await open(p.uid, '2026-10'), shares));
        const billed = billedOf(await trackerOf(p.uid));
        expect(billed.billing_to_date).toBe(app.summary.completed_stored_to_date);
        expect(billed.summed[0]).toBe(app.summary.completed_stored_to_date);
      },
    ), { numRuns: 4 });
  }, 120_000);
});
