import { test, expect } from '../support/fixtures';
import { GATEWAY_PORT, PARTNER_BUILD_LABEL, PARTNER_HOST, PARTNER_NAME } from '../support/e2e-env';

const PARTNER_ORIGIN = `http://${PARTNER_HOST}:${GATEWAY_PORT}`;

test('a partner map pointing one remote at a different build on another origin is honoured without rebuilding the shell', async ({
  page,
  request,
}) => {
  // Node's resolver does not know the partner host; Chromium maps it (launch flags).
  const served = await request.get('/remotes.json', { headers: { host: `${PARTNER_HOST}:${GATEWAY_PORT}` } });
  expect(served.headers()['x-thrive-partner']).toBe(PARTNER_NAME);

  await page.goto(`${PARTNER_ORIGIN}/#/users/profile`);
  const account = page.locator('[data-remote="mfe-account"]');
  await expect(account.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(account.locator('[data-build]')).toHaveAttribute('data-build', PARTNER_BUILD_LABEL);

  // The partner's other areas are still our builds, served by the gateway.
  await page.goto(`${PARTNER_ORIGIN}/#/plants/search`);
  const plants = page.locator('[data-remote="mfe-plants"] [data-build]');
  await expect(plants).toBeVisible();
  await expect(plants).not.toHaveAttribute('data-build', PARTNER_BUILD_LABEL);
});

test('the default host keeps our own build of the same remote', async ({ page }) => {
  await page.goto('/#/users/profile');
  const account = page.locator('[data-remote="mfe-account"] [data-build]');
  await expect(account).toBeVisible();
  await expect(account).not.toHaveAttribute('data-build', PARTNER_BUILD_LABEL);
});
