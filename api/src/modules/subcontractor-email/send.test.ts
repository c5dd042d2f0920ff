import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, NEW_PASSWORD, signInDemoUsers } from '../../test-support.js';
import { DEMO_USERS, startTestApi, withGrant, type TestApi } from '../../testing.js';
import { startSmtpInbox, type SmtpInbox } from '../../testing-smtp.js';

// Mail goes through the product's mailer to a REAL SMTP server started here (SMTP_URL), which keeps what it received.

interface Received {
  to: string;
  subject: string;
  text: string;
  html: string;
}

let smtp: SmtpInbox;
let api: TestApi;
const tokens: Record<string, string> = {};
let tenant1: number;
let tenant2: number;
let project: { id: number; project_uid: string; project_name: string };
let division: { id: number; sub: number };

beforeAll(async () => {
  smtp = await startSmtpInbox();
  api = await startTestApi({ smtpUrl: smtp.url });
  [tenant1, tenant2] = await signInDemoUsers(api, tokens);
  // The 5th project: the demo subcontractor (sub@demo.test) is not invited to it.
  project = await api.db.selectFrom('projects').select(['id', 'project_uid', 'project_name'])
    .where('tenant_id', '=', tenant1).orderBy('id').offset(4).executeTakeFirstOrThrow();
  division = await api.db.selectFrom('catalogue_divisions as d')
    .innerJoin('catalogue_subdivisions as s', (j) => j.onRef('s.tenant_id', '=', 'd.tenant_id').onRef('s.division_id', '=', 'd.id'))
    .select(['d.id', 's.id as sub']).where('d.tenant_id', '=', tenant1).where('d.division_id', '=', '03').orderBy('s.id')
    .executeTakeFirstOrThrow();
});
afterAll(async () => {
  await api?.close();
  await smtp?.close();
});

let n = 0;
async function addSub(email: string, token = tokens.companyAdmin, companyName = `Mail Sub ${(n += 1)}`) {
  const reply = await call(api, 'POST', 'contractor', {
    token,
    body: {
      sub_cont_info: { company_name: companyName, first_name: 'Rita', last_name: 'Rebar', email, phone_number: '5125558000', working_states: ['TX'] },
      addresses: [{ address_1: '1 Sub St', city: 'Austin', state: 'Texas', state_code: 'TX', zip: '78701' }],
      managers: [{ first_name: 'Manny', last_name: 'Ger', email: `m${n}.${email}`, phone: '5125558001' }],
      divisions: [{ division_id: division.id }], subdivisions: [{ subdivision_id: division.sub }],
    },
  });
  if (reply.status !== 200) throw new Error(JSON.stringify(reply.body));
  return reply.body.data.sub_cont_info as { id: number; company_name: string };
}

const sendEmail = (body: Record<string, unknown>, token = tokens.companyAdmin) => call(api, 'PUT', 'contractors/sendemail', {
  token, body: { company_id: tenant1, project_uid: project.project_uid, template_type: 'Invitation To Bid', ...body },
});

/** What each recipient received (one entry per recipient of a message). */
const mailsTo = (email: string): Received[] => smtp.messages.flatMap(({ rcpt, mail }) => rcpt.filter((to) => to === email).map((to) => ({
  to, subject: mail.subject ?? '', text: mail.text ?? '', html: typeof mail.html === 'string' ? mail.html : '',
})));
const counts = async () => {
  const row = await sql<{ users: number; links: number; invitations: number }>`select
    (select count(*)::int from users) as users, (select count(*)::int from subcontractor_links) as links,
    (select count(*)::int from project_invitations) as invitations`.execute(api.db);
  return row.rows[0]!;
};
const linkIn = (text: string) => /http:\/\/localhost:4000\/reset-password\/([A-Za-z0-9_-]+)/.exec(text);

