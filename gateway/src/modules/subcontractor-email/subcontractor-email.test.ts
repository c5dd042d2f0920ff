import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoInternals, firstError, startHarness, type Harness } from '../../testkit.js';

const TEMPLATES = 'query { emailTemplates { templates { type name subject body isDefault updatedAt } placeholders { name description } } }';
const RENDER = `query($projectId: ID, $type: EmailTemplateType!, $draft: EmailTemplateInput, $recipientEmail: String) {
  renderEmailTemplate(projectId: $projectId, type: $type, draft: $draft, recipientEmail: $recipientEmail) { type subject text html } }`;
const UPDATE = `mutation($type: EmailTemplateType!, $input: EmailTemplateInput!) {
  updateEmailTemplate(type: $type, input: $input) { type name subject body isDefault updatedAt } }`;
const RESET = 'mutation($type: EmailTemplateType!) { resetEmailTemplate(type: $type) { type subject isDefault updatedAt } }';
const SEND = `mutation($input: SendSubcontractorEmailInput!) {
  sendSubcontractorEmail(input: $input) { message type sent recipients { email subcontractorId invited loginCreated } } }`;

describe('subcontractor email module', () => {
  let h: Harness;
  let admin: string;
  let estimator: string;
  let sub: string;
  let tenant1: number;
  let project: { id: number; project_uid: string; project_name: string };
  let subs: { id: number; email: string }[];
  const paths = () => h.calls.map((c) => `${c.method} ${c.path}`);

  beforeAll(async () => {
    h = await startHarness();
    [admin, estimator, sub] = await Promise.all(['companyadmin@demo.test', 'estimator@demo.test', 'sub@demo.test'].map((u) => h.login(u)));
    tenant1 = (await h.api.db.selectFrom('users').select('tenant_id').where('email', '=', 'companyadmin@demo.test').executeTakeFirstOrThrow()).tenant_id!;
    project = await h.api.db.selectFrom('projects').select(['id', 'project_uid', 'project_name']).where('tenant_id', '=', tenant1)
      .orderBy('id').offset(5).executeTakeFirstOrThrow();
    subs = await h.api.db.selectFrom('subcontractors').select(['id', 'email']).where('tenant_id', '=', tenant1).orderBy('id').limit(2).execute();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('reads the four templates and their placeholders in one REST call', async () => {
    h.calls.length = 0;
    const res = await h.gql(TEMPLATES, {}, estimator);
    expect(res.errors, res.raw).toBeUndefined();
    expect(paths()).toEqual(['GET email-templates']);
    const { templates, placeholders } = res.data.emailTemplates;
    expect(templates.map((t: { type: string }) => t.type)).toEqual(['INVITATION_TO_BID', 'ADDENDUM_NOTIFICATION', 'LOSS_NOTIFICATION', 'AWARD_NOTIFICATION']);
    expect(templates[3]).toMatchObject({ name: 'Award Notification', isDefault: true, updatedAt: null });
    expect(templates[3].body).toContain('within 14 days');
    expect(placeholders).toContainEqual({ name: 'due_date', description: expect.any(String) });
  });

  it("edits, previews (one REST call each) and resets a template; an unknown placeholder names input.body", async () => {
    h.calls.length = 0;
    const saved = await h.gql(UPDATE, { type: 'LOSS_NOTIFICATION', input: { subject: 'Lost {{project_uid}}', body: 'Sorry, {{subcontractor_name}}.' } }, admin);
    expect(saved.errors, saved.raw).toBeUndefined();
    expect(paths()).toEqual(['PUT email-templates/loss_notification']);
    expect(saved.data.updateEmailTemplate).toMatchObject({ type: 'LOSS_NOTIFICATION', name: 'Loss Notification', isDefault: false });

    h.calls.length = 0;
    const preview = await h.gql(RENDER, { projectId: String(project.id), type: 'LOSS_NOTIFICATION' }, estimator);
    expect(preview.errors, preview.raw).toBeUndefined();
    expect(paths()).toEqual(['POST email-templates/render']);
    expect(preview.data.renderEmailTemplate).toMatchObject({ type: 'LOSS_NOTIFICATION', subject: `Lost ${project.project_uid}`, text: 'Sorry, Sample Subcontractor Co.' });

    h.calls.length = 0;
    const addressed = await h.gql(RENDER, { projectId: String(project.id), type: 'LOSS_NOTIFICATION', recipientEmail: subs[0]!.email }, estimator);
    expect(paths()).toEqual(['POST email-templates/render']);
    const subName = (await h.api.db.selectFrom('subcontractors').select('company_name').where('id', '=', subs[0]!.id).executeTakeFirstOrThrow()).company_name;
    expect(addressed.data.renderEmailTemplate.text).toBe(`Sorry, ${subName}.`);
    const stranger = await h.gql(RENDER, { type: 'LOSS_NOTIFICATION', recipientEmail: 'stranger@example.test' }, estimator);
    expect(firstError(stranger).extensions?.fields).toEqual({ recipientEmail: "stranger@example.test is not one of this company's subcontractors." });

    const draft = await h.gql(RENDER, { type: 'AWARD_NOTIFICATION', draft: { subject: '{{project_name}}', body: 'x' } }, admin);
    expect(draft.data.renderEmailTemplate.subject).toBe('Sample Project');
    const badDraft = await h.gql(RENDER, { type: 'AWARD_NOTIFICATION', draft: { subject: 'x', body: '{{nope}}' } }, admin);
    expect(firstError(badDraft).extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { 'draft.body': expect.stringContaining('{{nope}}') } });

    const bad = await h.gql(UPDATE, { type: 'LOSS_NOTIFICATION', input: { subject: 'x', body: 'Hi {{contact}}' } }, admin);
    expect(firstError(bad).extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { 'input.body': expect.stringContaining('Unknown placeholder {{contact}}') } });
    expectNoInternals(bad);
    expect(firstError(await h.gql(UPDATE, { type: 'LOSS_NOTIFICATION', input: { subject: 'x', body: 'y' } }, estimator)).extensions?.code).toBe('FORBIDDEN');

    h.calls.length = 0;
    const reset = await h.gql(RESET, { type: 'LOSS_NOTIFICATION' }, admin);
    expect(paths()).toEqual(['POST email-templates/loss_notification/reset']);
    expect(reset.data.resetEmailTemplate).toEqual({ type: 'LOSS_NOTIFICATION', subject: 'Loss Notification: {{project_name}} ({{project_uid}})', isDefault: true, updatedAt: null });
  });

  it('sends with one REST call; the refusals name input fields; role 13 is FORBIDDEN', async () => {
    const input = { companyId: String(tenant1), projectUid: project.project_uid, type: 'INVITATION_TO_BID', emails: subs.map((s) => s.email) };
    h.calls.length = 0;
    const sent = await h.gql(SEND, { input }, estimator);
    expect(sent.errors, sent.raw).toBeUndefined();
    expect(paths()).toEqual(['PUT contractors/sendemail']);
    expect(sent.data.sendSubcontractorEmail).toEqual({
      message: 'Email sent to the selected subcontractors.', type: 'INVITATION_TO_BID', sent: 2,
      recipients: subs.map((s) => ({ email: s.email.toLowerCase(), subcontractorId: String(s.id), invited: true, loginCreated: true })),
    });

    const none = await h.gql(SEND, { input: { ...input, emails: [] } }, admin);
    expect(none.errors![0]).toMatchObject({ message: 'No selected subs', extensions: { code: 'BAD_USER_INPUT', fields: { 'input.emails': 'No selected subs' } } });
    const stranger = await h.gql(SEND, { input: { ...input, emails: [subs[0]!.email, 'stranger@example.test'] } }, admin);
    expect(firstError(stranger).extensions?.fields).toEqual({ 'input.emails.1': "stranger@example.test is not one of this company's subcontractors." });
    const missing = await h.gql(SEND, { input: { ...input, projectUid: 'ZZ-404' } }, admin);
    expect(firstError(missing)).toMatchObject({ message: 'Project not found.', extensions: { code: 'NOT_FOUND' } });
    const denied = await h.gql(SEND, { input }, sub);
    expect(firstError(denied).extensions?.code).toBe('FORBIDDEN');
    expectNoInternals(denied);
  });
});
