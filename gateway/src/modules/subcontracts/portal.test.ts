import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoInternals, firstError, startHarness, type Harness } from '../../testkit.js';
import { awardableProject, COMMITMENT, quoteAndSelect, type AwardableProject } from './__fixtures__/subcontracts.js';

// Role 13's subcontracts (docs/subcontracts.md §4 Role 13) and the signed lien waivers through the gateway's document
// routes, over the real REST API: the demo subcontractor (a manager of the project's first subcontractor) sees its own
// subcontract only and submits its billing; staff approve and pay; the signed waiver goes up and comes back byte for byte.

const AWARD = `mutation($bid: ID!) { awardSubcontract(bidId: $bid, input: { retainageRate: "10.00" }) { ${COMMITMENT} } }`;
const MINE = `query($uid: String!) { mySubcontracts(projectUid: $uid) { ${COMMITMENT} } }`;
const SUBMIT_MINE = `mutation($id: ID!, $i: SubcontractBillingInput!) { submitMySubcontractBilling(id: $id, input: $i) { ${COMMITMENT} } }`;
const APPROVE = `mutation($b: ID!, $v: Int!) { approveSubcontractBilling(billingId: $b, expectedVersion: $v) { ${COMMITMENT} } }`;
const PAY = `mutation($id: ID!, $i: SubcontractPaymentInput!) { recordSubcontractPayment(id: $id, input: $i) { ${COMMITMENT} } }`;
const ONE = `query($id: ID!) { subcontract(id: $id) { ${COMMITMENT} } }`;
const PERIOD = { periodFrom: '2026-10-01', periodTo: '2026-10-31', billingDate: '2026-10-20' };

