import type { PlantZoneScore } from '@thrive/shared/contracts';
import { THRIVE_SCORE } from '@thrive/shared/thrive';
import { test, expect } from '../support/fixtures';
import { createYardWithZone, gardenApi } from '../support/garden-api';
import { plantCard, plantIdOf, screen } from '../support/plant-pages';
import { createGardener, signInPath } from '../support/users';

test('suggest a plant: a described spot and a wish give ranked plants that score good in such a zone', async ({
  page,
  request,
}) => {
  const gardener = await createGardener({ flags: ['SuggestPlant'], noDefaultFlags: true });
  const api = await gardenApi(request, gardener);
  // A zone like the spot described below, to ask the scorecard how the suggestions would do there.
  const { zoneId } = await createYardWithZone(
    api,
    { name: 'Front yard', zip: '10001', hardinessZone: '7b' },
    { name: 'Sunny strip', sun: 'Full Sun', water: 'Medium' },
  );
  await page.goto(signInPath(gardener));
  await page
    .getByRole('list', { name: 'Garden tools' })
    .getByRole('link', { name: 'Suggest a Plant' })
    .click();
  await expect(page).toHaveURL(/#\/plants\/suggest/);

  const spot = screen(page).getByRole('form', { name: 'Describe your spot' });
  await spot.getByRole('combobox', { name: 'Sun', exact: true }).selectOption({ label: 'Full Sun' });
  await spot.getByRole('combobox', { name: 'Water', exact: true }).selectOption({ label: 'Medium' });
  await spot.getByRole('combobox', { name: 'Hardiness zone' }).selectOption({ label: '7b' });
  await spot.getByRole('group', { name: 'Attracts' }).getByRole('checkbox', { name: 'Butterflies' }).check();
  await spot.getByRole('button', { name: 'Suggest plants' }).click();

  const results = screen(page).getByRole('region', { name: 'Plants for Full Sun · Medium · zone 7b' });
  await expect(
    results.getByRole('heading', { name: 'Plants for Full Sun · Medium · zone 7b' }),
  ).toBeFocused();
  const suggestions = results.getByRole('list', { name: 'Suggested plants' });
  const items = suggestions.getByRole('listitem');
  await expect(items.first()).toBeVisible();
  // Only plants that score good in the spot, those meeting the wish first.
  await expect(suggestions.getByRole('button', { name: /^Overall for .*: Good$/ })).toHaveCount(
    await items.count(),
  );
  const first = items.first();
  await expect(first).toContainText('Meets: Butterflies');
  await expect(items.nth(2)).toContainText('Meets: Butterflies');

  // The scorecard agrees: in a zone with those conditions the first suggestions score good.
  for (const index of [0, 1, 2]) {
    const plantId = await plantIdOf(items.nth(index).getByRole('article').getByRole('link'));
    const scores = await api.call<PlantZoneScore[]>('POST', 'PlantThriveScorecard', { PlantId: plantId });
    const inZone = scores.find((score) => score.ZoneId === zoneId);
    expect(inZone?.Overall.Score, `plant ${plantId} in the Sunny strip`).toBe(THRIVE_SCORE.Good);
  }

  // The paginator pages through the ranked list.
  const pages = results.getByRole('navigation', { name: 'Suggestion pages' });
  await expect(pages).toContainText(/Page 1 of \d+/);
  const firstName = await first.getByRole('article').getByRole('heading').innerText();
  await pages.getByRole('button', { name: 'Next page' }).click();
  await expect(pages).toContainText(/Page 2 of \d+/);
  await expect(plantCard(suggestions, firstName)).toHaveCount(0);
  await expect(
    suggestions.getByRole('button', { name: /^Overall for .*: (Poor|Borderline|Unknown)$/ }),
  ).toHaveCount(0);

  // Change the spot: the form comes back as it was described.
  await results.getByRole('button', { name: 'Change the spot' }).first().click();
  await expect(spot.getByRole('combobox', { name: 'Sun', exact: true }).locator('option:checked')).toHaveText(
    'Full Sun',
  );
  await expect(
    spot.getByRole('group', { name: 'Attracts' }).getByRole('checkbox', { name: 'Butterflies' }),
  ).toBeChecked();
});

test('featured plants for a sponsor: the banner links to the sponsor, its plants open', async ({ page }) => {
  const gardener = await createGardener({ sponsor: 1, noDefaultFlags: true });
  // The lite launch pad (ptl=1) offers Featured Plants once a sponsor is selected (SPEC §2.3, §4).
  await page.goto(signInPath(gardener, { ptl: '1' }));
  await page
    .getByRole('list', { name: 'Quick start' })
    .getByRole('link', { name: /Featured Plants/ })
    .click();
  await expect(page).toHaveURL(/#\/plants\/featured\?(.*&)?pid=1/);

  const featured = screen(page);
  const banner = featured.getByRole('link', { name: /^Greenleaf Demo Garden Center/ });
  await expect(banner).toHaveAttribute('href', 'https://greenleaf.example.org/');
  await expect(banner).toHaveAttribute('target', '_blank');
  const bannerImage = banner.getByRole('img', { name: 'Greenleaf Demo Garden Center' });
  await expect(bannerImage).toBeVisible();
  await expect
    .poll(() => bannerImage.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);

  await expect(
    featured.getByRole('heading', { name: 'Plants featured by Greenleaf Demo Garden Center' }),
  ).toBeVisible();
  const plants = featured.getByRole('list', { name: 'Featured plants' });
  // By the sponsor's rank: its best seller first.
  await expect(plants.getByRole('article').first()).toHaveAccessibleName('Bigleaf Hydrangea');
  await plantCard(plants, 'Hosta').getByRole('link', { name: 'Hosta' }).click();
  await expect(page).toHaveURL(/#\/plants\/details\/\d+/);
  await expect(featured.getByRole('heading', { level: 2, name: 'Hosta' })).toBeVisible();
});

test.describe('an unknown sponsor', () => {
  // The refused call is on the console as the browser reports it.
  test.use({ allowedConsoleErrors: [/404/] });

  test('featured plants of an unknown sponsor say so', async ({ page }) => {
    const gardener = await createGardener({ noDefaultFlags: true });
    await page.goto(signInPath(gardener));
    await expect(page.getByRole('list', { name: 'Garden tools' })).toBeVisible();
    await page.goto(page.url().replace(/#.*$/, `#/plants/featured?pid=999999&key=${gardener.key}`));
    await expect(screen(page).getByText('Sponsor not found')).toBeVisible();
    await expect(
      screen(page).getByText('This sponsor does not exist or has no featured plants any more.'),
    ).toBeVisible();
    await expect(screen(page).getByRole('list', { name: 'Featured plants' })).toHaveCount(0);
  });
});
