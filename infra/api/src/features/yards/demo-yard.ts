import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { plants, plantZones, users, yards, zones } from '../../db/schema';
import { describePlace } from '../geo/locate';
import { placeOfZip } from '../geo/zip-places';

/** Raleigh, NC: a typical suburban yard. USDA 2023 puts ZIP 27606 in zone 8a. */
const DEMO_ZIP = '27606';
const ZONE_8A = 15;

/**
 * The demo gardener's yard: a healthy garden, each plant where it belongs, with two
 * instructive problems on the Thrive Scorecard: a blueberry too tender for 8a summers
 * (poor: no zone of the yard helps, the hardiness zone is the lesson), and a basil in the
 * dry patio bed (borderline: it wants more water, and would thrive in the sunny border, one
 * Move away). Plants are looked up by botanical name in the catalogue.
 */
const DEMO_ZONES = [
  {
    name: 'Sunny border',
    sunRequirementId: 6, // Full Sun
    waterRequirementId: 3, // Medium
    plants: [
      'Solanum lycopersicum',
      'Rudbeckia fulgida',
      'Hydrangea paniculata',
      'Vaccinium corymbosum', // zone 4a-7b: too hot for 8a
    ],
  },
  {
    name: 'Shade bed under the oak',
    sunRequirementId: 3, // Part Shade
    waterRequirementId: 3, // Medium
    plants: ['Hosta spp.', 'Pachysandra terminalis', 'Acer palmatum', 'Helleborus × hybridus'],
  },
  {
    name: 'Sunny patio bed',
    sunRequirementId: 6, // Full Sun
    waterRequirementId: 2, // Dry to Medium
    plants: [
      'Echinacea purpurea',
      'Origanum vulgare',
      'Salvia officinalis',
      'Ocimum basilicum', // Medium water: borderline here, good in the sunny border
    ],
  },
];

export async function createDemoYard(db: Database, userId: number): Promise<number> {
  const place = placeOfZip(DEMO_ZIP)!;
  const geo = await describePlace(db, place);
  const names = DEMO_ZONES.flatMap((zone) => zone.plants);
  const found = await db
    .select({ id: plants.id, botanicalName: plants.botanicalName })
    .from(plants)
    .where(inArray(plants.botanicalName, names));
  const plantId = new Map(found.map((plant) => [plant.botanicalName, plant.id]));

  return db.transaction(async (tx) => {
    const [yard] = await tx
      .insert(yards)
      .values({
        userId,
        name: 'Demo backyard',
        city: geo.City,
        state: geo.State,
        postalCode: geo.PostalCode,
        latitude: geo.Latitude,
        longitude: geo.Longitude,
        // Without the imported ZIP table the zone is set as a gardener would, by hand.
        hardinessZoneId: geo.HardinessZoneId || ZONE_8A,
        hardinessZoneManual: geo.HardinessZoneId === 0,
        weatherStationId: geo.WeatherStation?.StationID ?? null,
      })
      .returning({ id: yards.id });
    for (const demoZone of DEMO_ZONES) {
      const [zone] = await tx
        .insert(zones)
        .values({
          yardId: yard!.id,
          userId,
          name: demoZone.name,
          sunRequirementId: demoZone.sunRequirementId,
          waterRequirementId: demoZone.waterRequirementId,
        })
        .returning({ id: zones.id });
      const rows = demoZone.plants
        .filter((name) => plantId.has(name))
        .map((name) => ({ zoneId: zone!.id, userId, plantId: plantId.get(name)! }));
      if (rows.length) await tx.insert(plantZones).values(rows);
    }
    await tx.update(users).set({ defaultYardId: yard!.id }).where(eq(users.id, userId));
    return yard!.id;
  });
}
