import type { APIRequestContext } from '@playwright/test';
import type { Gardener } from './users';

/** The API as a gardener's app calls it: signed in through the bridge with their key. */
export async function gardenApi(request: APIRequestContext, gardener: Gardener) {
  const bridge = await request.post('/api/bridge', { data: { username: gardener.key } });
  if (!bridge.ok()) throw new Error(`bridge answered ${bridge.status()}`);
  const { Id, Token } = (await bridge.json()) as { Id: number; Token: string };
  const headers = { 'x-app': `thrive|${Id}`, 'x-token': Token };
  const url = (path: string) => `/api/users/${Id}/${path}`;
  async function call<T>(method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
    const response = await request.fetch(url(path), { method, headers, data });
    if (!response.ok())
      throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
    return (await response.json()) as T;
  }
  return { id: Id, call };
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
