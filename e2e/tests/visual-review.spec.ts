import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { gardenApi } from '../support/garden-api';
import { createGardener, signInPath, type Gardener } from '../support/users';
import { reviewScreens, type ReviewIds } from '../support/review-screens';
import { writeReviewIndex } from '../support/review-index';

/**
 * Issue 17, the visual review page: every screen of the app, photographed at the project's
 * width (phone and desktop) in the light and the dark theme, saved under
 * test-results/visual-review with an index.html that shows them side by side, so a reviewer
 * looks at the whole app in one place. The assertions are only that each screen rendered
 * (no loading indicator left, no broken picture); how it looks is for the reviewer.
 */

const THEMES = ['light', 'dark'] as const;

async function idsOf(page: Page, gardener: Gardener): Promise<ReviewIds> {
  const api = await gardenApi(page.request, gardener);
  const [first] = await api.call<{ PlantId: number; ZoneId: number; YardId: number }[]>(
    'GET',
    'ZonePlants/0?yid=0',
  );
  return { yardId: first!.YardId, zoneId: first!.ZoneId, plantId: first!.PlantId };
}

/** Settled: the remote's content is in, no loading indicator is left, every picture loaded. */
async function settled(page: Page) {
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // The shell's spinner shows 250 ms after a call starts and hides 250 ms after the last ends
  // (SPEC §9): past that window, it must be gone before the photograph.
  const spinner = page.getByText('Loading...', { exact: true });
  await expect(spinner).toHaveCount(0);
  await page.waitForTimeout(300);
  await expect(spinner).toHaveCount(0);
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images]
          .filter((image) => image.loading !== 'lazy' || image.getBoundingClientRect().top < innerHeight)
          .every((image) => image.complete),
      ),
    )
    .toBe(true);
  const broken = await page.evaluate(() =>
    [...document.images]
      .filter((image) => image.complete && image.naturalWidth === 0 && image.currentSrc)
      .map((image) => image.currentSrc),
  );
  expect(broken, 'pictures that failed to load').toEqual([]);
}

async function photograph(page: Page, testInfo: TestInfo, folder: string, name: string) {
  const file = path.join(folder, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

for (const theme of THEMES) {
  test(`visual review: every screen in the ${theme} theme`, async ({ page }, testInfo) => {
    // About thirty screens, each loaded, settled and photographed whole.
    test.setTimeout(240_000);
    const root = path.join(testInfo.project.outputDir, 'visual-review');
    const folder = path.join(root, `${testInfo.project.name}-${theme}`);
    mkdirSync(folder, { recursive: true });
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });

    const gardener = await createGardener({
      sampleYard: true,
      flags: ['SuggestPlant', 'AccessLandscaping', 'AllowStore', 'ShowPestManagement'],
    });
    await page.goto(signInPath(gardener));
    const welcome = page.getByRole('dialog', { name: 'Welcome to Thrive Garden!' });
    await expect(welcome).toBeVisible();
    await photograph(page, testInfo, folder, '00-welcome-dialog');
    await welcome.getByRole('button', { name: 'Close', exact: true }).last().click();
    const nickname = page.getByRole('dialog', { name: "Let's Grow Together!" });
    await expect(nickname).toBeVisible();
    await nickname.getByRole('button', { name: 'Skip for Now' }).click();
    await expect(nickname).toBeHidden();

    const ids = await idsOf(page, gardener);
    for (const [index, screen] of reviewScreens(ids).entries()) {
      const separator = screen.path.includes('?') ? '&' : '?';
      await page.goto(page.url().replace(/#.*$/, `#${screen.path}${separator}key=${gardener.key}`));
      await expect(screen.ready(page), screen.name).toBeVisible();
      await settled(page);
      await photograph(page, testInfo, folder, `${String(index + 1).padStart(2, '0')}-${screen.name}`);
    }
    writeReviewIndex(root);
  });
}
