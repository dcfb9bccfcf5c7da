import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/database';
import { plants } from '../../db/schema';
import { seedReferenceData } from '../../reference-data/seed';
import { testDatabases } from '../../testing/test-databases';
import { forgetReferenceData } from '../common/reference-cache';
import { kindForms, queryKind } from './plant-kind';

describe('the kinds a query may name', () => {
  test.each([
    ['rose', ['rose', 'roses']],
    ['Roses', ['roses', 'rosess', 'ros', 'rose']],
    ['lilies', ['lilies', 'liliess', 'lily', 'lili', 'lilie']],
    ['tomatoes', ['tomatoes', 'tomatoess', 'tomato', 'tomatoe']],
    ['chive', ['chive', 'chives']],
    ['Hens and Chicks', ['hens and chicks', 'hens and chickss', 'hens and chick']],
    ['  ', []],
  ])('%j -> %j', (text, forms) => {
    expect(kindForms(text)).toEqual(forms);
  });
});

describe.each(testDatabases())('the kind of plant a common name names, on $driver', (testDb) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await testDb.open();
    await seedReferenceData(handle.db);
  });
  afterAll(async () => {
    await testDb.dispose(handle);
  });

  test.each([
    ['Knock Out Rose', 'rose'],
    ['Rose Mallow', 'mallow'],
    ['Rose of Sharon', 'rose of sharon'],
    ['Lily of the Valley', 'lily of the valley'],
    ['Hens and Chicks', 'hens and chicks'],
    ['Snow-in-Summer', 'snow in summer'],
    ['Pacific Bleeding-heart', 'bleeding heart'],
    ['Nellie R. Stevens Holly', 'holly'],
    ["Bachelor's Button", 'button'],
    ['Garden Mum ', 'mum'],
    ['Snake Plant', null],
    ['Tulip Tree', null],
    ['Spider Flower', null],
    ['Trumpet Vine', null],
    ['Butterfly Weed', null],
    ['×', null],
  ])('issue 18: the head of %j is the kind %j', async (commonName, kind) => {
    const result = (await handle.db.execute(sql`SELECT plant_kind(${commonName}) AS kind`)) as {
      rows: { kind: string | null }[];
    };
    expect(result.rows[0]?.kind).toBe(kind);
  });

  test.each([
    ["Rosa 'Radrazz'", 'rosa'],
    ['Citrus × limon', 'citrus'],
    ['× Chitalpa tashkentensis', 'chitalpa'],
    ['Hosta spp.', 'hosta'],
  ])('the genus of %j is %j', async (botanicalName, genus) => {
    const result = (await handle.db.execute(sql`SELECT plant_genus(${botanicalName}) AS genus`)) as {
      rows: { genus: string }[];
    };
    expect(result.rows[0]?.genus).toBe(genus);
  });

  test('issue 18: a kind names the genera of its plants, most named first: "roses" names Rosa before Lenten and Moss Rose', async () => {
    expect((await queryKind(handle.db, 'roses')).genera).toEqual([
      { genus: 'rosa', plants: 3 },
      { genus: 'helleborus', plants: 1 },
      { genus: 'portulaca', plants: 1 },
    ]);
    expect((await queryKind(handle.db, 'hibiscus')).genera).toEqual([]);
    expect((await queryKind(handle.db, 'flower')).genera).toEqual([]);
  });

  test('the stored kind follows a plant whose common name changes, once the reference data is forgotten (as a seed or import does)', async () => {
    const [mallow] = await handle.db
      .select({ id: plants.id })
      .from(plants)
      .where(eq(plants.botanicalName, 'Hibiscus moscheutos'));
    const hibiscusOf = async (k: string) =>
      (await queryKind(handle.db, k)).genera.some((kind) => kind.genus === 'hibiscus');
    expect(await hibiscusOf('mallow')).toBe(true);
    await handle.db.update(plants).set({ commonName: 'Swamp Hibiscus' }).where(eq(plants.id, mallow!.id));
    expect(await hibiscusOf('mallow')).toBe(true); // from memory
    forgetReferenceData(handle.db);
    expect(await hibiscusOf('mallow')).toBe(false);
    expect(await hibiscusOf('hibiscus')).toBe(true);
    await handle.db.update(plants).set({ commonName: 'Rose Mallow' }).where(eq(plants.id, mallow!.id));
    forgetReferenceData(handle.db);
  });
});
