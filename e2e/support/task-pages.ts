import type { Locator, Page } from '@playwright/test';
import { createYardWithZone, type GardenApi } from './garden-api';

/**
 * A Raleigh yard (27606, zone 8a; its station, the nearest with frost normals in the shipped
 * NOAA table, is RALEIGH STATE UNIV) with a planted bed.
 */
export async function plantedRaleighBed(api: GardenApi, botanicalNames: string[]) {
  const { yardId, zoneId } = await createYardWithZone(
    api,
    { name: 'Back yard', zip: '27606', hardinessZone: '8a' },
    { name: 'Vegetable bed', sun: 'Full Sun', water: 'Medium' },
  );
  const plantIds = new Map<string, number>();
  for (const name of botanicalNames) {
    const page = await api.call<{ Items: { Id: number; BotanicalName: string }[] }>(
      'GET',
      `/Plants/0/Search/?k=${encodeURIComponent(name)}&c=10`,
    );
    const plant = page.Items.find((item) => item.BotanicalName === name);
    if (!plant) throw new Error(`${name} is not in the catalogue`);
    plantIds.set(name, plant.Id);
    await api.call('POST', `TogglePlantZone/${zoneId}`, { plantId: plant.Id, fertilizerId: 2 });
  }
  return { yardId, zoneId, plantIds };
}

/** The task list's items (SPEC §2.8), by their heading. */
export const taskItems = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });

/** Opens the sort & filter panel from the task list and returns it. */
export async function openSortFilter(page: Page): Promise<Locator> {
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Sort & filter/ })
    .click();
  return page.getByRole('complementary', { name: 'Sort & Filter' });
}
