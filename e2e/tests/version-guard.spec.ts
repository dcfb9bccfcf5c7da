import { test, expect } from '../support/fixtures';
import { GATEWAY_PORT, NEXT_HOST } from '../support/e2e-env';

// The federation runtime reports the refused version on the console; that is the point here.
test.use({ allowedConsoleErrors: [/does not satisfy the requirement/, /mfe-landscape failed to load/] });

test('a remote built against another major version of @thrive/shared is refused with a clear message in its area, not a crash', async ({
  page,
}) => {
  await page.goto(`http://${NEXT_HOST}:${GATEWAY_PORT}/#/styles`);
  const fallback = page.getByRole('alert');
  await expect(fallback).toContainText('Landscape Design could not be loaded');
  await expect(fallback).toContainText('was built for a different version of Thrive Garden');
  await expect(page.getByTestId('header-title')).toHaveText('Landscape Design');

  // The rest of the app, built for this version, keeps working.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Plant ID/Search' })
    .click();
  await expect(
    page.locator('[data-remote="mfe-plants"]').getByRole('heading', { name: 'Plant ID & Search' }),
  ).toBeVisible();
});
