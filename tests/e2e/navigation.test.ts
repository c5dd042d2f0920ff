import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login, useBrowserPage } from '../support/browser.js';

// Issue 10 items 1, 2, 3, 6 and the tab title of 12: navigation never traps, screens never offer what the server
// refuses, and the shell works on narrow windows.
const baseUrl = inject('baseUrl');
const password = inject('demoPassword');
const currentPage = useBrowserPage();

const menu = (p: Page) => p.getByRole('navigation', { name: 'Main' });
const chip = (p: Page) => p.getByRole('group', { name: 'Chosen project' });

async function signInAs(page: Page, email: string, landing = '**/admin/projects') {
  await login(page, baseUrl, email, password);
  await page.waitForURL(landing);
}

describe('navigation with a chosen project', () => {
  it('keeps the company menu, groups the project items, and the chip switches and clears the project', async () => {
    const page = currentPage();
    await signInAs(page, 'companyadmin@demo.test');
    await expect.poll(() => page.title()).toBe('All Projects · Contractor Suite');
    const view = page.getByRole('button', { name: /^View DC_/ }).first();
    const uid = (await view.getAttribute('aria-label'))!.replace('View ', '');
    await view.click();
    await page.waitForURL('**/admin/project-details');

    // Company items stay, the project's items come under its ID; both survive a reload.
    for (const check of [false, true]) {
      if (check) await page.reload();
      await menu(page).getByText(`Project ${uid}`).waitFor();
      for (const label of ['All Projects', 'All Users', 'All Owners', 'All Employees', 'Proposal', 'Bid Sheet']) {
        await menu(page).getByRole('menuitem', { name: label, exact: true }).waitFor();
      }
      await expect.poll(() => chip(page).innerText()).toContain(uid);
    }

    // Switch: the popover lists projects; picking another one changes the chip.
    await chip(page).getByRole('button', { name: 'Switch project' }).click();
    const other = page.getByRole('button', { name: /^Switch to DC_/ }).filter({ hasNotText: uid }).first();
    await other.waitFor();
    const otherUid = (await other.getAttribute('data-uid'))!;
    await other.click();
    await expect.poll(() => chip(page).innerText()).toContain(otherUid);
    await menu(page).getByText(`Project ${otherUid}`).waitFor();

    // Clear: back to All Projects (this page needs a project), no chip, no project items, company items still there.
    await chip(page).getByRole('button', { name: 'Clear project' }).click();
    await page.waitForURL('**/admin/projects');
    await expect.poll(() => chip(page).count()).toBe(0);
    expect(await menu(page).getByRole('menuitem', { name: 'Proposal' }).count()).toBe(0);
    await menu(page).getByRole('menuitem', { name: 'All Users' }).waitFor();
    await page.reload();
    await menu(page).getByRole('menuitem', { name: 'All Users' }).waitFor();
    expect(await chip(page).count()).toBe(0);
  });
});

