import { describe, expect, inject, it } from 'vitest';
import { choose, clickSettled, dialog } from '../support/antd.js';
import { ok, restLogin, type RestClient } from '../support/api.js';
import { expectAccessible } from '../support/axe.js';
import { login, readMail, resetLink, useBrowserPage } from '../support/browser.js';

const baseUrl = inject('baseUrl');
const apiUrl = inject('apiUrl');
const mailDir = inject('mailDir');
const password = inject('demoPassword');

const currentPage = useBrowserPage();

// The 4th demo project (Lost): the demo subcontractor is not invited to it, and no other file changes it.
const PROJECT = 'Medical Drive Clinic';

/** A subcontractor of this test alone (unique email), in Drywall of the company's catalogue. */
async function addSub(api: RestClient, name: string, email: string) {
  const divisions = ok(await api.call<{ data: { id: number; division_id: string }[] }>('GET', 'divisionname'), 'divisions').data;
  const finishes = divisions.find((d) => d.division_id === '09')!;
  const sub = ok(await api.call<{ data: { subdivision_id: number }[] }>('GET', `division/subdivisions/${finishes.id}`), 'subdivisions').data[0]!;
  ok(await api.call('POST', 'contractor', {
    sub_cont_info: { company_name: name, first_name: 'Nia', last_name: 'Board', email, phone_number: '(512) 555-0142', working_states: ['TX'] },
    addresses: [{ address_1: '9 Gypsum Rd', city: 'Austin', state: 'Texas', state_code: 'TX', zip: '78702' }],
    managers: [{ first_name: 'Nia', last_name: 'Board', email, phone: '(512) 555-0142' }],
    divisions: [{ division_id: finishes.id }], subdivisions: [{ subdivision_id: sub.subdivision_id }],
  }), `add ${name}`);
}

describe('email to subcontractors', () => {
  it('with a project chosen, previews an edited template, sends Invitation To Bid to two subcontractors, and the invitee signs in to the project', async () => {
    const page = currentPage();
    const stamp = Date.now().toString().slice(-7);
    const first = { name: `Nimbus Drywall ${stamp}`, email: `nimbus${stamp}@nimbus.test` };
    const second = { name: `Orbit Glazing ${stamp}`, email: `orbit${stamp}@orbit.test` };
    const api = await restLogin(apiUrl, 'companyadmin@demo.test', password);
    await addSub(api, first.name, first.email);
    await addSub(api, second.name, second.email);
    const project = ok(await api.call<{ data: { ProjectUid: string; project_name: string }[] }>(
      'GET', `projects?q=${encodeURIComponent(PROJECT)}`), 'project').data[0]!;

    await login(page, baseUrl, 'companyadmin@demo.test', password);
    await page.waitForURL('**/admin/projects');

    // No project chosen: no checkboxes and no Send Proposal Invitation (docs/projects.md §2.14).
    await page.goto(`${baseUrl}/admin/all-subcontractors?q=${stamp}`);
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await rows.filter({ hasText: first.name }).first().waitFor();
    expect(await page.getByLabel(`Select ${first.name}`).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Send Proposal Invitation' }).count()).toBe(0);

    // The company admin edits a template (account menu → Email Templates); the edit shows in the preview.
    await page.getByRole('button', { name: /Account$/ }).click();
    await page.getByRole('menuitem', { name: 'Email Templates' }).click();
    await page.waitForURL('**/admin/email-templates');
    await page.getByRole('tab', { name: 'Addendum Notification' }).click();
    const subject = page.getByLabel('Subject').locator('visible=true');
    await subject.fill(`Addendum ${stamp} for {{project_name}}`);
    await page.getByRole('button', { name: 'Save' }).locator('visible=true').click();
    await page.getByText('Template saved.').first().waitFor();
    // Checked with the pointer resting on the primary Save button, its hover colour fully in (it once read 4.16:1).
    await page.getByRole('button', { name: 'Save' }).locator('visible=true').hover();
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
    await expectAccessible(page, 'Email Templates');

    // Choose the project on All Projects, then come back to the directory.
    await page.goto(`${baseUrl}/admin/projects`);
    await page.getByLabel('Search projects').fill(PROJECT);
    await clickSettled(page, page.getByRole('button', { name: `View ${project.ProjectUid}` }).first());
    await page.waitForURL('**/admin/project-details');
    await page.goto(`${baseUrl}/admin/all-subcontractors?q=${stamp}`);
    await rows.filter({ hasText: second.name }).first().waitFor();

    await page.getByRole('button', { name: 'Send Proposal Invitation' }).click();
    await page.getByText('No selected subs').first().waitFor();
    await page.getByLabel(`Select ${first.name}`).check();
    await page.getByLabel(`Select ${second.name}`).check();
    await page.getByText('2 selected').waitFor();
    await page.getByRole('button', { name: 'Send Proposal Invitation' }).click();

    const send = dialog(page, 'Send Email to Subcontractors');
    await send.getByText(`${first.name} <${first.email}>`).waitFor();
    await choose(page, send.getByLabel('Template'), 'Addendum Notification');
    await send.getByRole('button', { name: 'Preview' }).click();
    const preview = send.getByRole('region', { name: 'Email preview' });
    await preview.getByText(`Subject: Addendum ${stamp} for ${project.project_name}`).waitFor();

    await choose(page, send.getByLabel('Template'), 'Invitation To Bid');
    await send.getByRole('button', { name: 'Preview' }).click();
    await preview.getByText(`Subject: Invitation To Bid: ${project.project_name} (${project.ProjectUid})`).waitFor();
    await preview.getByText(`Demo Construction Co invites you to bid on ${project.project_name}`, { exact: false }).waitFor();
    // Addressed to the first selected subcontractor.
    await preview.getByText(`Hello ${first.name},`, { exact: false }).waitFor();
    await expectAccessible(page, 'Send email dialog');
    await send.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Email sent to the selected subcontractors.').first().waitFor();
    await send.waitFor({ state: 'hidden' });

    // Each address got its invitation; the first follows its set-password link.
    const mail = await readMail(mailDir, first.email);
    expect(mail).toContain(`Invitation To Bid: ${project.project_name}`);
    await readMail(mailDir, second.email);
    const link = resetLink(mail);
    // Signed out, as the invitee opening its mail would be.
    await page.evaluate(() => localStorage.clear());
    await page.goto(link.replace(/^https?:\/\/[^/]+/, baseUrl));
    const fresh = 'Nimbus#Bid2026';
    await page.getByLabel('New Password').fill(fresh);
    await page.getByLabel('Confirm Password').fill(fresh);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${baseUrl}/`);

    // Signed in as the invited address: it chooses the company and sees the project among its invited ones.
    await login(page, baseUrl, first.email, fresh);
    await page.waitForURL('**/admin/select-companies');
    await page.getByLabel('Company').fill('Demo');
    await clickSettled(page, page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Demo Construction Co' }).first());
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/admin/projects');
    await page.locator('.ant-table-tbody tr.ant-table-row', { hasText: project.project_name }).first().waitFor();
    expect(await page.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(1);

    // Leave the shared company's template as the product ships it.
    ok(await api.call('POST', 'email-templates/addendum_notification/reset'), 'reset template');
  });
});
