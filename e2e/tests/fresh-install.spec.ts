import type { Page } from '@playwright/test';
import { THRIVE_TOOLTIPS } from '@thrive/shared/thrive';
import { test, expect } from '../support/fixtures';
import { pageActions, plantCard, plantSearchBox, screen, searchResults } from '../support/plant-pages';
import { createGardener, openAs, signInPath } from '../support/users';

/**
 * Issue 28: the e2e gateway starts on a fresh data dir with no variable set, as a new
 * gardener's `npm start` does, so everything below comes from the public tables the repo
 * ships and the first start imports: ZIP zones, stations, frost dates and the USDA plants.
 */
const freezeOfLavender = (page: Page) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /English Lavender/ }) })
    .getByRole('button', { name: /^Freeze for English Lavender: / });

test('a fresh install knows the ZIP code: its zone in the yard form, the freeze score it gives, the nearest station’s frost dates on the tasks page', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const gardener = await createGardener({ noDefaultFlags: true });
  await page.goto(signInPath(gardener));
  const go = (path: string) => page.goto(page.url().replace(/#.*$/, `#${path}?key=${gardener.key}`));

  // The set-up form looks the ZIP code up as it is typed, and uses its zone by default.
  await page
    .getByRole('list', { name: 'Garden tools' })
    .getByRole('link', { name: /My Yard/ })
    .click();
  await page.getByLabel('Yard name').fill('Mission garden');
  await page.getByLabel('ZIP code').fill('94110');
  await expect(screen(page).getByRole('status').filter({ hasText: 'San Francisco, CA' })).toHaveText(
    /^San Francisco, CA: hardiness zone 10b \(winter lows 35 to 40 °F\)\. Nearest weather station: SAN FRANCISCO DWTN \(\d+ mi\)\.$/,
  );
  await expect(page.getByLabel('Hardiness zone')).toHaveValue('0');
  await expect(page.getByLabel('Hardiness zone').locator('option:checked')).toHaveText(
    "Use my ZIP code's zone (10b)",
  );
  await page.getByRole('button', { name: 'Set up yard' }).click();
  await expect(page).toHaveURL(/#\/yards\/view\/\d+/);
  const yardId = Number(/#\/yards\/view\/(\d+)/.exec(page.url())![1]);
  await expect(screen(page).getByText('10b (from your ZIP code)')).toBeVisible();

  // A sunny, dry bed, and English Lavender from the plant search for that bed.
  await pageActions(page).getByRole('button', { name: 'Add a zone' }).click();
  await page.getByLabel('Zone name').fill('Sunny bed');
  await page.getByLabel('Sun').selectOption({ label: 'Full Sun' });
  await page.getByLabel('Water').selectOption({ label: 'Dry' });
  await page.getByRole('button', { name: 'Add zone' }).click();
  await expect(page).toHaveURL(/#\/zones\/view\/\d+/);
  await screen(page).getByRole('link', { name: 'Add plants' }).first().click();
  await plantSearchBox(page).fill('english lavender');
  // Add plants offers what thrives in the bed: lavender, hardy to 9b, does not in 10b, so the
  // search says none match its filters until the gardener clears them.
  await expect(
    screen(page).getByText('No plants match “english lavender” with these filters.'),
  ).toBeVisible();
  await screen(page).getByRole('button', { name: 'Clear filters' }).first().click();
  const lavender = plantCard(searchResults(page), 'English Lavender');
  await lavender.getByRole('button', { name: 'Add to zone (English Lavender to Sunny bed)' }).click();
  await expect(page.getByText('English Lavender was added to Sunny bed.')).toBeVisible();

  // Zone 10b is known, so the freeze score is too: past the catalogue's 5a-9b, too hot.
  await go(`/thrive/table/${yardId}`);
  await expect(freezeOfLavender(page)).toHaveAccessibleName('Freeze for English Lavender: Poor');
  await expect(freezeOfLavender(page)).toHaveAccessibleDescription(THRIVE_TOOLTIPS.freeze.tooHot);
  // The nearest NOAA station expects no freeze: the calendar says so and uses 10b's cool season.
  await go('/tasks');
  await expect(
    screen(page).getByText(
      /^Dates for Mission garden: NOAA expects no freeze at SAN FRANCISCO DWTN; zone 10b/,
    ),
  ).toBeVisible();

  // The gardener moves to ZIP 10001: zone 7b from the table, lavender's freeze score good, and
  // the tasks dated from Central Park's NOAA frost dates.
  await go(`/yards/edit/${yardId}`);
  await page.getByLabel('ZIP code').fill('10001');
  await expect(page.getByLabel('Hardiness zone').locator('option:checked')).toHaveText(
    "Use my ZIP code's zone (7b)",
  );
  await page.getByRole('button', { name: 'Save yard' }).click();
  await expect(screen(page).getByText('7b (from your ZIP code)')).toBeVisible();
  await go(`/thrive/table/${yardId}`);
  await expect(freezeOfLavender(page)).toHaveAccessibleName('Freeze for English Lavender: Good');
  await go('/tasks');
  await expect(
    screen(page).getByText(
      'Dates for Mission garden: last frost about Apr 1, first frost about Nov 18 — NOAA normals of NEW YORK CNTRL PK TWR',
    ),
  ).toBeVisible();
});

test('a fresh install searches the USDA catalogue too: a pawpaw is fruit, an invasive weed says so', async ({
  page,
}) => {
  const gardener = await createGardener({ noDefaultFlags: true });
  // Straight to the search: a second address before the first landing would be taken back to it.
  await openAs(page, gardener, '/plants/search');
  await plantSearchBox(page).fill('pawpaw');
  await plantCard(searchResults(page), 'Pawpaw').getByRole('link', { name: 'Pawpaw' }).first().click();
  await expect(screen(page).getByRole('heading', { name: 'Pawpaw' })).toBeVisible();
  await expect(screen(page).getByText('Asimina triloba')).toBeVisible();
  await expect(screen(page).getByText(/^Fruit · /)).toBeVisible();

  await page.goto(page.url().replace(/#.*$/, `#/plants/search?key=${gardener.key}`));
  await plantSearchBox(page).fill('tree of heaven');
  await plantCard(searchResults(page), 'Tree of heaven')
    .getByRole('link', { name: 'Tree of heaven' })
    .first()
    .click();
  await expect(screen(page).getByRole('note', { name: 'Noxious weed:' })).toContainText(
    "it is against the law to plant or sell it in some states. Please don't plant it.",
  );
});
