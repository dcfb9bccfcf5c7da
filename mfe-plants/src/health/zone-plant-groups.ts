import type { Yard, ZonePlant } from '@thrive/shared/contracts';

/** The gardener's plants of one zone, under the yard and zone they grow in. */
export interface ZonePlantGroup {
  zoneId: number;
  /** "Front yard – Border bed". */
  label: string;
  plants: ZonePlant[];
}

/**
 * The plants grouped by yard and zone, in the order the server lists them (yards newest
 * first, zones as they were made, plants by name): the order of the gardener's other lists.
 */
export function groupZonePlants(plants: readonly ZonePlant[], yards: readonly Yard[]): ZonePlantGroup[] {
  const yardNames = new Map(yards.map((yard) => [yard.Id, yard.Name]));
  const groups: ZonePlantGroup[] = [];
  for (const plant of plants) {
    let group = groups.find((candidate) => candidate.zoneId === plant.ZoneId);
    if (!group) {
      const yardName = yardNames.get(plant.YardId);
      group = {
        zoneId: plant.ZoneId,
        label: yardName ? `${yardName} – ${plant.ZoneName}` : plant.ZoneName,
        plants: [],
      };
      groups.push(group);
    }
    group.plants.push(plant);
  }
  return groups;
}
