import { createYardWithZone, type GardenApi } from './garden-api';

const LAVENDER = 'Lavandula angustifolia';

/**
 * A yard in zone 7b with two sunny zones, Zone A (dry) and Zone B (wet), and English
 * Lavender, which needs dry soil, planted in Zone B: it scores poor on water there and good
 * in Zone A. Made through the API as the yard, zone and plant screens do.
 */
export async function lavenderInAWetZone(api: GardenApi) {
  const { yardId, zoneId: zoneA } = await createYardWithZone(
    api,
    { name: 'Home', zip: '10001', hardinessZone: '7b' },
    { name: 'Zone A', sun: 'Full Sun', water: 'Dry' },
  );
  const lists = await api.call<{
    SunRequirements: { Id: number; Name: string }[];
    WaterRequirements: { Id: number; Name: string }[];
  }>('GET', '/Common/0/GrowingConditions');
  const { Id: zoneB } = await api.call<{ Id: number }>('POST', `createzone/${yardId}`, {
    Name: 'Zone B',
    SunRequirementId: lists.SunRequirements.find((item) => item.Name === 'Full Sun')!.Id,
    WaterRequirementId: lists.WaterRequirements.find((item) => item.Name === 'Wet')!.Id,
  });
  const found = await api.call<{ Items: { Id: number; BotanicalName: string }[] }>(
    'GET',
    `/Plants/0/Search/?k=${encodeURIComponent(LAVENDER)}&c=10`,
  );
  const lavender = found.Items.find((item) => item.BotanicalName === LAVENDER);
  if (!lavender) throw new Error(`${LAVENDER} is not in the catalogue`);
  await api.call('POST', `TogglePlantZone/${zoneB}`, { plantId: lavender.Id, fertilizerId: 0 });
  return { yardId, zoneA, zoneB, lavenderId: lavender.Id };
}
