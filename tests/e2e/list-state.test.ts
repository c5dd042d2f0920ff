import { describe, expect, inject, it } from 'vitest';
import { choose } from '../support/antd.js';
import { login, useBrowserPage } from '../support/browser.js';

// Issue 10 items 4 and 5: a list keeps its search, filter, page and size in the URL (View then Back, a reload and
// a shared link show the same list), and a loading grid never says that nothing was found.
const baseUrl = inject('baseUrl');
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
