import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(executablePath)) {
    throw new Error(`Chromium not found at ${executablePath}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  }
  return chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * Registers the browser hooks of an e2e file: one Chromium for the file (launched before its first test,
 * closed after its last) and a fresh context and page before every test (the previous context is closed).
 * Call it once at the top of the file; the returned getter gives the current test's page.
 */
export function useBrowserPage(): () => Page {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  // A failed test leaves a screenshot of what the browser showed, named after the test (the path is printed).
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail' || !page || page.isClosed()) return;
    const folder = join(tmpdir(), 'e2e-failures');
    mkdirSync(folder, { recursive: true });
    const file = join(folder, `${task.name.replace(/[^A-Za-z0-9]+/g, '-').slice(0, 80)}.png`);
    await page.screenshot({ path: file, fullPage: true }).then(
      () => console.error(`screenshot of the failed test: ${file}`),
      () => undefined,
    );
  });
  beforeEach(async () => {
    await context?.close();
    if (!browser) throw new Error('the browser was not launched');
    context = await browser.newContext();
    page = await context.newPage();
  });

  return () => {
    if (!page) throw new Error('no browser page yet: call the getter inside a test or hook');
    return page;
  };
}

export async function login(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Newest .eml in the outbox whose text contains `needle` (waits for it to appear). */
export async function readMail(dataDir: string, needle: string, timeoutMs = 10_000): Promise<string> {
  const outbox = join(dataDir, 'outbox');
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (existsSync(outbox)) {
      const files = readdirSync(outbox).filter((f) => f.endsWith('.eml')).sort().reverse();
      for (const file of files) {
        const text = readFileSync(join(outbox, file), 'utf8');
        if (text.includes(needle)) return text;
      }
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail containing ${needle} in ${outbox}`);
}

/** The first /reset-password/<token> link in a message (undoing quoted-printable soft breaks). */
export function resetLink(eml: string): string {
  const unfolded = eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = unfolded.match(/https?:\/\/[^\s"<>]+\/reset-password\/[A-Za-z0-9_-]+/);
  if (!match) throw new Error('no reset link in the message');
  return match[0];
}
