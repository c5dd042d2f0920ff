// Issue 16 "300 rows scroll without dropping frames": the Project Tracker screen of the bench's 300-row project in
// Chromium, its virtual grid scrolled from top to bottom and back, a step per animation frame; prints the frame
// intervals. A frame is counted dropped when its interval exceeds 1.5 × the display's (60 Hz: 16.7 ms → 25 ms).
// Headless Chromium on this shared 2-core machine, beside the product's three processes: compare within one run.
import { launchBrowser, openProjectScreen } from '../support/browser.js';
import type { PreparedStack } from './prepared-stack.js';

export interface ScrollFigures {
  frames: number;
  median: number;
  p95: number;
  worst: number;
  dropped: number;
  rowsDrawn: number;
}

/**
 * In the page, as text: tsx compiles a function passed to page.evaluate with helpers (`__name`) the page lacks. Scrolls
 * the grid `passes` times down and up, `step` px per frame; the frame intervals and the most rows drawn at once.
 */
const SCROLL_SCRIPT = `async ({ step, passes }) => {
  const holder = document.querySelector('.ant-table-tbody-virtual-holder');
  if (!holder) throw new Error('no virtual grid body');
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

async function scrollFrames(page: import('playwright-core').Page, step: number, passes: number): Promise<{ intervals: number[]; rowsDrawn: number }> {
  return page.evaluate(`(${SCROLL_SCRIPT})(${JSON.stringify({ step, passes })})`) as Promise<{ intervals: number[]; rowsDrawn: number }>;
}

export async function trackerScroll(stack: PreparedStack, projectUid: string): Promise<ScrollFigures> {
  const browser = await launchBrowser();
  try {
    const page = await (await browser.newContext({ viewport: { width: 1600, height: 1000 } })).newPage();
    const signIn = { baseUrl: stack.baseUrl, email: 'companyadmin@demo.test', password: stack.demoPassword };
    await openProjectScreen(page, signIn, projectUid, 'Project Tracker', '/admin/project-tracker');
    await page.locator('.ant-table-tbody-virtual-holder .ant-table-row').first().waitFor();
    await scrollFrames(page, 40, 1); // warm-up: fonts, first layouts, JIT
    const { intervals, rowsDrawn } = await scrollFrames(page, 40, 3);
    const sorted = [...intervals].sort((a, b) => a - b);
    const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
    return { frames: intervals.length, median: at(0.5), p95: at(0.95), worst: sorted[sorted.length - 1] ?? NaN, dropped: intervals.filter((i) => i > 25).length, rowsDrawn };
  } finally {
    await browser.close();
  }
}

export function printScroll(projectUid: string, rows: number, f: ScrollFigures): void {
  console.log(`\nProject Tracker screen, ${rows} rows (${projectUid}), Chromium headless 1600×1000: the grid scrolled top to bottom and back 3 times, 40 px a frame`);
  console.log(`  ${f.frames} frames; interval median ${f.median.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms, worst ${f.worst.toFixed(1)} ms; `
    + `dropped (> 25 ms) ${f.dropped} (${((100 * f.dropped) / Math.max(1, f.frames)).toFixed(1)} %); at most ${f.rowsDrawn} rows drawn at once (virtual)`);
}
