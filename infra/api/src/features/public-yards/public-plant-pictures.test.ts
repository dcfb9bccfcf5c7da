import { inArray } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/database';
import { images, importedPlantPhotos, plantIllustrations, plants } from '../../db/schema';
import { seedReferenceData } from '../../reference-data/seed';
import { testDatabases } from '../../testing/test-databases';
import { signedInDirectly } from '../../testing/identity-fixture';
import type { MediaUrls } from '../common/media-urls';
import { illustrationAddress } from '../plant-illustrations/illustration-address';
import { publicPlantPictures } from './public-plant-pictures';

const HOSTA = 'Hosta spp.';
const TOMATO = 'Solanum lycopersicum';

/** Signs nothing: the address says which file it is, which is all these tests look at. */
const mediaUrls: MediaUrls = { urlOf: (key) => `/media/${key}?signed`, verify: () => true };

describe.each(testDatabases())("a public yard's plant pictures on $driver", (testDb) => {
  let database: DatabaseHandle;
  const plantId: Record<string, number> = {};

  beforeAll(async () => {
    database = await testDb.open();
    await seedReferenceData(database.db);
    const found = await database.db
      .select({ id: plants.id, name: plants.botanicalName })
      .from(plants)
      .where(inArray(plants.botanicalName, [HOSTA, TOMATO]));
    for (const plant of found) plantId[plant.name] = plant.id;
  });
  afterAll(async () => {
    await testDb.dispose(database);
  });

  test("an imported open-licence photo first, else the drawing; never the gardener's own photo", async () => {
    const me = await signedInDirectly(database.db, { email: 'public-pictures@example.com' });
    const tomato = plantId[TOMATO]!;
    const hosta = plantId[HOSTA]!;
    await database.db.insert(images).values({
      userId: me.identity.Id,
      plantId: hosta,
      storageKey: 'u-own/hosta.jpg',
      thumbnailKey: 'u-own/hosta-thumb.jpg',
      contentType: 'image/jpeg',
      width: 800,
      height: 600,
      latitude: 40.7411,
      longitude: -73.9897,
    });
    await database.db.insert(importedPlantPhotos).values({
      plantId: tomato,
      storageKey: 'catalogue/tomato.jpg',
      thumbnailKey: 'catalogue/tomato-thumb.jpg',
      contentType: 'image/jpeg',
      width: 800,
      height: 600,
      author: 'A. Gardener',
      licence: 'CC BY 4.0',
      sourceUrl: 'https://commons.example.org/tomato',
      sourceId: 'commons:public-pictures-tomato',
    });
    const [drawing] = await database.db
      .select({ hash: plantIllustrations.hash })
      .from(plantIllustrations)
      .where(inArray(plantIllustrations.plantId, [hosta]));

    const pictures = await publicPlantPictures(database.db, [tomato, hosta, tomato], mediaUrls);
    expect(pictures.get(tomato)).toBe('/media/catalogue/tomato-thumb.jpg?signed');
    expect(pictures.get(hosta)).toBe(drawing ? illustrationAddress(hosta, drawing.hash) : '');
    expect([...pictures.values()].join(' ')).not.toContain('u-own/');

    // Without a signer the photo cannot be shown: the drawing stands in.
    const unsigned = await publicPlantPictures(database.db, [tomato]);
    expect(unsigned.get(tomato)).not.toContain('/media/');
  });
});
