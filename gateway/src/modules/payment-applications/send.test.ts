import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser, type Attachment } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoInternals, firstError, startHarness, type Harness } from '../../testkit.js';
import { APPLICATION, billingProject, g702Lines, type BillingProject } from './__fixtures__/billing.js';

// sendPaymentApplication end to end: the gateway renders the G702 and G703 (the downloads' renderers) → REST POST
// payment-application/{id}/send → the product's mailer → a REAL SMTP server started here (issue 32 Documents).

interface Received { to: string[]; subject: string; text: string; attachments: Attachment[] }

const SEND = `mutation($id: ID!, $message: String) { sendPaymentApplication(id: $id, message: $message) {
  __typename ... on PaymentApplicationSent { message sending { id sentAt sentBy to cc fileNames } }
  ... on PaymentApplicationNotSent { reason message } } }`;
const work = mkdtempSync(join(tmpdir(), 'billing-send-'));
const pdfText = (pdf: Buffer) => {
  const file = join(work, `p${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
};
const words = (s: string) => s.replace(/\s+/g, ' ').trim();

describe('sendPaymentApplication', () => {
  let smtp: SMTPServer;
  const inbox: Received[] = [];
  let h: Harness;
  let admin: string;
  let otherAdmin: string;
  let sub: string;
  let p: BillingProject;
  let application: any;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true, disabledCommands: ['STARTTLS'], logger: false,
      onData(stream, session, done) {
        simpleParser(stream).then((mail) => {
          inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), subject: mail.subject ?? '', text: mail.text ?? '', attachments: mail.attachments });
          done();
        }, done);
      },
    });
    const port = await new Promise<number>((ok) => smtp.listen(0, '127.0.0.1', () => ok((smtp.server.address() as AddressInfo).port)));
    h = await startHarness({ smtpUrl: `smtp://127.0.0.1:${port}` });
    [admin, otherAdmin] = await Promise.all(['companyadmin@demo.test', 'admin2@demo.test'].map((u) => h.login(u)));
    p = await billingProject(h, admin, { uidNumber: '7603', name: 'Maple Street School', bids: 2, changeOrders: 1 });
    const picked = await h.gql('mutation($c: Int!) { selectCompany(companyId: $c) { token } }', { c: p.tenant }, await h.login('sub@demo.test'));
    sub = picked.data.selectCompany.token;
    const res = await h.gql(`mutation($i: CreatePaymentApplicationInput!) { createPaymentApplication(input: $i) { applications { ${APPLICATION} } } }`,
      { i: { projectUid: p.uid, periodFrom: '2026-10-01', periodTo: '2026-10-31', applicationDate: '2026-10-31' } }, admin);
    expect(res.errors, res.raw).toBeUndefined();
    application = res.data.createPaymentApplication.applications[0];
  }, 300_000);
  afterAll(async () => {
    await h?.close();
    await new Promise((ok) => (smtp ? smtp.close(() => ok(undefined)) : ok(undefined)));
  });

  it("mails the owner both PDFs, each the download's twin, and records the sending", async () => {
    inbox.length = 0;
    h.calls.length = 0;
    const res = await h.gql(SEND, { id: application.id, message: 'Our application for October.' }, admin);
    expect(res.errors, res.raw).toBeUndefined();
    const calls = h.calls.map((c) => `${c.method} ${c.path}`.replace(/\/\d+(\/|$)/g, '/{id}$1'));
    // The downloads' reads, then one POST with both PDFs.
    expect(calls.slice(0, -1).sort()).toEqual(['GET company/letterhead', 'GET payment-application/{id}', 'GET projects']);
    expect(calls.at(-1)).toBe('POST payment-application/{id}/send');
    const names = [`G702 Payment Application 1 ${p.uid} - ${p.name}.pdf`, `G703 Payment Application 1 ${p.uid} - ${p.name}.pdf`];
    expect(res.data.sendPaymentApplication).toMatchObject({ __typename: 'PaymentApplicationSent', sending: { fileNames: names, sentBy: expect.any(String) } });

    expect(inbox).toHaveLength(1);
    const mail = inbox[0]!;
    expect(mail.to).toContain(res.data.sendPaymentApplication.sending.to);
    expect(mail.text).toContain('Our application for October.');
    expect(mail.attachments.map((a) => a.filename).sort()).toEqual(names);
    for (const a of mail.attachments) expect(a.contentType).toBe('application/pdf');
    const [g702, g703] = names.map((n) => mail.attachments.find((a) => a.filename === n)!.content);
    // Lines 1–9 in the mailed G702, equal to the GraphQL summary; each attachment reads as its download.
    const text = words(pdfText(g702!));
    for (const line of g702Lines(application)) expect(text).toContain(line);
    for (const [form, content] of [['g702', g702], ['g703', g703]] as const) {
      const download = await h.gateway.inject({ method: 'GET', url: `/documents/payment-applications/${application.id}/${form}`, headers: { authorization: `Bearer ${admin}` } });
      expect(download.statusCode).toBe(200);
      expect(pdfText(content!)).toBe(pdfText(download.rawPayload));
    }
    const listed = await h.gql(`query($id: ID!) { paymentApplication(id: $id) { sendings { id fileNames } } }`, { id: application.id }, admin);
    expect(listed.data.paymentApplication.sendings[0]).toEqual({ id: res.data.sendPaymentApplication.sending.id, fileNames: names });
  });

  it('an owner without an email is PaymentApplicationNotSent, with no mail and nothing recorded', async () => {
    inbox.length = 0;
    const owner = await h.api.db.selectFrom('projects as pr').innerJoin('owners as o', (j) => j.onRef('o.tenant_id', '=', 'pr.tenant_id').onRef('o.id', '=', 'pr.owner_id'))
      .select(['o.id', 'o.email']).where('pr.project_uid', '=', p.uid).executeTakeFirstOrThrow();
    const sendings = async () => (await h.gql('query($id: ID!) { paymentApplication(id: $id) { sendings { id } } }', { id: application.id }, admin))
      .data.paymentApplication.sendings.length;
    const before = await sendings();
    await h.api.db.updateTable('owners').set({ email: '' }).where('id', '=', owner.id).execute();
    try {
      const res = await h.gql(SEND, { id: application.id }, admin);
      expect(res.errors, res.raw).toBeUndefined();
      expect(res.data.sendPaymentApplication).toEqual({ __typename: 'PaymentApplicationNotSent', reason: 'OWNER_EMAIL_MISSING', message: "Sorry! Couldn't send email." });
    } finally {
      await h.api.db.updateTable('owners').set({ email: owner.email }).where('id', '=', owner.id).execute();
    }
    expect(inbox).toHaveLength(0);
    expect(await sendings()).toBe(before);
  });

  it('role 13 and another tenant are refused as errors, with no mail', async () => {
    inbox.length = 0;
    const asSub = await h.gql(SEND, { id: application.id }, sub);
    expect(firstError(asSub).extensions?.code).toBe('FORBIDDEN');
    expectNoInternals(asSub);
    const foreign = await h.gql(SEND, { id: application.id }, otherAdmin);
    expect(firstError(foreign).extensions?.code).toBe('NOT_FOUND');
    expectNoInternals(foreign);
    expect(inbox).toHaveLength(0);
  });
});
