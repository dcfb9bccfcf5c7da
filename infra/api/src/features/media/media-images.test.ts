import { eq } from 'drizzle-orm';
import { IMAGE_TYPES, type GalleryImage } from '@thrive/shared/contracts';
import { images } from '../../db/schema';
import { jpegPhoto, photoApp } from '../../testing/photo-fixture';
import type { Gardener } from '../../testing/seeded-app';
import { testDatabases } from '../../testing/test-databases';

const NOW = new Date('2026-05-02T15:30:00.000Z');

describe.each(testDatabases())(
  'the image calls: GET image/, POST imageaction/, image and rotate (SPEC §7 "Favorites and gallery") on $driver',
  (testDb) => {
    const api = photoApp(testDb, { prefix: 'images', now: NOW });
    const rowOf = async (id: number) => (await api.db.select().from(images).where(eq(images.id, id)))[0];
    const filesOf = (who: Gardener) =>
      api.storage.keys().filter((key) => key.startsWith(`u${who.identity.Id}/`));

    test('GET image/?i gives that photo alone; ?c&cid the photos of a yard, zone or plant, newest first', async () => {
      const me = await api.gardener();
      const zoneId = await api.zoneOf(me);
      const [plant] = await api.firstPlants(1);
      const ofZone = await api.uploaded(me, { imageType: IMAGE_TYPES.zone, zoneId });
      const ofZoneAndPlant = await api.uploaded(me, {
        imageType: IMAGE_TYPES.zone,
        zoneId,
        plantId: plant!.id,
      });
      const ofPlant = await api.uploaded(me, { plantId: plant!.id });
      const ids = (list: GalleryImage[]) => list.map((image) => image.Id);

      expect(await api.ok(me, 'GET', `/users/{uid}/image/?i=${ofZone.Id}`)).toEqual([
        expect.objectContaining({ Id: ofZone.Id, Type: IMAGE_TYPES.zone, EntityId: zoneId }),
      ]);
      expect(ids(await api.ok(me, 'GET', `/users/{uid}/image/?c=1&cid=${zoneId}`))).toEqual([
        ofZoneAndPlant.Id,
        ofZone.Id,
      ]);
      // A plant's photos: taken for the plant, or for a zone it grows in.
      expect(ids(await api.ok(me, 'GET', `/users/{uid}/image/?c=2&cid=${plant!.id}`))).toEqual([
        ofPlant.Id,
        ofZoneAndPlant.Id,
      ]);
      expect(await api.ok(me, 'GET', '/users/{uid}/image/')).toEqual([]);
    });

    test("another gardener's photo, yard or zone is refused as a missing one (400); their photos of a plant are not shown", async () => {
      const [me, other] = [await api.gardener(), await api.gardener()];
      const [plant] = await api.firstPlants(1);
      const yardId = await api.yardOf(other);
      const theirs = await api.uploaded(other, { imageType: IMAGE_TYPES.yard, yardId, plantId: plant!.id });
      expect(await api.refused(me, 'GET', `/users/{uid}/image/?i=${theirs.Id}`)).toMatchObject({
        status: 400,
        body: { message: `There is no photo ${theirs.Id}.` },
      });
      expect(await api.refused(me, 'GET', `/users/{uid}/image/?c=0&cid=${yardId}`)).toMatchObject({
        status: 400,
        body: { message: `There is no yard ${yardId}.` },
      });
      expect(
        (await api.refused(me, 'GET', `/users/{uid}/image/?c=1&cid=${await api.zoneOf(other)}`)).status,
      ).toBe(400);
      expect(await api.ok(me, 'GET', `/users/{uid}/image/?c=2&cid=${plant!.id}`)).toEqual([]);
      for (const query of ['i=999999', 'c=0&cid=999999', 'i=abc', 'c=4&cid=1', 'c=3&cid=999999', 'cid=-1'])
        expect(`${query}: ${(await api.refused(me, 'GET', `/users/{uid}/image/?${query}`)).status}`).toBe(
          `${query}: 400`,
        );
    });

    test('k=r turns the photo a quarter clockwise under new files, and deletes the old ones', async () => {
      const me = await api.gardener();
      const zoneId = await api.zoneOf(me);
      const photo = await api.uploaded(
        me,
        { imageType: IMAGE_TYPES.zone, zoneId },
        await jpegPhoto({ width: 60, height: 20 }),
      );
      const before = await rowOf(photo.Id);
      const answer = await api.ok(me, 'POST', `/users/{uid}/imageaction/?i=${photo.Id}&k=r`);
      expect(answer).toEqual([expect.objectContaining({ Id: photo.Id, Width: 20, Height: 60 })]);
      const after = await rowOf(photo.Id);
      expect(after).toMatchObject({ width: 20, height: 60, rotation: 90 });
      expect(after!.storageKey).not.toBe(before!.storageKey);
      expect(after!.thumbnailKey).not.toBe(before!.thumbnailKey);
      expect(filesOf(me).sort()).toEqual([after!.storageKey, after!.thumbnailKey].sort());
      const stored = await Promise.all(
        [after!.storageKey, after!.thumbnailKey].map((key) => api.storage.get(key)),
      );
      expect(after!.byteSize).toBe(stored.reduce((sum, file) => sum + (file?.body.length ?? 0), 0));
      // The new address serves the turned picture; the old one names nothing any more.
      expect(answer[0].Url).not.toBe(photo.Url);
      expect((await api.app.inject({ url: answer[0].Url })).statusCode).toBe(200);
      expect((await api.app.inject({ url: photo.Url })).statusCode).toBe(404);
      // With c/cid the answer is that zone's photos.
      const listed = await api.ok(
        me,
        'POST',
        `/users/{uid}/imageaction/?i=${photo.Id}&k=r&c=1&cid=${zoneId}`,
      );
      expect(listed).toEqual([expect.objectContaining({ Id: photo.Id, Width: 60, Height: 20 })]);
      expect((await rowOf(photo.Id))!.rotation).toBe(180);
    });

    test('k=d deletes the row and then its files; the answer is what is left', async () => {
      const me = await api.gardener();
      const zoneId = await api.zoneOf(me);
      const kept = await api.uploaded(me, { imageType: IMAGE_TYPES.zone, zoneId });
      const gone = await api.uploaded(me, { imageType: IMAGE_TYPES.zone, zoneId });
      const left = await api.ok(me, 'POST', `/users/{uid}/imageaction/?i=${gone.Id}&k=d&c=1&cid=${zoneId}`);
      expect(left.map((image: GalleryImage) => image.Id)).toEqual([kept.Id]);
      expect(await rowOf(gone.Id)).toBeUndefined();
      expect(filesOf(me)).toHaveLength(2);
      expect(await api.ok(me, 'POST', `/users/{uid}/imageaction/?i=${kept.Id}&k=d`)).toEqual([]);
      expect(filesOf(me)).toEqual([]);
    });

    test("imageaction on another gardener's photo is 400 as for a missing one and changes nothing; bad k or i is 400", async () => {
      const [me, other] = [await api.gardener(), await api.gardener()];
      const theirs = await api.uploaded(other);
      for (const k of ['r', 'd'])
        expect(
          (await api.refused(me, 'POST', `/users/{uid}/imageaction/?i=${theirs.Id}&k=${k}`)).status,
        ).toBe(400);
      const mine = await api.uploaded(me);
      const theirZone = await api.zoneOf(other);
      expect(
        (await api.refused(me, 'POST', `/users/{uid}/imageaction/?i=${mine.Id}&k=d&c=1&cid=${theirZone}`))
          .status,
      ).toBe(400);
      expect(await rowOf(mine.Id)).toBeDefined();
      expect(await rowOf(theirs.Id)).toMatchObject({ rotation: 0 });
      expect(filesOf(other)).toHaveLength(2);
      for (const query of [`i=${mine.Id}&k=x`, `i=${mine.Id}`, 'k=r', 'i=0&k=r', 'i=999999&k=d'])
        expect(
          `${query}: ${(await api.refused(me, 'POST', `/users/{uid}/imageaction/?${query}`)).status}`,
        ).toBe(`${query}: 400`);
    });

    test('POST image marks a favourite and moves the photo between galleries', async () => {
      const me = await api.gardener();
      const galleryId = await api.galleryOf(me);
      const photo = await api.uploaded(me);
      expect(
        await api.ok(me, 'POST', '/users/{uid}/image', {
          Id: photo.Id,
          Type: 2,
          Key: photo.Url,
          IsFavorite: true,
        }),
      ).toMatchObject({ Id: photo.Id, IsFavorite: true, GalleryId: 0 });
      expect(
        await api.ok(me, 'POST', '/users/{uid}/image', { Id: photo.Id, GalleryId: galleryId }),
      ).toMatchObject({
        IsFavorite: true,
        GalleryId: galleryId,
      });
      expect(
        await api.ok(me, 'POST', '/users/{uid}/image', { Id: photo.Id, GalleryId: 0, IsFavorite: false }),
      ).toMatchObject({
        IsFavorite: false,
        GalleryId: 0,
      });
    });

    test("POST image: another's photo or gallery is 400 as a missing one is, as is bad input", async () => {
      const [me, other] = [await api.gardener(), await api.gardener()];
      const mine = await api.uploaded(me);
      const theirs = await api.uploaded(other);
      const theirGallery = await api.galleryOf(other);
      expect(
        (await api.refused(me, 'POST', '/users/{uid}/image', { Id: theirs.Id, IsFavorite: true })).status,
      ).toBe(400);
      expect(
        await api.refused(me, 'POST', '/users/{uid}/image', { Id: mine.Id, GalleryId: theirGallery }),
      ).toMatchObject({
        status: 400,
        body: { message: `There is no gallery ${theirGallery}.` },
      });
      expect((await rowOf(mine.Id))!.galleryId).toBeNull();
      expect((await rowOf(theirs.Id))!.isFavorite).toBe(false);
      for (const body of [
        {},
        { Id: 0 },
        { Id: '1' },
        { Id: mine.Id, IsFavorite: 'yes' },
        { Id: mine.Id, GalleryId: 999999 },
      ])
        expect(
          `${JSON.stringify(body)}: ${(await api.refused(me, 'POST', '/users/{uid}/image', body)).status}`,
        ).toBe(`${JSON.stringify(body)}: 400`);
    });

    test('POST rotate answers the turned photo; another gardener’s is 400 as a missing one is', async () => {
      const [me, other] = [await api.gardener(), await api.gardener()];
      const photo = await api.uploaded(me, {}, await jpegPhoto({ width: 50, height: 10 }));
      expect(
        await api.ok(me, 'POST', '/users/{uid}/rotate', { Id: photo.Id, Type: 2, Key: photo.Url }),
      ).toMatchObject({
        Id: photo.Id,
        Width: 10,
        Height: 50,
      });
      const theirs = await api.uploaded(other);
      expect((await api.refused(me, 'POST', '/users/{uid}/rotate', { Id: theirs.Id })).status).toBe(400);
      expect((await api.refused(me, 'POST', '/users/{uid}/rotate', { Id: -2 })).status).toBe(400);
    });
  },
);
