import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser, type Attachment } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoInternals, firstError, startHarness, type Harness } from '../../testkit.js';
import { awardableProject, COMMITMENT, type AwardableProject } from './__fixtures__/subcontracts.js';

// sendAwardNotification end to end: the gateway renders the subcontract PDF (the download's renderer) → REST POST
// subcontract/{id}/award-email → the Award Notification template → a REAL SMTP server started here (issue 33 Award).

interface Received { to: string[]; subject: string; text: string; attachments: Attachment[] }

const SEND = `mutation($id: ID!, $message: String) { sendAwardNotification(id: $id, message: $message) { ${COMMITMENT} } }`;
const AWARD = `mutation($bid: ID!, $i: AwardSubcontractInput) { awardSubcontract(bidId: $bid, input: $i) { ${COMMITMENT} } }`;
const work = mkdtempSync(join(tmpdir(), 'subcontract-send-'));
const pdfText = (pdf: Buffer) => {
  const file = join(work, `p${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ').trim();
};

describe('sendAwardNotification', () => {
  let smtp: SMTPServer;
  const inbox: Received[] = [];
  let h: Harness;
  let admin: string;
  let otherAdmin: string;
  let p: AwardableProject;
  let awarded: any;

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
    p = await awardableProject(h, admin, { uidNumber: '7711', name: 'Brushy Creek Library', amount: '8421.05' });
    const res = await h.gql(AWARD, { bid: p.bidId, i: { retainageRate: '10.00', scope: 'Site concrete.' } }, admin);
    expect(res.errors, res.raw).toBeUndefined();
    awarded = res.data.awardSubcontract;
  }, 300_000);
  afterAll(async () => {
    await h?.close();
    await new Promise((ok) => (smtp ? smtp.close(() => ok(undefined)) : ok(undefined)));
  });

  it("mails the subcontractor the subcontract PDF (the download's twin) with the message, and answers the commitment with the sending", async () => {
    inbox.length = 0;
    h.calls.length = 0;
    const res = await h.gql(SEND, { id: awarded.id, message: 'Welcome aboard: the signed copy by Friday, please.' }, admin);
    expect(res.errors, res.raw).toBeUndefined();
    // The download's reads, then one POST with the PDF.
    const calls = h.calls.map((c) => `${c.method} ${c.path}`.replace(/\/\d+(\/|$)/g, '/{id}$1'));
    expect(calls.slice(0, 3).sort()).toEqual(['GET company/letterhead', 'GET projects', 'GET subcontract/{id}']);
    expect(calls.slice(3)).toEqual(['POST subcontract/{id}/award-email']);
    const sent = res.data.sendAwardNotification;
    expect(sent.version).toBeGreaterThan(awarded.version);
    expect(sent.awardEmails).toEqual([{ sentAt: expect.any(String), to: p.subs[0]!.email }]);

    expect(inbox).toHaveLength(1);
    const mail = inbox[0]!;
    expect(mail.to).toEqual([p.subs[0]!.email]);
    expect(mail.text).toContain('Welcome aboard: the signed copy by Friday, please.');
    expect(mail.attachments).toHaveLength(1);
    const attached = mail.attachments[0]!;
    expect(attached.contentType).toBe('application/pdf');
    const text = pdfText(attached.content);
    for (const s of ['Subcontract Agreement SC-001', p.subs[0]!.name, `${p.uid} Brushy Creek Library`, 'Retainage: 10.00%', 'Site concrete.',
      'Contract Total: $8,421.05']) expect(text).toContain(s);
    const download = await h.gateway.inject({ method: 'GET', url: sent.pdfUrl, headers: { authorization: `Bearer ${admin}` } });
    expect(pdfText(download.rawPayload)).toBe(text);
  });

  it("refuses another company's commitment and a subcontractor without an email, nothing sent", async () => {
    inbox.length = 0;
    const foreign = await h.gql(SEND, { id: awarded.id }, otherAdmin);
    expectNoInternals(foreign);
    expect(firstError(foreign).extensions!.code).toBe('NOT_FOUND');
    await h.api.db.updateTable('subcontractors').set({ email: '' }).where('id', '=', p.subs[0]!.id).execute();
    try {
      const noEmail = await h.gql(SEND, { id: awarded.id }, admin);
      expectNoInternals(noEmail);
      expect(firstError(noEmail).extensions).toMatchObject({ code: 'CONFLICT', reason: 'SUBCONTRACT_EMAIL_MISSING' });
    } finally {
      await h.api.db.updateTable('subcontractors').set({ email: p.subs[0]!.email }).where('id', '=', p.subs[0]!.id).execute();
    }
    expect(inbox).toHaveLength(0);
  });
});
