import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dec } from '@suite/money';
import { expectNoInternals, firstError, ROLE_IDS, startHarness, withGrant, type Harness } from '../../testkit.js';
import { restOf } from '../proposal/__fixtures__/projects.js';
import { awardableProject, COMMITMENT, expectRestFigures, LEDGER_DATA, type AwardableProject } from './__fixtures__/subcontracts.js';

// Subcontracts through GraphQL over the real REST API (docs/subcontracts.md §4, §6; docs/money.md §15): the ledger in one
// REST call, award → SCO → billing approved → payments with every figure equal to REST's to the cent, the lien waivers'
// text, refusals with their reason codes, another company and a user without the permission refused.

const AWARD = `mutation($bid: ID!, $i: AwardSubcontractInput) { awardSubcontract(bidId: $bid, input: $i) { ${COMMITMENT} } }`;
const SCO = `mutation($id: ID!, $i: SubcontractChangeOrderInput!) { addSubcontractChangeOrder(id: $id, input: $i) { ${COMMITMENT} } }`;
const BILL = `mutation($id: ID!, $i: SubcontractBillingInput!) { submitSubcontractBilling(id: $id, input: $i) { ${COMMITMENT} } }`;
const APPROVE = `mutation($b: ID!, $v: Int!) { approveSubcontractBilling(billingId: $b, expectedVersion: $v) { ${COMMITMENT} } }`;
const PAY = `mutation($id: ID!, $i: SubcontractPaymentInput!) { recordSubcontractPayment(id: $id, input: $i) { ${COMMITMENT} } }`;
const RELEASE = `mutation($id: ID!, $v: Int!) { releaseSubcontractRetainage(id: $id, expectedVersion: $v, all: true) { ${COMMITMENT} } }`;
const LEDGER = `query($uid: String!) { subcontracts(projectUid: $uid) { ${LEDGER_DATA} } }`;
const ONE = `query($id: ID!) { subcontract(id: $id) { ${COMMITMENT} } }`;
const PERIOD = { periodFrom: '2026-10-01', periodTo: '2026-10-31', billingDate: '2026-10-20' };

