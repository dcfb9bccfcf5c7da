import type { GrowingConditions } from '../contracts/reference';

/**
 * The growing-condition lists as the API seeds them from infra/api/reference-data/lists
 * (sun-requirements, water-requirements, hardiness-zones, fertilizers), in the shape
 * Common/0/GrowingConditions answers. Every package's fixtures draw from these, so an id means
 * the same thing in every test; reference-fixtures.test.ts keeps them equal to the files.
 * The lists are copied, not imported: @thrive/shared imports nothing of infra/.
 */
export const REFERENCE_CONDITIONS: GrowingConditions = {
  SunRequirements: [
    { Id: 1, Name: 'Full Shade', PX: 1 },
    { Id: 2, Name: 'Mostly Shade', PX: 2 },
    { Id: 3, Name: 'Part Shade', PX: 3 },
    { Id: 4, Name: 'Part Sun', PX: 5 },
    { Id: 5, Name: 'Mostly Sun', PX: 6 },
    { Id: 6, Name: 'Full Sun', PX: 8 },
    { Id: 7, Name: 'Sun to Shade', PX: 0 },
  ],
  WaterRequirements: [
    { Id: 1, Name: 'Dry' },
    { Id: 2, Name: 'Dry to Medium' },
    { Id: 3, Name: 'Medium' },
    { Id: 4, Name: 'Medium to Wet' },
    { Id: 5, Name: 'Wet' },
  ],
  HardinessZones: [
    { Id: 1, Name: '1a', MinTempF: -60, MaxTempF: -55 },
    { Id: 2, Name: '1b', MinTempF: -55, MaxTempF: -50 },
    { Id: 3, Name: '2a', MinTempF: -50, MaxTempF: -45 },
    { Id: 4, Name: '2b', MinTempF: -45, MaxTempF: -40 },
    { Id: 5, Name: '3a', MinTempF: -40, MaxTempF: -35 },
    { Id: 6, Name: '3b', MinTempF: -35, MaxTempF: -30 },
    { Id: 7, Name: '4a', MinTempF: -30, MaxTempF: -25 },
    { Id: 8, Name: '4b', MinTempF: -25, MaxTempF: -20 },
    { Id: 9, Name: '5a', MinTempF: -20, MaxTempF: -15 },
    { Id: 10, Name: '5b', MinTempF: -15, MaxTempF: -10 },
    { Id: 11, Name: '6a', MinTempF: -10, MaxTempF: -5 },
    { Id: 12, Name: '6b', MinTempF: -5, MaxTempF: 0 },
    { Id: 13, Name: '7a', MinTempF: 0, MaxTempF: 5 },
    { Id: 14, Name: '7b', MinTempF: 5, MaxTempF: 10 },
    { Id: 15, Name: '8a', MinTempF: 10, MaxTempF: 15 },
    { Id: 16, Name: '8b', MinTempF: 15, MaxTempF: 20 },
    { Id: 17, Name: '9a', MinTempF: 20, MaxTempF: 25 },
    { Id: 18, Name: '9b', MinTempF: 25, MaxTempF: 30 },
    { Id: 19, Name: '10a', MinTempF: 30, MaxTempF: 35 },
    { Id: 20, Name: '10b', MinTempF: 35, MaxTempF: 40 },
    { Id: 21, Name: '11a', MinTempF: 40, MaxTempF: 45 },
    { Id: 22, Name: '11b', MinTempF: 45, MaxTempF: 50 },
    { Id: 23, Name: '12a', MinTempF: 50, MaxTempF: 55 },
    { Id: 24, Name: '12b', MinTempF: 55, MaxTempF: 60 },
    { Id: 25, Name: '13a', MinTempF: 60, MaxTempF: 65 },
    { Id: 26, Name: '13b', MinTempF: 65, MaxTempF: 70 },
  ],
  Fertilizers: [
    { Id: 1, Name: 'Balanced all-purpose (10-10-10)' },
    { Id: 2, Name: 'Slow-release granules' },
    { Id: 3, Name: 'Compost or well-rotted manure' },
    { Id: 4, Name: 'Acid-loving plant food' },
    { Id: 5, Name: 'Bloom booster (high phosphorus)' },
    { Id: 6, Name: 'Lawn and leafy greens (high nitrogen)' },
    { Id: 7, Name: 'Fish emulsion or seaweed (liquid)' },
    { Id: 8, Name: 'No fertilizer' },
  ],
};

type ListName = keyof GrowingConditions;

/**
 * Common/0/GrowingConditions with only the items of these ids, in the lists' own order: a
 * fixture names what its tests pick from, and keeps the real names and hours of sun.
 */
export function referenceConditions(ids: Partial<Record<ListName, readonly number[]>>): GrowingConditions {
  return {
    SunRequirements: pick('SunRequirements', ids.SunRequirements),
    WaterRequirements: pick('WaterRequirements', ids.WaterRequirements),
    HardinessZones: pick('HardinessZones', ids.HardinessZones),
    Fertilizers: pick('Fertilizers', ids.Fertilizers),
  };
}

function pick<L extends ListName>(list: L, ids: readonly number[] = []): GrowingConditions[L] {
  const unknown = ids.filter((id) => !REFERENCE_CONDITIONS[list].some((item) => item.Id === id));
  if (unknown.length > 0) throw new Error(`${list} has no item with id ${unknown.join(', ')}.`);
  return REFERENCE_CONDITIONS[list].filter((item) => ids.includes(item.Id)) as GrowingConditions[L];
}
