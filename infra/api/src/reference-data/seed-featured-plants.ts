import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/database';
import { featuredPlants, plants } from '../db/schema';
import { readOperatorSponsors } from './operator-files';
import { readCatalogueFiles, REFERENCE_DATA_ROOT } from './reference-files';

const FILE = 'featured-plants.json';

const sponsorFeaturesSchema = z.strictObject({
  sponsorId: z.number().int().positive(),
  plants: z
    .array(z.strictObject({ botanicalName: z.string().min(3), rank: z.number().int().positive() }))
    .min(1),
});

export interface FeaturedPlantRow {
  sponsorId: number;
  botanicalName: string;
  rank: number;
}

/**
 * The plants each sponsor features (reference-data/operator/featured-plants.json), one row
 * per sponsor and plant. A sponsor the sponsors file lacks, a name the curated catalogue
 * lacks or a plant listed twice for one sponsor fails loudly: a typo must not quietly
 * shorten a partner's page.
 */
export function readFeaturedPlants(): FeaturedPlantRow[] {
  const raw = JSON.parse(readFileSync(path.join(REFERENCE_DATA_ROOT, 'operator', FILE), 'utf8')) as {
    items?: unknown;
  };
  const parsed = z.array(sponsorFeaturesSchema).safeParse(raw.items);
  if (!parsed.success) throw new Error(`reference-data/operator/${FILE}: ${parsed.error.message}`);
  const sponsorIds = new Set(readOperatorSponsors().map((sponsor) => sponsor.id));
  const catalogue = new Set(
    readCatalogueFiles().flatMap(({ entries }) =>
      entries.map((entry) => (entry as { botanicalName?: string }).botanicalName),
    ),
  );
  return parsed.data.flatMap(({ sponsorId, plants: featured }) => {
    const fail = (problem: string) =>
      new Error(`reference-data/operator/${FILE}, sponsor ${sponsorId}: ${problem}`);
    if (!sponsorIds.has(sponsorId)) throw fail('not a sponsor of sponsors.json');
    const seen = new Set<string>();
    return featured.map(({ botanicalName, rank }) => {
      if (!catalogue.has(botanicalName)) throw fail(`"${botanicalName}" is not a catalogue plant`);
      if (seen.has(botanicalName)) throw fail(`"${botanicalName}" is listed twice`);
      seen.add(botanicalName);
      return { sponsorId, botanicalName, rank };
    });
  });
}

/**
 * Writes the featured plants, upserted by (sponsor, plant) like the other operator data: a
 * second run updates ranks and adds nothing; plants an operator featured by hand stay.
 * Run after the catalogue and the sponsors are seeded; plants not in the database yet are
 * skipped (the file itself was checked against the catalogue files).
 */
export async function seedFeaturedPlants(db: Database): Promise<number> {
  const rows = readFeaturedPlants();
  if (!rows.length) return 0;
  const found = await db
    .select({ id: plants.id, botanicalName: plants.botanicalName })
    .from(plants)
    .where(inArray(plants.botanicalName, [...new Set(rows.map((row) => row.botanicalName))]));
  const idOf = new Map(found.map((plant) => [plant.botanicalName, plant.id]));
  const values = rows.flatMap(({ sponsorId, botanicalName, rank }) => {
    const plantId = idOf.get(botanicalName);
    return plantId === undefined ? [] : [{ sponsorId, plantId, rank }];
  });
  if (!values.length) return 0;
  await db
    .insert(featuredPlants)
    .values(values)
    .onConflictDoUpdate({
      target: [featuredPlants.sponsorId, featuredPlants.plantId],
      set: { rank: sql.raw('excluded.rank') },
    });
  return values.length;
}
