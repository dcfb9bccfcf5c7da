import { test, expect } from '../support/fixtures';
import { openSearchFilters } from '../support/plant-pages';

/** One route per remote: each segment's owner (DESIGN §2 table) loads into the shell. */
const ONE_ROUTE_PER_REMOTE = [
  { route: '/#/dashboard', remote: 'mfe-yards', title: 'Dashboard' },
  { route: '/#/plants/search', remote: 'mfe-plants', title: 'Plant ID & Search' },
  { route: '/#/tasks', remote: 'mfe-tasks', title: 'Tasks' },
  { route: '/#/styles', remote: 'mfe-landscape', title: 'Landscape Design' },
  { route: '/#/users/profile', remote: 'mfe-account', title: 'My Profile' },
];

for (const { route, remote, title } of ONE_ROUTE_PER_REMOTE) {
  test(`route segment owner ${remote} loads at ${route}`, async ({ page, consoleErrors }) => {
    await page.goto(route);
    const area = page.locator(`[data-remote="${remote}"]`);
    await expect(area.getByRole('heading', { name: title })).toBeVisible();
    // Remote to shell through the one store: the remote set the header title.
    await expect(page.getByTestId('header-title')).toHaveText(title);
    expect(consoleErrors).toEqual([]);
  });
}

test('one store: a value the shell dispatches shows in a remote, and a remote value shows in the shell', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/#/plants/search');
  // Remote to shell: the remote set the header title and its actions in the shell's header.
  await expect(page.getByTestId('header-title')).toHaveText('Plant ID & Search');
  // Shell to remote: the header's Filters button dispatches; the remote hears it and puts its
  // filters into the shell's side panel.
  await expect(await openSearchFilters(page)).toBeVisible();
  await page.keyboard.press('Escape');

  // Moving to another remote through the shell's menu keeps the one store.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'About Us' }).click();
  await expect(page.getByTestId('header-title')).toHaveText('About Us');
  expect(consoleErrors).toEqual([]);
});

test('routing (SPEC §2.1): the empty path goes to core and an unknown path goes to the empty path', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/#\/core$/);
  await expect(page.getByTestId('header-title')).toHaveText('Launch Pad');
  await page.goto('/#/no-such-area/at-all');
  await expect(page).toHaveURL(/#\/core$/);
});

test('a deep link into plant search paints the remote’s own frame before its code arrives (issue 32)', async ({
  page,
  consoleErrors,
}) => {
  // The remote's code is held back: what shows meanwhile is its prerendered frame (frames.json).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/remotes\/mfe-plants\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/#/plants/search');
  const frame = page.locator('.remote-frame[data-remote-frame="mfe-plants"]');
  await expect(frame.locator('h2')).toHaveText('Plant ID & Search');
  await expect(frame.getByText('Find plants for your garden')).toBeVisible();
  const framed = await frame.locator('h2').boundingBox();

  release();
  const searchArea = page.locator('[data-remote="mfe-plants"]');
  await expect(searchArea.getByRole('heading', { name: 'Plant ID & Search' })).toBeVisible();
  // The page took the frame's place exactly: nothing moved.
  await expect(frame).toHaveCount(0);
  expect(await searchArea.getByRole('heading', { name: 'Plant ID & Search' }).boundingBox()).toEqual(framed);
  expect(consoleErrors).toEqual([]);
});