describe("role 13's subcontracts and the signed waivers", () => {
  let h: Harness;
  let admin: string;
  let sub: string;
  let p: AwardableProject;
  let mine: any;
  let theirs: any;
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const ok = async (token: string, query: string, variables: Record<string, unknown> = {}) => {
    const res = await h.gql(query, variables, token);
    expect(res.errors, res.raw).toBeUndefined();
    return res.data;
  };
  async function upload(token: string, paymentId: string, file: { name: string; bytes: Buffer }) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file.bytes)], { type: 'application/pdf' }), file.name);
    const body = new Response(form as unknown as BodyInit);
    return h.gateway.inject({
      method: 'POST', url: `/documents/subcontract-payments/${paymentId}/signed-waiver`,
      headers: { ...auth(token), 'content-type': body.headers.get('content-type')! }, payload: Buffer.from(await body.arrayBuffer()),
    });
  }

  beforeAll(async () => {
    h = await startHarness();
    admin = await h.login('companyadmin@demo.test');
    p = await awardableProject(h, admin, { uidNumber: '7721', name: 'Lago Vista Fire Hall', amount: '6400.00' });
    // The demo subcontractor's login is a manager's email of the first subcontractor (as the bid uploads find it).
    await h.api.db.insertInto('subcontractor_managers').values({
      tenant_id: p.tenant, subcontractor_id: p.subs[0]!.id, first_name: 'Sam', last_name: 'Sub', email: 'sub@demo.test', phone: '5125550100',
    }).execute();
    const picked = await h.gql('mutation($c: Int!) { selectCompany(companyId: $c) { token } }', { c: p.tenant }, await h.login('sub@demo.test'));
    sub = picked.data.selectCompany.token;
    // The second bid awarded to the other subcontractor, at an amount role 13 must never see.
    await quoteAndSelect(h, admin, Number(p.otherBidId), [{ id: p.subs[1]!.id, amount: '7777.77' }]);
    mine = (await ok(admin, AWARD, { bid: p.bidId })).awardSubcontract;
    theirs = (await ok(admin, AWARD, { bid: p.otherBidId })).awardSubcontract;
    expect([mine.number, theirs.number]).toEqual(['SC-001', 'SC-002']);
  }, 300_000);
  afterAll(async () => {
    await h?.close();
  });

  it('role 13 sees only its own subcontract through mySubcontracts, submits its billing, and staff approve it', async () => {
    h.calls.length = 0;
    const seen = (await ok(sub, MINE, { uid: p.uid })).mySubcontracts;
    expect(h.calls.map((c) => `${c.method} ${c.path}`)).toEqual([`GET subcontract/mine/projectuid/${p.uid}`]);
    expect(seen.map((c: { id: string }) => c.id)).toEqual([mine.id]);
    expect(seen[0].lines.map((l: { total: string }) => l.total)).toEqual(['6400.00']);
    const text = JSON.stringify(seen);
    for (const foreign of ['7777.77', '99999.99', p.subs[1]!.name]) expect(text).not.toContain(foreign);

    // The staff ledger and another subcontractor's commitment are refused to role 13.
    const ledger = await h.gql('query($uid: String!) { subcontracts(projectUid: $uid) { projectUid } }', { uid: p.uid }, sub);
    expectNoInternals(ledger);
    expect(firstError(ledger).extensions!.code).toBe('FORBIDDEN');
    const lineId = seen[0].lines[0].id;
    const other = await h.gql(SUBMIT_MINE, { id: theirs.id, i: { expectedVersion: theirs.version, ...PERIOD, lines: [{ lineId: theirs.lines[0].id, amount: '10.00' }] } }, sub);
    expectNoInternals(other);
    expect(firstError(other).extensions!.code).toBe('NOT_FOUND');
    const over = await h.gql(SUBMIT_MINE, { id: mine.id, i: { expectedVersion: seen[0].version, ...PERIOD, lines: [{ lineId, amount: '6400.01' }] } }, sub);
    expectNoInternals(over);
    expect(Object.keys(firstError(over).extensions!.fields as object)).toEqual(['input.lines.0.amount']);

    const submitted = (await ok(sub, SUBMIT_MINE, { id: mine.id, i: { expectedVersion: seen[0].version, ...PERIOD, lines: [{ lineId, amount: '1600.00' }] } }))
      .submitMySubcontractBilling;
    expect(submitted.billings).toEqual([expect.objectContaining({ number: 1, status: 'SUBMITTED', total: '1600.00', retainage: '160.00' })]);
    const refused = await h.gql(APPROVE, { b: submitted.billings[0].id, v: submitted.version }, sub);
    expect(firstError(refused).extensions!.code).toBe('FORBIDDEN');
    const approved = (await ok(admin, APPROVE, { b: submitted.billings[0].id, v: submitted.version })).approveSubcontractBilling;
    expect(approved.totals).toMatchObject({ billedToDate: '1600.00', retainageHeld: '160.00', unpaidBills: '1440.00', remainingBalance: '4800.00' });
    expect((await ok(sub, MINE, { uid: p.uid })).mySubcontracts[0].billings[0].status).toBe('APPROVED');
  });

  it('the signed waiver goes up through the document route, shows on the payment, and comes back byte for byte', async () => {
    const current = (await ok(admin, ONE, { id: mine.id })).subcontract;
    const paid = (await ok(admin, PAY, { id: mine.id, i: { expectedVersion: current.version, amount: '1440.00', paidOn: '2026-11-05', reference: 'CHK 2001' } }))
      .recordSubcontractPayment;
    const payment = paid.payments[0];
    expect(payment).toMatchObject({ waiverKind: 'CONDITIONAL', signedWaiver: null });
    // The waiver to sign is the gateway's own PDF.
    const unsigned = (await h.gateway.inject({ method: 'GET', url: payment.waiverPdfUrl, headers: auth(admin) })).rawPayload;

    h.calls.length = 0;
    const res = await upload(admin, payment.id, { name: 'signed-waiver.pdf', bytes: unsigned });
    expect(res.statusCode, res.body).toBe(200);
    expect(h.calls.map((c) => `${c.method} ${c.path}`)).toEqual([`POST subcontract/payment/${payment.id}/waiver`]);
    expect(res.json().payments[0].signedWaiver).toMatchObject({ fileName: 'signed-waiver.pdf', bytes: unsigned.length,
      url: `/documents/subcontract-payments/${payment.id}/signed-waiver` });
    const read = (await ok(admin, ONE, { id: mine.id })).subcontract;
    expect(read.payments[0].signedWaiver).toMatchObject({ fileName: 'signed-waiver.pdf', bytes: unsigned.length });

    const file = await h.gateway.inject({ method: 'GET', url: read.payments[0].signedWaiver.url, headers: auth(admin) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(unsigned)).toBe(true);

    // Not a PDF: REST's 400 as JSON, nothing kept.
    const notPdf = await upload(admin, payment.id, { name: 'waiver.pdf', bytes: Buffer.from('just text, not a PDF') });
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json()).toMatchObject({ reason: 'BAD_USER_INPUT' });
    expect(notPdf.body).not.toMatch(/stack|\.ts:\d+/);
  });
});
