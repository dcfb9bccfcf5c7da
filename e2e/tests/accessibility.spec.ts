import { test, expect } from '../support/fixtures';
import { timeForScans, violations } from '../support/axe';
import { openSection } from '../support/plant-pages';
import { createGardener, signInPath } from '../support/users';

test('the launch pad has no accessibility violations', async ({ page }) => {
  await page.goto('/#/core');
  await expect(page.getByRole('heading', { name: 'Welcome to Thrive Garden!' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test("a gardener's launch pad, welcome and nickname dialogs have no accessibility violations", async ({
  page,
}) => {
  const gardener = await createGardener();
  await page.goto(signInPath(gardener));
  const welcome = page.getByRole('dialog', { name: 'Welcome to Thrive Garden!' });
  await expect(welcome).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await welcome.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(page.getByRole('dialog', { name: "Let's Grow Together!" })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('the open side menu has no accessibility violations', async ({ page }) => {
  await page.goto('/#/core');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Launch Pad' }),
  ).toBeFocused();
  expect(await violations(page)).toEqual([]);
});

test('a remote area has no accessibility violations', async ({ page }) => {
  await page.goto('/#/plants/search');
  await expect(page.locator('[data-remote="mfe-plants"] h2')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test("the sample yard's dashboard, yard, zone, scorecard and yard set-up have no accessibility violations", async ({
  page,
}) => {
  test.setTimeout(timeForScans(6));
  const gardener = await createGardener({ sampleYard: true, noDefaultFlags: true });
  await page.goto(signInPath(gardener));
  // Signed in and landed first: a new address before the landing would be taken back to it.
  await expect(page.getByRole('list', { name: 'Garden tools' })).toBeVisible();
  const visit = async (path: string, ready: () => Promise<void>) => {
    await page.goto(page.url().replace(/#.*$/, `#${path}?key=${gardener.key}`));
    await ready();
    expect(await violations(page), path).toEqual([]);
  };
  await visit('/dashboard', () => expect(page.getByText('Demo backyard').first()).toBeVisible());
  await visit('/yards', () =>
    expect(page.getByRole('link', { name: 'Demo backyard' }).first()).toBeVisible(),
  );
  await page.getByRole('link', { name: 'Demo backyard' }).first().click();
  await expect(page.getByRole('link', { name: 'Sunny border' })).toBeVisible();
  expect(await violations(page), 'yard view').toEqual([]);
  await page.getByRole('link', { name: 'Sunny border' }).click();
  await expect(page.getByText('Tomato', { exact: true })).toBeVisible();
  expect(await violations(page), 'zone view').toEqual([]);
  await visit('/thrive/table/0', () => expect(page.getByRole('table')).toBeVisible());
  await visit('/yards/setup', () => expect(page.getByLabel('Yard name')).toBeVisible());
});

test('the plant search, details, suggest, featured, categories and favorites screens have no accessibility violations', async ({
  page,
}) => {
  test.setTimeout(timeForScans(9));
  const gardener = await createGardener({ sampleYard: true, noDefaultFlags: true, flags: ['SuggestPlant'] });
  await page.goto(signInPath(gardener));
  await expect(page.getByRole('list', { name: 'Garden tools' })).toBeVisible();
  const main = page.getByRole('main');
  const visit = async (path: string, ready: () => Promise<void>) => {
    await page.goto(
      page.url().replace(/#.*$/, `#${path}${path.includes('?') ? '&' : '?'}key=${gardener.key}`),
    );
    await ready();
    expect.soft(await violations(page), path).toEqual([]);
  };

  await visit('/plants/search?k=sage', () =>
    expect(main.getByRole('list', { name: 'Search results' }).getByRole('article').first()).toBeVisible(),
  );
  await page.getByRole('toolbar', { name: 'Page actions' }).getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByRole('form', { name: 'Search filters' })).toBeInViewport();
  expect.soft(await violations(page), 'search filters').toEqual([]);
  await page.getByRole('button', { name: 'Close filters' }).click();

  await main.getByRole('link', { name: 'Meadow Sage' }).click();
  await expect(main.getByRole('heading', { name: 'My notes' })).toBeVisible();
  await openSection(page, 'Attributes');
  const companions = await openSection(page, 'Suggested companions');
  await expect(companions.getByRole('region', { name: 'Companion plants' })).toBeVisible();
  expect.soft(await violations(page), 'plant details').toEqual([]);
  await main
    .getByRole('button', { name: /: expert tip$/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect.soft(await violations(page), 'expert tip').toEqual([]);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await main
    .getByRole('button', { name: /^Add to zone/ })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: "Let's choose a fertilizing strategy" })).toBeVisible();
  expect.soft(await violations(page), 'fertilizer strategy').toEqual([]);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await main.getByRole('button', { name: 'Favorite Meadow Sage' }).click();
  await expect(main.getByRole('button', { name: 'Favorite Meadow Sage' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await visit('/plants/suggest', () =>
    expect(main.getByRole('button', { name: 'Suggest plants' })).toBeVisible(),
  );
  await main.getByRole('combobox', { name: 'Sun', exact: true }).selectOption({ label: 'Full Sun' });
  await main.getByRole('combobox', { name: 'Water', exact: true }).selectOption({ label: 'Medium' });
  await main.getByRole('combobox', { name: 'Hardiness zone' }).selectOption({ label: '7b' });
  await main.getByRole('checkbox', { name: 'Butterflies' }).check();
  await main.getByRole('button', { name: 'Suggest plants' }).click();
  await expect(main.getByRole('list', { name: 'Suggested plants' })).toBeVisible();
  expect.soft(await violations(page), 'suggested plants').toEqual([]);

  await visit('/plants/featured?pid=1', () =>
    expect(main.getByRole('list', { name: 'Featured plants' })).toBeVisible(),
  );
  await visit('/categories', () =>
    expect(main.getByRole('list', { name: 'Plant categories' })).toBeVisible(),
  );
  await visit('/users/favorites', () =>
    expect(main.getByRole('list', { name: 'Favorite plants' }).getByRole('article')).toHaveCount(1),
  );
});

test('the account and help screens have no accessibility violations: profile with the delete warning, settings, feedback with its error flags, the help wizard, about us', async ({
  page,
}) => {
  test.setTimeout(timeForScans(6));
  const gardener = await createGardener({ noDefaultFlags: true });
  await page.goto(signInPath(gardener));
  // Signed in and landed first: a new address before the landing would be taken back to it.
  await expect(page.getByRole('list', { name: 'Garden tools' })).toBeVisible();
  const main = page.getByRole('main');
  const visit = async (path: string, ready: () => Promise<void>) => {
    await page.goto(page.url().replace(/#.*$/, `#${path}?key=${gardener.key}`));
    await ready();
    expect.soft(await violations(page), path).toEqual([]);
  };
  await visit('/users/profile', () => expect(main.getByLabel('Email')).toHaveValue(gardener.email));
  await main.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Warning!!!')).toBeVisible();
  expect.soft(await violations(page), 'delete warning').toEqual([]);
  await page.getByRole('button', { name: 'No, keep it' }).click();
  await visit('/users/settings', () =>
    expect(main.getByRole('group', { name: 'Start the app on' })).toBeVisible(),
  );
  await visit('/help/feedback', () => expect(main.getByLabel('Email')).toHaveValue(gardener.email));
  await main.getByLabel('Email').fill('');
  await main.getByRole('button', { name: 'Send' }).click();
  await expect(main.getByText('Please enter a subject')).toBeVisible();
  expect.soft(await violations(page), 'feedback error flags').toEqual([]);
  await visit('/help/wizard', () =>
    expect(main.getByRole('heading', { name: 'Welcome to Thrive Garden' })).toBeVisible(),
  );
  await visit('/help/aboutus', () =>
    expect(main.getByRole('heading', { name: 'About Thrive Garden' })).toBeVisible(),
  );
});

test('the sign-in problem and activation pages have no accessibility violations', async ({ page }) => {
  await page.goto('/#/authentication?reason=revoked');
  await expect(page.getByRole('heading', { name: 'Your sign-in link was switched off' })).toBeVisible();
  expect.soft(await violations(page), 'authentication').toEqual([]);
  await page.goto('/#/activation?sponsor=1');
  await expect(page.getByRole('heading', { name: 'Please open your sign-in link first' })).toBeVisible();
  expect.soft(await violations(page), 'activation').toEqual([]);
});

test.describe('with a remote down', () => {
  test.use({ allowedConsoleErrors: [/404/, /failed to load/, /RUNTIME-|Federation Runtime/i] });

  test('the unavailable-area panel has no accessibility violations', async ({ page }) => {
    await page.route('**/remotes/mfe-tasks/mf-manifest.json', (route) => route.fulfill({ status: 404 }));
    await page.goto('/#/tasks');
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});

test('the task screens have no accessibility violations: list with the sort & filter panel and the date-completed dialog, calendar, details, own tasks, a new task, the calendar feed', async ({
  page,
}) => {
  test.setTimeout(timeForScans(8));
  const gardener = await createGardener({ sampleYard: true, noDefaultFlags: true });
  await page.goto(signInPath(gardener));
  await expect(page.getByRole('list', { name: 'Garden tools' })).toBeVisible();
  const main = page.getByRole('main');
  const visit = async (path: string, ready: () => Promise<void>) => {
    await page.goto(page.url().replace(/#.*$/, `#${path}?key=${gardener.key}`));
    await ready();
    expect(await violations(page), path).toEqual([]);
  };
  await visit('/tasks', () => expect(main.getByText(/^\d+ tasks?$/)).toBeVisible());
  await page
    .getByRole('toolbar', { name: 'Page actions' })
    .getByRole('button', { name: /^Sort & filter/ })
    .click();
  await expect(
    page.getByRole('complementary', { name: 'Sort & Filter' }).getByRole('tab', { name: 'Filter' }),
  ).toBeVisible();
  expect(await violations(page), 'sort & filter panel').toEqual([]);
  await page.getByRole('button', { name: 'Close sort and filter' }).click();

  const item = main.getByRole('listitem').filter({ hasText: 'Completed: Not yet' }).first();
  await item.getByRole('checkbox').check();
  const bar = main.getByRole('group', { name: 'Change the status of the selected tasks' });
  await bar.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Completed' });
  await bar.getByRole('button', { name: 'Go' }).click();
  const dialog = page.getByRole('dialog', { name: 'Date Completed' });
  await expect(dialog).toBeVisible();
  expect(await violations(page), 'date-completed dialog').toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await item.getByRole('link', { name: /^Details/ }).click();
  await expect(main.getByText('What to do')).toBeVisible();
  expect(await violations(page), 'task details').toEqual([]);
  await visit('/tasks/calendar', () => expect(page.getByRole('grid')).toBeVisible());
  await visit('/tasks/custom', () =>
    expect(main.getByRole('heading', { level: 2, name: 'My Own Tasks' })).toBeVisible(),
  );
  await visit('/tasks/custom/new', () => expect(main.getByLabel('What to do')).toBeVisible());
  await visit('/tasks/subscribe', () =>
    expect(main.getByRole('button', { name: 'Create my calendar address' })).toBeVisible(),
  );
});

test('the yard’s weather and frost dates with the station map open have no accessibility violations', async ({
  page,
}) => {
  const gardener = await createGardener({ sampleYard: true, noDefaultFlags: true });
  await page.goto(signInPath(gardener));
  await expect(page.getByRole('list', { name: 'Garden tools' })).toBeVisible();
  await page.goto(page.url().replace(/#.*$/, `#/yards?key=${gardener.key}`));
  await page.getByRole('link', { name: 'Demo backyard' }).first().click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Weather and frost dates' })).toBeVisible();
  expect(await violations(page), 'yard view').toEqual([]);
  await main.getByRole('button', { name: 'Change station' }).click();
  await expect(main.getByRole('region', { name: 'Weather station map' })).toBeVisible();
  await expect(main.getByRole('radio', { name: /^RALEIGH STATE UNIV/ })).toBeChecked();
  expect(await violations(page), 'station map').toEqual([]);
});
