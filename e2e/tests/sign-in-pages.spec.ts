import { test, expect } from '../support/fixtures';
import { screen } from '../support/plant-pages';
import { createGardener, signInPath } from '../support/users';

test.describe('a refused sign-in key', () => {
  // The bridge's 401 for the unknown key is logged by the browser.
  test.use({ allowedConsoleErrors: [/401/] });

  test('lands on the authentication page that says what to do, without the key in the address (SPEC §2.1 segment authentication)', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/?key=not-a-real-key#/');
    await expect(page).toHaveURL(/#\/authentication\?reason=unknown/);
    expect(page.url()).not.toContain('not-a-real-key');
    await expect(page.getByTestId('header-title')).toHaveText('Sign in');
    await expect(
      screen(page).getByRole('heading', { name: 'We could not sign you in with this link' }),
    ).toBeVisible();
    await expect(screen(page).getByText(/Open the newest sign-in link/)).toBeVisible();
    await screen(page).getByRole('link', { name: 'Browse without an account' }).click();
    await expect(page).toHaveURL(/#\/core/);
    expect(consoleErrors).toEqual([]);
  });
});

test('sponsor activation by link (SPEC §7 Activation): posted once with the sponsor, then confirmed', async ({
  page,
}) => {
  const gardener = await createGardener({ noDefaultFlags: true });
  const activations: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/users\/\d+\/Activation/i.test(request.url())) activations.push(request.postData() ?? '');
  });
  await page.goto(signInPath(gardener).replace(/#.*$/, `#/activation?sponsor=1&key=${gardener.key}`));
  await expect(page.getByTestId('header-title')).toHaveText('Activation');
  await expect(
    screen(page).getByRole('heading', { name: 'Thank you — your garden centre is now linked' }),
  ).toBeVisible();
  expect(activations).toHaveLength(1);
  expect(JSON.parse(activations[0]!)).toMatchObject({ SponsorId: 1 });
  await screen(page).getByRole('link', { name: 'Go to the Launch Pad' }).click();
  await expect(page).toHaveURL(/#\/core/);
});

test('an activation link without a sponsor says it is not complete', async ({ page }) => {
  const gardener = await createGardener({ noDefaultFlags: true });
  await page.goto(signInPath(gardener).replace(/#.*$/, `#/activation?sponsor=abc&key=${gardener.key}`));
  await expect(
    screen(page).getByRole('heading', { name: 'This activation link is not complete' }),
  ).toBeVisible();
});
