import { eq } from 'drizzle-orm';
import { openPglite } from '../db/open-pglite';
import { plantZones, zones } from '../db/schema';
import { seedReferenceData } from '../reference-data/seed';
import { DEMO_EMAIL, ensureDemoGardener } from './demo-gardener';
import { signInWithKey } from './identity-service';

test('first start creates the demo gardener once, with a key that signs in and a sample yard', async () => {
  const database = await openPglite(undefined);
  try {
    await seedReferenceData(database.db);
    const demo = await ensureDemoGardener(database.db);
    expect(demo).not.toBeNull();
    expect(await ensureDemoGardener(database.db)).toBeNull();
    const identity = await signInWithKey(database.db, demo!.key, new Date());
    expect(identity).toMatchObject({
      Id: demo!.id,
      Email: DEMO_EMAIL,
      Firstname: 'Demo Gardener',
      YardCount: 1,
      ZoneCount: 3,
    });
    expect(identity!.DefaultYardId).toBeGreaterThan(0);

    const demoZones = await database.db.select().from(zones).where(eq(zones.userId, demo!.id));
    expect(new Set(demoZones.map((zone) => zone.sunRequirementId)).size).toBeGreaterThan(1);
    const planted = await database.db.select().from(plantZones).where(eq(plantZones.userId, demo!.id));
    // Every demo plant is in the curated catalogue.
    expect(planted).toHaveLength(12);
  } finally {
    await database.close();
  }
});
