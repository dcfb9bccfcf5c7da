import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/database';
import { plants } from '../../db/schema';
import { seedReferenceData } from '../../reference-data/seed';
import { testDatabases } from '../../testing/test-databases';
import { queryKind } from './plant-kind';
import { plantNameKey } from './plant-name-key';
import { rankedSearch } from './search-ranking';
import { textSearch } from './search-text';

const TRICKY_NAMES = [
  "Hylotelephium 'Herbstfreude'",
  'Abelia × grandiflora',
  "Solomon's Seal",
  'Jalapeño Pepper',
  'ÀÉÎÕÜ Çà Ñoño ÿý Øre',
  '“Quoted” ‘name’ -- dots... (and) [brackets] & 123',
];

describe.each(testDatabases())('plant search SQL on $driver', (testDb) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await testDb.open();
    await seedReferenceData(handle.db);
  });
  afterAll(async () => {
    await testDb.dispose(handle);
  });

  test('the database folds every catalogue name and tricky text to the same key as plantNameKey', async () => {
    const rows = await handle.db
      .select({ common: plants.commonName, botanical: plants.botanicalName, others: plants.otherNames })
      .from(plants);
    const names = [...rows.flatMap((row) => [row.common, row.botanical, ...row.others]), ...TRICKY_NAMES];
    const result = (await handle.db.execute(
      sql`SELECT name, plant_name_key(name) AS key FROM unnest(${`{${names.map((n) => JSON.stringify(n)).join(',')}}`}::text[]) AS name`,
    )) as { rows: { name: string; key: string }[] };
    expect(result.rows).toHaveLength(names.length);
    for (const row of result.rows)
      expect({ name: row.name, key: row.key }).toEqual({ name: row.name, key: plantNameKey(row.name) });
  });

  test('the text search is served by the GIN indexes (trigram, names and description full-text)', async () => {
    const text = textSearch('hostaa')!;
    const plan = await handle.db.transaction(async (tx) => {
      // The catalogue is small enough for a sequential scan to win; ask for the index plan.
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const query = tx.select({ id: plants.id }).from(plants).where(text.where);
      const explained = (await tx.execute(sql`EXPLAIN ${query}`)) as { rows: { 'QUERY PLAN': string }[] };
      return explained.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('plants_search_names_trgm_idx');
    expect(plan).toContain('plants_search_name_document_idx');
    expect(plan).toContain('plants_search_description_idx');
  });

  test('issue 18: a text that names a kind stays index-served, its plants found by the kind index too', async () => {
    const text = rankedSearch(textSearch('roses')!, {
      kind: await queryKind(handle.db, 'roses'),
      home: null,
    });
    const plan = await handle.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const query = tx.select({ id: plants.id }).from(plants).where(text.where);
      const explained = (await tx.execute(sql`EXPLAIN ${query}`)) as { rows: { 'QUERY PLAN': string }[] };
      return explained.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('plants_search_kind_idx');
    expect(plan).toContain('plants_search_names_trgm_idx');
    expect(plan).not.toContain('Seq Scan');
  });

  test('the stored search columns follow a plant whose names and description change', async () => {
    const found = async (k: string) => {
      const rows = await handle.db.select({ id: plants.id }).from(plants).where(textSearch(k)!.where);
      return rows.map((row) => row.id);
    };
    const [hosta] = await handle.db
      .select({ id: plants.id, otherNames: plants.otherNames, description: plants.description })
      .from(plants)
      .where(eq(plants.botanicalName, 'Hosta spp.'));
    expect(await found('Quokkaleaf')).toEqual([]);
    await handle.db
      .update(plants)
      .set({ otherNames: ['Quokkaleaf'], description: 'Loved by wombats.' })
      .where(eq(plants.id, hosta!.id));
    expect(await found('Quokkaleaf')).toEqual([hosta!.id]);
    expect(await found('quokaleaf')).toEqual([hosta!.id]); // a typo
    expect(await found('wombats')).toEqual([hosta!.id]);
    await handle.db
      .update(plants)
      .set({ otherNames: hosta!.otherNames, description: hosta!.description })
      .where(eq(plants.id, hosta!.id));
    expect(await found('Quokkaleaf')).toEqual([]);
    expect(await found('wombats')).toEqual([]);
  });
});
