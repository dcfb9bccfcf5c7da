import type { ZonePlant } from '@thrive/shared/contracts';

/** An entry of "About one of my plants": a plant, in one of the gardener's zones or not. */
export interface PlantChoice {
  value: string;
  label: string;
  PlantId: number;
  ZoneId: number;
}

export const NO_PLANT = '';

const valueOf = (plantId: number, zoneId: number) => `${plantId}:${zoneId}`;

/** The PlantId and ZoneId a choice stands for (0 and 0 for none). */
export function aboutIds(
  choices: readonly PlantChoice[],
  value: string,
): { PlantId: number; ZoneId: number } {
  const choice = choices.find((item) => item.value === value);
  return { PlantId: choice?.PlantId ?? 0, ZoneId: choice?.ZoneId ?? 0 };
}

/**
 * The gardener's plants in their zones, by name, each with its zone; and the plant the page
 * was opened for (`pid`, from a plant's details) when they do not grow it: a question may be
 * about a plant they only think of planting.
 */
export function plantChoices(
  zonePlants: readonly ZonePlant[],
  opened: { id: number; name: string } | null,
): PlantChoice[] {
  const seen = new Set<string>();
  const grown = [...zonePlants]
    .sort((a, b) => a.CommonName.localeCompare(b.CommonName) || a.ZoneName.localeCompare(b.ZoneName))
    .flatMap((plant) => {
      const value = valueOf(plant.PlantId, plant.ZoneId);
      if (seen.has(value)) return [];
      seen.add(value);
      return [
        {
          value,
          label: `${plant.CommonName} – ${plant.ZoneName}`,
          PlantId: plant.PlantId,
          ZoneId: plant.ZoneId,
        },
      ];
    });
  if (!opened || grown.some((choice) => choice.PlantId === opened.id)) return grown;
  return [{ value: valueOf(opened.id, 0), label: opened.name, PlantId: opened.id, ZoneId: 0 }, ...grown];
}

/** What the select starts on: the plant the page was opened for (in a zone when grown), else none. */
export function firstChoice(choices: readonly PlantChoice[], pid: number): string {
  if (pid <= 0) return NO_PLANT;
  return choices.find((choice) => choice.PlantId === pid)?.value ?? NO_PLANT;
}