describe('PUT contractors/sendemail: Invitation To Bid', () => {
  it('mails each recipient once with the filled template and a set-password link; the new login sees the invited project', async () => {
    const acme = await addSub('estimating@acme-concrete.test', tokens.companyAdmin, 'Acme Concrete');
    await addSub('bids@bolt-steel.test', tokens.companyAdmin, 'Bolt Steel');
    const before = await counts();
    const reply = await sendEmail({ email_list: ['estimating@acme-concrete.test', 'Bids@Bolt-Steel.test', 'estimating@acme-concrete.test'] });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data).toMatchObject({ message: 'Email sent to the selected subcontractors.', template_type: 'invitation_to_bid', sent: 2 });
    expect(reply.body.data.recipients).toEqual([
      { email: 'estimating@acme-concrete.test', subcontractor_id: acme.id, invited: true, login_created: true },
      expect.objectContaining({ email: 'bids@bolt-steel.test', invited: true, login_created: true }),
    ]);
    expect(await counts()).toEqual({ users: before.users + 2, links: before.links + 2, invitations: before.invitations + 2 });

    const [mail, ...more] = mailsTo('estimating@acme-concrete.test');
    expect(more).toHaveLength(0);
    expect(mailsTo('bids@bolt-steel.test')).toHaveLength(1);
    expect(mail!.subject).toBe(`Invitation To Bid: ${project.project_name} (${project.project_uid})`);
    expect(mail!.text).toContain('Hello Acme Concrete,');
    expect(mail!.text).toContain(`Demo Construction Co invites you to bid on ${project.project_name} (${project.project_uid})`);
    expect(mail!.text).toMatch(/Bids are due by \d\d\/\d\d\/\d{4} \d{1,2}:\d\d [AP]M\./);
    expect(mail!.text).not.toContain('{{');
    const token = linkIn(mail!.text)![1]!;
    expect(mail!.html).toContain(`href="http://localhost:4000/reset-password/${token}"`);

    // The link works: set a password, sign in, choose the company, see the project among the invited ones.
    expect((await call(api, 'POST', 'auth/resetpassword', { body: { token, password: NEW_PASSWORD } })).status).toBe(200);
    const signedIn = await login(api, 'estimating@acme-concrete.test', NEW_PASSWORD);
    const companies = await call(api, 'GET', 'companies/subcontractor/estimating@acme-concrete.test', { token: signedIn });
    expect(companies.body.data.map((c: { company_id: number }) => c.company_id)).toEqual([tenant1]);
    const acting = (await call(api, 'POST', 'auth/tenant', { token: signedIn, body: { company_id: tenant1 } })).body.data.token;
    const invited = await call(api, 'GET', `invited/projects/${tenant1}`, { token: acting });
    expect(invited.body.data.map((p: { ProjectUid: string }) => p.ProjectUid)).toEqual([project.project_uid]);
    // Its bell tells of the invitation in that company.
    const bell = await call(api, 'GET', 'notifications', { token: acting });
    expect(bell.body.data[0]).toMatchObject({ kind: 'project_invitation', title: `Demo Construction Co invited you to bid on ${project.project_name}` });
  });

  it('inviting again duplicates nothing; the mail goes again, with a sign-in link once the password is set', async () => {
    const before = await counts();
    smtp.messages.length = 0;
    const reply = await sendEmail({ email_list: ['estimating@acme-concrete.test', 'bids@bolt-steel.test'] });
    expect(reply.status).toBe(200);
    expect(reply.body.data.recipients.map((r: { login_created: boolean }) => r.login_created)).toEqual([false, false]);
    expect(await counts()).toEqual(before);
    expect(mailsTo('estimating@acme-concrete.test')).toHaveLength(1);
    expect(linkIn(mailsTo('estimating@acme-concrete.test')[0]!.text)).toBeNull(); // has a password now
    expect(mailsTo('estimating@acme-concrete.test')[0]!.text).toContain('http://localhost:4000/');
    // The one that never set its password gets a fresh link that works.
    const token = linkIn(mailsTo('bids@bolt-steel.test')[0]!.text)![1]!;
    expect((await call(api, 'POST', 'auth/resetpassword', { body: { token, password: NEW_PASSWORD } })).status).toBe(200);
  });

  it("an existing subcontractor login is linked and invited, not recreated; a template without {{link}} still carries the set-password link", async () => {
    await addSub(DEMO_USERS.subcontractor, tokens.companyAdmin, 'Sam Subs');
    const sam = await api.db.selectFrom('users').select('id').where('email', '=', DEMO_USERS.subcontractor).executeTakeFirstOrThrow();
    const before = await counts();
    smtp.messages.length = 0;
    expect((await sendEmail({ email_list: [DEMO_USERS.subcontractor] })).status).toBe(200);
    expect(await counts()).toEqual({ ...before, invitations: before.invitations + 1 });
    expect(await api.db.selectFrom('project_invitations').select('user_id').where('project_id', '=', project.id)
      .where('user_id', '=', sam.id).executeTakeFirst()).toBeDefined();
    expect(linkIn(mailsTo(DEMO_USERS.subcontractor)[0]!.text)).toBeNull();

    await addSub('new@cobalt-glass.test', tokens.companyAdmin, 'Cobalt Glass');
    await call(api, 'PUT', 'email-templates/invitation_to_bid', { token: tokens.companyAdmin, body: { subject: 'Bid {{project_uid}}', body: 'Please bid.' } });
    expect((await sendEmail({ email_list: ['new@cobalt-glass.test'] })).status).toBe(200);
    const [mail] = mailsTo('new@cobalt-glass.test');
    expect(mail!.subject).toBe(`Bid ${project.project_uid}`);
    expect(mail!.text).toMatch(/^Please bid\.\n\nAn account has been created for you\. Set your password \(valid for 7 days\):\nhttp:\/\/localhost:4000\/reset-password\//);
    await call(api, 'POST', 'email-templates/invitation_to_bid/reset', { token: tokens.companyAdmin });
  });
});

