import type { Yard, ZonePlant } from '@thrive/shared/contracts';

/** One of the zones a plant grows in: the plant-in-zone a check is about. */
interface HealthPlace {
  plantZoneId: number;
  /** "Front yard – Border bed". */
  label: string;
  zoneName: string;
}

/** One of the gardener's plants, listed once however many zones it grows in. */
export interface HealthPlantChoice {
  plantId: number;
  name: string;
  /** Where it grows, in the order the server lists the zones (yards newest first). */
  places: HealthPlace[];
}

/**
 * The gardener's plants for the check, each once (by plant id), by name. A plant grown in
 * several zones is one plant to the gardener, so it is not listed once per zone; its zones
 * are kept, because the check reasons from the zone's conditions (SPEC §7, PlantZoneId) and
 * the gardener says which zone when there is more than one.
 */
export function healthPlantChoices(
  plants: readonly ZonePlant[],
  yards: readonly Yard[],
): HealthPlantChoice[] {
  const yardNames = new Map(yards.map((yard) => [yard.Id, yard.Name]));
  const byPlant = new Map<number, HealthPlantChoice>();
  for (const plant of plants) {
    let choice = byPlant.get(plant.PlantId);
    if (!choice) {
      choice = { plantId: plant.PlantId, name: plant.CommonName, places: [] };
      byPlant.set(plant.PlantId, choice);
    }
    const yardName = yardNames.get(plant.YardId);
    choice.places.push({
      plantZoneId: plant.Id,
      label: yardName ? `${yardName} – ${plant.ZoneName}` : plant.ZoneName,
      zoneName: plant.ZoneName,
    });
  }
  return [...byPlant.values()].sort(
    (a, b) => a.name.localeCompare(b.name, 'en-US', { sensitivity: 'base' }) || a.plantId - b.plantId,
  );
}

/** "Tomato (Veg bed, Bog)": the plant and the zones it grows in, as the list shows it. */
export function choiceText(choice: HealthPlantChoice): string {
  const zones = [...new Set(choice.places.map((place) => place.zoneName))];
  return `${choice.name} (${zones.join(', ')})`;
}

/** The plant a plant-in-zone id belongs to, or undefined. */
export function choiceOf(
  choices: readonly HealthPlantChoice[],
  plantZoneId: number,
): HealthPlantChoice | undefined {
  return choices.find((choice) => choice.places.some((place) => place.plantZoneId === plantZoneId));
}
