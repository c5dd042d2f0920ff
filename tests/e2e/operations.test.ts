import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { login, useBrowserPage } from '../support/browser.js';

// Issue 9 finding 7, in a real browser: the client and GraphiQL work under the Content-Security-Policy the gateway
// sends (a violation would block a script or a style silently), and the built assets arrive compressed.
const baseUrl = inject('baseUrl');
const password = inject('demoPassword');
const currentPage = useBrowserPage();

/** Collects every CSP violation the page reports, from the first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

describe('the product under its security headers', () => {
  it('signs in and shows All Projects with no CSP violation; scripts arrive brotli-compressed', async () => {
    const page = currentPage();
    const violations = await watchViolations(page);
    const encodings: string[] = [];
    page.on('response', (response) => {
      if (/\/assets\/.*\.js$/.test(response.url())) encodings.push(response.headers()['content-encoding'] ?? 'none');
    });
    const first = await page.goto(`${baseUrl}/`);
    expect(first?.headers()['content-security-policy']).toContain("script-src 'self'");
    await login(page, baseUrl, 'companyadmin@demo.test', password);
    await page.waitForURL('**/admin/projects');
    await page.getByRole('row').filter({ hasText: 'Barton Springs Office Tower' }).first().waitFor();
    expect(await violations()).toEqual([]);
    // The watcher does see violations, and the policy does block what it should: an injected inline script.
    await page.evaluate(() => document.head.append(Object.assign(document.createElement('script'), { textContent: 'window.x = 1' })));
    await expect.poll(violations).toEqual([expect.stringMatching(/^script-src/)]);
    expect(encodings.length).toBeGreaterThan(0);
    expect(new Set(encodings)).toEqual(new Set(['br']));
  });

  it('GraphiQL renders and runs a query with no CSP violation', async () => {
    const page = currentPage();
    const violations = await watchViolations(page);
    await page.goto(`${baseUrl}/graphql`);
    await page.locator('.graphiql-container').waitFor();
    // GraphiQL ignores a click that comes before its editor has taken the saved tab's query: click until it runs.
    const response = () => page.evaluate(() => document.querySelector('.graphiql-response')?.textContent ?? '');
    await expect.poll(async () => {
      await page.locator('.graphiql-execute-button').click();
      return response();
    }, { timeout: 20_000, interval: 500 }).toContain('"version": "');
    expect(await violations()).toEqual([]);
  });
});

describe("the analyst's playground (issue 10 item 11)", () => {
  it('says whom it acts as, signs out and in on its own, and every tab sends that sign-in', async () => {
    const page = currentPage();
    const violations = await watchViolations(page);
    await login(page, baseUrl, 'companyadmin@demo.test', password);
    await page.waitForURL('**/admin/projects');

    // The account menu links to it for a reader of reports.
    await page.getByRole('button', { name: /Account$/ }).click();
    const link = page.getByRole('link', { name: 'GraphQL playground' });
    expect(await link.getAttribute('href')).toBe('/graphql');

    await page.goto(`${baseUrl}/graphql`);
    const session = page.getByRole('region', { name: 'Playground session' });
    await session.getByText('companyadmin@demo.test').waitFor();
    expect(await session.innerText()).toContain('your signed-in session of the web client');

    await session.getByRole('button', { name: 'Sign out of the playground' }).click();
    await session.getByText('Not signed in').waitFor();
    await page.reload(); // signed out on purpose: the web client's session is not picked up again
    await session.getByText('Not signed in').waitFor();

    await session.getByLabel('Email').fill('fulluser@demo.test');
    await session.getByLabel('Password').fill('not the password');
    await session.getByRole('button', { name: 'Sign in' }).click();
    await session.getByText('Provide valid Username and password').waitFor();
    await session.getByLabel('Password').fill(password);
    await session.getByRole('button', { name: 'Sign in' }).click();
    await session.getByText('fulluser@demo.test').waitFor();
    expect(await session.innerText()).not.toContain('web client');

    // The saved Viewer tab, with nothing in its Headers, runs as the playground's user.
    await page.locator('.graphiql-tab', { hasText: 'Viewer' }).first().click();
    const response = () => page.evaluate(() => document.querySelector('.graphiql-response')?.textContent ?? '');
    // GraphiQL's one button stops a running query: click it only while it reads Execute, and until the answer came.
    const execute = page.getByRole('button', { name: 'Execute query (Ctrl-Enter)' });
    await expect.poll(async () => {
      if (!(await response()).includes('fulluser@demo.test') && (await execute.count()) > 0) await execute.click();
      return response();
    }, { timeout: 30_000, interval: 1000 }).toContain('fulluser@demo.test');
    expect(await violations()).toEqual([]);
  });

  it('reads the schema only when signed in: the Documentation Explorer shows the root types after the playground sign-in', async () => {
    const page = currentPage();
    await page.goto(`${baseUrl}/graphql`);
    const session = page.getByRole('region', { name: 'Playground session' });
    await session.getByText('Not signed in').waitFor();
    await page.getByRole('button', { name: 'Show Documentation Explorer' }).click();
    // Signed out, introspection is refused (docs/architecture.md §8.3): no schema to show.
    await page.locator('.graphiql-doc-explorer-error').waitFor();
    expect(await page.getByText('Root Types').count()).toBe(0);

    await session.getByLabel('Email').fill('fulluser@demo.test');
    await session.getByLabel('Password').fill(password);
    await session.getByRole('button', { name: 'Sign in' }).click();
    await session.getByText('fulluser@demo.test').waitFor();
    // GraphiQL reads the schema again as the signed-in user.
    await page.getByText('Root Types').waitFor({ timeout: 20_000 });
    expect(await page.locator('.graphiql-doc-explorer-error').count()).toBe(0);
  });
});
