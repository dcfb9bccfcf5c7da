import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { createGardener, signInPath } from '../support/users';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu(page).getByRole('link').first()).toBeVisible();
}

test('full user journey: key -> splash -> launch pad -> welcome -> nickname -> tiles and menu', async ({
  page,
}) => {
  const gardener = await createGardener();
  // SPEC §2.2: the branded splash is in the HTML itself, painted before any script runs.
  const html = await (await page.request.get('/')).text();
  expect(html).toContain('id="app-splash"');
  await page.goto(signInPath(gardener));
  await expect(page).toHaveURL(/#\/core\/landing/);
  // The app took over: the static splash is gone. The first screen of a visit has nowhere to
  // go back to, so it shows no back arrow (SPEC §2.5).
  await expect(page.locator('#app-splash')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);

  const welcome = page.getByRole('dialog', { name: 'Welcome to Thrive Garden!' });
  await expect(welcome).toContainText("The best place to start is by tapping 'My Yard'");
  await welcome.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(welcome).toBeHidden();

  const nickname = page.getByRole('dialog', { name: "Let's Grow Together!" });
  await expect(nickname).toBeVisible();
  const save = nickname.getByRole('button', { name: 'Save' });
  await nickname.locator('#nickname-input').fill('  Fer ');
  await expect(save).toBeDisabled(); // SPEC §5: more than 3 trimmed characters
  await nickname.locator('#nickname-input').fill('Fern');
  await save.click();
  await expect(nickname).toBeHidden();

  const tiles = page.getByRole('list', { name: 'Garden tools' });
  await expect(tiles.getByRole('link', { name: /My Yard/ })).toHaveAttribute('href', /#\/yards\/setup/);
  await expect(tiles.getByRole('link', { name: /Thrive Scorecard/ })).toHaveAttribute(
    'href',
    /thrive\/table\/0/,
  );

  await openMenu(page);
  for (const item of [
    'Launch Pad',
    'My Yard',
    'Care Tasks',
    'Plant ID/Search',
    'Suggest A Plant',
    'My Profile',
    'About Us',
  ])
    await expect(menu(page).getByRole('link', { name: item })).toBeVisible();
  // Carried parameters go along with every menu navigation (SPEC §2.1).
  await expect(menu(page).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', /key=/);

  // The dismissal and the nickname were saved on the server: a new session asks nothing.
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto('about:blank');
  await page.goto(signInPath(gardener));
  await expect(page.getByRole('list', { name: 'Garden tools' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('search user: lands on plant search, sees the reduced menu and no back arrow', async ({ page }) => {
  const gardener = await createGardener({ flags: ['GotoSearch', 'SuggestPlant'], noDefaultFlags: true });
  await page.goto(signInPath(gardener));
  await expect(page).toHaveURL(/#\/plants\/search/);
  await expect(
    page.locator('[data-remote="mfe-plants"]').getByRole('heading', { name: 'Plant ID & Search' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);

  await openMenu(page);
  const labels = await menu(page).getByRole('link').allTextContents();
  expect(labels.map((label) => label.trim())).toEqual([
    'Plant ID/Search',
    'Suggest A Plant',
    'My Favorites',
    'Suggestions & Feedback',
    'About Us',
  ]);
});

test('lite mode with a sponsor: banner, Featured Plants tile, activation recorded once per session', async ({
  page,
}) => {
  const gardener = await createGardener({ sponsor: 1, noDefaultFlags: true });
  const activations: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/users\/\d+\/Activation/i.test(request.url())) activations.push(request.url());
  });

  await page.goto(signInPath(gardener, { ptl: '1' }));
  await expect(page.getByRole('img', { name: 'Greenleaf Demo Garden Center' })).toBeVisible();
  const buttons = page.getByRole('list', { name: 'Quick start' });
  await expect(buttons.getByRole('link', { name: /Featured Plants/ })).toHaveAttribute('href', /pid=1/);
  await expect(buttons.getByRole('link', { name: /My Yard/ })).toHaveCount(0);
  await expect.poll(() => activations.length).toBe(1);

  await page.reload();
  await expect(page.getByRole('list', { name: 'Quick start' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(activations).toHaveLength(1);
});

test('request a new plant: both missing fields in one message, then a request that is sent', async ({
  page,
}) => {
  const gardener = await createGardener({ noDefaultFlags: true });
  await page.goto(signInPath(gardener));
  await openMenu(page);
  await menu(page).getByRole('button', { name: 'Request a New Plant' }).click();

  const dialog = page.getByRole('dialog', { name: 'Request a New Plant' });
  await expect(dialog.getByLabel(/Email Address/)).toHaveValue(gardener.email);
  await dialog.getByLabel(/Email Address/).fill('');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const problem = page.getByRole('alert').filter({ hasText: 'Please enter a Botanical Name' });
  await expect(problem).toContainText('Please enter your Email Address');

  await dialog.getByLabel(/Botanical Name/).fill('Echinacea tennesseensis');
  await dialog.getByLabel(/Common Name/).fill('Tennessee coneflower');
  await dialog.getByLabel(/Email Address/).fill(gardener.email);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Your plant request was submitted successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
});

test.describe('an expired session', () => {
  // The refused call is on the console by design: that is what ends the session.
  test.use({ allowedConsoleErrors: [/401/] });

  test('a 401 from the API logs the gardener out and reloads the page (SPEC §6)', async ({ page }) => {
    const gardener = await createGardener({ noDefaultFlags: true });
    await page.goto(signInPath(gardener));
    await expect(page.getByRole('list', { name: 'Garden tools' })).toBeVisible();

    // Another device revoked this token: the stored identity now holds a dead one.
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('thrive.identity') ?? '{}') as { Token?: string };
      localStorage.setItem('thrive.identity', JSON.stringify({ ...stored, Token: 'revoked' }));
    });
    await page.goto('/#/core/landing');
    await expect(page.getByText('Open the sign-in link you received to see your garden.')).toBeVisible();
    // The page reloads after the 401: read the storage once that navigation has settled.
    await expect(async () => {
      expect(await page.evaluate(() => localStorage.getItem('thrive.identity'))).toBeNull();
    }).toPass();
  });
});
