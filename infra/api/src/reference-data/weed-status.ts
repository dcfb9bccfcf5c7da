import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { WEED_STATUSES, type WeedStatus } from '@thrive/shared/contracts';
import { speciesKey } from './import/botanical-name';
import { REFERENCE_DATA_ROOT } from './reference-files';

/** Our list of noxious and invasive weeds, one entry per species (see its "about"). */
const INVASIVE_PLANTS_FILE = path.join(REFERENCE_DATA_ROOT, 'lists', 'invasive-plants.json');

const invasivePlantSchema = z.object({
  BotanicalName: z.string(),
  /** For the people who keep the list: the plant's details show the catalogue's own name. */
  CommonName: z.string(),
  Status: z.enum(WEED_STATUSES),
  /** Curated catalogue plants (botanical names) to plant in its place, best first. */
  Instead: z.array(z.string()).default([]),
});
export type InvasivePlant = z.output<typeof invasivePlantSchema>;

let entries: readonly InvasivePlant[] | undefined;
let bySpecies: ReadonlyMap<string, InvasivePlant> | undefined;

/** The list as written, read once: the seed and the import ask for thousands of plants. */
export function invasivePlants(): readonly InvasivePlant[] {
  entries ??= z
    .object({ items: z.array(invasivePlantSchema) })
    .parse(JSON.parse(readFileSync(INVASIVE_PLANTS_FILE, 'utf8'))).items;
  return entries;
}

/**
 * The entry of the species a plant belongs to. By species rather than by name, so every
 * variety, subspecies and cultivar of a listed weed is marked too ("Hedera helix 'Baltica'").
 */
function listedSpecies(botanicalName: string): InvasivePlant | undefined {
  bySpecies ??= new Map(
    invasivePlants().flatMap((plant) => {
      const key = speciesKey(plant.BotanicalName);
      return key ? [[key, plant] as const] : [];
    }),
  );
  const key = speciesKey(botanicalName);
  return key ? bySpecies.get(key) : undefined;
}

/** 'noxious' or 'invasive' for a plant of a listed species, null for any other plant. */
export const weedStatusOf = (botanicalName: string): WeedStatus | null =>
  listedSpecies(botanicalName)?.Status ?? null;

/** The curated plants (botanical names) the list offers instead of this weed; none for others. */
export const plantInsteadOf = (botanicalName: string): readonly string[] =>
  listedSpecies(botanicalName)?.Instead ?? [];
