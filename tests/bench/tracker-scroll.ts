// Issue 16 "300 rows scroll without dropping frames": the Project Tracker screen of the bench's 300-row project in
// Chromium, its virtual grid scrolled from top to bottom and back, a step per animation frame; prints the frame
// intervals. A frame is counted dropped when its interval exceeds 1.5 × the display's (60 Hz: 16.7 ms → 25 ms).
// Headless Chromium on this shared 2-core machine, beside the product's three processes: compare within one run.
import type { Page } from 'playwright-core';
import { launchBrowser, openProjectScreen } from '../support/browser.js';
import type { PreparedStack } from './prepared-stack.js';

export interface ScrollFigures {
  frames: number;
  median: number;
  p95: number;
  worst: number;
  dropped: number;
  rowsDrawn: number;
  /** The same scroll of a plain list (no React, no grid) in the same browser: what the machine drops by itself. */
  control: { frames: number; dropped: number; worst: number };
}

/**
 * In the page, as text: tsx compiles a function passed to page.evaluate with helpers (`__name`) the page lacks. Scrolls
 * the element `holder` `passes` times down and up, `step` px per frame; the frame intervals and the most rows drawn at once.
 */
const SCROLL_SCRIPT = `async ({ holderSelector, step, passes }) => {
  const holder = document.querySelector(holderSelector);
  if (!holder) throw new Error('nothing to scroll: ' + holderSelector);
  const intervals = [];
  let rowsDrawn = 0;
  let last = 0;
  for (let pass = 0; pass < passes * 2; pass += 1) {
    const down = pass % 2 === 0;
    await new Promise((done) => {
      const frame = (now) => {
        if (last) intervals.push(now - last);
        last = now;
        holder.scrollTop += down ? step : -step;
        rowsDrawn = Math.max(rowsDrawn, holder.querySelectorAll('.ant-table-row').length);
        const end = down ? holder.scrollTop + holder.clientHeight >= holder.scrollHeight - 1 : holder.scrollTop <= 0;
        if (end) done(); else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
  }
  return { intervals, rowsDrawn };
}`;

const GRID = '.ant-table-tbody-virtual-holder';

async function scrollFrames(page: Page, holderSelector: string, step: number, passes: number): Promise<{ intervals: number[]; rowsDrawn: number }> {
  return page.evaluate(`(${SCROLL_SCRIPT})(${JSON.stringify({ holderSelector, step, passes })})`) as Promise<{ intervals: number[]; rowsDrawn: number }>;
}

/** An 800 px box (the grid's height) of plain 47 px rows, each with 22 short cells of text, `height` px in all. */
function plainList(height: number): string {
  const rows = Math.ceil(height / 47);
  const cells = Array.from({ length: 22 }, (_, i) => `<span>${(i * 1234.5).toFixed(2)}</span>`).join(' ');
  const row = `<div style="height:47px;white-space:nowrap;border-bottom:1px solid #eee">${cells}</div>`;
  return `<!doctype html><div id="plain" style="height:800px;overflow:auto">${row.repeat(rows)}</div>`;
}

const DROPPED_MS = 25;
const STEP = 40;
const PASSES = 3;

export async function trackerScroll(stack: PreparedStack, projectUid: string): Promise<ScrollFigures> {
  const browser = await launchBrowser();
  try {
    const page = await (await browser.newContext({ viewport: { width: 1600, height: 1000 } })).newPage();
    const signIn = { baseUrl: stack.baseUrl, email: 'companyadmin@demo.test', password: stack.demoPassword };
    await openProjectScreen(page, signIn, projectUid, 'Project Tracker', '/admin/project-tracker');
    await page.locator(`${GRID} .ant-table-row`).first().waitFor();
    await scrollFrames(page, GRID, STEP, 1); // warm-up: fonts, first layouts, JIT
    const { intervals, rowsDrawn } = await scrollFrames(page, GRID, STEP, PASSES);
    const sorted = [...intervals].sort((a, b) => a - b);
    const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
    // The control, right after in the same browser: a static list scrolled for as many frames, with no frame work of
    // its own (the grid's scroll height changes as rows are measured, so its height comes from the frames counted).
    await page.setContent(plainList((intervals.length / (2 * PASSES)) * STEP + 800));
    await scrollFrames(page, '#plain', STEP, 1);
    const plain = (await scrollFrames(page, '#plain', STEP, PASSES)).intervals;
    const control = { frames: plain.length, dropped: plain.filter((i) => i > DROPPED_MS).length, worst: Math.max(...plain) };
    return {
      frames: intervals.length, median: at(0.5), p95: at(0.95), worst: sorted[sorted.length - 1] ?? NaN,
      dropped: intervals.filter((i) => i > DROPPED_MS).length, rowsDrawn, control,
    };
  } finally {
    await browser.close();
  }
}

const percent = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)} %`;

export function printScroll(projectUid: string, rows: number, f: ScrollFigures): void {
  console.log(`\nProject Tracker screen, ${rows} rows (${projectUid}), Chromium headless 1600×1000: the grid scrolled top to bottom and back ${PASSES} times, ${STEP} px a frame`);
  console.log(`  ${f.frames} frames; interval median ${f.median.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms, worst ${f.worst.toFixed(1)} ms; `
    + `dropped (> ${DROPPED_MS} ms) ${f.dropped} (${percent(f.dropped, f.frames)}); at most ${f.rowsDrawn} rows drawn at once (virtual)`);
  console.log(`  control, a plain list scrolled the same way for as many frames in the same browser: ${f.control.frames} frames, `
    + `dropped ${f.control.dropped} (${percent(f.control.dropped, f.control.frames)}), worst ${f.control.worst.toFixed(1)} ms`);
}
