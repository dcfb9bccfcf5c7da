import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { readCatalogueFiles, readList, REFERENCE_DATA_ROOT } from './reference-files';
import { ZONE_LABELS } from './catalogue-entry';

const FILE = path.join('landscape-styles', 'styles.json');

const names = (list: string) => readList(list).map((item) => item.Name) as [string, ...string[]];
const namesOf = (list: string) => z.array(z.enum(names(list))).min(1);
const zoneLabel = z.enum(ZONE_LABELS as [string, ...string[]]);

/** The growing conditions and character a style suits, by reference-list names (SPEC §3 Design filter). */
const profileSchema = z.strictObject({
  sun: namesOf('sun-requirements'),
  water: namesOf('water-requirements'),
  hardiness: z
    .strictObject({ low: zoneLabel, high: zoneLabel })
    .refine((range) => ZONE_LABELS.indexOf(range.low) <= ZONE_LABELS.indexOf(range.high), {
      message: 'low must not be above high',
    }),
  effort: namesOf('effort'),
  cost: namesOf('costs'),
  growthRate: namesOf('growth-rates'),
  attractants: namesOf('attractants'),
});

/** One style as written in `reference-data/landscape-styles/styles.json`. */
const landscapeStyleEntrySchema = z.strictObject({
  name: z.string().min(3).max(60),
  description: z.string().min(80).max(600),
  profile: profileSchema,
  /** Catalogue botanical names, back of the bed first; ids are given at seed. */
  palette: z.array(z.string().min(3)).min(8).max(15),
  tips: z.array(z.string().min(10).max(200)).min(2).max(6),
});

export type LandscapeStyleEntry = z.infer<typeof landscapeStyleEntrySchema>;
export type LandscapeStyleProfile = LandscapeStyleEntry['profile'];

/**
 * Our landscape styles (DESIGN §6). A malformed entry or a style written twice fails
 * loudly, like the other reference files. Palette names are checked by `paletteProblems`
 * in the data test instead: a name the catalogue lacks must fail the test, not the start.
 */
export function readLandscapeStyles(): LandscapeStyleEntry[] {
  const raw = JSON.parse(readFileSync(path.join(REFERENCE_DATA_ROOT, FILE), 'utf8')) as { items?: unknown };
  const parsed = z.array(landscapeStyleEntrySchema).safeParse(raw.items);
  if (!parsed.success) throw new Error(`reference-data/${FILE}: ${parsed.error.message}`);
  const styleNames = new Set<string>();
  for (const { name } of parsed.data) {
    if (styleNames.has(name)) throw new Error(`reference-data/${FILE}: "${name}" is written twice`);
    styleNames.add(name);
  }
  return parsed.data;
}

/** Palette names the curated catalogue lacks, and plants listed twice in one palette. */
export function paletteProblems(styles: readonly LandscapeStyleEntry[]): string[] {
  const catalogue = new Set(
    readCatalogueFiles().flatMap(({ entries }) =>
      entries.map((entry) => (entry as { botanicalName?: string }).botanicalName),
    ),
  );
  return styles.flatMap((style) =>
    style.palette.flatMap((name, index) => [
      ...(catalogue.has(name) ? [] : [`${style.name}: "${name}" is not a catalogue plant`]),
      ...(style.palette.indexOf(name) < index ? [`${style.name}: "${name}" is listed twice`] : []),
    ]),
  );
}

/** Every zone label from low to high, inclusive. */
export function zonesOf(profile: LandscapeStyleProfile): string[] {
  const { low, high } = profile.hardiness;
  return ZONE_LABELS.slice(ZONE_LABELS.indexOf(low), ZONE_LABELS.indexOf(high) + 1);
}
