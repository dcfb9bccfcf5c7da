import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { gardenApi } from '../support/garden-api';
import { plantedRaleighBed, taskItems } from '../support/task-pages';
import { createGardener, signInPath } from '../support/users';

// The app's service worker is what this suite tests: it runs here (blocked in the others).
test.use({ serviceWorkers: 'allow' });

/** Until the worker controls the page and has kept the remotes' files for offline use. */
async function workerReady(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const kept = await (await caches.open('thrive-remotes')).keys();
        return kept.some((request) => request.url.includes('/remotes/mfe-tasks/remoteEntry.js'));
      }),
    )
    .toBe(true);
}

test('offline (issue 35): after one visit the app opens with no network and shows the yards and tasks it kept, marked "Offline, last updated"; back online the mark goes', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const gardener = await createGardener({ noDefaultFlags: true });
  const { yardId } = await plantedRaleighBed(await gardenApi(request, gardener), ['Solanum lycopersicum']);
  await page.goto(signInPath(gardener));
  await expect(page.getByRole('list', { name: 'Garden tools' })).toBeVisible();
  await workerReady(page);
  const main = page.getByRole('main');
  const go = (path: string) => page.goto(page.url().replace(/#.*$/, `#${path}?key=${gardener.key}`));

  // One visit of each screen, online: the answers are kept as they come.
  await go('/yards');
  await expect(main.getByRole('link', { name: /Back yard/ }).first()).toBeVisible();
  await go(`/yards/view/${yardId}`);
  await expect(main.getByText('Vegetable bed').first()).toBeVisible();
  await go('/tasks');
  await expect(taskItems(page).first()).toBeVisible();
  const firstTask = await taskItems(page).first().getByRole('heading', { level: 3 }).textContent();
  await expect(main.getByRole('status').filter({ hasText: 'Offline' })).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(main.getByRole('status').filter({ hasText: /^Offline, last updated today at/ })).toBeVisible();
  await expect(taskItems(page).filter({ hasText: firstTask! }).first()).toBeVisible();
  await go(`/yards/view/${yardId}`);
  await expect(main.getByText('Vegetable bed').first()).toBeVisible();
  await go('/yards');
  await expect(main.getByRole('link', { name: /Back yard/ }).first()).toBeVisible();

  await context.setOffline(false);
  await page.reload();
  await expect(main.getByRole('link', { name: /Back yard/ }).first()).toBeVisible();
  await expect(main.getByRole('status').filter({ hasText: 'Offline' })).toHaveCount(0);
});
