import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
}

export interface TransferSizes {
  /** Bytes on the wire (compressed by the gateway) by kind of file. */
  js: number;
  css: number;
}

/**
 * Loads a route in a fresh page and adds up what came over the wire, optionally only
 * from URLs under one prefix (a remote's folder), once the area's content is visible.
 */
export async function transferSizes(
  browser: Browser,
  url: string,
  readySelector: string,
  onlyUnder?: string,
): Promise<TransferSizes> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const sizes: TransferSizes = { js: 0, css: 0 };
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    const path = new URL(request.url()).pathname;
    if (onlyUnder && !path.startsWith(onlyUnder)) return;
    const kind = path.endsWith('.js') ? 'js' : path.endsWith('.css') ? 'css' : null;
    if (!kind) return;
    pending.push(
      request.sizes().then((s) => {
        sizes[kind] += s.responseBodySize;
      }),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator(readySelector).first().waitFor();
  await Promise.all(pending);
  await context.close();
  return sizes;
}
