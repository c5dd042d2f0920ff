import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing.js';
import { startSmtpInbox, type SmtpInbox } from '../../testing-smtp.js';
import { postMultipart } from '../proposal/fixture.js';
import { samplePdf } from '../proposal/sample-pdf.js';
import { trackerFixture, type TrackerFixture } from '../tracker/fixture.js';
import { awardableBid, PERIOD, scCall, scOk } from './fixture.js';

// The multipart calls (docs/subcontracts.md §4): a payment's signed lien waiver, uploaded and served, and the award
// email with the Award Notification template and the subcontract PDF, sent to a REAL SMTP server started here.

let smtp: SmtpInbox;
let api: TestApi;
let f: TrackerFixture;

beforeAll(async () => {
  smtp = await startSmtpInbox();
  api = await startTestApi({ smtpUrl: smtp.url });
  f = await trackerFixture(api);
});
afterAll(async () => {
  await api?.close();
  await smtp?.close();
});

describe('signed lien waivers', () => {
  it('a payment lacks its signed waiver until one is uploaded; the PDF is served back; not a PDF is 400', async () => {
    const p = await awardableBid(f);
    const sc = await scOk(f, 'POST', `subcontract/award/bid/${p.bid}`, {}, 201);
    const billed = await scOk(f, 'POST', `subcontract/${sc.id}/billings`, { version: 1, ...PERIOD, lines: [{ line_id: sc.lines[0].id, amount: '100.00' }] });
    const approved = await scOk(f, 'POST', `subcontract/billing/${billed.billings[0].id}/approve`, { version: 2 });
    const paid = await scOk(f, 'POST', `subcontract/${sc.id}/payments`, { version: approved.version, amount: '90.00', paid_on: '2026-11-01' });
    const payment = paid.payments[0];
    expect(payment).toMatchObject({ waiver_kind: 'conditional', through_date: '2026-10-31', signed_waiver: null });
    expect((await scCall(f, 'GET', `subcontract/payment/${payment.id}/waiver`)).status).toBe(404);

    const notPdf = await postMultipart(api, `subcontract/payment/${payment.id}/waiver`, [{ name: 'file', value: Buffer.from('hello'), filename: 'w.pdf' }], f.tokens.companyAdmin);
    expect([notPdf.status, Object.keys((notPdf.body as { fields: object }).fields)]).toEqual([400, ['file']]);
    const stale = await postMultipart(api, `subcontract/payment/${payment.id}/waiver`, [
      { name: 'file', value: samplePdf(['Signed']), filename: 'signed.pdf' }, { name: 'version', value: '1' },
    ], f.tokens.companyAdmin);
    expect(stale.status).toBe(409);

    const pdf = samplePdf(['Conditional waiver, signed']);
    const uploaded = await postMultipart(api, `subcontract/payment/${payment.id}/waiver`, [{ name: 'file', value: pdf, filename: 'Waiver 1.pdf' }], f.tokens.companyAdmin);
    expect(uploaded.status, uploaded.raw).toBe(200);
    const data = (uploaded.body as { data: { version: number; payments: { signed_waiver: unknown }[] } }).data;
    expect(data.payments[0]!.signed_waiver).toEqual({ file_name: 'Waiver 1.pdf', bytes: pdf.length, uploaded_at: expect.any(String) });
    expect(data.version).toBe(paid.version + 1);
    const served = await api.app.inject({ method: 'GET', url: `/api/v1/subcontract/payment/${payment.id}/waiver`, headers: { authorization: `Bearer ${f.tokens.companyAdmin}` } });
    expect([served.statusCode, served.headers['content-type'], served.rawPayload.equals(pdf)]).toEqual([200, 'application/pdf', true]);
    // Another company's admin: as a missing payment.
    const other = await postMultipart(api, `subcontract/payment/${payment.id}/waiver`, [{ name: 'file', value: pdf, filename: 'x.pdf' }], f.tokens.secondAdmin);
    expect(other.status).toBe(404);
  });
});

describe('the award email', () => {
  it('mails the Award Notification template to the subcontractor with the subcontract PDF attached, and records it', async () => {
    const p = await awardableBid(f);
    const sc = await scOk(f, 'POST', `subcontract/award/bid/${p.bid}`, {}, 201);
    const to = (await api.db.selectFrom('subcontractors').select('email').where('id', '=', f.subs.a).executeTakeFirstOrThrow()).email;
    const pdf = samplePdf(['Subcontract SC-001']);
    smtp.messages.length = 0;
    const reply = await postMultipart(api, `subcontract/${sc.id}/award-email`, [
      { name: 'pdf', value: pdf, filename: 'SC-001.pdf' }, { name: 'message', value: 'Welcome aboard.' }, { name: 'version', value: '1' },
    ], f.tokens.companyAdmin);
    expect(reply.status, reply.raw).toBe(200);
    const data = (reply.body as { data: { version: number; award_emails: unknown[] } }).data;
    expect(data.award_emails).toEqual([{ sent_at: expect.any(String), to }]);
    expect(data.version).toBe(2);
    expect(smtp.messages).toHaveLength(1);
    const { rcpt, mail } = smtp.messages[0]!;
    expect(rcpt).toEqual([to]);
    expect(mail.subject).toMatch(/^Award Notification: /);
    expect(mail.text).toContain('Welcome aboard.');
    expect(mail.attachments.map((a) => [a.filename, a.contentType, a.content.equals(pdf)])).toEqual([[`SC-001 ${p.uid}.pdf`, 'application/pdf', true]]);
    // Without the PDF: 400 naming pdf, nothing sent.
    smtp.messages.length = 0;
    const noPdf = await postMultipart(api, `subcontract/${sc.id}/award-email`, [{ name: 'message', value: 'x' }], f.tokens.companyAdmin);
    expect([noPdf.status, Object.keys((noPdf.body as { fields: object }).fields)]).toEqual([400, ['pdf']]);
    expect(smtp.messages).toHaveLength(0);
  });
});
