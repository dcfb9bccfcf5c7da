import { eq, inArray } from 'drizzle-orm';
import type { Yard, Zone } from '@thrive/shared/contracts';
import { plants, plantZones, zones } from '../db/schema';
import { signedInDirectly } from './identity-fixture';
import type { Gardener, SeededApp } from './seeded-app';

export const COMPOST = 3;
export const SLOW_RELEASE = 2;
export const BED = { SunRequirementId: 6, WaterRequirementId: 3, Notes: '' };

/**
 * Yards are planted through the API, as a gardener would, so a copy or a transfer starts
 * from what the routes make. The app needs the geo fixture: the yards are made from ZIP 10001.
 */
export function plantedYards(api: SeededApp) {
  const gardener = (email: string) => signedInDirectly(api.db, { email });
  const ok = async (who: Gardener, method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object) => {
    const response = await api.call(who, method, path, payload);
    expect(`${method} ${path}: ${response.statusCode} ${response.body}`).toMatch(/: 200 /);
    return response.json();
  };
  const identityOf = async (who: Gardener) =>
    (await api.app.inject({ url: `/api/users/${who.identity.Id}`, headers: who.headers })).json();
  const plantIds = async () => {
    const found = await api.db
      .select({ id: plants.id, name: plants.botanicalName })
      .from(plants)
      .where(inArray(plants.botanicalName, ['Ocimum basilicum', 'Solanum lycopersicum']));
    return {
      basil: found.find((plant) => plant.name === 'Ocimum basilicum')!.id,
      tomato: found.find((plant) => plant.name === 'Solanum lycopersicum')!.id,
    };
  };
  /** A yard with a bed of basil (compost) and tomato (slow release) and an empty pots zone. */
  const plantedYard = async (who: Gardener, Name: string) => {
    const { basil, tomato } = await plantIds();
    const yard: Yard = await ok(who, 'POST', '/yard', { Name, PostalCode: '10001' });
    const bed: Zone = await ok(who, 'POST', `/createzone/${yard.Id}`, { ...BED, Name: 'Bed' });
    const pots: Zone = await ok(who, 'POST', `/createzone/${yard.Id}`, { ...BED, Name: 'Pots' });
    await ok(who, 'POST', `/TogglePlantZone/${bed.Id}`, { plantId: basil, fertilizerId: COMPOST });
    await ok(who, 'POST', `/TogglePlantZone/${bed.Id}`, { plantId: tomato, fertilizerId: SLOW_RELEASE });
    return { yard, bed, pots, basil, tomato };
  };
  /** What grows where in a yard: zone name -> [plant id, fertilizer id, owner]. */
  const contents = async (yardId: number) => {
    const rows = await api.db
      .select({
        zone: zones.name,
        zoneOwner: zones.userId,
        plantId: plantZones.plantId,
        fertilizerId: plantZones.fertilizerId,
        owner: plantZones.userId,
      })
      .from(zones)
      .leftJoin(plantZones, eq(plantZones.zoneId, zones.id))
      .where(eq(zones.yardId, yardId))
      .orderBy(zones.name, plantZones.plantId);
    return rows.map((row) => [row.zone, row.zoneOwner, row.plantId, row.fertilizerId, row.owner]);
  };
  return { gardener, ok, identityOf, plantedYard, contents };
}
