import { asc } from 'drizzle-orm';
import {
  type DatabaseHandle,
  plants,
  plantZones,
  yards,
  zones,
  signedInDirectly,
} from '../../infra/api/src/harness';

/** The yard of DESIGN §9: 10 zones of varied sun and water, 100 distinct plants in each. */
const ZONE_COUNT = 10;
const PLANTS_PER_ZONE = 100;
const ZONE_7B = 14;

export interface BenchYardOptions {
  hardinessZoneId?: number;
  weatherStationId?: string | null;
  /** When the gardener signs in (an app with a fixed clock needs a token of that time). */
  now?: Date;
}

/** A gardener with one yard of 1,000 plant-zones, made directly in the database. */
export async function plantYard(database: DatabaseHandle, email: string, options: BenchYardOptions = {}) {
  const { db } = database;
  const gardener = await signedInDirectly(db, { email }, options.now);
  const userId = gardener.identity.Id;
  const catalogue = await db.select({ id: plants.id }).from(plants).orderBy(asc(plants.id));
  const [yard] = await db
    .insert(yards)
    .values({
      userId,
      name: 'Bench yard',
      hardinessZoneId: options.hardinessZoneId ?? ZONE_7B,
      weatherStationId: options.weatherStationId ?? null,
    })
    .returning({ id: yards.id });
  for (let index = 0; index < ZONE_COUNT; index += 1) {
    const [zone] = await db
      .insert(zones)
      .values({
        userId,
        yardId: yard!.id,
        name: `Zone ${index + 1}`,
        sunRequirementId: (index % 7) + 1,
        waterRequirementId: (index % 5) + 1,
      })
      .returning({ id: zones.id });
    const offset = (index * 61) % catalogue.length;
    const rows = Array.from({ length: PLANTS_PER_ZONE }, (_, n) => ({
      userId,
      zoneId: zone!.id,
      plantId: catalogue[(offset + n) % catalogue.length]!.id,
    }));
    await db.insert(plantZones).values(rows);
  }
  return { gardener, userId, yardId: yard!.id };
}
