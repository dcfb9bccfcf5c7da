import { test, expect } from '../support/fixtures';
import { createYardWithZone, gardenApi } from '../support/garden-api';
import {
  openMainMenu,
  openPlantFromSearch,
  openSection,
  plantCard,
  plantSearchBox,
  screen,
  searchResults,
} from '../support/plant-pages';
import { createGardener, signInPath } from '../support/users';

test('plant details: facts, care tips, attributes with an expert tip, companions, notes kept, a favourite kept and removed in My Favorites', async ({
  page,
}) => {
  const gardener = await createGardener({ noDefaultFlags: true });
  await page.goto(signInPath(gardener));
  await openPlantFromSearch(page, 'coneflower', 'Purple Coneflower');
  const details = screen(page);

  // No photos yet: the plant's drawing (issue 17) with the add-photo button, then the facts.
  await expect(details.getByRole('img', { name: 'Drawing of Purple Coneflower' })).toBeVisible();
  await expect(details.getByRole('button', { name: 'Add photo' })).toBeVisible();
  await expect(details.getByText('Echinacea purpurea', { exact: true })).toBeVisible();
  await expect(details.getByText('This is the first time you have looked at this plant.')).toBeVisible();
  await expect((await openSection(page, 'Requirements')).getByRole('definition')).toContainText([
    'Full Sun to Part Sun',
    'Dry to Medium',
    '3a to 9b',
  ]);

  // Attributes: each icon opens its expert's tip (SPEC §2.6).
  const attributes = await openSection(page, 'Attributes');
  await expect(attributes.getByRole('list', { name: 'Resistant to' })).toContainText('Deer');
  await attributes.getByRole('button', { name: 'Butterflies: expert tip' }).click();
  const tip = page.getByRole('dialog', { name: 'Attracts: Butterflies' });
  await expect(tip).toContainText('Plant it in groups in a sunny, sheltered spot');
  await tip.getByRole('button', { name: 'Close' }).click();
  await expect(tip).toBeHidden();

  // Care tips by care category.
  const care = await openSection(page, 'Care tips');
  await expect(care.getByRole('heading', { name: 'Watering' })).toBeVisible();
  await expect(care).toContainText(
    'Plant it in full sun (6 or more hours of direct sun); it also grows in part sun.',
  );

  // Companions, in a carousel: known good companions first, each saying why (lavender brings
  // pollinators), then plants of like needs and size; all do well in the plant's own conditions
  // (no yard yet, good or borderline), never another coneflower (its own genus).
  const companions = await openSection(page, 'Suggested companions');
  await expect(companions).toContainText("Purple Coneflower's own conditions");
  const carousel = companions.getByRole('region', { name: 'Companion plants' });
  await expect(carousel.getByRole('article').first()).toBeVisible();
  await expect(carousel.getByRole('article').first()).toContainText('Pollinators:');
  await expect(carousel.getByRole('article', { name: /coneflower/i })).toHaveCount(0);
  await expect(carousel.getByRole('button', { name: /^Overall for .*: (Good|Borderline)$/ })).toHaveCount(
    await carousel.getByRole('article').count(),
  );
  await expect(carousel.getByRole('group', { name: /^1 of \d+$/ })).toBeVisible();

  // Notes are saved and there again on the next visit, which also remembers this one.
  await openSection(page, 'My notes');
  const notes = details.getByRole('textbox', { name: 'Notes on Purple Coneflower' });
  await notes.fill('Cut back by half in early June for sturdier stems.');
  await details.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your notes were saved.')).toBeVisible();
  await page.reload();
  await expect(notes).toHaveValue('Cut back by half in early June for sturdier stems.');
  await expect(details.getByText(/^Last seen:/)).toBeVisible();

  // The favourite heart, then My Favorite Plants.
  const heart = details.getByRole('button', { name: 'Favorite Purple Coneflower' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(details.getByText('Purple Coneflower added to your favorites.')).toBeAttached();

  const menu = await openMainMenu(page);
  await menu.getByRole('link', { name: 'My Favorites' }).click();
  await expect(page).toHaveURL(/#\/users\/favorites/);
  const favorites = screen(page).getByRole('list', { name: 'Favorite plants' });
  const favorite = plantCard(favorites, 'Purple Coneflower');
  await expect(favorite).toBeVisible();
  await expect(screen(page).getByRole('heading', { name: '1 favorite plant' })).toBeVisible();

  // Removing it there empties the list; Undo brings it back, and that is saved too.
  await favorite.getByRole('button', { name: 'Favorite Purple Coneflower' }).click();
  await expect(screen(page).getByText('No favorite plants yet')).toBeVisible();
  await page.getByRole('button', { name: 'Undo removing Purple Coneflower' }).click();
  await expect(favorite).toBeVisible();
  await page.reload();
  await expect(favorite).toBeVisible();
  await favorite.getByRole('button', { name: 'Favorite Purple Coneflower' }).click();
  await expect(screen(page).getByText('No favorite plants yet')).toBeVisible();
  await page.reload();
  await expect(screen(page).getByText('No favorite plants yet')).toBeVisible();
});

test("add to a zone: from the plant's details with a fertilizer strategy, and from the zone's Add plants; both on the zone and the Thrive Scorecard; remove from zone", async ({
  page,
  request,
}) => {
  const gardener = await createGardener({ noDefaultFlags: true });
  const { yardId, zoneId } = await createYardWithZone(
    await gardenApi(request, gardener),
    { name: 'Back garden', zip: '10001', hardinessZone: '7b' },
    { name: 'Sunny bed', sun: 'Full Sun', water: 'Medium' },
  );
  await page.goto(signInPath(gardener));
  await openPlantFromSearch(page, 'black-eyed susan', 'Black-eyed Susan');
  const detailsAddress = page.url();

  // The plant's scores in the gardener's zone, then Add to zone.
  const zones = screen(page).getByRole('region', { name: 'How it will do in your zones' });
  const sunnyBed = zones
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Sunny bed' }) });
  await expect(
    sunnyBed.getByRole('button', { name: 'Sun for Black-eyed Susan in Sunny bed: Good' }),
  ).toBeVisible();
  await sunnyBed.getByRole('button', { name: 'Add to zone Sunny bed' }).click();

  // SPEC §2.6, §5: the fertilizer strategy dialog; Continue waits for a fertilizer.
  const strategy = page.getByRole('dialog', { name: "Let's choose a fertilizing strategy" });
  await expect(strategy).toContainText('Black-eyed Susan in Sunny bed');
  const fertilizer = strategy.getByRole('combobox', { name: 'Fertilizer' });
  await expect(fertilizer).toBeEnabled();
  await expect(fertilizer.locator('option:checked')).toHaveText('-Select Fertilizer-');
  const continueButton = strategy.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();
  await fertilizer.selectOption({ label: 'Compost or well-rotted manure' });
  await expect(continueButton).toBeEnabled();
  await continueButton.click();
  await expect(strategy).toBeHidden();
  await expect(page.getByText('Black-eyed Susan was added to Sunny bed.')).toBeVisible();
  await expect(sunnyBed.getByText('Growing here')).toBeVisible();
  await expect(
    sunnyBed.getByRole('button', { name: 'Overall for Black-eyed Susan in Sunny bed: Good' }),
  ).toBeVisible();
  await expect(sunnyBed.getByRole('button', { name: 'Remove from zone Sunny bed' })).toBeVisible();

  // The zone's Add plants: the search for that zone, with an Add to zone on each plant.
  await page.goto(page.url().replace(/#.*$/, `#/zones/view/${zoneId}?key=${gardener.key}`));
  const zonePlants = screen(page).getByRole('region', { name: 'Plants' });
  await expect(zonePlants.getByText('Black-eyed Susan', { exact: true })).toBeVisible();
  // The fertilizer chosen in the dialog went along with the plant.
  await expect(
    zonePlants.getByRole('combobox', { name: 'Fertilizer for Black-eyed Susan' }).locator('option:checked'),
  ).toHaveText('Compost or well-rotted manure');
  await screen(page).getByRole('link', { name: 'Add plants' }).first().click();
  await expect(page).toHaveURL(new RegExp(`#/plants/search\\?(.*&)?zid=${zoneId}`));
  await expect(screen(page).getByText('Adding plants to Sunny bed')).toBeVisible();
  const results = searchResults(page);
  await plantSearchBox(page).fill('tomato');
  const tomato = plantCard(results, 'Tomato');
  await expect(tomato.getByRole('button', { name: 'Overall for Tomato: Good' })).toBeVisible();
  await tomato.getByRole('button', { name: 'Add to zone (Tomato to Sunny bed)' }).click();
  await expect(page.getByText('Tomato was added to Sunny bed.')).toBeVisible();
  await expect(tomato.getByRole('button', { name: /^In zone \(Tomato is in Sunny bed/ })).toBeVisible();

  await screen(page).getByRole('link', { name: 'Back to the zone' }).click();
  await expect(page).toHaveURL(new RegExp(`#/zones/view/${zoneId}`));
  await expect(zonePlants.getByText('Tomato', { exact: true })).toBeVisible();
  await expect(zonePlants.getByText('Black-eyed Susan', { exact: true })).toBeVisible();

  // Both on the yard's Thrive Scorecard, scoring good.
  await page.goto(page.url().replace(/#.*$/, `#/thrive/table/${yardId}?key=${gardener.key}`));
  for (const plant of ['Tomato', 'Black-eyed Susan']) {
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: new RegExp(plant) }) })
      .filter({ hasText: 'Sunny bed' });
    await expect(row.getByRole('button', { name: `Overall for ${plant}: Good` })).toBeVisible();
  }

  // Remove from zone, after confirming, on the plant's details: the zone keeps only the tomato.
  await page.goto(detailsAddress);
  await sunnyBed.getByRole('button', { name: 'Remove from zone Sunny bed' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Black-eyed Susan from Sunny bed?' });
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Black-eyed Susan was removed from Sunny bed.')).toBeVisible();
  await expect(sunnyBed.getByRole('button', { name: 'Add to zone Sunny bed' })).toBeVisible();
  await expect(sunnyBed.getByText('Growing here')).toHaveCount(0);
  await page.goto(page.url().replace(/#.*$/, `#/zones/view/${zoneId}?key=${gardener.key}`));
  await expect(zonePlants.getByText('Tomato', { exact: true })).toBeVisible();
  await expect(zonePlants.getByText('Black-eyed Susan', { exact: true })).toHaveCount(0);
});
