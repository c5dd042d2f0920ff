import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing.js';
import { startSmtpInbox, type ReceivedMail, type SmtpInbox } from '../../testing-smtp.js';
import { bidFixture, type BidFixture } from '../projects/sheet-fixture.js';
import { postMultipart } from '../proposal/fixture.js';
import { samplePdf } from '../proposal/sample-pdf.js';
import { billedProject, paOk, PERIOD_1 } from './fixture.js';

// POST payment-application/{id}/send mails the gateway's G702 and G703 PDFs to the owner through the product's mailer
// (as the proposal is sent) to a REAL SMTP server started here, and records the sending.

let smtp: SmtpInbox;
let inbox: ReceivedMail[];
let api: TestApi;
let f: BidFixture;
const OWNER = 'olga.owner@owner-mail.test';
const OWNER_CC = 'payables@owner-mail.test';

beforeAll(async () => {
  smtp = await startSmtpInbox();
  inbox = smtp.messages;
  api = await startTestApi({ smtpUrl: smtp.url });
  f = await bidFixture(api);
});
afterAll(async () => {
  await api?.close();
  await smtp?.close();
});

const g702 = samplePdf(['G702 Application and Certificate for Payment']);
const g703 = samplePdf(['G703 Continuation Sheet']);
const sendApplication = (id: number, parts: { g702?: Buffer; g703?: Buffer; message?: string }, token = f.tokens.companyAdmin) =>
  postMultipart(api, `payment-application/${id}/send`, [
    ...(parts.g702 ? [{ name: 'g702', value: parts.g702, filename: 'g702.pdf' }] : []),
    ...(parts.g703 ? [{ name: 'g703', value: parts.g703, filename: 'g703.pdf' }] : []),
    ...(parts.message !== undefined ? [{ name: 'message', value: parts.message }] : []),
  ], token);

describe('POST payment-application/{id}/send', () => {
  it('mails both PDFs to the owner with the CC copied, records the sending and logs it', async () => {
    const p = await billedProject(f, '1000.00', ['1000.00']);
    const project = await api.db.selectFrom('projects').select(['owner_id', 'project_name']).where('id', '=', p.id).executeTakeFirstOrThrow();
    await api.db.updateTable('owners').set({ email: OWNER, cc_email: OWNER_CC }).where('id', '=', project.owner_id).execute();
    const app = await paOk(f, 'POST', `payment-application/projectuid/${p.uid}`, PERIOD_1, 201);
    await paOk(f, 'POST', `payment-application/${app.id}/submit`, { version: 1 });
    inbox.length = 0;
    const reply = await sendApplication(app.id, { g702, g703, message: 'Dear Olga,\nour application 1 is attached.' });
    expect(reply.status, reply.raw).toBe(200);
    const title = `Payment Application 1 ${p.uid} - ${project.project_name}`;
    expect(reply.body.data).toMatchObject({
      application_id: app.id, to_email: OWNER, cc_email: OWNER_CC, filenames: [`G702 ${title}.pdf`, `G703 ${title}.pdf`],
      bytes: g702.length + g703.length, message: 'Dear Olga,\nour application 1 is attached.', sent_by: { id: expect.any(Number), name: expect.any(String) },
    });
    expect(inbox).toHaveLength(1);
    const { rcpt, mail } = inbox[0]!;
    expect(rcpt.sort()).toEqual([OWNER_CC, OWNER].sort());
    expect(mail.subject).toBe(title);
    expect(mail.text?.trim()).toBe('Dear Olga,\nour application 1 is attached.');
    expect(mail.attachments.map((a) => [a.filename, a.contentType, a.content.equals(a.filename!.startsWith('G702') ? g702 : g703)])).toEqual([
      [`G702 ${title}.pdf`, 'application/pdf', true], [`G703 ${title}.pdf`, 'application/pdf', true],
    ]);
    const list = await paOk(f, 'GET', `payment-application/${app.id}/sendings`);
    expect(list).toEqual([reply.body.data]);
    const log = await paOk(f, 'GET', `payment-application/log/projectuid/${p.uid}`);
    expect(log[0]).toMatchObject({ action: 'sent', number: 1, detail: `Payment application 1 sent to ${OWNER} (cc ${OWNER_CC}).` });
    // Without a message of its own, a short default text.
    inbox.length = 0;
    expect((await sendApplication(app.id, { g702, g703 })).status).toBe(200);
    expect(inbox[0]!.mail.text).toContain('Please find attached our payment application 1');
  });

  it('refuses a missing or non-PDF file (400 naming it), another company (404), a user without the grant (403); nothing sent', async () => {
    const p = await billedProject(f, '1000.00', ['1000.00']);
    const app = await paOk(f, 'POST', `payment-application/projectuid/${p.uid}`, PERIOD_1, 201);
    inbox.length = 0;
    const missing = await sendApplication(app.id, { g702 });
    expect([missing.status, Object.keys(missing.body.fields)]).toEqual([400, ['g703']]);
    const notPdf = await sendApplication(app.id, { g702, g703: Buffer.from('hello') });
    expect([notPdf.status, notPdf.body.fields]).toEqual([400, { g703: 'Only PDF files can be uploaded.' }]);
    expect((await sendApplication(app.id, { g702, g703 }, f.tokens.secondAdmin)).status).toBe(404);
    expect((await sendApplication(app.id, { g702, g703 }, f.tokens.estimator)).status).toBe(403);
    expect((await sendApplication(app.id, { g702, g703 }, f.tokens.subInTenant1)).status).toBe(403);
    expect(inbox).toHaveLength(0);
    expect(await paOk(f, 'GET', `payment-application/${app.id}/sendings`)).toEqual([]);
  });
});
