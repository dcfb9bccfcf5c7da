import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/database';
import { favoritePlants, plantIllustrations, plants } from '../../db/schema';
import { signedInDirectly } from '../../testing/identity-fixture';
import { fixtureFolder, usdaCsv } from '../../testing/reference-data-fixtures';
import { testDatabases } from '../../testing/test-databases';
import { seedReferenceData } from '../seed';
import { importUsdaPlants } from './usda-plants';

const fir = { scientific_name: 'Abies balsamea (L.) Mill.', common_name: 'balsam fir', growth_habit: 'Tree' };
const hophornbeam = { scientific_name: 'Ostrya virginiana (Mill.) K. Koch', growth_habit: 'Tree' };
const boxelder = { scientific_name: 'Acer negundo L.', common_name: 'boxelder', growth_habit: 'Tree' };

describe.each(testDatabases())('a new import of USDA PLANTS on $driver', (testDb) => {
  let database: DatabaseHandle;
  const folder = fixtureFolder('usda-stale');
  const before = folder.write('before.csv', usdaCsv([fir, hophornbeam, boxelder]));
  const after = folder.write('after.csv', usdaCsv([fir]));
  beforeAll(async () => {
    database = await testDb.open();
    await seedReferenceData(database.db);
  });
  afterAll(async () => {
    await testDb.dispose(database);
    folder.remove();
  });

  const named = async (name: string) =>
    (await database.db.select().from(plants).where(eq(plants.botanicalName, name)))[0];

  test('removes the plants it no longer lists, but keeps those a gardener uses, and says so', async () => {
    await importUsdaPlants(database.db, before);
    const boxelderRow = (await named('Acer negundo'))!;
    const gardener = await signedInDirectly(database.db, { email: 'stale@example.com' });
    await database.db
      .insert(favoritePlants)
      .values({ userId: gardener.identity.Id, plantId: boxelderRow.id });

    expect(await importUsdaPlants(database.db, after)).toMatchObject({
      loaded: 1,
      staleRemoved: 1,
      staleInUse: 1,
    });
    expect(await named('Abies balsamea')).toBeDefined();
    // Nobody used the hophornbeam: it goes, with what describes it (its drawing).
    expect(await named('Ostrya virginiana')).toBeUndefined();
    // The gardener's favorite stays, and so does the plant it points at.
    expect(await named('Acer negundo')).toEqual(boxelderRow);
    const favorites = await database.db
      .select()
      .from(favoritePlants)
      .where(eq(favoritePlants.userId, gardener.identity.Id));
    expect(favorites).toHaveLength(1);
    const drawings = await database.db
      .select({ plantId: plantIllustrations.plantId })
      .from(plantIllustrations);
    expect(drawings.map((row) => row.plantId)).toContain(boxelderRow.id);
  });
});