const work = mkdtempSync(join(tmpdir(), 'subcontract-api-'));
const pdfText = (pdf: Buffer) => {
  const file = join(work, `p${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ').trim();
};

describe('subcontracts through GraphQL', () => {
  let h: Harness;
  let admin: string;
  let otherAdmin: string;
  let estimator: string;
  let p: AwardableProject;
  let awarded: any;
  const rest = (path: string) => restOf(h)('GET', path, admin);
  const ok = async (token: string, query: string, variables: Record<string, unknown> = {}) => {
    const res = await h.gql(query, variables, token);
    expect(res.errors, res.raw).toBeUndefined();
    return res.data;
  };
  const calls = (uid: string) => h.calls.map((c) => `${c.method} ${c.path}`.replace(uid, '{uid}').replace(/\/\d+(\/|$)/g, '/{id}$1'));
  const download = (url: string, token: string) =>
    h.gateway.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    h = await startHarness();
    [admin, otherAdmin, estimator] = await Promise.all(['companyadmin@demo.test', 'admin2@demo.test', 'estimator@demo.test'].map((u) => h.login(u)));
    p = await awardableProject(h, admin, { uidNumber: '7701', name: 'Cedar Park Clinic', amount: '12345.67' });
    awarded = (await ok(admin, AWARD, { bid: p.bidId, i: { retainageRate: '10.00', scope: 'Concrete work per drawings.', startDate: '2026-09-01', endDate: '2026-12-15' } }))
      .awardSubcontract;
  }, 300_000);
  afterAll(async () => {
    await h?.close();
  });

  it("awards the bid's selected subcontractor at its amount, the figures equal to REST's", async () => {
    expect(awarded).toMatchObject({
      projectUid: p.uid, kind: 'SUBCONTRACT', number: 'SC-001', status: 'OPEN', bidId: p.bidId,
      party: { id: String(p.subs[0]!.id), name: p.subs[0]!.name }, retainageRate: '10.00', scope: 'Concrete work per drawings.',
      startDate: '2026-09-01', endDate: '2026-12-15', changeOrders: [], billings: [], payments: [], retainageReleased: '0.00', awardEmails: [],
      pdfUrl: `/documents/subcontracts/${awarded.id}`,
    });
    expect(awarded.lines).toHaveLength(1);
    expect(awarded.totals).toMatchObject({ total: '12345.67', contractTotal: '12345.67', billedToDate: '0.00', remainingBalance: '12345.67' });
    expectRestFigures(awarded, await rest(`subcontract/${awarded.id}`));
  });

  it('answers the ledger from ONE REST call, with GET auth/me beside it only when canWrite is asked', async () => {
    h.calls.length = 0;
    const ledger = (await ok(admin, LEDGER, { uid: p.uid })).subcontracts;
    expect(calls(p.uid)).toEqual(['GET subcontract/projectuid/{uid}']);
    expect(ledger.commitments.map((c: { number: string }) => c.number)).toEqual(['SC-001']);
    expect(ledger.retainageRate).toBe((await rest(`subcontract/projectuid/${p.uid}`)).retainage_rate);
    // The ledger primes each commitment: subcontract(id) in the same request is no further call.
    h.calls.length = 0;
    const both = await ok(admin, `query($uid: String!, $id: ID!) { subcontracts(projectUid: $uid) { canWrite commitments { id } } subcontract(id: $id) { number } }`,
      { uid: p.uid, id: awarded.id });
    expect(both.subcontracts.canWrite).toBe(true);
    expect(both.subcontract.number).toBe('SC-001');
    expect(calls(p.uid).sort()).toEqual(['GET auth/me', 'GET subcontract/projectuid/{uid}']);
  });

  it('SCO → billing → approval → progress payment → release → final payment: every answer equal to REST to the cent', async () => {
    const lineId = awarded.lines[0].id;
    const sco = (await ok(admin, SCO, { id: awarded.id, i: { expectedVersion: awarded.version, reason: 'Added footings', date: '2026-10-05', lines: [{ lineId, amount: '1500.00' }] } }))
      .addSubcontractChangeOrder;
    expect(sco.changeOrders).toEqual([expect.objectContaining({ number: 1, name: 'SCO-001', reason: 'Added footings', total: '1500.00', lines: [{ lineId, amount: '1500.00' }] })]);
    expect(sco.totals).toMatchObject({ changeOrders: '1500.00', contractTotal: '13845.67' });
    expectRestFigures(sco, await rest(`subcontract/${awarded.id}`));

    const submitted = (await ok(admin, BILL, { id: awarded.id, i: { expectedVersion: sco.version, ...PERIOD, lines: [{ lineId, amount: '5000.00' }] } }))
      .submitSubcontractBilling;
    expect(submitted.billings).toEqual([expect.objectContaining({ number: 1, status: 'SUBMITTED', total: '5000.00', retainage: '500.00', directCostIds: [] })]);
    expect(submitted.totals.billedToDate).toBe('0.00');

    const approved = (await ok(admin, APPROVE, { b: submitted.billings[0].id, v: submitted.version })).approveSubcontractBilling;
    expect(approved.billings[0]).toMatchObject({ status: 'APPROVED', approvedBy: expect.any(String), approvedAt: expect.any(String) });
    expect(approved.billings[0].directCostIds).toHaveLength(1);
    // docs/money.md §15: retainage 10 % of 5,000.00; unpaid = billed − retainage − payments; remaining = contract − billed.
    expect(approved.totals).toMatchObject({ billedThisPeriod: '5000.00', billedToDate: '5000.00', retainageHeld: '500.00', paymentsToDate: '0.00',
      unpaidBills: '4500.00', remainingBalance: '8845.67' });
    expectRestFigures(approved, await rest(`subcontract/${awarded.id}`));

    const paid = (await ok(admin, PAY, { id: awarded.id, i: { expectedVersion: approved.version, amount: '4500.00', paidOn: '2026-11-05', reference: 'CHK 1042' } }))
      .recordSubcontractPayment;
    const progress = paid.payments[0];
    expect(progress).toMatchObject({ amount: '4500.00', paidOn: '2026-11-05', reference: 'CHK 1042', isFinal: false, waiverKind: 'CONDITIONAL',
      throughDate: '2026-10-31', signedWaiver: null, waiverPdfUrl: `/documents/subcontract-payments/${progress.id}/waiver?subcontract=${awarded.id}` });
    expect(paid.totals).toMatchObject({ paymentsToDate: '4500.00', unpaidBills: '0.00' });
    expectRestFigures(paid, await rest(`subcontract/${awarded.id}`));

    // The conditional waiver carries the amount and the through-date.
    const waiver = await download(progress.waiverPdfUrl, admin);
    expect(waiver.statusCode, waiver.body).toBe(200);
    expect(waiver.headers['content-type']).toBe('application/pdf');
    const text = pdfText(waiver.rawPayload);
    for (const s of ['Conditional Waiver and Release on Progress Payment', `Claimant ${p.subs[0]!.name}`, `Project ${p.uid} ${p.name}`, 'Subcontract SC-001',
      'Payment Amount $4,500.00', 'Through Date 10/31/2026', 'Check / Reference CHK 1042']) expect(text).toContain(s);

    const released = (await ok(admin, RELEASE, { id: awarded.id, v: paid.version })).releaseSubcontractRetainage;
    expect(released.retainageReleased).toBe('500.00');
    expect(released.totals).toMatchObject({ retainageHeld: '0.00', unpaidBills: '500.00' });
    expectRestFigures(released, await rest(`subcontract/${awarded.id}`));

    const closed = (await ok(admin, PAY, { id: awarded.id, i: { expectedVersion: released.version, amount: '500.00', paidOn: '2026-12-20', reference: 'CHK 1207', isFinal: true } }))
      .recordSubcontractPayment;
    expect(closed.status).toBe('CLOSED');
    expect(closed.payments[1]).toMatchObject({ amount: '500.00', isFinal: true, waiverKind: 'UNCONDITIONAL' });
    expect(closed.totals).toMatchObject({ paymentsToDate: '5000.00', unpaidBills: '0.00' });
    expectRestFigures(closed, await rest(`subcontract/${awarded.id}`));
    const final = pdfText((await download(closed.payments[1].waiverPdfUrl, admin)).rawPayload);
    expect(final).toContain('Unconditional Waiver and Release on Final Payment');
    expect(final).toContain('Payment Amount $500.00');
    expect(final).toContain('The Claimant has received $500.00 from the Customer as the final payment');

    // The subcontract PDF: US Letter, the line and the contract total moved by the SCO.
    const sc = await download(closed.pdfUrl, admin);
    expect(sc.statusCode).toBe(200);
    const scText = pdfText(sc.rawPayload);
    expect(scText).toContain('Subcontract Agreement SC-001');
    expect(scText).toContain('Contract Total: $13,845.67');
    expect(scText).toContain(`${dec('12345.67').toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`);

    // Read back in one query, equal to REST.
    expectRestFigures((await ok(admin, ONE, { id: awarded.id })).subcontract, await rest(`subcontract/${awarded.id}`));
  });

  it('a purchase order: created with a line, lines added, changed and deleted, then the PO deleted; each answer as REST gives it', async () => {
    const vendor = await h.api.db.selectFrom('vendors').select(['id', 'company_name']).where('tenant_id', '=', p.tenant).where('is_active', '=', true)
      .orderBy('id').executeTakeFirstOrThrow();
    const l = awarded.lines[0];
    const line = (units: string, total: string) => ({ divisionId: l.divisionId, subdivisionId: l.subdivisionId, categoryId: l.categoryId, partId: l.partId,
      units, unitOfMeasure: 'EA', total });
    const created = (await ok(admin, `mutation($i: CreatePurchaseOrderInput!) { createPurchaseOrder(input: $i) { canWrite ${LEDGER_DATA} } }`,
      { i: { projectUid: p.uid, vendorId: String(vendor.id), retainageRate: '0.00', scope: 'Rebar supply', lines: [line('8', '1000.00')] } })).createPurchaseOrder;
    expect(created.canWrite).toBe(true);
    const po = created.commitments.find((c: { kind: string }) => c.kind === 'PURCHASE_ORDER');
    expect(po).toMatchObject({ number: 'PO-001', party: { id: String(vendor.id), name: vendor.company_name }, bidId: null, scope: 'Rebar supply' });
    expect(po.lines.map((x: { total: string }) => x.total)).toEqual(['1000.00']);
    expect(dec(po.lines[0].costPerUnit).eq('125')).toBe(true);
    const added = (await ok(admin, `mutation($id: ID!, $v: Int!, $i: CommitmentLineInput!) { addSubcontractLine(id: $id, expectedVersion: $v, input: $i) { ${COMMITMENT} } }`,
      { id: po.id, v: po.version, i: line('3', '333.33') })).addSubcontractLine;
    expect(added.totals.total).toBe('1333.33');
    const changed = (await ok(admin, `mutation($l: ID!, $v: Int!, $i: CommitmentLineInput!) { updateSubcontractLine(lineId: $l, expectedVersion: $v, input: $i) { ${COMMITMENT} } }`,
      { l: added.lines[1].id, v: added.version, i: line('3', '300.00') })).updateSubcontractLine;
    expect(changed.totals.total).toBe('1300.00');
    expectRestFigures(changed, await rest(`subcontract/${po.id}`));
    const fewer = (await ok(admin, `mutation($l: ID!, $v: Int!) { deleteSubcontractLine(lineId: $l, expectedVersion: $v) { ${COMMITMENT} } }`,
      { l: changed.lines[1].id, v: changed.version })).deleteSubcontractLine;
    expect(fewer.lines).toHaveLength(1);
    const left = (await ok(admin, `mutation($id: ID!, $v: Int!) { deleteSubcontract(id: $id, expectedVersion: $v) { ${LEDGER_DATA} } }`,
      { id: po.id, v: fewer.version })).deleteSubcontract;
    expect(left.commitments.map((c: { number: string }) => c.number)).toEqual(['SC-001']);
  });

  it('refuses with reason codes and the fields the caller sent, never internals', async () => {
    const twice = await h.gql(AWARD, { bid: p.bidId }, admin);
    expectNoInternals(twice);
    expect(firstError(twice).extensions).toMatchObject({ code: 'CONFLICT', reason: 'SUBCONTRACT_EXISTS' });
    expect(firstError(twice).message).toContain('SC-001');

    const other = await awardableProject(h, admin, { uidNumber: '7702', name: 'Oak Hill Depot', amount: '2000.00' });
    const sc = (await ok(admin, AWARD, { bid: other.bidId, i: { retainageRate: '5.00' } })).awardSubcontract;
    const lineId = sc.lines[0].id;
    const over = await h.gql(BILL, { id: sc.id, i: { expectedVersion: sc.version, ...PERIOD, lines: [{ lineId, amount: '2000.01' }] } }, admin);
    expectNoInternals(over);
    expect(firstError(over).extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(Object.keys(firstError(over).extensions!.fields as object)).toEqual(['input.lines.0.amount']);
    const negative = await h.gql(BILL, { id: sc.id, i: { expectedVersion: sc.version, ...PERIOD, lines: [{ lineId, amount: '-10.00' }] } }, admin);
    expectNoInternals(negative);
    expect(Object.keys(firstError(negative).extensions!.fields as object)).toContain('input.lines.0.reason');
    const stale = await h.gql(SCO, { id: sc.id, i: { expectedVersion: sc.version + 5, reason: 'x', lines: [{ lineId, amount: '1.00' }] } }, admin);
    expectNoInternals(stale);
    expect(firstError(stale).extensions).toMatchObject({ code: 'CONFLICT', reason: 'SUBCONTRACT_VERSION_CONFLICT' });
    const tooMuch = await h.gql(PAY, { id: sc.id, i: { expectedVersion: sc.version, amount: '1.00', paidOn: '2026-11-01', reference: 'X' } }, admin);
    expectNoInternals(tooMuch);
    expect(Object.keys(firstError(tooMuch).extensions!.fields as object)).toEqual(['input.amount']);
    const badId = await h.gql(ONE, { id: 'x1' }, admin);
    expect(firstError(badId).extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { id: expect.any(String) } });
  });

  it("refuses another company's commitment and a user without the subcontract permission", async () => {
    const foreign = await h.gql(ONE, { id: awarded.id }, otherAdmin);
    expectNoInternals(foreign);
    expect(firstError(foreign).extensions!.code).toBe('NOT_FOUND');
    expect(firstError(await h.gql(LEDGER, { uid: p.uid }, otherAdmin)).extensions!.code).toBe('NOT_FOUND');
    expect((await download(`/documents/subcontracts/${awarded.id}`, otherAdmin)).statusCode).toBe(404);
    const waiverUrl = `/documents/subcontract-payments/1/waiver?subcontract=${awarded.id}`;
    expect((await download(waiverUrl, otherAdmin)).statusCode).toBe(404);
    // The waiver's path names its commitment; without it, or with a payment not of it, nothing is rendered.
    const bare = await download('/documents/subcontract-payments/1/waiver', admin);
    expect([bare.statusCode, bare.json().reason]).toEqual([400, 'BAD_USER_INPUT']);
    expect((await download(`/documents/subcontract-payments/999999/waiver?subcontract=${awarded.id}`, admin)).statusCode).toBe(404);

    await withGrant(h.api, ROLE_IDS.estimator, 'subcontract', { can_read: false, can_write: false }, () =>
      withGrant(h.api, ROLE_IDS.estimator, 'subcontracts', { can_read: false, can_write: false }, async () => {
        const refused = await h.gql(LEDGER, { uid: p.uid }, estimator);
        expectNoInternals(refused);
        expect(firstError(refused).extensions!.code).toBe('FORBIDDEN');
        expect((await download(`/documents/subcontracts/${awarded.id}`, estimator)).statusCode).toBe(403);
        const award = await h.gql(AWARD, { bid: p.bidId }, estimator);
        expect(firstError(award).extensions!.code).toBe('FORBIDDEN');
      }));
  });
});
