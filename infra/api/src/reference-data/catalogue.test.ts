import { readList, readCatalogueFiles } from './reference-files';
import { catalogueEntrySchema } from './catalogue-entry';

/** DESIGN §6 / issue 3: the curated catalogue is complete and consistent. */
const files = readCatalogueFiles();
const categories = readList('plant-categories').map((c) => String(c.Key));

test('every catalogue file is a known category', () => {
  for (const { category } of files) expect(categories).toContain(category);
});

test.each(files.map((f) => [f.category, f.entries] as const))(
  'catalogue completeness: every %s plant has sun, water and both zones, ZoneLow <= ZoneHigh, and list names that exist',
  (_category, entries) => {
    for (const entry of entries) {
      const result = catalogueEntrySchema.safeParse(entry);
      const name = (entry as { commonName?: string }).commonName;
      expect(result.success ? 'valid' : `${name}: ${result.error.message}`).toBe('valid');
    }
  },
);

test('at least 400 plants across vegetables, herbs, fruit, annuals, perennials, bulbs, grasses, shrubs, trees and houseplants', () => {
  const total = files.reduce((sum, file) => sum + file.entries.length, 0);
  expect(total).toBeGreaterThanOrEqual(400);
  const required = [
    'vegetables',
    'herbs',
    'fruit',
    'annuals',
    'perennials',
    'bulbs',
    'grasses',
    'shrubs',
    'trees',
    'houseplants',
  ];
  for (const category of required) {
    const count = files.find((f) => f.category === category)?.entries.length ?? 0;
    expect(`${category}: ${count >= 15 ? 'enough' : count}`).toBe(`${category}: enough`);
  }
});

test('no plant is listed twice (same botanical name)', () => {
  const botanical = files.flatMap((f) =>
    f.entries.map((e) => (e as { botanicalName: string }).botanicalName.toLowerCase()),
  );
  const duplicates = botanical.filter((name, i) => botanical.indexOf(name) !== i);
  expect(duplicates).toEqual([]);
});