describe('PUT contractors/sendemail: the other templates and refusals', () => {
  it('Award Notification mails the filled text and invites nobody; estimators may send', async () => {
    const before = await counts();
    smtp.messages.length = 0;
    const reply = await sendEmail({ template_type: 'award_notification', email_list: ['bids@bolt-steel.test'] }, tokens.estimator);
    expect(reply.status).toBe(200);
    expect(reply.body.data.recipients[0]).toMatchObject({ invited: false, login_created: false });
    expect(await counts()).toEqual(before);
    const [mail] = mailsTo('bids@bolt-steel.test');
    expect(mail!.subject).toBe(`Award Notification: ${project.project_name} (${project.project_uid})`);
    expect(mail!.text).toContain('Subcontracts are awarded within 14 days. Bid updates are due within 3 business days.');
  });

  it('400s name the field and write nothing; another tenant\'s company, project or subcontractor is refused', async () => {
    await api.db.insertInto('subcontractors').values({
      tenant_id: tenant2, company_name: 'Other Tenant Sub', email: 'theirs@other-tenant.test', phone_number: '5125558000',
      first_name: null, last_name: null, fax_number: null, cc_email: null, payable_email: null, account_recievable_email: null,
      mobile_number: null, note: null, design_type: null, bidding_history: null,
    }).execute();
    await addSub('staff@crossover.test', tokens.companyAdmin, 'Crossover');
    await api.db.updateTable('subcontractors').set({ email: DEMO_USERS.estimator }).where('email', '=', 'staff@crossover.test').execute();
    const before = await counts();
    smtp.messages.length = 0;
    const empty = await sendEmail({ email_list: [] });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ error: 'No selected subs', fields: { email_list: 'No selected subs' } });
    expect((await sendEmail({ email_list: undefined })).body.error).toBe('No selected subs');
    const foreign = await sendEmail({ email_list: ['bids@bolt-steel.test', 'theirs@other-tenant.test', 'nobody@nowhere.test', 'not-an-email'] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields).toEqual({
      'email_list.1': "theirs@other-tenant.test is not one of this company's subcontractors.",
      'email_list.2': "nobody@nowhere.test is not one of this company's subcontractors.",
      'email_list.3': 'This is not a valid email address.',
    });
    const staff = await sendEmail({ email_list: [DEMO_USERS.estimator] });
    expect(staff.body.fields).toEqual({ 'email_list.0': `${DEMO_USERS.estimator} belongs to a staff login and cannot be invited as a subcontractor.` });
    expect((await sendEmail({ template_type: 'Party', email_list: ['bids@bolt-steel.test'] })).body.fields).toEqual({ template_type: 'Select a template.' });
    const otherCompany = await sendEmail({ company_id: tenant2, email_list: ['bids@bolt-steel.test'] });
    expect(otherCompany).toEqual({ status: 404, body: { error: 'Company not found.' } });
    // Tenant B's admin naming tenant A's project: answered like a missing one.
    const otherProject = await sendEmail({ company_id: tenant2, email_list: ['theirs@other-tenant.test'] }, tokens.secondAdmin);
    expect(otherProject).toEqual({ status: 404, body: { error: 'Project not found.' } });
    expect(await counts()).toEqual(before);
    expect(smtp.messages).toHaveLength(0);
  });

  it('roles without write on all_subcontractors get 403; a mail server that is down answers the system error', async () => {
    expect((await sendEmail({ email_list: ['bids@bolt-steel.test'] }, tokens.subcontractor)).status).toBe(403);
    await withGrant(api, 4, 'all_subcontractors', { can_write: false }, async () => {
      expect((await sendEmail({ email_list: ['bids@bolt-steel.test'] }, tokens.estimator)).status).toBe(403);
    });
    await smtp.close();
    const down = await sendEmail({ template_type: 'loss_notification', email_list: ['estimating@acme-concrete.test', 'bids@bolt-steel.test'] });
    expect(down.status).toBe(502);
    expect(down.body).toEqual({
      error: 'Unable to send the email, system error',
      fields: { 'email_list.0': 'Unable to send the email', 'email_list.1': 'Unable to send the email' },
    });
  });
});
