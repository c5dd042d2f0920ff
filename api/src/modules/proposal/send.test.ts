import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test-support.js';
import { startTestApi, type TestApi } from '../../testing.js';
import { startSmtpInbox, type ReceivedMail, type SmtpInbox } from '../../testing-smtp.js';
import { demoTokens, postMultipart, setGrant, type Tokens } from './fixture.js';
import { MAX_PDF_BYTES } from './messages.js';
import { samplePdf } from './sample-pdf.js';

// POST proposal/send/{projectUid} mails through the product's mailer to a REAL SMTP server started here (SMTP_URL),
// which keeps every message it received, parsed by mailparser.

let smtp: SmtpInbox;
let inbox: ReceivedMail[];
let api: TestApi;
let tokens: Tokens;
let project: { id: number; project_uid: string; project_name: string; owner_id: number };
const OWNER = 'olivia.owner@owner-mail.test';
const OWNER_CC = 'accounts@owner-mail.test';

beforeAll(async () => {
  smtp = await startSmtpInbox();
  inbox = smtp.messages;
  api = await startTestApi({ smtpUrl: smtp.url });
  ({ tokens } = await demoTokens(api));
  const companies = await api.db.selectFrom('companies').select('tenant_id').orderBy('tenant_id').execute();
  // An Awarded project of the first company, its owner with known emails.
  project = await api.db.selectFrom('projects').select(['id', 'project_uid', 'project_name', 'owner_id'])
    .where('tenant_id', '=', companies[0]!.tenant_id).where('status', '=', 'Awarded').orderBy('id').executeTakeFirstOrThrow();
  await api.db.updateTable('owners').set({ email: OWNER, cc_email: OWNER_CC }).where('id', '=', project.owner_id).execute();
});
afterAll(async () => {
  await api?.close();
  await smtp?.close();
});

const pdf = samplePdf(['Proposal', 'Bid Totals: $1,234,567.89']);
const sendProposal = (token: string, extra: { message?: string; file?: Buffer; filename?: string } = {}, uid = project.project_uid) =>
  postMultipart(api, `proposal/send/${encodeURIComponent(uid)}`, [
    { name: 'file', value: extra.file ?? pdf, filename: extra.filename ?? 'proposal.pdf' },
    ...(extra.message !== undefined ? [{ name: 'message', value: extra.message }] : []),
  ], token);
const sendings = async () => (await api.db.selectFrom('proposal_sendings').select('id').where('project_id', '=', project.id).execute()).length;

