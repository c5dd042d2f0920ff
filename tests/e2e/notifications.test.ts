import { describe, expect, inject, it } from 'vitest';
import { login, readMail, resetLink, useBrowserPage } from '../support/browser.js';
import { ok, restLogin } from '../support/api.js';
import { expectAccessible } from '../support/axe.js';

const baseUrl = inject('baseUrl');
const apiUrl = inject('apiUrl');
const mailDir = inject('mailDir');
const password = inject('demoPassword');

const currentPage = useBrowserPage();

// The second demo company: its admin is told when a user it added accepts the invitation (issue 10 item 12).
describe('notification bell', () => {
  it('an invitee sets a password; the admin\'s bell counts it, opens it on the user\'s page and the count goes to 0', async () => {
    const page = currentPage();
    const admin = await restLogin(apiUrl, 'admin2@demo.test', password);
    // Earlier files share this database: start from no unread notification.
    ok(await admin.call('PUT', 'notifications/read'), 'mark all read');

    const stamp = Date.now().toString().slice(-6);
    const email = `dana${stamp}@notify.test`;
    const lastName = `Brick${stamp}`;
    const created = ok(await admin.call<{ data: { ID: number } }>('POST', 'create/Fulluser', {
      first_name: 'Dana', last_name: lastName, is_active: true, email, phone_number: '(512) 555-0142', address1: '1 Main St',
      address2: '', city: 'Austin', state: 'Texas', state_code: 'TX', zipcode: '78701', role: 'Fulluser',
    }), 'create user');

    // The invitee sets a password through the link of the invitation, in the browser.
    const link = resetLink(await readMail(mailDir, email));
    await page.goto(link.replace(/^https?:\/\/[^/]+/, baseUrl));
    const chosen = 'Invited#2026ok';
    await page.getByLabel('New Password').fill(chosen);
    await page.getByLabel('Confirm Password').fill(chosen);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${baseUrl}/`);

    await login(page, baseUrl, 'admin2@demo.test', password);
    await page.waitForURL('**/admin/projects');
    const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
    await bell.waitFor();
    expect(await page.locator('.ant-badge-count').innerText()).toBe('1');

    await bell.click();
    const panel = page.getByRole('region', { name: 'Notifications' });
    const item = panel.getByRole('link', { name: new RegExp(`Dana ${lastName} accepted the invitation`) });
    await item.waitFor();
    await panel.getByText('a few seconds ago').or(panel.getByText('a minute ago')).first().waitFor();
    await expectAccessible(page, 'notification panel open');

    await item.click();
    await page.waitForURL(`**/admin/full-user-details?id=${created.data.ID}`);
    await page.getByText(email).first().waitFor();
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    // The badge zooms out: it is gone once the animation ends.
    await expect.poll(() => page.locator('.ant-badge-count').count()).toBe(0);
    const after = ok(await admin.call<{ unread: number; data: { read_at: string | null }[] }>('GET', 'notifications'), 'list');
    expect(after.unread).toBe(0);
    expect(after.data[0]!.read_at).not.toBeNull();
  });
});
