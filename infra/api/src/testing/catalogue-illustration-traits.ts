import { catalogueEntrySchema } from '../reference-data/catalogue-entry';
import { readCatalogueFiles } from '../reference-data/reference-files';
import type { PlantIllustrationTraits } from '../features/plant-illustrations/illustration-traits';
import { leafTraitsByName } from '../features/plant-identification/leaf-traits-file';

/** Every curated catalogue plant's illustration traits, as the seed reads them from its row. */
export function curatedIllustrationTraits(): PlantIllustrationTraits[] {
  const leaves = leafTraitsByName();
  return readCatalogueFiles().flatMap(({ category, entries }) =>
    entries.map((raw) => {
      const entry = catalogueEntrySchema.parse(raw);
      return {
        botanicalName: entry.botanicalName,
        commonName: entry.commonName,
        description: entry.description,
        bloomColors: entry.bloomColors,
        // The seed stores sizes rounded to whole inches.
        heightMinIn: Math.round(entry.heightInches.min),
        heightMaxIn: Math.round(entry.heightInches.max),
        spreadMinIn: Math.round(entry.spreadInches.min),
        spreadMaxIn: Math.round(entry.spreadInches.max),
        category,
        leafRetention: entry.leafRetention,
        leafShapes: leaves.get(entry.botanicalName)?.leafShapes ?? [],
      };
    }),
  );
}
