import { z } from 'zod';
import { readList } from './reference-files';

const names = (list: string) => readList(list).map((item) => item.Name) as [string, ...string[]];
const oneOf = (list: string) => z.enum(names(list));

/** Zone labels 1a..13b in order; a zone's id is its index + 1 (see lists/hardiness-zones.json). */
export const ZONE_LABELS = readList('hardiness-zones').map((zone) => zone.Name);
const zoneLabel = z.enum(ZONE_LABELS as [string, ...string[]]);

const inches = z
  .object({ min: z.number().positive(), max: z.number().positive() })
  .refine((range) => range.min <= range.max, 'min must not be above max');

/**
 * One plant of the curated catalogue, as written in `reference-data/catalogue/*.json`.
 * Names refer to the reference lists so the files stay readable; ids are given at seed.
 * Zones are where the plant survives the winter in the ground; for plants grown as
 * annuals (vegetables, annual flowers) they are the zones where gardeners grow them
 * successfully in season.
 */
export const catalogueEntrySchema = z
  .strictObject({
    commonName: z.string().min(2),
    botanicalName: z.string().min(3),
    otherNames: z.array(z.string().min(2)).default([]),
    description: z.string().min(20).max(300),
    lifecycle: z.enum(['annual', 'biennial', 'perennial']),
    sun: oneOf('sun-requirements'),
    altSun: oneOf('sun-requirements').nullable(),
    water: oneOf('water-requirements'),
    zoneLow: zoneLabel,
    zoneHigh: zoneLabel,
    bloomTimes: z.array(oneOf('flower-times')).min(1),
    bloomColors: z.array(z.string().regex(/^[a-z]+( [a-z]+)?$/, 'lower-case colour words')),
    heightInches: inches,
    spreadInches: inches,
    growthRate: oneOf('growth-rates'),
    leafRetention: oneOf('leaf-retentions'),
    effort: oneOf('effort'),
    attractants: z.array(oneOf('attractants')),
    resistances: z.array(oneOf('resistances')),
    tolerances: z.array(oneOf('tolerances')),
    poisonous: z.array(oneOf('poisonous')),
  })
  .refine((plant) => ZONE_LABELS.indexOf(plant.zoneLow) <= ZONE_LABELS.indexOf(plant.zoneHigh), {
    message: 'zoneLow must not be above zoneHigh',
    path: ['zoneHigh'],
  });

export type CatalogueEntry = z.infer<typeof catalogueEntrySchema>;
