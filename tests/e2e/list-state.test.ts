import { describe, expect, inject, it } from 'vitest';
import { choose } from '../support/antd.js';
import { login, useBrowserPage } from '../support/browser.js';
import { ok, restLogin } from '../support/api.js';

// Issue 10 items 4 and 5: a list keeps its search, filter, page and size in the URL (View then Back, a reload and
// a shared link show the same list), and a loading grid never says that nothing was found.
const baseUrl = inject('baseUrl');
const apiUrl = inject('apiUrl');
const password = inject('demoPassword');
const currentPage = useBrowserPage();

async function signIn() {
  const page = currentPage();
  await login(page, baseUrl, 'companyadmin@demo.test', password);
  await page.waitForURL('**/admin/projects');
}

const activePage = () => currentPage().locator('.ant-pagination-item-active').innerText();

describe('All Projects remembers its state', () => {
  it('a shared link opens page 2 of 10; View then Back returns to it', async () => {
    const page = currentPage();
    await signIn();
    await page.goto(`${baseUrl}/admin/projects?size=10&page=2`);
    await page.getByRole('button', { name: /^View / }).first().waitFor();
    expect(await activePage()).toBe('2');
    await page.getByRole('button', { name: /^View / }).first().click();
    await page.waitForURL('**/admin/project-details');
    await page.goBack();
    await page.waitForURL(/\/admin\/projects\?/);
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    await page.getByRole('button', { name: /^View / }).first().waitFor();
    expect(await activePage()).toBe('2');
    expect(await page.getByRole('row').count()).toBe(11); // the header and 10 rows
  });

  it('search and status survive a reload; changing them goes back to page 1', async () => {
    const page = currentPage();
    await signIn();
    await page.goto(`${baseUrl}/admin/projects?size=10&page=3`);
    await page.getByRole('button', { name: /^View / }).first().waitFor();
    await page.getByLabel('Search projects').fill('a');
    await page.waitForURL(/q=a/);
    await choose(page, page.getByLabel('Status filter'), 'Bidding');
    await page.waitForURL(/status=BIDDING/);
    const url = new URL(page.url());
    expect(url.searchParams.get('page')).toBeNull();
    await page.reload();
    await expect.poll(() => page.getByLabel('Search projects').inputValue()).toBe('a');
    await page.locator('.ant-select-selection-item').filter({ hasText: 'Bidding' }).waitFor();
    await page.getByRole('button', { name: /^View / }).first().waitFor();
    const dataRows = page.getByRole('row').filter({ has: page.getByRole('button', { name: /^View / }) });
    expect(await dataRows.count()).toBeGreaterThan(0);
    for (const text of await dataRows.allInnerTexts()) {
      expect(text.toLowerCase()).toContain('a');
      expect(text).toContain('Bidding');
    }
  });
});

describe('every grid keeps its page in the URL', () => {
  it('All Owners (a ProTable grid): page 2 is written to the URL; View then Back and a reload return to it', async () => {
    // The second demo company, given more owners than one page of 10 holds.
    const api = await restLogin(apiUrl, 'admin2@demo.test', password);
    const { total } = ok(await api.call<{ total: number }>('GET', 'owners?page=1&pageSize=10'), 'owners');
    for (let i = total; i < 12; i++) {
      ok(await api.call('POST', 'owner', {
        owner_info: { name: `Paging Owner ${i}`, first_name: 'Pat', last_name: `Owner${i}`, email: `paging${i}@owners.test`, phone_number: '5125550142' },
        addresses: [{ address_1: `${100 + i} Main St`, city: 'Austin', state: 'Texas', state_code: 'TX', zip: '78701' }],
        managers: [{ first_name: 'Max', last_name: `Manager${i}`, email: `max${i}@owners.test`, phone: '5125550143' }],
      }), 'owner');
    }
    const page = currentPage();
    await login(page, baseUrl, 'admin2@demo.test', password);
    await page.waitForURL('**/admin/projects');
    await page.goto(`${baseUrl}/admin/all-owners`);
    const firstView = page.getByRole('link', { name: /^View / }).first();
    await firstView.waitFor();
    const pageOneFirst = await firstView.getAttribute('aria-label');
    await page.locator('.ant-pagination-item').filter({ hasText: /^2$/ }).click();
    await page.waitForURL(/[?&]page=2/);
    await expect.poll(() => firstView.getAttribute('aria-label')).not.toBe(pageOneFirst);
    const pageTwoFirst = await firstView.getAttribute('aria-label');
    await firstView.click();
    await page.waitForURL('**/admin/owner-details**');
    await page.goBack();
    await page.waitForURL(/all-owners\?page=2/);
    await expect.poll(() => firstView.getAttribute('aria-label')).toBe(pageTwoFirst);
    expect(await activePage()).toBe('2');
    await page.reload();
    await expect.poll(() => firstView.getAttribute('aria-label')).toBe(pageTwoFirst);
    expect(await activePage()).toBe('2');
  });
});

describe('a loading grid', () => {
  it('shows a skeleton, never "No projects found", until the page arrives', async () => {
    const page = currentPage();
    await signIn();
    await page.getByRole('button', { name: /^View / }).first().waitFor();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      if ((route.request().postData() ?? '').includes('query Projects')) await held;
      await route.continue();
    });
    await page.reload();
    await page.locator('.ant-table .ant-skeleton').waitFor();
    expect(await page.getByText('No projects found under this category.').count()).toBe(0);
    release();
    await page.getByRole('button', { name: /^View / }).first().waitFor();
    expect(await page.locator('.ant-table .ant-skeleton').count()).toBe(0);
  });
});

describe('a loading details page', () => {
  it('shows the card skeleton, never an error or an empty card, until the record arrives', async () => {
    const page = currentPage();
    await signIn();
    for (const [list, query, what] of [
      ['all-users', 'query User(', 'user details'],
      ['all-owners', 'query Owner(', 'owner details'],
      ['all-employees', 'query Employee(', 'employee details'],
    ] as const) {
      await page.goto(`${baseUrl}/admin/${list}`);
      await page.getByRole('link', { name: /^View / }).first().click();
      await page.getByRole('heading', { name: /Details$/ }).first().waitFor();
      await page.locator('.ant-descriptions').first().waitFor();
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/graphql', async (route) => {
        if ((route.request().postData() ?? '').includes(query)) await held;
        await route.continue();
      });
      await page.reload();
      await page.getByRole('status', { name: `Loading ${what}` }).waitFor();
      expect(await page.locator('.ant-alert-error, .ant-descriptions').count(), what).toBe(0);
      release();
      await page.locator('.ant-descriptions').first().waitFor();
      expect(await page.getByRole('status', { name: `Loading ${what}` }).count(), what).toBe(0);
      await page.unroute('**/graphql');
    }
  });
});
