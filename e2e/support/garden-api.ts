import type { APIRequestContext } from '@playwright/test';
import type { Gardener } from './users';

/** The API as a gardener's app calls it: signed in through the bridge with their key. */
export async function gardenApi(request: APIRequestContext, gardener: Gardener) {
  const bridge = await request.post('/api/bridge', { data: { username: gardener.key } });
  if (!bridge.ok()) throw new Error(`bridge answered ${bridge.status()}`);
  const { Id, Token } = (await bridge.json()) as { Id: number; Token: string };
  const headers = { 'x-app': `thrive|${Id}`, 'x-token': Token };
  // A path from the root ('/Common/0/...') or under the gardener ('yards' is users/{uid}/yards).
  const url = (path: string) => (path.startsWith('/') ? `/api${path}` : `/api/users/${Id}/${path}`);
  async function call<T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    data?: unknown,
  ): Promise<T> {
    const response = await request.fetch(url(path), { method, headers, data });
    if (!response.ok())
      throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
    return (await response.json()) as T;
  }
  return { id: Id, call };
}

export type GardenApi = Awaited<ReturnType<typeof gardenApi>>;

interface GrowingConditions {
  SunRequirements: { Id: number; Name: string }[];
  WaterRequirements: { Id: number; Name: string }[];
  HardinessZones: { Id: number; Name: string }[];
}

function idByName(items: { Id: number; Name: string }[], name: string): number {
  const item = items.find((candidate) => candidate.Name === name);
  if (!item) throw new Error(`no reference item named ${name}`);
  return item.Id;
}

/**
 * A yard (by ZIP, its hardiness zone chosen by hand) with one zone, made through the API as the
 * yard set-up and the zone form do; conditions by their names ('7b', 'Full Sun', 'Medium').
 */
export async function createYardWithZone(
  api: GardenApi,
  yard: { name: string; zip: string; hardinessZone: string },
  zone: { name: string; sun: string; water: string },
): Promise<{ yardId: number; zoneId: number }> {
  const lists = await api.call<GrowingConditions>('GET', '/Common/0/GrowingConditions');
  const { Id: yardId } = await api.call<{ Id: number }>('POST', 'yard', {
    Name: yard.name,
    PostalCode: yard.zip,
    HardinessZoneId: idByName(lists.HardinessZones, yard.hardinessZone),
  });
  const { Id: zoneId } = await api.call<{ Id: number }>('POST', `createzone/${yardId}`, {
    Name: zone.name,
    SunRequirementId: idByName(lists.SunRequirements, zone.sun),
    WaterRequirementId: idByName(lists.WaterRequirements, zone.water),
  });
  return { yardId, zoneId };
}

/**
 * Plant ids by botanical name, read from the sample yard of a gardener made for it. Until
 * the plant search exists (issue 6), this is how a test finds catalogue plants; ids are
 * reference data, the same for every gardener.
 */
export async function samplePlantIds(
  request: APIRequestContext,
  sampleGardener: Gardener,
): Promise<Map<string, number>> {
  const api = await gardenApi(request, sampleGardener);
  const plants = await api.call<{ PlantId: number; BotanicalName: string }[]>('GET', 'ZonePlants/0?yid=0');
  return new Map(plants.map((plant) => [plant.BotanicalName, plant.PlantId]));
}
