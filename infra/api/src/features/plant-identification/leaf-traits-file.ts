import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  LEAF_ARRANGEMENTS,
  LEAF_SHAPES,
  type LeafArrangement,
  type LeafShape,
} from '@thrive/shared/contracts';
import { REFERENCE_DATA_ROOT } from '../../reference-data/reference-files';

export const LEAF_TRAITS_FILE = path.join('identification', 'leaf-traits.json');

/** A plant's leaves as the key asks about them; see the file's "about" for the rules. */
export interface LeafTraits {
  leafShapes: readonly LeafShape[];
  /** Empty when the plant shows no leaves to arrange (a cactus). */
  leafArrangements: readonly LeafArrangement[];
}

const traitsSchema = z.strictObject({
  leafShapes: z.array(z.enum(LEAF_SHAPES)).min(1).max(3),
  leafArrangements: z.array(z.enum(LEAF_ARRANGEMENTS)).max(3),
});

export const leafTraitsFileSchema = z.strictObject({
  about: z.string().min(40),
  plants: z.record(z.string().min(3), traitsSchema),
});

let known: ReadonlyMap<string, LeafTraits> | undefined;

/**
 * Leaf shape and arrangement by botanical name (`reference-data/identification/leaf-traits.json`,
 * written by us: the catalogue has neither). Read once per process: the file ships with the
 * code and changes only with it. A malformed file fails loudly, like the other reference files;
 * whether every curated plant is in it is the data test's to check.
 */
export function leafTraitsByName(): ReadonlyMap<string, LeafTraits> {
  if (known) return known;
  const file = path.join(REFERENCE_DATA_ROOT, LEAF_TRAITS_FILE);
  const parsed = leafTraitsFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`reference-data/${LEAF_TRAITS_FILE}: ${parsed.error.message}`);
  known = new Map(Object.entries(parsed.data.plants));
  return known;
}
