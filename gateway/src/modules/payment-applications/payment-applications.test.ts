import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dec, round2, sum } from '@suite/money';
import { allOverlap, expectNoInternals, firstError, startHarness, type Harness } from '../../testkit.js';
import { restOf, type Rest } from '../proposal/__fixtures__/projects.js';
import { APPLICATION, BILLING, BILLING_DATA, billingProject, expectRestFigures, type BillingProject } from './__fixtures__/billing.js';

// Billing the owner through the gateway (schema/payment-applications.graphql) over the real REST API (docs/billing.md §3),
// every figure REST's to the cent (docs/money.md §12).

const LIST = `query($uid: String!) { paymentApplications(projectUid: $uid) { ${BILLING} } }`;
const LIST_DATA = `query($uid: String!) { paymentApplications(projectUid: $uid) { ${BILLING_DATA} } }`;
const CREATE = `mutation($i: CreatePaymentApplicationInput!) { createPaymentApplication(input: $i) { ${BILLING} } }`;
const LINES = `mutation($id: ID!, $v: Int!, $l: [SovLineInput!]!) { updateSovLines(applicationId: $id, expectedVersion: $v, lines: $l) { ${APPLICATION} } }`;
const SUBMIT = `mutation($id: ID!, $v: Int!) { submitPaymentApplication(id: $id, expectedVersion: $v) { ${APPLICATION} } }`;
const CERTIFY = `mutation($id: ID!, $v: Int!, $a: Money!, $on: Date!) { certifyPaymentApplication(id: $id, expectedVersion: $v, amount: $a, certifiedOn: $on) { ${APPLICATION} } }`;
const PAY = `mutation($id: ID!, $v: Int!, $i: RecordPaymentInput!) { recordPayment(applicationId: $id, expectedVersion: $v, input: $i) { ${APPLICATION} } }`;
const RELEASE = `mutation($id: ID!, $v: Int!, $a: Money, $all: Boolean) { releaseRetainage(id: $id, expectedVersion: $v, amount: $a, all: $all) { ${APPLICATION} } }`;
const UPDATE = `mutation($id: ID!, $i: UpdatePaymentApplicationInput!) { updatePaymentApplication(id: $id, input: $i) { ${APPLICATION} } }`;
const DELETE = `mutation($id: ID!, $v: Int!) { deletePaymentApplication(id: $id, expectedVersion: $v) { ${BILLING} } }`;
const RETAINAGE = `mutation($uid: String!, $w: Percent!, $s: Percent) { setProjectRetainage(projectUid: $uid, workRate: $w, storedRate: $s) { ${BILLING} } }`;
const LOG = 'query($uid: String!) { paymentApplicationLog(projectUid: $uid) { id applicationId number action detail by at } }';

