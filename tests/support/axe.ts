import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { motionsSettled } from './antd.js';

/** One violation as a failing test prints it: the rule, its impact, what it asks for, and where (first 5 nodes). */
export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
  /** axe's own account of the first node, e.g. the two colours and their ratio. */
  first: string;
}

const BLOCKING = new Set(['serious', 'critical']);

/**
 * Every axe-core rule (WCAG 2.0/2.1 A and AA, and axe's best practices) on the page as it is now; only serious and
 * critical findings block (issue 10 item 13). Waits for loading skeletons and spinners to go first, so a screen is
 * checked with its data, not while it loads.
 */
export async function blockingViolations(page: Page): Promise<AxeFinding[]> {
  await page.waitForFunction(() => !document.querySelector('.ant-skeleton-active, .ant-spin-spinning'));
  await motionsSettled(page);
  await transitionsSettled(page);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => ({
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.map(String).join(' ')),
      first: v.nodes[0]?.failureSummary ?? '',
    }));
}

/**
 * Waits (up to 5 s) until no finite CSS transition or animation is running: a link button whose colour is still
 * fading in after a row's save is measured by axe mid-fade, as too little contrast (seen in CI: #6089cc on white).
 * Endless animations (spinners, the caret) are not waited for.
 */
async function transitionsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) =>
    a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity), undefined, { timeout: 5_000 })
    .catch(() => { /* still moving after 5 s: check the page as it is */ });
}

/** Fails with the list of serious and critical violations found on `screen`. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const found = await blockingViolations(page);
  if (found.length > 0) {
    // What axe saw, for the reader of a failed run.
    const folder = join(tmpdir(), 'e2e-failures');
    mkdirSync(folder, { recursive: true });
    const file = join(folder, `axe-${screen.replace(/[^A-Za-z0-9]+/g, '-').slice(0, 80)}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.error(`screenshot of ${screen}: ${file}`);
  }
  expect({ screen, violations: found }).toEqual({ screen, violations: [] });
}
