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
