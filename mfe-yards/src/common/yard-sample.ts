import type { ZonePlant } from '@thrive/shared/contracts';

/**
 * A yard's plants in the order its card shows them: each kind once (a lavender in three beds
 * is one picture), taking turns between the zones, so the first pictures show the whole yard
 * rather than only its first bed.
 */
export function yardSample<T extends Pick<ZonePlant, 'ZoneId' | 'PlantId'>>(plants: readonly T[]): T[] {
  const byZone = new Map<number, T[]>();
  for (const plant of plants) {
    const zone = byZone.get(plant.ZoneId);
    if (zone) zone.push(plant);
    else byZone.set(plant.ZoneId, [plant]);
  }
  const zones = [...byZone.values()];
  const longest = Math.max(0, ...zones.map((zone) => zone.length));
  const seen = new Set<number>();
  const sample: T[] = [];
  for (let turn = 0; turn < longest; turn += 1) {
    for (const zone of zones) {
      const plant = zone[turn];
      if (plant && !seen.has(plant.PlantId)) {
        seen.add(plant.PlantId);
        sample.push(plant);
      }
    }
  }
  return sample;
}
