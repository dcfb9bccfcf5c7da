import http from 'node:http';
import type { Browser, Page } from '@playwright/test';
import { median } from './timing';

/** A mid-range phone as the issues measure it: 390x844, touch, 4x slower CPU. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};
const CPU_SLOWDOWN = 4;
const RUNS = 5;
/** LCP candidates stop at the first input; late paints and shifts get this long to be reported. */
const SETTLE_MS = 1500;

/** What one visit measured, in ms since navigation start (CLS: the sum of unexpected shifts). */
interface PaintRun {
  fcp: number;
  lcp: number;
  cls: number;
  /** The last LCP candidate, as `tag "text"`, to say what the figure is the paint of. */
  lcpElement: string;
  /** Brotli bytes the gateway serves for the JS loaded until the page was ready. */
  firstLoadJsBr: number;
  /** When the app's own page (the ready selector) was first seen: the app has started. */
  ready: number;
}

interface PaintRecord {
  fcp?: number;
  lcp: { time: number; element: string }[];
  cls: number;
}

/** Installed before any of the page's own code: paint, LCP and layout-shift observers. */
function observePaints() {
  const record: PaintRecord = { lcp: [], cls: 0 };
  (window as unknown as { __paints: PaintRecord }).__paints = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') record.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const element = (entry as PerformanceEntry & { element?: Element | null }).element;
      const text = element?.textContent?.trim().slice(0, 40) ?? '';
      // A remote's prerendered frame (shell/src/prerender/remote-frame.ts) or the page itself.
      const where = element?.closest('.remote-frame') ? ' in the remote frame' : '';
      record.lcp.push({
        time: entry.startTime,
        element: `${element?.tagName.toLowerCase() ?? '?'} "${text}"${where}`,
      });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
      if (!shift.hadRecentInput) record.cls += shift.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * The size of a file as the gateway serves it to a browser that accepts brotli. Chromium
 * asks for brotli over HTTPS only, so the bench asks again for the files it loaded.
 */
function brotliBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'br' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/** The JS files a page asks for from now on, each once. */
function recordScripts(page: Page): Set<string> {
  const urls = new Set<string>();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.js')) urls.add(request.url());
  });
  return urls;
}

/** One visit in a fresh profile (no cache, no stored identity), as a first visit. */
async function paintRun(browser: Browser, url: string, readySelector: string): Promise<PaintRun> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(observePaints);
    const scripts = recordScripts(page);
    await page.goto(url);
    await page.locator(readySelector).first().waitFor({ timeout: 30_000 });
    // Read at once: late by one round trip to the page at most, a few ms.
    const ready = await page.evaluate(() => performance.now());
    const firstLoad = [...scripts];
    await page.waitForTimeout(SETTLE_MS);
    const record = await page.evaluate(() => (window as unknown as { __paints: PaintRecord }).__paints);
    const last = record.lcp.at(-1);
    if (record.fcp === undefined || !last) throw new Error(`no paint was reported for ${url}`);
    const sizes = await Promise.all(firstLoad.map(brotliBytes));
    return {
      fcp: record.fcp,
      lcp: last.time,
      cls: record.cls,
      lcpElement: last.element,
      firstLoadJsBr: sizes.reduce((sum, bytes) => sum + bytes, 0),
      ready,
    };
  } finally {
    await context.close();
  }
}

/** The medians of several visits (each figure's own median), with the runs themselves. */
async function benchPaint(
  browser: Browser,
  url: string,
  readySelector: string,
  runs = RUNS,
): Promise<{ median: PaintRun; runs: PaintRun[] }> {
  const measured: PaintRun[] = [];
  for (let run = 0; run < runs; run += 1) measured.push(await paintRun(browser, url, readySelector));
  const of = (pick: (run: PaintRun) => number) => median(measured.map(pick));
  const lcp = of((run) => run.lcp);
  return {
    median: {
      fcp: of((run) => run.fcp),
      lcp,
      cls: of((run) => run.cls),
      lcpElement: measured.find((run) => run.lcp === lcp)?.lcpElement ?? '',
      firstLoadJsBr: of((run) => run.firstLoadJsBr),
      ready: of((run) => run.ready),
    },
    runs: measured,
  };
}

/** One line of `npm run bench`: a page's paint figures on a phone (goals from the issue). */
export async function paintFiguresLine(
  browser: Browser,
  name: string,
  url: string,
  readySelector: string,
): Promise<string> {
  const { median: m, runs } = await benchPaint(browser, url, readySelector);
  const list = (pick: (run: PaintRun) => number) => runs.map((run) => Math.round(pick(run))).join(', ');
  return (
    `${name} (phone 390x844, CPU 4x, fresh profile, median of ${runs.length}): ` +
    `FCP ${Math.round(m.fcp)} ms, LCP ${Math.round(m.lcp)} ms (${m.lcpElement}), CLS ${m.cls.toFixed(3)}, ` +
    `first-load JS ${(m.firstLoadJsBr / 1024).toFixed(1)} KiB br, app started (its page drawn) at ${Math.round(m.ready)} ms ` +
    `(goals: FCP and LCP ≤ 1000 ms, CLS ≤ 0.05, JS ≤ 150 KiB; runs FCP ${list((r) => r.fcp)}, LCP ${list((r) => r.lcp)})`
  );
}