describe('payment applications module', () => {
  let h: Harness;
  let rest: Rest;
  let admin: string;
  let otherAdmin: string;
  let sub: string;
  let p: BillingProject;
  const calls = () => h.calls.map((x) => `${x.method} ${x.path}`.split(p.uid).join('{uid}').replace(/\/\d+(\/|$)/g, '/{id}$1'));
  const ok = async (token: string, query: string, variables?: Record<string, unknown>) => {
    const res = await h.gql(query, variables, token);
    expect(res.errors, res.raw).toBeUndefined();
    return res.data;
  };
  const refused = async (token: string, query: string, variables: Record<string, unknown>) => {
    const res = await h.gql(query, variables, token);
    expectNoInternals(res);
    return firstError(res);
  };
  const restApplication = (id: string) => rest('GET', `payment-application/${id}`, admin);

  beforeAll(async () => {
    h = await startHarness();
    rest = restOf(h);
    [admin, otherAdmin] = await Promise.all(['companyadmin@demo.test', 'admin2@demo.test'].map((u) => h.login(u)));
    p = await billingProject(h, admin, { uidNumber: '7601', name: 'Riverside Clinic', bids: 3, changeOrders: 1 });
    const picked = await h.gql('mutation($c: Int!) { selectCompany(companyId: $c) { token } }', { c: p.tenant }, await h.login('sub@demo.test'));
    sub = picked.data.selectCompany.token;
  }, 300_000);
  afterAll(async () => {
    await h?.close();
  });

  it('an application lives through GraphQL: created, lines entered, submitted, certified for less, paid; every figure REST\'s', async () => {
    const created = (await ok(admin, CREATE, { i: { projectUid: p.uid, periodFrom: '2026-10-01', periodTo: '2026-10-31', applicationDate: '2026-10-31' } }))
      .createPaymentApplication;
    expect(created).toMatchObject({ projectUid: p.uid, canWrite: true, retainage: { workRate: '10.00', storedRate: '10.00' } });
    expect(created.applications).toHaveLength(1);
    const first = created.applications[0];
    expect(first).toMatchObject({ number: 1, status: 'DRAFT', editable: true, periodFrom: '2026-10-01', isFinal: false, certifiedAmount: null,
      g702PdfUrl: `/documents/payment-applications/${first.id}/g702`, g703PdfUrl: `/documents/payment-applications/${first.id}/g703` });
    // docs/money.md §12: one line per non-alternate bid, then one per Accepted change order.
    expect(first.lines.map((l: { kind: string }) => l.kind)).toEqual(['BID', 'BID', 'BID', 'CHANGE_ORDER']);
    expect(first.lines.map((l: { itemNo: number }) => l.itemNo)).toEqual([1, 2, 3, 4]);
    expectRestFigures(first, await restApplication(first.id));

    // E on every line (40 % of C, whole cents), F on the first.
    const entries = first.lines.map((l: { id: string; scheduledValue: string }, i: number) => ({
      id: l.id, thisPeriod: round2(dec(l.scheduledValue).times('0.4')).toFixed(2), ...(i === 0 ? { storedMaterials: '1250.55' } : {}),
    }));
    h.calls.length = 0;
    const entered = (await ok(admin, LINES, { id: first.id, v: first.version, l: entries })).updateSovLines;
    // The write answers the application: no read after it but the caller's permissions (editable), beside nothing else.
    expect(calls().sort()).toEqual(['GET auth/me', 'PUT payment-application/{id}/lines']);
    expect(entered.version).toBeGreaterThan(first.version);
    expect(entered.lines.map((l: { thisPeriod: string }) => l.thisPeriod)).toEqual(entries.map((e: { thisPeriod: string }) => e.thisPeriod));
    expect(entered.lines[0].storedMaterials).toBe('1250.55');
    expectRestFigures(entered, await restApplication(first.id));
    // Line 4 = Σ G; line 8 = line 6 on the first application (nothing certified before).
    expect(entered.summary.completedStoredToDate).toBe(sum(entered.lines.map((l: { completedStored: string }) => l.completedStored)).toFixed(2));
    expect(entered.summary.previousCertificates).toBe('0.00');
    expect(entered.summary.currentPaymentDue).toBe(entered.summary.totalEarnedLessRetainage);

    const submitted = (await ok(admin, SUBMIT, { id: first.id, v: entered.version })).submitPaymentApplication;
    expect(submitted).toMatchObject({ status: 'SUBMITTED', editable: false, submittedAt: expect.any(String) });
    const me = (await ok(admin, '{ viewer { user { name } } }')).viewer.user.name;
    expect(submitted.submittedBy).toBe(me);
    expectRestFigures(submitted, await restApplication(first.id));

    // Certified for less than asked (docs/money.md §12).
    const asked = submitted.summary.currentPaymentDue;
    const certifiedAmount = dec(asked).minus('1000.00').toFixed(2);
    const certified = (await ok(admin, CERTIFY, { id: first.id, v: submitted.version, a: certifiedAmount, on: '2026-11-10' })).certifyPaymentApplication;
    expect(certified).toMatchObject({ status: 'CERTIFIED', certifiedAmount, certifiedOn: '2026-11-10' });
    expect(certified.summary.currentPaymentDue).toBe(asked);

    const part = (await ok(admin, PAY, { id: first.id, v: certified.version, i: { amount: '1000.00', receivedOn: '2026-11-20', reference: 'CHK 1001' } })).recordPayment;
    expect(part).toMatchObject({ status: 'CERTIFIED', paymentsTotal: '1000.00',
      payments: [expect.objectContaining({ amount: '1000.00', receivedOn: '2026-11-20', reference: 'CHK 1001', recordedBy: me })] });
    const rest2 = dec(certifiedAmount).minus('1000.00').toFixed(2);
    const paid = (await ok(admin, PAY, { id: first.id, v: part.version, i: { amount: rest2, receivedOn: '2026-11-30', reference: 'CHK 1002' } })).recordPayment;
    expect(paid).toMatchObject({ status: 'PAID', paymentsTotal: certifiedAmount });
    expectRestFigures(paid, await restApplication(first.id));

    // The next application starts from this one: D = D + E, line 7 = the certified amount.
    const next = (await ok(admin, CREATE, { i: { projectUid: p.uid, periodFrom: '2026-11-01', periodTo: '2026-11-30', applicationDate: '2026-11-30' } }))
      .createPaymentApplication;
    expect(next.applications.map((a: { number: number; status: string }) => [a.number, a.status])).toEqual([[1, 'PAID'], [2, 'DRAFT']]);
    const second = next.applications[1];
    expect(second.lines.map((l: { fromPrevious: string }) => l.fromPrevious)).toEqual(entered.lines.map((l: { fromPrevious: string; thisPeriod: string }) =>
      dec(l.fromPrevious).plus(l.thisPeriod).toFixed(2)));
    expect(second.summary.previousCertificates).toBe(certifiedAmount);
    expectRestFigures(second, await restApplication(second.id));

    // Retainage released on the Draft lowers line 5 and raises line 8.
    const released = (await ok(admin, RELEASE, { id: second.id, v: second.version, a: '100.00' })).releaseRetainage;
    expect(released.releasedThisApplication).toBe('100.00');
    expect(dec(released.summary.totalRetainage).eq(dec(second.summary.totalRetainage).minus('100.00'))).toBe(true);
    expect(dec(released.summary.currentPaymentDue).eq(dec(second.summary.currentPaymentDue).plus('100.00'))).toBe(true);
    expectRestFigures(released, await restApplication(second.id));

    const header = (await ok(admin, UPDATE, { id: second.id, i: { expectedVersion: released.version, applicationDate: '2026-12-01', workRate: '5.00' } }))
      .updatePaymentApplication;
    expect(header).toMatchObject({ applicationDate: '2026-12-01', workRate: '5.00' });
    expectRestFigures(header, await restApplication(second.id));

    // The project's billing read back in one query equals every application's own read.
    const listed = (await ok(admin, LIST, { uid: p.uid })).paymentApplications;
    expect(listed.applications.map((a: { id: string }) => a.id)).toEqual([first.id, second.id]);
    for (const a of listed.applications) expectRestFigures(a, await restApplication(a.id));
    const billing = await rest('GET', `payment-application/projectuid/${p.uid}`, admin);
    expect(listed.contractSumToDate).toBe(billing.contract_sum_to_date);
    expect(listed.applications[0].summary.contractSumToDate).toBe(billing.applications[0].summary.contract_sum_to_date);

    // A Draft may be deleted: the answer is the project's billing without it.
    const deleted = (await ok(admin, DELETE, { id: second.id, v: header.version })).deletePaymentApplication;
    expect(deleted.applications.map((a: { number: number }) => a.number)).toEqual([1]);

    const log = (await ok(admin, LOG, { uid: p.uid })).paymentApplicationLog;
    const actions = log.map((e: { action: string }) => e.action);
    for (const a of ['CREATED', 'UPDATED', 'SUBMITTED', 'CERTIFIED', 'PAYMENT', 'PAID', 'RELEASED', 'DELETED']) expect(actions).toContain(a);
    expect(log[0]).toMatchObject({ action: 'DELETED', number: 2, by: expect.any(String) });
  });

  it('the applications query makes exactly one REST call, GET payment-application/projectuid/{uid}, and GET auth/me beside it only for canWrite and editable', async () => {
    h.calls.length = 0;
    const data = (await ok(admin, LIST_DATA, { uid: p.uid })).paymentApplications;
    expect(data.applications.length).toBeGreaterThan(0);
    expect(calls()).toEqual(['GET payment-application/projectuid/{uid}']);

    h.calls.length = 0;
    await ok(admin, LIST, { uid: p.uid });
    expect(calls().sort()).toEqual(['GET auth/me', 'GET payment-application/projectuid/{uid}']);
    expect(allOverlap(h.calls)).toBe(true);

    // Project.billing is the same one call.
    h.calls.length = 0;
    await ok(admin, `query($id: ID!) { project(id: $id) { uid billing { ${BILLING_DATA} } } }`, { id: p.id });
    expect(calls().filter((c) => c.startsWith('GET payment-application'))).toEqual(['GET payment-application/projectuid/{uid}']);
  });

  it('refusals travel as errors with the REST reason and nothing internal: submitted, stale version, second Draft, bad figures', async () => {
    const billing = (await ok(admin, LIST_DATA, { uid: p.uid })).paymentApplications;
    const paid = billing.applications[0];
    const submitted = await refused(admin, LINES, { id: paid.id, v: paid.version, l: [{ id: paid.lines[0].id, thisPeriod: '1.00' }] });
    expect(submitted.extensions).toMatchObject({ code: 'CONFLICT', reason: 'PAYMENT_APPLICATION_SUBMITTED' });
    expect(submitted.message).toBe('Payment application 1 is submitted: it can no longer change.');

    const draft = (await ok(admin, CREATE, { i: { projectUid: p.uid, periodFrom: '2026-12-01', periodTo: '2026-12-31', applicationDate: '2026-12-31' } }))
      .createPaymentApplication.applications.at(-1);
    const twice = await refused(admin, CREATE, { i: { projectUid: p.uid, periodFrom: '2027-01-01', periodTo: '2027-01-31', applicationDate: '2027-01-31' } });
    expect(twice.extensions).toMatchObject({ code: 'CONFLICT', reason: 'PAYMENT_APPLICATION_DRAFT_EXISTS' });

    const stale = await refused(admin, LINES, { id: draft.id, v: draft.version - 1, l: [{ id: draft.lines[0].id, thisPeriod: '1.00' }] });
    expect(stale.extensions).toMatchObject({ code: 'CONFLICT', reason: 'PAYMENT_APPLICATION_VERSION_CONFLICT' });

    // G > C on the second line the caller sent: the field named as the caller sent it.
    const over = dec(draft.lines[1].scheduledValue).minus(draft.lines[1].fromPrevious).plus('0.01').toFixed(2);
    const tooMuch = await refused(admin, LINES, { id: draft.id, v: draft.version, l: [{ id: draft.lines[0].id, thisPeriod: '1.00' }, { id: draft.lines[1].id, thisPeriod: over }] });
    expect(tooMuch.extensions?.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(tooMuch.extensions?.fields ?? {})).toEqual(['lines.1.thisPeriod']);
    const negative = await refused(admin, LINES, { id: draft.id, v: draft.version, l: [{ id: draft.lines[0].id, storedMaterials: '-1.00' }] });
    expect(Object.keys(negative.extensions?.fields ?? {})).toEqual(['lines.0.storedMaterials']);
    // A line id that is no integer is refused by the gateway, naming it, with no REST call.
    h.calls.length = 0;
    const badLine = await refused(admin, LINES, { id: draft.id, v: draft.version, l: [{ id: draft.lines[0].id, thisPeriod: '1.00' }, { id: 'x', thisPeriod: '1.00' }] });
    expect(badLine.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { 'lines.1.id': 'Not a valid id.' } });
    expect(h.calls.filter((c) => c.path.includes('/lines'))).toEqual([]);
    // All or nothing: the first line kept its figure.
    expect((await restApplication(draft.id)).lines[0].this_period).toBe(draft.lines[0].thisPeriod);

    const submittedDraft = (await ok(admin, SUBMIT, { id: draft.id, v: draft.version })).submitPaymentApplication;
    const overCertified = await refused(admin, CERTIFY, { id: draft.id, v: submittedDraft.version,
      a: dec(submittedDraft.summary.currentPaymentDue).plus('0.01').toFixed(2), on: '2027-01-05' });
    expect(overCertified.extensions?.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(overCertified.extensions?.fields ?? {})).toEqual(['amount']);
    // A change order billed on a submitted application stays Accepted (docs/billing.md §3), refused through the PCOs' mutation.
    const coLine = paid.lines.find((l: { kind: string }) => l.kind === 'CHANGE_ORDER');
    const pcoVersion = (await h.api.db.selectFrom('pcos').select('version').where('id', '=', Number(coLine.pcoId)).executeTakeFirstOrThrow()).version;
    const billed = await refused(admin, 'mutation($id: ID!, $v: Int!) { setPcoStatus(id: $id, status: NOT_ACCEPTED, expectedVersion: $v) { id } }',
      { id: coLine.pcoId, v: pcoVersion });
    expect(billed.extensions).toMatchObject({ code: 'CONFLICT', reason: 'CHANGE_ORDER_BILLED' });
    expect(billed.message).toMatch(/^CO-001 is billed on payment application [12], which is submitted: it can no longer change\.$/);
    const badId = await refused(admin, SUBMIT, { id: 'abc', v: 1 });
    expect(badId.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { id: 'Not a valid id.' } });
  });

  it('role 13 and another tenant are refused, with nothing internal and nothing changed', async () => {
    const asSub = await refused(sub, LIST_DATA, { uid: p.uid });
    expect(asSub.extensions?.code).toBe('FORBIDDEN');
    const foreign = await refused(otherAdmin, LIST_DATA, { uid: p.uid });
    expect(['NOT_FOUND', 'FORBIDDEN']).toContain(foreign.extensions?.code);
    const application = (await ok(admin, LIST_DATA, { uid: p.uid })).paymentApplications.applications[0];
    for (const token of [sub, otherAdmin]) {
      const one = await refused(token, `query($id: ID!) { paymentApplication(id: $id) { id number } }`, { id: application.id });
      expect(['NOT_FOUND', 'FORBIDDEN']).toContain(one.extensions?.code);
      const write = await refused(token, RETAINAGE, { uid: p.uid, w: '5.00', s: null });
      expect(['NOT_FOUND', 'FORBIDDEN']).toContain(write.extensions?.code);
    }
    const stored = await rest('GET', `payment-application/projectuid/${p.uid}`, admin);
    expect(stored.retainage.work_rate).toBe('10.00');
  });

  it('Project Retainage is set on the project and answers the project\'s billing', async () => {
    const set = (await ok(admin, RETAINAGE, { uid: p.uid, w: '7.50', s: '5.00' })).setProjectRetainage;
    expect(set.retainage).toEqual({ workRate: '7.50', storedRate: '5.00' });
    const stored = await rest('GET', `payment-application/projectuid/${p.uid}`, admin);
    expect(stored.retainage).toEqual({ work_rate: '7.50', stored_rate: '5.00' });
    const bad = await refused(admin, RETAINAGE, { uid: p.uid, w: '150.00', s: null });
    expect(bad.extensions?.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(bad.extensions?.fields ?? {})).toEqual(['workRate']);
  });
});
