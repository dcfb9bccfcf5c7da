import { test, expect } from '../support/fixtures';
import { violations } from '../support/axe';
import { createYardWithZone, gardenApi, type GardenApi } from '../support/garden-api';
import { screen } from '../support/plant-pages';
import { createGardener, signInPath } from '../support/users';

const LAVENDER = 'Lavandula angustifolia'; // English Lavender: Full Sun, Dry, 5a-9b

/** Puts a catalogue plant into a zone through the API, as the zone's Add plants does; its plant-zone id. */
async function plantInZone(api: GardenApi, zoneId: number, botanicalName: string): Promise<number> {
  const found = await api.call<{ Items: { Id: number; BotanicalName: string }[] }>(
    'GET',
    `/Plants/0/Search/?k=${encodeURIComponent(botanicalName)}&c=10`,
  );
  const plant = found.Items.find((item) => item.BotanicalName === botanicalName);
  if (!plant) throw new Error(`${botanicalName} is not in the catalogue`);
  await api.call('POST', `TogglePlantZone/${zoneId}`, { plantId: plant.Id, fertilizerId: 0 });
  const planted = await api.call<{ Id: number; PlantId: number }[]>('GET', `ZonePlants/${zoneId}?yid=0`);
  return planted.find((row) => row.PlantId === plant.Id)!.Id;
}

test('plant health (offline default): lavender in a wet zone with yellowing leaves is told too much water first, citing both facts', async ({
  page,
  request,
}) => {
  const gardener = await createGardener();
  const api = await gardenApi(request, gardener);
  const { zoneId } = await createYardWithZone(
    api,
    { name: 'Back yard', zip: '10001', hardinessZone: '7b' },
    { name: 'Rain garden', sun: 'Full Sun', water: 'Wet' },
  );
  const plantZoneId = await plantInZone(api, zoneId, LAVENDER);

  // `?pz=` preselects the plant, as a link from another screen would.
  await page.goto(
    signInPath(gardener).replace(/#.*$/, `#/images/health?pz=${plantZoneId}&key=${gardener.key}`),
  );
  const main = screen(page);
  await expect(main.getByRole('heading', { level: 2, name: 'Plant health check' })).toBeVisible();
  const form = main.getByRole('form', { name: 'What is wrong with your plant?' });
  const plant = form.getByRole('combobox', { name: 'Plant' });
  await expect(plant).toHaveValue(String(plantZoneId));
  await expect(plant.getByRole('option', { name: 'English Lavender' })).toBeAttached();
  expect.soft(await violations(page), 'health check form').toEqual([]);

  await form.getByRole('checkbox', { name: 'Yellowing leaves' }).check();
  await form.getByRole('button', { name: 'Check' }).click();

  const results = main.getByRole('region', { name: 'What may be wrong with English Lavender' });
  await expect(results).toBeVisible();
  // Announced to screen readers, and the results heading takes focus.
  await expect(
    main.getByRole('status').filter({ hasText: /^Found \d+ possible causes for English Lavender/ }),
  ).toBeVisible();
  await expect(results.getByRole('heading', { level: 3 })).toBeFocused();
  await expect(results).toContainText('Worked out from your answers, your zone and our garden data.');

  const causes = results.getByRole('list', { name: 'Causes, likely first' }).getByRole('article');
  const first = causes.first();
  await expect(first.getByRole('heading', { level: 4 })).toHaveText('Likely Too much water');
  await expect(first).toContainText('English Lavender needs dry soil; Rain garden is wet.');
  await expect(first).toContainText('This Zone has too much water for this plant');
  await expect(first.getByRole('listitem').first()).toBeVisible();
  await expect(results.getByRole('list', { name: 'The facts used' })).toContainText(
    'Rain garden in Back yard gets full sun and is wet.',
  );
  expect.soft(await violations(page), 'health check results').toEqual([]);
});