describe('screens offer only what the server allows', () => {
  it('an estimator sees no Copy and no Edit, and Edit Project is not a page for it', async () => {
    const page = currentPage();
    await signInAs(page, 'estimator@demo.test');
    await page.getByRole('button', { name: /^View DC_/ }).first().waitFor();
    expect(await page.getByRole('button', { name: /^Copy DC_/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Edit DC_/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Create New Project' }).waitFor();
    await page.getByRole('button', { name: /^View DC_/ }).first().click();
    await page.waitForURL('**/admin/project-details');
    await page.goto(`${baseUrl}/admin/edit-project`);
    await page.getByText('404').first().waitFor();
    expect(await page.getByRole('button', { name: 'Update' }).count()).toBe(0);
  });

  it("a platform admin is prompted to open a company, then acts in it under an 'Acting in' banner", async () => {
    const page = currentPage();
    await signInAs(page, 'admin@demo.test', '**/admin/all-company');
    await page.goto(`${baseUrl}/admin/projects`);
    await page.getByText('Open a company first').waitFor();
    expect(await page.getByRole('button', { name: 'Create New Project' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Go to All Companies' }).click();
    await page.waitForURL('**/admin/all-company');
    await page.getByRole('button', { name: 'Open Demo Construction Co' }).click();
    await page.waitForURL('**/admin/projects');
    await page.getByText('Acting in Demo Construction Co').waitFor();
    await page.getByRole('button', { name: /^View DC_/ }).first().waitFor();
    await page.getByRole('button', { name: 'Switch company' }).click();
    await page.waitForURL('**/admin/all-company');
  });

  it('Edit Company as company admin: the emails are read-only and the saved edit is real', async () => {
    const page = currentPage();
    await signInAs(page, 'companyadmin@demo.test');
    await page.goto(`${baseUrl}/admin/company-details`);
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.waitForURL('**/admin/edit-company**');
    for (const label of ['Owner Email', 'Company Email', 'Company Admin Email']) {
      const field = page.getByLabel(label, { exact: true });
      expect(await field.getAttribute('readonly'), label).not.toBeNull();
    }
    const admin = page.getByLabel('Company Admin Email', { exact: true });
    const before = await admin.inputValue();
    await admin.pressSequentially('x', { delay: 10 });
    expect(await admin.inputValue()).toBe(before);
    const address2 = page.getByLabel('Address 2');
    const suite = `Suite ${Date.now().toString().slice(-4)}`;
    await address2.fill(suite);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Company updated successfully!').first().waitFor();
    await page.goto(`${baseUrl}/admin/company-details`);
    await page.getByText(suite).first().waitFor();
  });
});

describe('narrow windows', () => {
  for (const width of [1024, 390]) {
    it(`at ${width} px the navigation folds into a drawer and the projects grid scrolls inside its box`, async () => {
      const page = currentPage();
      await page.setViewportSize({ width, height: 800 });
      await signInAs(page, 'companyadmin@demo.test');
      await page.getByRole('button', { name: /^View DC_/ }).first().waitFor();
      expect(await menu(page).count()).toBe(0);
      // The page itself never gets wider than the window.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // The grid scrolls: its last column can be brought into view, and the first column stays put.
      const firstCell = page.locator('.ant-table-tbody tr.ant-table-row').first().locator('td').first();
      const x0 = (await firstCell.boundingBox())!.x;
      const actions = page.getByRole('button', { name: /^View DC_/ }).first();
      await actions.scrollIntoViewIfNeeded();
      const box = (await actions.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect((await firstCell.boundingBox())!.x).toBe(x0);
      // The top bar stays on a long page.
      await page.mouse.wheel(0, 3000);
      await expect.poll(async () => (await page.getByRole('button', { name: 'Open navigation' }).boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
      expect((await page.getByRole('button', { name: 'Open navigation' }).boundingBox())!.y).toBeLessThan(64);
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await menu(page).getByRole('menuitem', { name: 'All Owners' }).click();
      await page.waitForURL('**/admin/all-owners');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
});

describe('layout at 1440 px and 390 px (issue 31 item 14)', () => {
  /** The element's box lies inside the window, without scrolling anything. */
  async function inView(page: Page, target: ReturnType<Page['locator']>, width: number) {
    const box = (await target.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }

  it("the side menu names the company alike for its admin, a full user and an estimator (issue 31 item 13)", async () => {
    const page = currentPage();
    const titles: string[] = [];
    for (const email of ['companyadmin@demo.test', 'fulluser@demo.test', 'estimator@demo.test']) {
      await page.goto(`${baseUrl}/`);
      await page.evaluate(() => localStorage.clear());
      await signInAs(page, email);
      titles.push((await page.locator('[data-company-title]').innerText()).trim());
    }
    expect(titles[0]).not.toBe('Contractor Suite');
    expect(titles[0]).toMatch(/\S/);
    expect(titles).toEqual([titles[0], titles[0], titles[0]]);
  });

  it("at 1440 px All Projects' actions are in view and the page keeps to the window", async () => {
    const page = currentPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAs(page, 'companyadmin@demo.test');
    const view = page.getByRole('button', { name: /^View DC_/ }).first();
    await view.waitFor();
    await inView(page, view, 1440);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
  });

  it("at 1440 px All Companies' status switches are in view", async () => {
    const page = currentPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAs(page, 'admin@demo.test', '**/admin/all-company');
    const status = page.locator('.ant-table-tbody tr.ant-table-row').first().getByRole('switch');
    await status.waitFor();
    await inView(page, status, 1440);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
  });

  it("at 390 px the top bar's chosen project is not clipped", async () => {
    const page = currentPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, 'companyadmin@demo.test');
    await page.getByRole('button', { name: /^View DC_/ }).first().click();
    await page.waitForURL('**/admin/project-details');
    await chip(page).waitFor();
    await inView(page, chip(page), 390);
    await inView(page, chip(page).getByRole('button', { name: 'Clear project' }), 390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
