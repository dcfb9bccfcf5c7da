import { COMPANION_REASONS } from '@thrive/shared/contracts';
import { catalogueEntrySchema } from '../../reference-data/catalogue-entry';
import { readCatalogueFiles, readList } from '../../reference-data/reference-files';
import { weedStatusOf } from '../../reference-data/weed-status';
import { tooBigBeside } from './companion-ranking';
import {
  avoidedCompanions,
  companionTableProblems,
  curatedNames,
  pairsOf,
  readCompanionTable,
  tableCompanions,
  type PairingEntry,
} from './companion-table';

const file = readCompanionTable();
const table = file.pairings;
const names = curatedNames();
const categoryIds = new Map(
  readList('plant-categories').map((category) => [String(category.Key), category.Id]),
);
const curated = new Map(
  readCatalogueFiles().flatMap(({ category, entries }) =>
    entries.map((raw) => {
      const entry = catalogueEntrySchema.parse(raw);
      return [entry.botanicalName, { entry, categoryId: categoryIds.get(category)! }] as const;
    }),
  ),
);
const traitsOf = (name: string) => {
  const { entry, categoryId } = curated.get(names.get(name)!)!;
  return {
    categoryId,
    sunRequirementId: 0,
    waterRequirementId: 0,
    heightMaxIn: entry.heightInches.max,
    spreadMaxIn: entry.spreadInches.max,
  };
};
const companionsOf = (commonName: string) =>
  tableCompanions(names.get(commonName)!).map(
    (companion) => curated.get(companion.botanicalName)!.entry.commonName,
  );

describe('companion table (reference-data/companions/pairings.json)', () => {
  test('the file is valid: an about, and pairings each with plants, companions, a reason and a note', () => {
    expect(table.length).toBeGreaterThanOrEqual(20);
    for (const entry of table) expect(COMPANION_REASONS).toContain(entry.reason);
    // The four reasons the app explains are all used.
    expect(new Set(table.map((entry) => entry.reason))).toEqual(
      new Set(['Pest deterrence', 'Pollinators', 'Shade', 'Nitrogen', 'Support']),
    );
  });

  test('every name resolves to a curated catalogue plant; no plant is paired with itself, no pair twice', () => {
    expect(companionTableProblems(file)).toEqual([]);
  });

  test('a name the catalogue lacks, a plant paired with itself and a pair written twice are reported', () => {
    const entry = (plants: string[], companions: string[]): PairingEntry => ({
      plants,
      companions,
      reason: 'Pollinators',
      note: 'A note long enough to pass the schema of the file.',
    });
    expect(
      companionTableProblems({
        pairings: [
          entry(['Tomato'], ['Basill']),
          entry(['Tomato'], ['Solanum lycopersicum']),
          entry(['Tomato'], ['Basil']),
          entry(['Basil'], ['Tomato']),
        ],
        avoid: [{ plants: ['Fennel'], companions: ['Basil', 'Tomato'], note: 'Both paired and avoided.' }],
      }),
    ).toEqual([
      '"Basill" is not a catalogue plant',
      'Tomato is paired with Solanum lycopersicum, itself',
      'Basil and Tomato are listed twice',
    ]);
    expect(
      companionTableProblems({
        pairings: [entry(['Tomato'], ['Basil'])],
        avoid: [{ plants: ['Tomato'], companions: ['Basil'], note: 'Both paired and avoided.' }],
      }),
    ).toEqual(['Tomato and Basil are listed twice']);
  });

  test('issue 28: no plant of the table is a noxious or invasive weed', () => {
    const all = [...new Set(table.flatMap((entry) => [...entry.plants, ...entry.companions]))];
    expect(all.length).toBeGreaterThan(40);
    expect(all.filter((name) => weedStatusOf(names.get(name)!))).toEqual([]);
  });

  test('no herb or vegetable is paired with a tree or anything over 3 m tall', () => {
    const tooBig = pairsOf(table)
      .filter(([plant, companion]) => tooBigBeside(traitsOf(plant), traitsOf(companion)))
      .map(([plant, companion]) => `${plant} with ${companion}`);
    expect(tooBig).toEqual([]);
  });

  test('pairings go both ways and keep the order written: classics first', () => {
    expect(companionsOf('Tomato').slice(0, 2)).toEqual(['Basil', 'French Marigold']);
    expect(companionsOf('Basil')).toEqual(expect.arrayContaining(['Tomato', 'Pepper']));
    expect(companionsOf('Carrot')).toEqual(['Onion', 'Chives', 'Leek', 'Scallion']);
    expect(companionsOf('Sweet Corn')).toEqual(expect.arrayContaining(['Green Bean', 'Zucchini', 'Lettuce']));
  });

  test('pairs to avoid go both ways: fennel is never beside a tomato, nor the onion family beside beans', () => {
    expect(avoidedCompanions(names.get('Tomato')!).has(names.get('Fennel')!)).toBe(true);
    expect(avoidedCompanions(names.get('Fennel')!).has(names.get('Tomato')!)).toBe(true);
    expect(avoidedCompanions(names.get('Green Bean')!).has(names.get('Onion')!)).toBe(true);
    expect(avoidedCompanions(names.get('Basil')!).size).toBe(0);
  });

  test('a companion carries its reason and note', () => {
    const [basil] = tableCompanions(names.get('Tomato')!);
    expect(basil?.pairing.Reason).toBe('Pest deterrence');
    expect(basil?.pairing.Note).toMatch(/^Basil/);
  });
});
