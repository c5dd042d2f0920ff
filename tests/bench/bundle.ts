// JavaScript the browser downloads (issue 8, "A client that loads what the screen needs"): the login page at most
// 300 KB gzipped, All Projects after sign-in at most 600 KB gzipped in all (summed since the first navigation).
// Measured in Chromium against the built product: every JS response is gzipped with node:zlib at its default level,
// unless the server already sent it compressed (then its transferred size counts).
import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import { launchBrowser, login } from '../support/browser.js';
import { startStack } from '../support/stack.js';

export const LOGIN_BUDGET_KB = 300;
export const PROJECTS_BUDGET_KB = 600;

interface JsFile {
  url: string;
  gzipBytes: number;
}

function isJs(response: Response): boolean {
  const type = response.headers()['content-type'] ?? '';
  return /javascript/.test(type) || /\.m?js(\?|$)/.test(new URL(response.url()).pathname);
}

/** Records every JS response of the page, once per URL, with its gzipped size. */
function recordJs(page: Page): { files: Map<string, JsFile>; settled(): Promise<void> } {
  const files = new Map<string, JsFile>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (!isJs(response) || files.has(response.url())) return;
    pending.push(
      (async () => {
        const body = await response.body();
        const encoding = response.headers()['content-encoding'];
        // Playwright hands back the decoded body; a compressed transfer is counted by its header size.
        const sent = encoding === 'gzip' ? Number(response.headers()['content-length'] ?? NaN) : NaN;
        const gzipBytes = Number.isFinite(sent) ? sent : gzipSync(body).length;
        files.set(response.url(), { url: response.url(), gzipBytes });
      })(),
    );
  });
  return { files, settled: async () => { await Promise.all(pending); } };
}

const kb = (bytes: number) => bytes / 1024;
const sum = (files: Iterable<JsFile>) => [...files].reduce((total, f) => total + f.gzipBytes, 0);

export interface BundleFigures {
  loginKb: number;
  loginFiles: number;
  projectsKb: number;
  projectsFiles: number;
}

export async function measureBundles(): Promise<BundleFigures> {
  const stack = await startStack();
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const recorder = recordJs(page);
    await page.goto(`${stack.baseUrl}/`);
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await page.waitForLoadState('networkidle');
    await recorder.settled();
    const atLogin = [...recorder.files.values()];

    await login(page, stack.baseUrl, 'companyadmin@demo.test', stack.demoPassword);
    await page.waitForURL('**/admin/projects');
    await page.getByRole('heading', { name: 'All Projects' }).waitFor();
    await page.getByRole('row').filter({ hasText: 'Barton Springs Office Tower' }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await recorder.settled();
    const all = [...recorder.files.values()];
    return {
      loginKb: kb(sum(atLogin)),
      loginFiles: atLogin.length,
      projectsKb: kb(sum(all)),
      projectsFiles: all.length,
    };
  } finally {
    await browser.close();
    await stack.stop();
  }
}

export function printBundles(f: BundleFigures): boolean {
  const verdict = (value: number, budget: number) => (value <= budget ? 'pass' : 'FAIL');
  console.log('\nJavaScript downloaded by the browser (gzipped, built web client, Chromium)');
  console.log('page'.padEnd(52), 'JS files'.padStart(10), 'gzip KB'.padStart(10), 'budget KB'.padStart(12), 'result'.padStart(8));
  const rows: [string, number, number, number][] = [
    ['login page (/)', f.loginFiles, f.loginKb, LOGIN_BUDGET_KB],
    ['All Projects after sign-in (since first navigation)', f.projectsFiles, f.projectsKb, PROJECTS_BUDGET_KB],
  ];
  for (const [name, files, value, budget] of rows) {
    console.log(name.padEnd(52), String(files).padStart(10), value.toFixed(1).padStart(10), String(budget).padStart(12),
      verdict(value, budget).padStart(8));
  }
  return f.loginKb <= LOGIN_BUDGET_KB && f.projectsKb <= PROJECTS_BUDGET_KB;
}
