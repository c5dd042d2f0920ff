import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signInDemoUsers } from '../../test-support.js';
import { startTestApi, type TestApi } from '../../testing.js';
import { DEFAULT_TEMPLATES } from './defaults.js';

let api: TestApi;
const tokens: Record<string, string> = {};
let project: { id: number; project_uid: string; project_name: string };

const FORBIDDEN = 403;

beforeAll(async () => {
  api = await startTestApi();
  const tenants = await signInDemoUsers(api, tokens);
  project = await api.db.selectFrom('projects').select(['id', 'project_uid', 'project_name'])
    .where('tenant_id', '=', tenants[0]!).orderBy('id').executeTakeFirstOrThrow();
});
afterAll(async () => {
  await api?.close();
});

const get = (token = tokens.companyAdmin) => call(api, 'GET', 'email-templates', { token });
const put = (type: string, body: unknown, token = tokens.companyAdmin) => call(api, 'PUT', `email-templates/${type}`, { token, body });
const render = (body: unknown, token = tokens.companyAdmin) => call(api, 'POST', 'email-templates/render', { token, body });

describe('email templates (docs/projects.md §9)', () => {
  it("every company starts with the product's four templates; the Award text gives 14 days and 3 business days", async () => {
    const reply = await get();
    expect(reply.status).toBe(200);
    expect(reply.body.data.map((t: { name: string }) => t.name))
      .toEqual(['Invitation To Bid', 'Addendum Notification', 'Loss Notification', 'Award Notification']);
    expect(reply.body.data.every((t: { is_default: boolean }) => t.is_default)).toBe(true);
    const award = reply.body.data[3];
    expect(award.body).toContain('Subcontracts are awarded within 14 days.');
    expect(award.body).toContain('Bid updates are due within 3 business days.');
    expect(reply.body.placeholders.map((p: { name: string }) => p.name))
      .toEqual(expect.arrayContaining(['project_name', 'company_name', 'due_date', 'link']));
  });

  it('a company admin edits a template, another company still has the default, and reset brings the default back', async () => {
    const edited = await put('addendum_notification', { subject: '  Addendum for {{ project_name }} ', body: 'Hi {{subcontractor_name}}, see {{link}}.' });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      template_type: 'addendum_notification', name: 'Addendum Notification', subject: 'Addendum for {{ project_name }}', is_default: false,
    });
    expect((await get()).body.data[1].body).toBe('Hi {{subcontractor_name}}, see {{link}}.');
    // Tenant isolation: the second company's template is untouched.
    const other = (await get(tokens.secondAdmin)).body.data[1];
    expect(other).toMatchObject({ is_default: true, body: DEFAULT_TEMPLATES.addendum_notification.body });

    // The display name works as the type too.
    const reset = await call(api, 'POST', 'email-templates/Addendum Notification/reset', { token: tokens.companyAdmin });
    expect(reset.status).toBe(200);
    expect(reset.body.data).toMatchObject({ is_default: true, subject: DEFAULT_TEMPLATES.addendum_notification.subject });
  });

  it('refuses unknown or unclosed placeholders and blank text, naming the field; an unknown type is 404', async () => {
    const unknown = await put('loss_notification', { subject: 'Lost', body: 'Dear {{contact}}' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ body: expect.stringContaining('Unknown placeholder {{contact}}') });
    const inSubject = await put('loss_notification', { subject: '{{projectname}}', body: 'x' });
    expect(Object.keys(inSubject.body.fields)).toEqual(['subject']);
    const unclosed = await put('loss_notification', { subject: 'Lost', body: 'About {{project_name}' });
    expect(unclosed.body.fields).toEqual({ body: 'A placeholder is not closed: write it as {{name}}.' });
    expect((await put('loss_notification', { subject: '  ', body: 'x' })).body).toMatchObject({ error: 'Subject is required.', fields: { subject: 'Subject is required.' } });
    expect((await put('loss_notification', { subject: 'x' })).body.fields).toEqual({ body: 'Body is required.' });
    expect((await put('loss_notification', { subject: 'x'.repeat(256), body: 'x' })).status).toBe(400);
    expect((await put('party_invite', { subject: 'x', body: 'x' })).status).toBe(404);
    // Nothing was stored by the refusals.
    expect((await get()).body.data[2].is_default).toBe(true);
  });

  it('only company setup writes them: estimators and full users read (the send dialog), role 13 neither', async () => {
    for (const role of ['estimator', 'fullUser'] as const) {
      expect((await get(tokens[role])).status).toBe(200);
      expect((await put('loss_notification', { subject: 'x', body: 'y' }, tokens[role])).status).toBe(FORBIDDEN);
      expect((await call(api, 'POST', 'email-templates/loss_notification/reset', { token: tokens[role] })).status).toBe(FORBIDDEN);
    }
    expect((await get(tokens.subcontractor)).status).toBe(FORBIDDEN);
    expect((await render({ template_type: 'loss_notification' }, tokens.subcontractor)).status).toBe(FORBIDDEN);
    expect((await get('')).status).toBe(401);
  });

  it("renders the stored template, or a draft, filled with the project's details", async () => {
    await put('invitation_to_bid', { subject: 'Bid {{project_uid}}', body: '{{company_name}} asks for {{project_name}} by {{due_date}}: {{link}}' });
    const stored = await render({ template_type: 'Invitation To Bid', project_id: project.id });
    expect(stored.status).toBe(200);
    expect(stored.body.data.subject).toBe(`Bid ${project.project_uid}`);
    expect(stored.body.data.text).toMatch(new RegExp(`^Demo Construction Co asks for ${project.project_name} by \\d\\d/\\d\\d/\\d{4} \\d{1,2}:\\d\\d [AP]M: http://localhost:4000/$`));
    expect(stored.body.data.html).toContain('<a href="http://localhost:4000/">');

    // A recipient of the company fills {{subcontractor_name}}; another company's is refused, naming the field.
    const sub = await api.db.selectFrom('subcontractors').select(['email', 'company_name', 'tenant_id']).orderBy('id').executeTakeFirstOrThrow();
    const addressed = await render({ template_type: 'award_notification', project_id: project.id, recipient_email: sub.email.toUpperCase() });
    expect(addressed.body.data.text).toMatch(new RegExp(`^Hello ${sub.company_name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')},`));
    const foreignSub = await render({ template_type: 'award_notification', recipient_email: sub.email }, tokens.secondAdmin);
    expect(foreignSub.body.fields).toEqual({ recipient_email: `${sub.email} is not one of this company's subcontractors.` });

    const draft = await render({ template_type: 'award_notification', subject: 'Won {{project_name}}', body: 'Hello {{subcontractor_name}}' });
    expect(draft.body.data).toMatchObject({ subject: 'Won Sample Project', text: 'Hello Sample Subcontractor Co' });
    expect((await render({ template_type: 'award_notification', subject: 'x', body: '{{nope}}' })).body.fields).toEqual({ body: expect.any(String) });
    expect((await render({ template_type: 'nothing' })).body.fields).toEqual({ template_type: 'Select a template.' });
    // Another company's project answers like a missing one.
    const foreign = await render({ template_type: 'award_notification', project_id: project.id }, tokens.secondAdmin);
    const missing = await render({ template_type: 'award_notification', project_id: 2147483000 }, tokens.secondAdmin);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
  });
});
