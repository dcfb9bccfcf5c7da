import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { PlantDetails, PlantPage } from '@thrive/shared/contracts';
import { databaseTarget } from '../../cli/photo-import-target';
import { importedPlantPhotos, plants } from '../../db/schema';
import { plantsWantingPhotos } from '../../features/plant-photos/photo-wanted';
import { startFakeCommons, type FakeCommons, type FakeCommonsFile } from '../../testing/fake-commons';
import { jpegPhoto, photoApp, PORTLAND_EXIF, signedMediaUrl as signed } from '../../testing/photo-fixture';
import { testDatabases } from '../../testing/test-databases';
import { fetchPlantPhotos, type FetchImagesSummary } from './fetch-plant-photos';
import { IMPORTER_USER_AGENT, photoSource, type PhotoSource } from './photo-source';

const NOW = new Date('2026-05-02T15:30:00.000Z');
const BY_SA = 'https://creativecommons.org/licenses/by-sa/4.0';

describe.each(testDatabases())(
  'npm run data -- fetch-images: open-licence photos (issue 17) on $driver',
  (testDb) => {
    const api = photoApp(testDb, { prefix: 'fetch-images', now: NOW });
    let commons: FakeCommons;
    let source: PhotoSource;
    /** The first curated plants by id: the plants a run with --limit tries, in that order. */
    let plant: { id: number; botanicalName: string }[];
    const target = () => databaseTarget(api.db, api.storage, async () => undefined);
    const run = async (options: { all?: boolean; limit?: number } = {}) => {
      const lines: string[] = [];
      const summary = await fetchPlantPhotos(target(), source, { all: false, ...options }, (line) =>
        lines.push(line),
      );
      return { lines, summary };
    };
    /** By plant: two plants are fetched at a time, so their rows may come in either order. */
    const rows = () =>
      api.db
        .select()
        .from(importedPlantPhotos)
        .orderBy(asc(importedPlantPhotos.plantId), asc(importedPlantPhotos.id));
    const file = (
      pageid: number,
      licence: string,
      extra: Partial<FakeCommonsFile> = {},
    ): FakeCommonsFile => ({
      pageid,
      title: `File:Plant ${pageid}.jpg`,
      licence,
      artist: `Author ${pageid}`,
      ...extra,
    });

    let first: { lines: string[]; summary: FetchImagesSummary };
    beforeAll(async () => {
      commons = await startFakeCommons();
      source = photoSource({ WIKIMEDIA_API_URL: commons.apiUrl });
      plant = await api.firstPlants(8);
      const photo = await jpegPhoto({ width: 400, height: 300, exif: PORTLAND_EXIF });
      const files: FakeCommonsFile[][] = [
        // 0: credited through a link to the author's user page, entities and all.
        [
          file(101, 'CC BY-SA 4.0', {
            licenceUrl: BY_SA,
            artist:
              '<a href="//commons.wikimedia.org/wiki/User:Jane_Doe" title="User:Jane Doe">Jane &amp; John <b>Doe</b></a>\n',
            bytes: photo,
          }),
        ],
        // 1: the best match is NonCommercial, the next a TIFF: the third is kept.
        [
          file(102, 'CC BY-NC-SA 2.0', { bytes: photo }),
          file(103, 'CC0', { mime: 'image/tiff', bytes: photo }),
          file(104, 'CC BY 2.0', { artist: 'Bob Smith', bytes: photo }),
        ],
        // 2: nothing we may keep: NoDerivatives, and CC BY without an author to credit.
        [file(105, 'CC BY-ND 4.0', { bytes: photo }), file(106, 'CC BY 4.0', { artist: '', bytes: photo })],
        // 3: public domain asks for no credit: kept though nobody is named.
        [file(107, 'Public domain', { artist: '<span lang="en">Unknown author</span>', bytes: photo })],
        // 4: its picture cannot be downloaded (404).
        [file(108, 'CC BY 3.0')],
        // 5: no photo at all.
        [],
        // 6: the file plant 0 has already: one file is one plant's.
        [file(101, 'CC BY-SA 4.0', { bytes: photo })],
        // 7: after the failures, still imported.
        [file(109, 'CC0', { artist: 'Carla', bytes: await jpegPhoto({ width: 200, height: 200 }) })],
      ];
      files.forEach((found, index) => commons.files.set(plant[index]!.botanicalName, found));
      first = await run({ limit: 8 });
    });
    afterAll(() => commons.close());

    const line = (index: number, text: string) => `${plant[index]!.botanicalName}: ${text}`;
    /** Progress lines without their "n/8 " counter (two plants are fetched at a time) and port. */
    const outcomes = (lines: string[]) =>
      lines.map((text) => text.replace(/^\d+\/\d+ /, '').replace(/127\.0\.0\.1:\d+/, 'fake')).sort();

    test('one line per plant on the progress, and a summary of what happened', () => {
      expect(outcomes(first.lines)).toEqual(
        [
          line(0, 'imported (CC BY-SA 4.0, Jane & John Doe)'),
          line(1, 'imported (CC BY 2.0, Bob Smith)'),
          line(2, 'no usable photo (1 not an open licence, 1 no author named)'),
          line(3, 'imported (Public domain)'),
          line(4, 'failed: File:Plant 108.jpg: fake answered 404 Not Found'),
          line(5, 'no photo found'),
          line(6, 'no usable photo (1 imported already)'),
          line(7, 'imported (CC0, Carla)'),
        ].sort(),
      );
      expect(first.lines.map((text) => text.split(' ')[0]).sort()).toEqual([
        '1/8',
        '2/8',
        '3/8',
        '4/8',
        '5/8',
        '6/8',
        '7/8',
        '8/8',
      ]);
      expect(first.summary).toEqual({ wanted: 8, imported: 4, none: 3, failed: 1, unreachable: null });
    });

    test('keeps licence, licence page, author (HTML stripped) and source page with each photo', async () => {
      expect(await rows()).toEqual([
        expect.objectContaining({
          plantId: plant[0]!.id,
          author: 'Jane & John Doe',
          licence: 'CC BY-SA 4.0',
          licenceUrl: BY_SA,
          sourceUrl: 'https://commons.wikimedia.org/wiki/File:Plant_101.jpg',
          sourceId: 'commons:101',
        }),
        expect.objectContaining({
          plantId: plant[1]!.id,
          author: 'Bob Smith',
          licence: 'CC BY 2.0',
          sourceId: 'commons:104',
        }),
        expect.objectContaining({
          plantId: plant[3]!.id,
          author: '',
          licence: 'Public domain',
          licenceUrl: '',
        }),
        expect.objectContaining({
          plantId: plant[7]!.id,
          author: 'Carla',
          licence: 'CC0',
          sourceId: 'commons:109',
        }),
      ]);
    });

    test('never downloads a file it may not keep; a failed download does not stop the run', () => {
      const downloaded = commons.requests.filter((request) => request.path.startsWith('/thumb/'));
      expect(downloaded.map((request) => request.path).sort()).toEqual([
        '/thumb/101.jpg',
        '/thumb/104.jpg',
        '/thumb/107.jpg',
        '/thumb/108.jpg',
        '/thumb/109.jpg',
      ]);
    });

    test('stores the files like an upload: re-encoded, without metadata, with a thumbnail', async () => {
      const [kept] = await rows();
      expect(kept!.storageKey).toMatch(new RegExp(`^catalogue/p${plant[0]!.id}/[0-9a-f]{32}-orig\\.jpg$`));
      const original = await api.storage.get(kept!.storageKey);
      const thumbnail = await api.storage.get(kept!.thumbnailKey);
      const meta = await sharp(original!.body).metadata();
      expect([meta.width, meta.height, meta.exif]).toEqual([400, 300, undefined]);
      expect([kept!.width, kept!.height, kept!.contentType]).toEqual([400, 300, 'image/jpeg']);
      expect((await sharp(thumbnail!.body).metadata()).width).toBe(320);
    });

    test('asks the MediaWiki action API for files of the species, with a User-Agent that names us', () => {
      const searches = commons.requests.filter((request) => request.path === '/w/api.php');
      expect(searches).toHaveLength(8);
      expect(Object.fromEntries(searches[0]!.query)).toEqual({
        action: 'query',
        format: 'json',
        formatversion: '2',
        generator: 'search',
        gsrnamespace: '6',
        gsrsearch: expect.stringMatching(/^".+" filetype:bitmap$/),
        gsrlimit: '10',
        prop: 'imageinfo',
        iiprop: 'url|extmetadata|mime',
        iiurlwidth: '1024',
        iiextmetadatafilter: 'Artist|LicenseShortName|LicenseUrl',
      });
      expect(new Set(commons.requests.map((request) => request.userAgent))).toEqual(
        new Set([IMPORTER_USER_AGENT]),
      );
      expect(IMPORTER_USER_AGENT).toMatch(/^ThriveGarden-photo-importer\/[\d.]+ \(.*https:\/\/.*@.*\)$/);
    });

    test('a second run imports nothing new and downloads nothing it has', async () => {
      const before = commons.requests.length;
      const again = await run({ limit: 8 });
      expect(again.summary.imported).toBe(0);
      expect(await rows()).toHaveLength(4);
      const downloads = commons.requests
        .slice(before)
        .filter((request) => request.path.startsWith('/thumb/'));
      // Only the one that failed is tried again.
      expect(downloads.map((request) => request.path)).toEqual(['/thumb/108.jpg']);
    });

    test("the plant's pictures then show the imported photo, under the gardener's own", async () => {
      const [me, other] = [await api.gardener(), await api.gardener()];
      const maple = plant[0]!;
      const [row] = await api.db
        .select()
        .from(importedPlantPhotos)
        .where(eq(importedPlantPhotos.plantId, maple.id));
      const own = await api.uploaded(me, { plantId: maple.id });
      const thumbnail = async (who: typeof me) => {
        const page: PlantPage = await api.ok(who, 'POST', '/users/0/PlantSearch/', {
          k: maple.botanicalName,
        });
        return page.Items.find((item) => item.Id === maple.id)!.Thumbnail;
      };
      expect(await thumbnail(other)).toMatch(signed(row!.thumbnailKey));
      expect(await thumbnail(me)).toBe(own.Thumbnail);
      const details: PlantDetails = await api.ok(me, 'GET', `/Users/{uid}/Plant/${maple.id}/`);
      expect(details.Images.map((image) => [image.Id, image.Credit?.Author])).toEqual([
        [own.Id, undefined],
        [-row!.id, 'Jane & John Doe'],
      ]);
      // The address serves the stored thumbnail.
      const served = await api.app.inject({ url: await thumbnail(other) });
      expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/jpeg']);
    });

    test('curated plants only unless --all; --limit caps how many are tried', async () => {
      const [usda] = await api.db
        .insert(plants)
        .values({
          commonName: 'Test sedge',
          botanicalName: 'Carex testii',
          categoryId: 5,
          lifecycle: 'perennial',
          source: 'usda-plants',
        })
        .returning({ id: plants.id });
      const ids = async (all: boolean, limit?: number) =>
        (await plantsWantingPhotos(api.db, { all, limit })).map((wanted) => wanted.id);
      expect(await ids(false)).not.toContain(usda!.id);
      expect(await ids(true)).toContain(usda!.id);
      // Plants with an imported photo are not asked for again.
      expect(await ids(true)).not.toContain(plant[0]!.id);
      expect(await ids(false, 3)).toEqual([plant[2]!.id, plant[4]!.id, plant[5]!.id]);
    });

    test('a source that cannot be reached ends the run early and says so', async () => {
      const gone = await startFakeCommons();
      await gone.close();
      const unreachable = photoSource({ WIKIMEDIA_API_URL: gone.apiUrl });
      const lines: string[] = [];
      const summary = await fetchPlantPhotos(target(), unreachable, { all: false }, (text) =>
        lines.push(text),
      );
      expect(summary.unreachable).toMatch(/^could not reach 127\.0\.0\.1:\d+ \(ECONNREFUSED\)$/);
      expect(summary.imported).toBe(0);
      // Given up after three unanswered searches (a fourth may have been on its way).
      expect(lines.length).toBeGreaterThanOrEqual(3);
      expect(lines.length).toBeLessThanOrEqual(4);
      expect(lines[0]).toMatch(/: failed: could not reach 127\.0\.0\.1:\d+ \(ECONNREFUSED\)$/);
    });
  },
);
