import { eq } from 'drizzle-orm';
import exifr from 'exifr';
import sharp from 'sharp';
import {
  IMAGE_TYPES,
  MEDIA_MESSAGES,
  UPLOAD_MAX_FILE_BYTES,
  UPLOAD_MAX_FILES,
  UPLOAD_ORIGINS,
  type UploadResponse,
} from '@thrive/shared/contracts';
import { images } from '../../db/schema';
import { TOO_MANY_PIXELS_MESSAGE } from './image-processing';
import { blackPng } from '../../testing/megapixel-png';
import { jpegPhoto, photoApp, photoForm, PORTLAND_EXIF } from '../../testing/photo-fixture';
import { testDatabases } from '../../testing/test-databases';

const NOW = new Date('2026-05-02T15:30:00.000Z');
const SIGNED = /^\/media\/u\d+\/[0-9a-f]{32}-(orig|thumb)\.jpg\?e=\d+&s=[\w-]+$/;

describe.each(testDatabases())(
  'POST upload/0/uploadFile/ and Plants/{id}/UploadImages (SPEC §3 Upload file, §5, DESIGN §4) on $driver',
  (testDb) => {
    const api = photoApp(testDb, { prefix: 'upload', now: NOW });
    const rowsOf = (userId: number) => api.db.select().from(images).where(eq(images.userId, userId));
    const filesOf = (userId: number) => api.storage.keys().filter((key) => key.startsWith(`u${userId}/`));

    test('a photo of a plant is kept with its entity, signed addresses and the EXIF position', async () => {
      const me = await api.gardener();
      const [plant] = await api.firstPlants(1);
      const photo = await jpegPhoto({ width: 80, height: 60, exif: PORTLAND_EXIF });
      const response = await api.upload(
        me,
        photoForm([{ name: 'fern.jpg', bytes: photo }], {
          origin: UPLOAD_ORIGINS.plantSearch,
          imageType: IMAGE_TYPES.plant,
          plantId: plant!.id,
          latitude: 0,
          longitude: 0,
        }),
      );
      expect(response.statusCode).toBe(200);
      const [image] = (response.json() as UploadResponse).Images;
      expect(image).toEqual({
        Id: expect.any(Number),
        GalleryId: 0,
        Type: IMAGE_TYPES.plant,
        EntityId: plant!.id,
        PlantId: plant!.id,
        Url: expect.stringMatching(SIGNED),
        Thumbnail: expect.stringMatching(SIGNED),
        Width: 80,
        Height: 60,
        IsFavorite: false,
        Published: false,
        City: 'Portland',
        State: 'OR',
        Latitude: expect.closeTo(45.52, 5),
        Longitude: expect.closeTo(-122.68, 5),
        CreatedDate: NOW.toISOString(),
        CommonName: plant!.commonName,
        BotanicalName: plant!.botanicalName,
      });
      const [row] = await rowsOf(me.identity.Id);
      expect(row).toMatchObject({
        origin: UPLOAD_ORIGINS.plantSearch,
        latitude: expect.closeTo(45.52, 5),
        plantId: plant!.id,
      });
      // byte_size counts both stored files.
      const stored = await Promise.all(
        [row!.storageKey, row!.thumbnailKey].map((key) => api.storage.get(key)),
      );
      expect(row!.byteSize).toBe(stored.reduce((sum, file) => sum + (file?.body.length ?? 0), 0));
      expect(row!.storageKey).toMatch(new RegExp(`^u${me.identity.Id}/[0-9a-f]{32}-orig\\.jpg$`));
      expect(row!.thumbnailKey).toBe(row!.storageKey.replace('-orig.', '-thumb.'));
    });

    test('the served file, fetched at its signed address, carries no EXIF position', async () => {
      const me = await api.gardener();
      const image = await api.uploaded(me, {}, await jpegPhoto({ exif: PORTLAND_EXIF }));
      for (const url of [image.Url, image.Thumbnail]) {
        const served = await api.app.inject({ url });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/jpeg');
        expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
        expect(await exifr.gps(served.rawPayload).catch(() => undefined)).toBeUndefined();
      }
      // The address is the credential: without its signature the file is not served.
      expect((await api.app.inject({ url: image.Url.split('?')[0]! })).statusCode).toBe(403);
      expect((await rowsOf(me.identity.Id))[0]).toMatchObject({
        latitude: expect.closeTo(45.52, 5),
        city: 'Portland',
      });
    });

    test('the position the app sends wins over the EXIF; without either there is none', async () => {
      const me = await api.gardener();
      const sent = await api.uploaded(
        me,
        { latitude: 40.7484, longitude: -73.9857 },
        await jpegPhoto({ exif: PORTLAND_EXIF }),
      );
      expect(sent).toMatchObject({ Latitude: 40.7484, Longitude: -73.9857, State: 'NY' });
      const none = await api.uploaded(me, { latitude: 0, longitude: 0 });
      expect(none).toMatchObject({ Latitude: 0, Longitude: 0, City: '', State: '' });
      const row = (await rowsOf(me.identity.Id)).find((r) => r.id === none.Id);
      expect(row).toMatchObject({ latitude: null, longitude: null, city: '', state: '' });
      // Far from any ZIP code (mid-Atlantic): a position, but no city.
      expect(await api.uploaded(me, { latitude: 30, longitude: -40 })).toMatchObject({
        Latitude: 30,
        City: '',
        State: '',
      });
    });

    test('several files are kept in the order sent; a zone photo may name its plant', async () => {
      const me = await api.gardener();
      const zoneId = await api.zoneOf(me);
      const galleryId = await api.galleryOf(me);
      const [plant] = await api.firstPlants(1);
      const files = [
        { name: 'a.jpg', bytes: await jpegPhoto({ width: 30, height: 20 }) },
        { name: 'b.jpg', bytes: await jpegPhoto({ width: 20, height: 30 }) },
      ];
      const response = await api.upload(
        me,
        photoForm(files, { imageType: IMAGE_TYPES.zone, zoneId, plantId: plant!.id, galleryId }),
      );
      expect(response.statusCode).toBe(200);
      const kept = (response.json() as UploadResponse).Images;
      expect(kept.map((image) => [image.Width, image.Height])).toEqual([
        [30, 20],
        [20, 30],
      ]);
      for (const image of kept)
        expect(image).toMatchObject({
          Type: IMAGE_TYPES.zone,
          EntityId: zoneId,
          PlantId: plant!.id,
          GalleryId: galleryId,
        });
      expect(filesOf(me.identity.Id)).toHaveLength(4);
    });

    test('fields may come before the files, and a yard photo names its yard', async () => {
      const me = await api.gardener();
      const yardId = await api.yardOf(me);
      const form = new FormData();
      form.append('imageType', String(IMAGE_TYPES.yard));
      form.append('yardId', String(yardId));
      form.append('file', new Blob([new Uint8Array(await jpegPhoto())], { type: 'image/jpeg' }), 'yard.jpg');
      const response = await api.upload(me, form);
      expect(response.statusCode).toBe(200);
      expect((response.json() as UploadResponse).Images[0]).toMatchObject({
        Type: IMAGE_TYPES.yard,
        EntityId: yardId,
        PlantId: 0,
      });
    });

    test('Plants/{id}/UploadImages keeps a photo of that plant; an unknown plant is 404', async () => {
      const me = await api.gardener();
      const [, plant] = await api.firstPlants(2);
      const form = photoForm([{ name: 'p.jpg', bytes: await jpegPhoto() }], { imageType: IMAGE_TYPES.yard });
      const response = await api.upload(me, form, `/api/Plants/${plant!.id}/UploadImages`);
      expect(response.statusCode).toBe(200);
      expect((response.json() as UploadResponse).Images[0]).toMatchObject({
        Type: IMAGE_TYPES.plant,
        EntityId: plant!.id,
        PlantId: plant!.id,
        CommonName: plant!.commonName,
      });
      const unknown = await api.upload(
        me,
        photoForm([{ name: 'p.jpg', bytes: await jpegPhoto() }]),
        '/api/Plants/999999/UploadImages',
      );
      expect(unknown.statusCode).toBe(404);
      expect((await rowsOf(me.identity.Id)).length).toBe(1);
    });

    test('text renamed .jpg is refused by its content, naming the file; nothing of the request is kept', async () => {
      const me = await api.gardener();
      const good = { name: 'good.jpg', bytes: await jpegPhoto() };
      const fake = { name: 'notes.jpg', bytes: Buffer.from('these are my garden notes, not a photo\n') };
      const response = await api.upload(me, photoForm([good, fake]));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(`notes.jpg: ${MEDIA_MESSAGES.notAnImage}`);
      expect(await rowsOf(me.identity.Id)).toEqual([]);
      expect(filesOf(me.identity.Id)).toEqual([]);
    });

    test('a small PNG of 100 megapixels is 400 with the limit in plain words, before decoding; nothing is kept', async () => {
      const me = await api.gardener();
      const good = { name: 'good.jpg', bytes: await jpegPhoto() };
      const huge = { name: 'huge.png', bytes: blackPng(10_000, 10_000), type: 'image/png' };
      const response = await api.upload(me, photoForm([good, huge]));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: `huge.png: ${TOO_MANY_PIXELS_MESSAGE}`,
        fields: { 'body.file': `huge.png: ${TOO_MANY_PIXELS_MESSAGE}` },
      });
      expect(await rowsOf(me.identity.Id)).toEqual([]);
      expect(filesOf(me.identity.Id)).toEqual([]);
    });

    test(`a file over ${UPLOAD_MAX_FILE_BYTES} bytes is 413 with our message; nothing is kept`, async () => {
      const me = await api.gardener();
      const big = Buffer.concat([await jpegPhoto(), Buffer.alloc(UPLOAD_MAX_FILE_BYTES)]);
      const response = await api.upload(
        me,
        photoForm([
          { name: 'first.jpg', bytes: await jpegPhoto() },
          { name: 'big.jpg', bytes: big },
        ]),
      );
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: MEDIA_MESSAGES.tooLarge });
      expect(await rowsOf(me.identity.Id)).toEqual([]);
      expect(filesOf(me.identity.Id)).toEqual([]);
    });

    test(`more than ${UPLOAD_MAX_FILES} files at once is 400; nothing is kept`, async () => {
      const me = await api.gardener();
      const photo = await jpegPhoto({ width: 8, height: 8 });
      const files = Array.from({ length: UPLOAD_MAX_FILES + 1 }, (_, i) => ({
        name: `${i}.jpg`,
        bytes: photo,
      }));
      const response = await api.upload(me, photoForm(files));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(MEDIA_MESSAGES.tooMany);
      expect(await rowsOf(me.identity.Id)).toEqual([]);
      expect(filesOf(me.identity.Id)).toEqual([]);
    });

    test('no file, or a body that is not multipart, is refused', async () => {
      const me = await api.gardener();
      const empty = await api.upload(me, photoForm([], { imageType: 2 }));
      expect([empty.statusCode, empty.json().message]).toEqual([400, MEDIA_MESSAGES.noFile]);
      const json = await api.send(me, 'POST', '/upload/0/uploadFile/', { file: 'x' });
      expect(json.statusCode).toBe(415);
      const garbage = await api.app.inject({
        method: 'POST',
        url: '/api/upload/0/uploadFile/',
        headers: { ...me.headers, 'content-type': 'multipart/form-data; boundary=xyz' },
        payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nabc',
      });
      expect(garbage.statusCode).toBeGreaterThanOrEqual(400);
      expect(garbage.statusCode).toBeLessThan(500);
    });

    test.each([
      [{ latitude: 'north' }, 'body.latitude'],
      [{ latitude: 91 }, 'body.latitude'],
      [{ imageType: 7 }, 'body.imageType'],
      [{ plantId: -3 }, 'body.plantId'],
      [{ origin: 'x' }, 'body.origin'],
    ])('bad fields (%j) are 400 naming the field, and nothing is kept', async (fields, field) => {
      const me = await api.gardener();
      const response = await api.upload(me, photoForm([{ name: 'a.jpg', bytes: await jpegPhoto() }], fields));
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual([field]);
      expect(filesOf(me.identity.Id)).toEqual([]);
    });

    test('an unknown plant, yard, zone or gallery is 400; nothing is kept', async () => {
      const me = await api.gardener();
      for (const [name, fields] of [
        ['plantId', { plantId: 999999 }],
        ['yardId', { imageType: IMAGE_TYPES.yard, yardId: 999999 }],
        ['zoneId', { imageType: IMAGE_TYPES.zone, zoneId: 999999 }],
        ['galleryId', { galleryId: 999999 }],
      ] as const) {
        const response = await api.upload(
          me,
          photoForm([{ name: 'a.jpg', bytes: await jpegPhoto() }], fields),
        );
        expect(`${name}: ${response.statusCode}`).toBe(`${name}: 400`);
        expect(response.json().fields).toHaveProperty([`body.${name}`]);
      }
      expect(await rowsOf(me.identity.Id)).toEqual([]);
      expect(filesOf(me.identity.Id)).toEqual([]);
    });

    test("another gardener's yard, zone or gallery is refused as a missing one (400, SPEC §6); nothing is kept", async () => {
      const me = await api.gardener();
      const other = await api.gardener();
      for (const [name, fields] of [
        ['yard', { imageType: IMAGE_TYPES.yard, yardId: await api.yardOf(other) }],
        ['zone', { imageType: IMAGE_TYPES.zone, zoneId: await api.zoneOf(other) }],
        ['gallery', { galleryId: await api.galleryOf(other) }],
      ] as const) {
        const response = await api.upload(
          me,
          photoForm([{ name: 'a.jpg', bytes: await jpegPhoto() }], fields),
        );
        expect(`${name}: ${response.statusCode} ${response.json().message}`).toMatch(
          new RegExp(`^${name}: 400 There is no ${name} \\d+\\.$`),
        );
      }
      expect(await rowsOf(me.identity.Id)).toEqual([]);
      expect(filesOf(me.identity.Id)).toEqual([]);
    });

    test('without a token the upload is 401', async () => {
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/upload/0/uploadFile/',
        payload: photoForm([{ name: 'a.jpg', bytes: await jpegPhoto() }]),
      });
      expect(response.statusCode).toBe(401);
    });
  },
);