describe('POST proposal/send/{projectUid}', () => {
  it("mails the PDF to the owner with the owner's CC copied, from the company's address, and records the sending", async () => {
    inbox.length = 0;
    const before = await sendings();
    const reply = await sendProposal(tokens.estimator, { message: 'Dear Olivia,\nour proposal is attached.' });
    expect(reply.status, reply.raw).toBe(200);
    const title = `Proposal ${project.project_uid} - ${project.project_name}`;
    expect(reply.body.data).toMatchObject({
      project_uid: project.project_uid, sent_by: { name: 'Eve Estimator' }, to_email: OWNER, cc_email: OWNER_CC,
      filename: `${title}.pdf`, bytes: pdf.length,
    });
    expect(Date.now() - Date.parse(reply.body.data.sent_at)).toBeLessThan(60_000);
    expect(await sendings()).toBe(before + 1);

    expect(inbox).toHaveLength(1);
    const { rcpt, mail } = inbox[0]!;
    expect(rcpt.sort()).toEqual([OWNER_CC, OWNER].sort());
    expect(mail.to && 'value' in mail.to ? mail.to.value.map((a) => a.address) : []).toEqual([OWNER]);
    expect(mail.cc && 'value' in mail.cc ? mail.cc.value.map((a) => a.address) : []).toEqual([OWNER_CC]);
    // No sender configured (MAIL_FROM): from the company's own address, never the product's placeholder.
    expect(mail.from?.value[0]).toEqual({ name: 'Demo Construction Co', address: 'office1@demo.test' });
    expect(mail.replyTo?.value[0]?.address).toBe('office1@demo.test');
    expect(mail.subject).toBe(title);
    expect(mail.text?.trim()).toBe('Dear Olivia,\nour proposal is attached.');
    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments;
    expect(attachment!.filename).toBe(`${title}.pdf`);
    expect(attachment!.contentType).toBe('application/pdf');
    expect(Buffer.compare(attachment!.content, pdf)).toBe(0);
  });

  it('without a message sends a short default text; the list shows every sending, newest first', async () => {
    inbox.length = 0;
    const reply = await sendProposal(tokens.companyAdmin);
    expect(reply.status, reply.raw).toBe(200);
    expect(inbox[0]!.mail.text).toContain(`Please find attached our proposal for ${project.project_name} (${project.project_uid}).`);
    expect(inbox[0]!.mail.text).toContain('Demo Construction Co');
    const list = await call(api, 'GET', `proposal/sendings/${project.project_uid}`, { token: tokens.fullUser });
    expect(list.status).toBe(200);
    expect(list.body.data[0]).toEqual({ ...reply.body.data, sent_by: { id: reply.body.data.sent_by.id, name: 'Olivia Owner' } });
    expect(list.body.data[1].sent_by.name).toBe('Eve Estimator');
    const times = list.body.data.map((s: { sent_at: string }) => Date.parse(s.sent_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The ID is matched regardless of case, as everywhere.
    expect((await call(api, 'GET', `proposal/sendings/${project.project_uid.toLowerCase()}`, { token: tokens.fullUser })).body.data)
      .toEqual(list.body.data);
  });

  it('400s name the field and send nothing: not a PDF (by content), no file, a message over 2,000 characters, over 20 MB', async () => {
    inbox.length = 0;
    const before = await sendings();
    const renamed = await sendProposal(tokens.estimator, { file: Buffer.from('PK\u0003\u0004 a zip named .pdf'), filename: 'proposal.pdf' });
    expect(renamed).toMatchObject({ status: 400, body: { error: 'Only PDF files can be uploaded.', fields: { file: 'Only PDF files can be uploaded.' } } });
    const none = await postMultipart(api, `proposal/send/${project.project_uid}`, [{ name: 'message', value: 'Hi' }], tokens.estimator);
    expect(none).toMatchObject({ status: 400, body: { fields: { file: 'Select a PDF file to upload.' } } });
    const long = await sendProposal(tokens.estimator, { message: 'x'.repeat(2001) });
    expect(long).toMatchObject({ status: 400, body: { fields: { message: 'The message can be at most 2,000 characters.' } } });
    expect((await sendProposal(tokens.estimator, { message: 'x'.repeat(2000) })).status).toBe(200);
    const big = Buffer.concat([pdf, Buffer.alloc(MAX_PDF_BYTES + 1 - pdf.length, 0x20)]);
    const tooBig = await sendProposal(tokens.estimator, { file: big });
    expect(tooBig).toMatchObject({ status: 400, body: { fields: { file: 'The file is larger than 20 MB.' } } });
    const json = await call(api, 'POST', `proposal/send/${project.project_uid}`, { token: tokens.estimator, body: { message: 'Hi' } });
    expect(json).toMatchObject({ status: 400, body: { fields: { file: 'Select a PDF file to upload.' } } });
    expect(await sendings()).toBe(before + 1);
    expect(inbox).toHaveLength(1);
  });

  it('refuses: another company\'s or a missing project 404, no bid_sheets write 403, role 13 403 (even invited)', async () => {
    const before = await sendings();
    inbox.length = 0;
    const missing = await sendProposal(tokens.secondAdmin);
    expect(missing).toMatchObject({ status: 404, body: { error: 'Unable to find project information, sorry!' } });
    expect((await sendProposal(tokens.companyAdmin, {}, 'NO_SUCH_1')).status).toBe(404);
    expect((await call(api, 'GET', `proposal/sendings/${project.project_uid}`, { token: tokens.secondAdmin })).status).toBe(404);
    const invited = await api.db.selectFrom('project_invitations').select('project_id').where('project_id', '=', project.id).executeTakeFirst();
    expect(invited).toBeDefined(); // the demo subcontractor was invited to this project
    expect((await sendProposal(tokens.subInFirst)).status).toBe(403);
    expect((await call(api, 'GET', `proposal/sendings/${project.project_uid}`, { token: tokens.subInFirst })).status).toBe(403);
    await setGrant(api, 4, 'bid_sheets', { can_write: false });
    try {
      expect((await sendProposal(tokens.estimator)).status).toBe(403);
      expect((await call(api, 'GET', `proposal/sendings/${project.project_uid}`, { token: tokens.estimator })).status).toBe(200);
    } finally {
      await setGrant(api, 4, 'bid_sheets', { can_write: true });
    }
    await setGrant(api, 4, 'all_projects', { can_read: false });
    try {
      expect((await call(api, 'GET', `proposal/sendings/${project.project_uid}`, { token: tokens.estimator })).status).toBe(403);
    } finally {
      await setGrant(api, 4, 'all_projects', { can_read: true });
    }
    expect(await sendings()).toBe(before);
    expect(inbox).toHaveLength(0);
  });

  it("an owner without an email: 409 OWNER_EMAIL_MISSING; the mail server down: 502 MAIL_FAILED, nothing recorded", async () => {
    const before = await sendings();
    await api.db.updateTable('owners').set({ email: '' }).where('id', '=', project.owner_id).execute();
    try {
      const noEmail = await sendProposal(tokens.estimator);
      expect(noEmail).toMatchObject({ status: 409, body: { error: "Sorry! Couldn't send email.", reason: 'OWNER_EMAIL_MISSING' } });
    } finally {
      await api.db.updateTable('owners').set({ email: OWNER }).where('id', '=', project.owner_id).execute();
    }
    await smtp.close();
    const down = await sendProposal(tokens.estimator);
    expect(down).toEqual({ status: 502, body: { error: "Sorry! Couldn't send email.", reason: 'MAIL_FAILED' }, raw: down.raw });
    expect(await sendings()).toBe(before);
  });
});
