import { eq } from 'drizzle-orm';
import type { PlantDetails, PlantListItem, PlantPage, ZonePlant } from '@thrive/shared/contracts';
import { importedPlantPhotos, plantIllustrations, plantZones } from '../../db/schema';
import { usedBytes } from '../media/photo-quota';
import { photoApp, signedMediaUrl as signed } from '../../testing/photo-fixture';
import { importedPhotoRow, storedIllustrationAddress } from '../../testing/plant-pictures';
import type { Gardener } from '../../testing/seeded-app';
import { testDatabases } from '../../testing/test-databases';

const NOW = new Date('2026-05-02T15:30:00.000Z');

describe.each(testDatabases())(
  "a plant's picture: the gardener's photo, else an imported one, else its illustration (issue 17) on $driver",
  (testDb) => {
    const api = photoApp(testDb, { prefix: 'plant-pictures', now: NOW });
    /** Each test has plants of its own: pictures added by one do not show in another. */
    let plantsLeft: { id: number; botanicalName: string }[] = [];
    beforeAll(async () => {
      plantsLeft = await api.firstPlants(12);
    });
    const aPlant = () => plantsLeft.shift()!;

    const searchItem = async (who: Gardener, plant: { id: number; botanicalName: string }) => {
      const page: PlantPage = await api.ok(who, 'POST', '/users/0/PlantSearch/', { k: plant.botanicalName });
      return page.Items.find((item: PlantListItem) => item.Id === plant.id)!;
    };
    const zonePlant = async (who: Gardener, plantId: number) => {
      const zoneId = await api.zoneOf(who);
      await api.db.insert(plantZones).values({ userId: who.identity.Id, zoneId, plantId });
      const [listed] = (await api.ok(who, 'GET', `/users/{uid}/ZonePlants/${zoneId}`)) as ZonePlant[];
      return listed!;
    };
    const details = (who: Gardener, plantId: number): Promise<PlantDetails> =>
      api.ok(who, 'GET', `/Users/{uid}/Plant/${plantId}/`);

    test('without photos, search, zone plants and details answer its illustration, whose address serves it', async () => {
      const me = await api.gardener();
      const plant = aPlant();
      const address = await storedIllustrationAddress(api.db, plant.id);

      expect((await searchItem(me, plant)).Thumbnail).toBe(address);
      expect((await zonePlant(me, plant.id)).Thumbnail).toBe(address);
      expect(await details(me, plant.id)).toMatchObject({ Images: [], Illustration: address });

      // <img> sends no sign-in headers: the address works without them.
      const served = await api.app.inject({ url: address });
      expect([served.statusCode, served.headers['content-type']]).toEqual([
        200,
        'image/svg+xml; charset=utf-8',
      ]);
      const [stored] = await api.db
        .select({ hash: plantIllustrations.hash })
        .from(plantIllustrations)
        .where(eq(plantIllustrations.plantId, plant.id));
      expect(new URL(address, 'http://x').searchParams.get('v')).toBe(stored!.hash.slice(0, 8));
    });

    test("the gardener's own newest photo wins over the illustration; another gardener's never shows", async () => {
      const [me, other] = [await api.gardener(), await api.gardener()];
      const plant = aPlant();
      await api.uploaded(me, { plantId: plant.id });
      const newest = await api.uploaded(me, { plantId: plant.id });
      const drawing = await storedIllustrationAddress(api.db, plant.id);

      expect((await searchItem(me, plant)).Thumbnail).toBe(newest.Thumbnail);
      expect((await zonePlant(me, plant.id)).Thumbnail).toBe(newest.Thumbnail);
      expect((await details(me, plant.id)).Illustration).toBe(drawing);

      expect((await searchItem(other, plant)).Thumbnail).toBe(drawing);
      expect((await zonePlant(other, plant.id)).Thumbnail).toBe(drawing);
      expect((await details(other, plant.id)).Images).toEqual([]);
    });

    test('an imported photo shows under the gardener’s own and over the illustration, with its credit in details', async () => {
      const [me, other] = [await api.gardener(), await api.gardener()];
      const plant = aPlant();
      const first = await importedPhotoRow(api.db, plant.id, `p${plant.id}-first`);
      const second = await importedPhotoRow(api.db, plant.id, `p${plant.id}-second`);
      const own = await api.uploaded(me, { plantId: plant.id });

      expect((await searchItem(me, plant)).Thumbnail).toBe(own.Thumbnail);
      // The first imported photo, so the picture stays the same as more are imported.
      const imported = expect.stringMatching(signed(first.thumbnailKey));
      expect((await searchItem(other, plant)).Thumbnail).toEqual(imported);
      expect((await zonePlant(other, plant.id)).Thumbnail).toEqual(imported);

      const credit = (row: typeof first) => ({
        Author: 'Jane Doe',
        Licence: 'CC BY-SA 4.0',
        LicenceUrl: 'https://creativecommons.org/licenses/by-sa/4.0',
        SourceUrl: row.sourceUrl,
      });
      const importedImages = [first, second].map((row) => ({
        Id: -row.id,
        Url: expect.stringMatching(signed(row.storageKey)),
        Thumbnail: expect.stringMatching(signed(row.thumbnailKey)),
        Credit: credit(row),
      }));
      const mine = await details(me, plant.id);
      expect(mine.Images).toEqual([
        { Id: own.Id, Url: own.Url, Thumbnail: own.Thumbnail },
        ...importedImages,
      ]);
      expect(mine.Illustration).toBe(await storedIllustrationAddress(api.db, plant.id));
      expect((await details(other, plant.id)).Images).toEqual(importedImages);
    });

    test("imported photos are no gardener's: photo calls refuse their ids, and no quota counts them", async () => {
      const me = await api.gardener();
      const plant = aPlant();
      const row = await importedPhotoRow(api.db, plant.id, `p${plant.id}-kept`);
      const [shown] = (await details(me, plant.id)).Images;
      expect(shown!.Id).toBeLessThan(0);

      for (const [method, path, body] of [
        ['POST', `/users/{uid}/imageaction/?i=${shown!.Id}&k=d`],
        ['POST', `/users/{uid}/imageaction/?i=${shown!.Id}&k=r`],
        ['GET', `/users/{uid}/image/?i=${shown!.Id}`],
        ['POST', '/users/{uid}/image', { Id: shown!.Id, IsFavorite: true }],
        ['POST', '/users/{uid}/rotate', { Id: shown!.Id }],
      ] as const)
        expect(`${method} ${path}: ${(await api.refused(me, method, path, body)).status}`).toBe(
          `${method} ${path}: 400`,
        );
      // The row's own id names a gardener's photo (or none) there, never the imported one.
      expect([400, 403]).toContain(
        (await api.refused(me, 'POST', `/users/{uid}/imageaction/?i=${row.id}&k=d`)).status,
      );
      expect(
        await api.db.select().from(importedPlantPhotos).where(eq(importedPlantPhotos.id, row.id)),
      ).toHaveLength(1);
      expect(await api.ok(me, 'GET', `/users/{uid}/image/?c=2&cid=${plant.id}`)).toEqual([]);
      expect(await usedBytes(api.db, me.identity.Id)).toBe(0);
    });

    test('a redrawn illustration gets a new address; a plant with no picture at all answers ""', async () => {
      const me = await api.gardener();
      const [redrawn, bare] = [aPlant(), aPlant()];
      await api.db
        .update(plantIllustrations)
        .set({ hash: 'Redrawn1xxxxxxxx' })
        .where(eq(plantIllustrations.plantId, redrawn.id));
      expect((await details(me, redrawn.id)).Illustration).toBe(
        `/api/Plants/${redrawn.id}/Illustration.svg?v=Redrawn1`,
      );

      await api.db.delete(plantIllustrations).where(eq(plantIllustrations.plantId, bare.id));
      expect((await searchItem(me, bare)).Thumbnail).toBe('');
      expect((await details(me, bare.id)).Illustration).toBe('');
    });
  },
);
