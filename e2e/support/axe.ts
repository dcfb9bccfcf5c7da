import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const describe = (results: Awaited<ReturnType<AxeBuilder['analyze']>>, theme: string) =>
  results.violations.map(
    (v) => `${theme}: ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );

/**
 * DESIGN §8: an axe-core scan of what the page shows now; WCAG 2.1 A and AA rules, in both
 * themes (issue 17: dark mode follows the system setting). The whole scan runs in the theme
 * the test set; then the page is switched to the other scheme for the rules a theme can
 * change (colour contrast) and switched back.
 */
export async function violations(page: Page) {
  const current = await page.evaluate(() =>
    matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light',
  );
  const other = current === 'dark' ? 'light' : 'dark';
  const full = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  await page.emulateMedia({ colorScheme: other });
  try {
    const contrast = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
    return [...describe(full, current), ...describe(contrast, other)];
  } finally {
    await page.emulateMedia({ colorScheme: current });
  }
}

/**
 * The time a test that scans `screens` screens may take. A scan runs axe twice (both
 * themes): about two seconds here, but three times that on a busy 2-core CI machine, where a
 * fixed 30 or 60 s ran out mid-scan with nothing wrong. A ceiling, never a measure.
 */
export function timeForScans(screens: number) {
  return 30_000 + screens * 10_000;
}
