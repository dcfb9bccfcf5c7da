import { and, eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/database';
import { plantAttributes, plants } from '../db/schema';
import { testDatabases } from '../testing/test-databases';
import { genusOf, linkPlantPests, PESTS_LIST, readPests } from './plant-pests';
import { readCatalogueFiles } from './reference-files';
import { seedReferenceData } from './seed';

const catalogueNames = readCatalogueFiles().flatMap(({ entries }) =>
  entries.map((entry) => (entry as { botanicalName: string }).botanicalName),
);
const pestsOfGenus = (genus: string) =>
  readPests()
    .filter((pest) => pest.Genera.includes(genus))
    .map((pest) => pest.Id);

describe('pests list (reference-data/lists/pests.json)', () => {
  test('every genus in the pests file names at least one catalogue plant', () => {
    const genera = new Set(catalogueNames.map(genusOf));
    const unknown = readPests().flatMap((pest) =>
      pest.Genera.filter((genus) => !genera.has(genus)).map((genus) => `${pest.Name}: ${genus}`),
    );
    expect(unknown).toEqual([]);
  });

  test('holds the common specialist pests, about 25, and leaves generalists such as aphids out', () => {
    const names = readPests().map((pest) => pest.Name.toLowerCase());
    expect(names.length).toBeGreaterThanOrEqual(20);
    for (const pest of ['tomato hornworm', 'colorado potato beetle', 'squash vine borer', 'lily leaf beetle'])
      expect(names).toContain(pest);
    expect(names.filter((name) => /aphid|spider mite|whitefl/.test(name))).toEqual([]);
    expect(new Set(readPests().map((pest) => pest.Id)).size).toBe(names.length);
  });

  test('the genus of a plant is the first word of its botanical name', () => {
    expect(genusOf('Solanum lycopersicum')).toBe('Solanum');
    expect(genusOf("Rosa 'Radrazz'")).toBe('Rosa');
    expect(genusOf('Hosta spp.')).toBe('Hosta');
    expect(genusOf('Petunia × atkinsiana')).toBe('Petunia');
  });
});

describe.each(testDatabases())('pest links seeded by genus on $driver', (testDb) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await testDb.open();
    await seedReferenceData(database.db);
  });
  afterAll(async () => {
    await testDb.dispose(database);
  });

  const links = () =>
    database.db
      .select({ name: plants.botanicalName, pestId: plantAttributes.itemId })
      .from(plantAttributes)
      .innerJoin(plants, eq(plants.id, plantAttributes.plantId))
      .where(eq(plantAttributes.list, PESTS_LIST));

  test('each catalogue plant is linked to exactly the pests of its genus', async () => {
    const linked = new Map<string, number[]>();
    for (const { name, pestId } of await links()) linked.set(name, [...(linked.get(name) ?? []), pestId]);
    for (const name of catalogueNames) {
      const expected = pestsOfGenus(genusOf(name));
      expect([name, (linked.get(name) ?? []).sort((a, b) => a - b)]).toEqual([name, expected]);
    }
    // Tomato: hornworm, Colorado potato beetle, flea beetles, corn earworm.
    expect(linked.get('Solanum lycopersicum')).toHaveLength(4);
  });

  test('a plant added since (an import) is linked at the next seed, and linking again changes nothing', async () => {
    const [added] = await database.db
      .insert(plants)
      .values({
        commonName: 'Wild Lily',
        botanicalName: 'Lilium philadelphicum',
        categoryId: 6,
        lifecycle: 'perennial',
        source: 'usda-plants',
      })
      .returning({ id: plants.id });
    const before = (await links()).length;
    await linkPlantPests(database.db);
    const lily = await database.db
      .select({ pestId: plantAttributes.itemId })
      .from(plantAttributes)
      .where(and(eq(plantAttributes.plantId, added!.id), eq(plantAttributes.list, PESTS_LIST)));
    expect(lily.map((link) => link.pestId)).toEqual(pestsOfGenus('Lilium'));
    expect((await links()).length).toBe(before + lily.length);
    await linkPlantPests(database.db);
    const [{ n }] = (await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(plantAttributes)
      .where(eq(plantAttributes.list, PESTS_LIST))) as [{ n: number }];
    expect(n).toBe(before + lily.length);
  });
});
