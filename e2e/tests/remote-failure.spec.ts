import { test, expect } from '../support/fixtures';

// The failed manifest request and the boundary's report are expected here.
test.use({ allowedConsoleErrors: [/404/, /mfe-tasks failed to load/, /RUNTIME-|Federation Runtime/i] });

test('a remote whose manifest is missing shows its fallback with retry, the others work, and retry loads it once it is back', async ({
  page,
}) => {
  const manifest = '**/remotes/mfe-tasks/mf-manifest.json';
  await page.route(manifest, (route) =>
    route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Not found"}' }),
  );

  await page.goto('/#/tasks');
  const fallback = page.getByRole('alert');
  await expect(fallback).toContainText('Tasks could not be loaded');
  await expect(fallback).toContainText('Tasks is unavailable right now');

  // Header and menu keep working, and another area loads.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Plant ID/Search' })
    .click();
  await expect(
    page.locator('[data-remote="mfe-plants"]').getByRole('heading', { name: 'Plant ID & Search' }),
  ).toBeVisible();

  // Back to the broken area: still the fallback.
  await page.goto('/#/tasks');
  await expect(page.getByRole('alert')).toContainText('Tasks could not be loaded');

  // The remote is deployed again: Try again loads it without a page reload.
  await page.unroute(manifest);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(
    page.locator('[data-remote="mfe-tasks"]').getByRole('heading', { name: 'Tasks' }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
