import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser, type Attachment } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoInternals, firstError, startHarness, type Harness } from '../../testkit.js';
import { fixedProject, type FixedProject } from './__fixtures__/projects.js';

// sendProposal end to end: gateway renders the PDF (the download's renderer) → REST POST proposal/send/{uid} → the
// product's mailer → a REAL SMTP server started here, which keeps what it received (issue 14 "Send to customer").

interface Received { to: string[]; from: string; subject: string; text: string; attachments: Attachment[] }

const SEND = `mutation($uid: String!, $message: String) { sendProposal(projectUid: $uid, message: $message) {
  __typename ... on ProposalSent { message sending { id sentAt sentBy to cc fileName bytes } } ... on ProposalNotSent { reason message } } }`;
const work = mkdtempSync(join(tmpdir(), 'proposal-send-'));

function pdfText(pdf: Buffer): string {
  const file = join(work, `p${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('sendProposal', () => {
  let smtp: SMTPServer;
  const inbox: Received[] = [];
  let refuse = false;
  let h: Harness;
  let admin: string;
  let estimator: string;
  let sub: string;
  let otherAdmin: string;
  let project: FixedProject;
  let owner: { id: number; email: string; cc_email: string | null };

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true, disabledCommands: ['STARTTLS'], logger: false,
      onRcptTo(_address, _session, done) {
        done(refuse ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }) : undefined);
      },
      onData(stream, session, done) {
        simpleParser(stream).then((mail) => {
          inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), from: mail.from?.text ?? '', subject: mail.subject ?? '',
            text: mail.text ?? '', attachments: mail.attachments });
          done();
        }, done);
      },
    });
    const port = await new Promise<number>((ok) => smtp.listen(0, '127.0.0.1', () => ok((smtp.server.address() as AddressInfo).port)));
    h = await startHarness({ smtpUrl: `smtp://127.0.0.1:${port}` });
    [admin, estimator, otherAdmin] = await Promise.all(['companyadmin@demo.test', 'estimator@demo.test', 'admin2@demo.test'].map((u) => h.login(u)));
    project = await fixedProject(h, admin, { uidNumber: '7301', name: 'Harbor Office', bids: 6, alternates: 1, longScope: true });
    owner = await h.api.db.selectFrom('projects as p').innerJoin('owners as o', (j) => j.onRef('o.tenant_id', '=', 'p.tenant_id').onRef('o.id', '=', 'p.owner_id'))
      .select(['o.id', 'o.email', 'o.cc_email']).where('p.project_uid', '=', project.uid).executeTakeFirstOrThrow();
    // The owner's CC address is copied on the mail (issue 14): make sure this owner has one.
    owner.cc_email = 'estimating.cc@owner.test';
    await h.api.db.updateTable('owners').set({ cc_email: owner.cc_email }).where('id', '=', owner.id).execute();
    const tenant = (await h.api.db.selectFrom('companies').select('tenant_id').orderBy('tenant_id').executeTakeFirstOrThrow()).tenant_id;
    // Role 13 invited to the project: it may read it, and the send route itself refuses it.
    const [subUser, row] = await Promise.all([
      h.api.db.selectFrom('users').select('id').where('email', '=', 'sub@demo.test').executeTakeFirstOrThrow(),
      h.api.db.selectFrom('projects').select('id').where('project_uid', '=', project.uid).executeTakeFirstOrThrow(),
    ]);
    await h.api.db.insertInto('project_invitations').values({ tenant_id: tenant, project_id: row.id, user_id: subUser.id }).execute();
    const picked = await h.gql('mutation($c: Int!) { selectCompany(companyId: $c) { token } }', { c: tenant }, await h.login('sub@demo.test'));
    sub = picked.data.selectCompany.token;
  }, 300_000);
  afterAll(async () => {
    await h?.close();
    await new Promise((ok) => (smtp ? smtp.close(() => ok(undefined)) : ok(undefined)));
  });

  it("mails the downloaded PDF's twin to the owner (CC copied) and records the sending", async () => {
    inbox.length = 0;
    h.calls.length = 0;
    const res = await h.gql(SEND, { uid: project.uid, message: 'Please find our proposal attached.' }, admin);
    expect(res.errors, res.raw).toBeUndefined();
    const calls = h.calls.map((c) => `${c.method} ${c.path}`.replace(/\/\d+$/, '/{id}').replace(/(projectuid|send)\/[^/]+$/, '$1/{uid}'));
    // The download's reads, then one POST with the PDF.
    expect(calls.slice(0, -1).sort()).toEqual(['GET auth/me', 'GET company/letterhead', 'GET projects', 'GET projectuid/{uid}', 'GET setup/bid/projectuid/{uid}']);
    expect(calls.at(-1)).toBe('POST proposal/send/{uid}');
    const fileName = `Proposal ${project.uid} - ${project.name}.pdf`;
    expect(res.data.sendProposal).toMatchObject({
      __typename: 'ProposalSent', message: 'Proposal has been sent to customer successfully.',
      sending: { to: owner.email, cc: owner.cc_email, fileName, sentBy: expect.any(String) },
    });

    expect(inbox).toHaveLength(1);
    const mail = inbox[0]!;
    expect(mail.to.sort()).toEqual([owner.email, owner.cc_email!].sort());
    expect(mail.subject).toBe(`Proposal ${project.uid} - ${project.name}`);
    expect(mail.from).toContain('Demo Construction Co');
    expect(mail.text).toContain('Please find our proposal attached.');
    expect(mail.attachments).toHaveLength(1);
    const attached = mail.attachments[0]!;
    expect(attached.filename).toBe(fileName);
    expect(attached.contentType).toBe('application/pdf');
    expect(res.data.sendProposal.sending.bytes).toBe(attached.content.length);

    // The attachment reads exactly as the file the download route gives.
    const download = await h.gateway.inject({ method: 'GET', url: `/documents/proposal/${project.uid}`, headers: { authorization: `Bearer ${admin}` } });
    expect(download.statusCode).toBe(200);
    const downloaded = pdfText(download.rawPayload);
    expect(downloaded).toContain('Acceptance of Proposal');
    expect(pdfText(attached.content)).toBe(downloaded);

    const list = await h.gql('query($uid: String!) { proposalSendings(projectUid: $uid) { id fileName to } }', { uid: project.uid }, estimator);
    expect(list.data.proposalSendings[0]).toEqual({ id: res.data.sendProposal.sending.id, fileName, to: owner.email });
  });

  it("the mail server refusing and an owner without an email are ProposalNotSent; nothing recorded", async () => {
    const before = (await h.gql('query($uid: String!) { proposalSendings(projectUid: $uid) { id } }', { uid: project.uid }, admin)).data.proposalSendings.length;
    refuse = true;
    try {
      const refused = await h.gql(SEND, { uid: project.uid }, estimator);
      expect(refused.errors, refused.raw).toBeUndefined();
      expect(refused.data.sendProposal).toEqual({ __typename: 'ProposalNotSent', reason: 'MAIL_FAILED', message: "Sorry! Couldn't send email." });
    } finally {
      refuse = false;
    }
    await h.api.db.updateTable('owners').set({ email: '' }).where('id', '=', owner.id).execute();
    try {
      const noEmail = await h.gql(SEND, { uid: project.uid }, admin);
      expect(noEmail.errors, noEmail.raw).toBeUndefined();
      expect(noEmail.data.sendProposal).toEqual({ __typename: 'ProposalNotSent', reason: 'OWNER_EMAIL_MISSING', message: "Sorry! Couldn't send email." });
    } finally {
      await h.api.db.updateTable('owners').set({ email: owner.email }).where('id', '=', owner.id).execute();
    }
    const after = (await h.gql('query($uid: String!) { proposalSendings(projectUid: $uid) { id } }', { uid: project.uid }, admin)).data.proposalSendings.length;
    expect(after).toBe(before);
  });

  it('role 13, another tenant and a missing project are refused as errors, with no mail', async () => {
    inbox.length = 0;
    const asSub = await h.gql(SEND, { uid: project.uid }, sub);
    expect(firstError(asSub).extensions?.code).toBe('FORBIDDEN');
    expectNoInternals(asSub);
    const foreign = await h.gql(SEND, { uid: project.uid }, otherAdmin);
    expect(firstError(foreign)).toMatchObject({ message: expect.stringContaining('Unable to find project information, sorry!') });
    expect(firstError(foreign).extensions).toEqual({ code: 'NOT_FOUND' });
    expect(firstError(await h.gql(SEND, { uid: 'DC_999999' }, admin)).extensions?.code).toBe('NOT_FOUND');
    expect(inbox).toHaveLength(0);
  });
});
