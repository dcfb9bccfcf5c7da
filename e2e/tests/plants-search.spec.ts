import { test, expect } from '../support/fixtures';
import {
  chooseFilters,
  countOf,
  mainMenu,
  openMainMenu,
  openSearchFilters,
  openSection,
  pageActions,
  plantCard,
  plantSearchBox,
  resultCount,
  screen,
  searchResults,
} from '../support/plant-pages';
import { createGardener, signInPath } from '../support/users';

/** No plant in the catalogue is called anything like this. */
const NO_SUCH_PLANT = 'xqzvwj';

test('search by name with filters: a typo still finds the plant, filters narrow and persist, Clear restores all, no match offers a request', async ({
  page,
}) => {
  const gardener = await createGardener({ noDefaultFlags: true });
  await page.goto(signInPath(gardener));
  await page
    .getByRole('list', { name: 'Garden tools' })
    .getByRole('link', { name: 'Plant ID & Search' })
    .click();
  await expect(page).toHaveURL(/#\/plants\/search/);
  const searchBox = plantSearchBox(page);
  const results = searchResults(page);

  // Typo-tolerant: one letter too many still finds Hosta, and first.
  await searchBox.fill('hostaa');
  await expect(results.getByRole('article').first()).toHaveAccessibleName('Hosta');
  await expect(page).toHaveURL(/[?&]k=hostaa/);

  // A name many plants share: herbs, shrubs, annuals and perennials called sage.
  await searchBox.fill('sage');
  await expect(plantCard(results, 'Common Sage')).toBeVisible(); // a herb
  await expect(plantCard(results, 'Meadow Sage')).toBeVisible(); // a sunny perennial for butterflies
  const everySage = await countOf(resultCount(page));
  expect(everySage).toBeGreaterThan(3);

  // Full Sun and Perennials and Attracts Butterflies: the filters combine with AND.
  const filters = await openSearchFilters(page);
  await chooseFilters(filters, 'Sun', ['Full Sun']);
  await chooseFilters(filters, 'Categories', ['Perennials']);
  await chooseFilters(filters, 'Attracts', ['Butterflies']);
  await filters.getByRole('button', { name: 'Apply' }).click();
  // The slider slides out (it stays in the page, inert, off the screen).
  await expect(filters).not.toBeInViewport();
  await expect(plantCard(results, 'Common Sage')).toHaveCount(0);
  await expect(plantCard(results, 'Meadow Sage')).toBeVisible();
  await expect(results.getByRole('article')).not.toHaveCount(0);
  const narrowed = await countOf(resultCount(page));
  expect(narrowed).toBeLessThan(everySage);
  await expect(results.getByRole('article')).toHaveCount(narrowed);
  await expect(results.getByText(/^(Herbs|Shrubs|Annuals|Vegetables)$/)).toHaveCount(0);
  await expect(pageActions(page).getByRole('button', { name: 'Filters (3 on)' })).toBeVisible();

  // The filters live in browser storage (SPEC §9) and the text in the address: a reload keeps both.
  await page.reload();
  await expect(searchBox).toHaveValue('sage');
  await expect(resultCount(page)).toHaveText(`${narrowed} plants`);
  await expect(plantCard(results, 'Common Sage')).toHaveCount(0);
  const reopened = await openSearchFilters(page);
  await expect(reopened.getByRole('checkbox', { name: 'Full Sun', exact: true })).toBeChecked();
  await expect(reopened.getByRole('checkbox', { name: 'Butterflies', exact: true })).toBeChecked();
  await reopened.getByRole('button', { name: 'Close filters' }).click();
  await expect(reopened).not.toBeInViewport();

  // Clear restores every sage.
  await screen(page).getByRole('button', { name: 'Clear filters' }).click();
  await expect(resultCount(page)).toHaveText(`${everySage} plants`);
  await expect(plantCard(results, 'Common Sage')).toBeVisible();
  await expect(pageActions(page).getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
  await page.reload();
  await expect(resultCount(page)).toHaveText(`${everySage} plants`);

  // A name nothing matches: say so and offer to request the plant.
  await searchBox.fill(NO_SUCH_PLANT);
  await expect(resultCount(page)).toHaveText('0 plants');
  await expect(screen(page).getByText(`No plants match “${NO_SUCH_PLANT}”.`)).toBeVisible();
  await screen(page).getByRole('button', { name: 'Request a New Plant' }).click();
  const request = page.getByRole('dialog', { name: 'Request a New Plant' });
  await expect(request.getByLabel(/Email Address/)).toHaveValue(gardener.email);
  await request.getByRole('button', { name: 'Close' }).first().click();
  await expect(request).toBeHidden();
});

test("a search user's reduced experience: lands on the search, a reduced menu, search and details work", async ({
  page,
}) => {
  const gardener = await createGardener({ flags: ['GotoSearch', 'SuggestPlant'], noDefaultFlags: true });
  await page.goto(signInPath(gardener));
  await expect(page).toHaveURL(/#\/plants\/search/);
  // SPEC §2.5: no back arrow on the search they start from.
  await expect(plantSearchBox(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);

  // SPEC §2.4: what search users do not see.
  const menu = await openMainMenu(page);
  for (const hidden of [
    'Launch Pad',
    'My Yard',
    'Thrive Scorecard',
    'Landscape Design',
    'My Gallery',
    'My Profile',
    'Settings',
  ])
    await expect(menu.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
  await expect(menu.getByRole('button', { name: 'Request a New Plant' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'My Favorites' })).toBeVisible();
  await menu.getByRole('link', { name: 'Plant ID/Search' }).click();
  await expect(page).toHaveURL(/#\/plants\/search\?(.*&)?m=1/);
  await expect(mainMenu(page).getByRole('link', { name: 'Plant ID/Search' })).not.toBeInViewport();

  const searchBox = plantSearchBox(page);
  const results = searchResults(page);
  await searchBox.fill(NO_SUCH_PLANT);
  await expect(resultCount(page)).toHaveText('0 plants');
  await expect(screen(page).getByText(`No plants match “${NO_SUCH_PLANT}”.`)).toBeVisible();
  // Requesting a plant is not for search users (SPEC §2.4).
  await expect(screen(page).getByRole('button', { name: 'Request a New Plant' })).toHaveCount(0);

  // The botanical name finds the plant too.
  await searchBox.fill('Echinacea purpurea');
  await expect(results.getByRole('article').first()).toHaveAccessibleName('Purple Coneflower');
  await plantCard(results, 'Purple Coneflower').getByRole('link', { name: 'Purple Coneflower' }).click();
  await expect(page).toHaveURL(/#\/plants\/details\/\d+/);
  await expect(screen(page).getByRole('heading', { level: 2, name: 'Purple Coneflower' })).toBeVisible();
  await expect((await openSection(page, 'Requirements')).getByRole('definition').first()).toHaveText(
    'Full Sun to Part Sun',
  );

  // From the details, back returns to the results they came from.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/#\/plants\/search\?.*k=Echinacea/);
  await expect(plantCard(results, 'Purple Coneflower')).toBeVisible();
});

test('issue 17: every plant in the results has its own picture, and no result shows the fallback image', async ({
  page,
}) => {
  const gardener = await createGardener({ noDefaultFlags: true });
  await page.goto(signInPath(gardener));
  await page
    .getByRole('list', { name: 'Garden tools' })
    .getByRole('link', { name: 'Plant ID & Search' })
    .click();
  await plantSearchBox(page).fill('rose');
  const results = searchResults(page);
  await expect(results.getByRole('article').first()).toBeVisible();
  const cards = results.getByRole('article');
  const count = await cards.count();
  expect(count).toBeGreaterThanOrEqual(8);

  const pictures = results.locator('article img');
  await expect(pictures).toHaveCount(count);
  // The SPEC §8 fallback is for a failed load only: a catalogue plant has a drawing at least.
  await expect(results.locator('[data-fallback]')).toHaveCount(0);
  const addresses = await pictures.evaluateAll((images) =>
    images.map((image) => (image as HTMLImageElement).getAttribute('src') ?? ''),
  );
  expect(addresses.every((address) => address.length > 0)).toBe(true);

  // Distinct pictures, not just distinct addresses: the files differ.
  const bodies = await Promise.all(
    addresses.map(async (address) => {
      const response = await page.request.get(address);
      expect(response.status(), address).toBe(200);
      return (await response.body()).toString('base64');
    }),
  );
  expect(new Set(bodies).size).toBe(bodies.length);

  // They load in the page: the first screenful are decoded, none broken.
  await expect
    .poll(() =>
      pictures.evaluateAll((images) =>
        images
          .slice(0, 2)
          .every(
            (image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
          ),
      ),
    )
    .toBe(true);
});
