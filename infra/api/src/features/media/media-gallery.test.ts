import { eq } from 'drizzle-orm';
import { MEDIA_MESSAGES, type GalleryPage } from '@thrive/shared/contracts';
import { images } from '../../db/schema';
import { photoApp } from '../../testing/photo-fixture';
import { testDatabases } from '../../testing/test-databases';

const NOW = new Date('2026-05-02T15:30:00.000Z');

describe.each(testDatabases())(
  'GET/POST users/{uid}/gallery and DELETE users/{uid}/gallery/{id} (SPEC §2.7, §3 Gallery) on $driver',
  (testDb) => {
    const api = photoApp(testDb, { prefix: 'gallery', now: NOW });

    test('galleries are made (Id 0), renamed (Id above 0) and listed by name with their photo counts', async () => {
      const me = await api.gardener();
      const roses = await api.ok(me, 'POST', '/users/{uid}/gallery', { Id: 0, Name: '  Roses ' });
      expect(roses).toEqual({ Id: expect.any(Number), Type: 2, Name: 'Roses', ImageCount: 0 });
      const beds = await api.ok(me, 'POST', '/users/{uid}/gallery', { Name: 'Beds', Type: 1 });
      await api.uploaded(me, { galleryId: roses.Id });
      await api.uploaded(me, { galleryId: roses.Id });
      await api.uploaded(me);
      const renamed = await api.ok(me, 'POST', '/users/{uid}/gallery', { Id: roses.Id, Name: 'Old roses' });
      expect(renamed).toEqual({ Id: roses.Id, Type: 2, Name: 'Old roses', ImageCount: 2 });
      const page: GalleryPage = await api.ok(me, 'GET', '/users/{uid}/gallery');
      expect(page.Galleries).toEqual([
        { Id: beds.Id, Type: 1, Name: 'Beds', ImageCount: 0 },
        { Id: roses.Id, Type: 2, Name: 'Old roses', ImageCount: 2 },
      ]);
      expect(page.Gallery).toMatchObject({ Id: 0, Name: 'All photos' });
      expect(page.TotalRows).toBe(3);
    });

    test('a name the gardener already uses is 400; another gardener may use it', async () => {
      const [me, other] = [await api.gardener(), await api.gardener()];
      const first = await api.ok(me, 'POST', '/users/{uid}/gallery', { Name: 'Herbs' });
      const second = await api.ok(me, 'POST', '/users/{uid}/gallery', { Name: 'Veg' });
      for (const body of [{ Name: 'Herbs' }, { Id: second.Id, Name: 'Herbs' }]) {
        const taken = await api.refused(me, 'POST', '/users/{uid}/gallery', body);
        expect(taken).toEqual({
          status: 400,
          body: {
            message: MEDIA_MESSAGES.galleryNameTaken,
            fields: { 'body.Name': MEDIA_MESSAGES.galleryNameTaken },
          },
        });
      }
      // Renaming to its own name is no clash.
      expect(await api.ok(me, 'POST', '/users/{uid}/gallery', { Id: first.Id, Name: 'Herbs' })).toMatchObject(
        {
          Name: 'Herbs',
        },
      );
      expect(await api.ok(other, 'POST', '/users/{uid}/gallery', { Name: 'Herbs' })).toMatchObject({
        Name: 'Herbs',
      });
    });

    test.each([
      [{ Name: '   ' }, 'body.Name', MEDIA_MESSAGES.galleryName],
      [{}, 'body.Name', MEDIA_MESSAGES.galleryName],
      [{ Name: 'x'.repeat(61) }, 'body.Name', 'The gallery name must be at most 60 characters.'],
      [{ Id: '3', Name: 'A' }, 'body.Id', 'The gallery id must be a number.'],
      [{ Id: -1, Name: 'A' }, 'body.Id', 'The gallery id must not be negative.'],
      [{ Type: 9, Name: 'A' }, 'body.Type', 'The gallery type is 0, 1 or 2.'],
    ])('bad input %j is 400', async (body, field, message) => {
      const me = await api.gardener();
      const response = await api.refused(me, 'POST', '/users/{uid}/gallery', body);
      expect(response.status).toBe(400);
      expect(response.body.fields[field]).toBe(message);
    });

    test("renaming another gardener's gallery is 400 as for one that does not exist", async () => {
      const [me, other] = [await api.gardener(), await api.gardener()];
      const theirs = await api.galleryOf(other, 'Theirs');
      expect(
        await api.refused(me, 'POST', '/users/{uid}/gallery', { Id: theirs, Name: 'Mine now' }),
      ).toMatchObject({ status: 400, body: { message: `There is no gallery ${theirs}.` } });
      expect((await api.refused(me, 'POST', '/users/{uid}/gallery', { Id: 999999, Name: 'A' })).status).toBe(
        400,
      );
    });

    test('one gallery, one page at a time, newest first; favourites only with f=1', async () => {
      const me = await api.gardener();
      const galleryId = await api.galleryOf(me);
      const ids: number[] = [];
      for (let n = 0; n < 5; n += 1) ids.push((await api.uploaded(me, { galleryId })).Id);
      const outside = await api.uploaded(me);
      await api.ok(me, 'POST', '/users/{uid}/image', { Id: ids[1], IsFavorite: true });
      await api.ok(me, 'POST', '/users/{uid}/image', { Id: ids[3], IsFavorite: true });

      const first: GalleryPage = await api.ok(me, 'GET', `/users/{uid}/gallery?g=${galleryId}&i=0&c=2`);
      expect(first.Gallery).toMatchObject({ Id: galleryId, Type: 2, Name: expect.any(String) });
      expect(first.Gallery.Images.map((image) => image.Id)).toEqual([ids[4], ids[3]]);
      expect([first.TotalRows, first.PageIndex, first.PageSize]).toEqual([5, 0, 2]);
      const last: GalleryPage = await api.ok(me, 'GET', `/users/{uid}/gallery?g=${galleryId}&i=2&c=2`);
      expect(last.Gallery.Images.map((image) => image.Id)).toEqual([ids[0]]);

      const favourites: GalleryPage = await api.ok(me, 'GET', `/users/{uid}/gallery?g=${galleryId}&f=1`);
      expect(favourites.Gallery.Images.map((image) => [image.Id, image.IsFavorite])).toEqual([
        [ids[3], true],
        [ids[1], true],
      ]);
      expect(favourites.TotalRows).toBe(2);

      const all: GalleryPage = await api.ok(me, 'GET', '/users/{uid}/gallery?g=0');
      expect(all.Gallery.Images[0]!.Id).toBe(outside.Id);
      expect(all.TotalRows).toBe(6);
      const [row] = await api.db.select().from(images).where(eq(images.id, outside.Id));
      expect(all.UsedBytes).toBe(row!.byteSize * 6);
    });

    test("another gardener's gallery is 400 as one that does not exist is, bad paging 400", async () => {
      const [me, other] = [await api.gardener(), await api.gardener()];
      const theirs = await api.galleryOf(other);
      await api.uploaded(other, { galleryId: theirs });
      expect(await api.refused(me, 'GET', `/users/{uid}/gallery?g=${theirs}`)).toMatchObject({
        status: 400,
        body: { message: `There is no gallery ${theirs}.` },
      });
      expect((await api.refused(me, 'GET', '/users/{uid}/gallery?g=999999')).status).toBe(400);
      for (const query of ['g=abc', 'i=-1', 'c=0', 'c=61', 'f=2'])
        expect(`${query}: ${(await api.refused(me, 'GET', `/users/{uid}/gallery?${query}`)).status}`).toBe(
          `${query}: 400`,
        );
    });

    test('deleting a gallery keeps its photos, in no gallery', async () => {
      const me = await api.gardener();
      const galleryId = await api.galleryOf(me);
      const photo = await api.uploaded(me, { galleryId });
      expect(await api.ok(me, 'DELETE', `/users/{uid}/gallery/${galleryId}`)).toEqual({
        message: expect.any(String),
      });
      const page: GalleryPage = await api.ok(me, 'GET', '/users/{uid}/gallery');
      expect(page.Galleries).toEqual([]);
      expect(page.Gallery.Images).toEqual([expect.objectContaining({ Id: photo.Id, GalleryId: 0 })]);
      expect(api.storage.keys().filter((key) => key.startsWith(`u${me.identity.Id}/`))).toHaveLength(2);
    });

    test("deleting another gardener's gallery is 404, as for one that does not exist, and leaves it", async () => {
      const [me, other] = [await api.gardener(), await api.gardener()];
      const theirs = await api.galleryOf(other, 'Keep');
      expect((await api.refused(me, 'DELETE', `/users/{uid}/gallery/${theirs}`)).status).toBe(404);
      expect((await api.refused(me, 'DELETE', '/users/{uid}/gallery/999999')).status).toBe(404);
      expect((await api.refused(me, 'DELETE', '/users/{uid}/gallery/abc')).status).toBe(400);
      const page: GalleryPage = await api.ok(other, 'GET', '/users/{uid}/gallery');
      expect(page.Galleries.map((gallery) => gallery.Name)).toEqual(['Keep']);
    });
  },
);