describe.each(testDatabases())('the photo storage quota on $driver', (testDb) => {
  const QUOTA = 3_000;
  const api = photoApp(testDb, { prefix: 'quota', now: NOW, quotaBytes: QUOTA });

  test('an upload that would pass the quota is 400 with its message, and nothing of it is kept', async () => {
    const me = await api.gardener();
    const photo = await jpegPhoto();
    await api.uploaded(me, {}, photo);
    const page = await api.ok(me, 'GET', '/users/{uid}/gallery');
    expect(page.QuotaBytes).toBe(QUOTA);
    // The same picture takes the same bytes again: two more do not fit, one does.
    expect(page.UsedBytes * 2).toBeLessThanOrEqual(QUOTA);
    expect(page.UsedBytes * 3).toBeGreaterThan(QUOTA);
    const files = [1, 2].map((n) => ({ name: `${n}.jpg`, bytes: photo }));
    const response = await api.upload(me, photoForm(files));
    expect([response.statusCode, response.json().message]).toEqual([400, MEDIA_MESSAGES.quota]);
    const after = await api.ok(me, 'GET', '/users/{uid}/gallery');
    expect([after.TotalRows, after.UsedBytes]).toEqual([1, page.UsedBytes]);
    expect(api.storage.keys().filter((key) => key.startsWith(`u${me.identity.Id}/`))).toHaveLength(2);
    await api.uploaded(me, {}, photo);
    expect((await api.ok(me, 'GET', '/users/{uid}/gallery')).UsedBytes).toBe(page.UsedBytes * 2);
  });

  test("one gardener's photos do not use another's quota", async () => {
    const [me, other] = [await api.gardener(), await api.gardener()];
    await api.uploaded(other, {});
    await api.uploaded(other, {});
    await api.uploaded(me, {});
  });
});
