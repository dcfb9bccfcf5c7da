import type { AddressInfo } from 'node:net';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { connectPhotoImportTarget } from '../cli/photo-import-target';
import type { DatabaseHandle } from '../db/database';
import { importedPlantPhotos, plants } from '../db/schema';
import { fetchPlantPhotos } from '../reference-data/plant-photos/fetch-plant-photos';
import { photoSource } from '../reference-data/plant-photos/photo-source';
import { seedReferenceData } from '../reference-data/seed';
import { memoryMediaStorage } from '../features/media/memory-media-storage';
import { startFakeCommons, type FakeCommons } from '../testing/fake-commons';
import { jpegPhoto } from '../testing/photo-fixture';
import { fixtureFolder } from '../testing/reference-data-fixtures';
import { testConfig } from '../testing/test-app';
import { testDatabases } from '../testing/test-databases';
import { ADMIN_TOKEN_HEADER, publishAdminEndpoint } from './admin-access';

const ADMIN_TOKEN = 'admin-token-for-photo-tests';

/** While a server holds the database, `fetch-images` hands it each photo to keep. */
describe.each(testDatabases())('fetch-images through the running server (issue 17) on $driver', (testDb) => {
  const storage = memoryMediaStorage();
  const dataDir = fixtureFolder('photo-admin');
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let commons: FakeCommons;
  let unpublish: () => void;
  const admin = { [ADMIN_TOKEN_HEADER]: ADMIN_TOKEN };

  beforeAll(async () => {
    database = await testDb.open();
    await seedReferenceData(database.db);
    app = await buildApp({ database, config: testConfig(), adminToken: ADMIN_TOKEN, storage });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    unpublish = publishAdminEndpoint(dataDir.dir, {
      url: `http://127.0.0.1:${port}`,
      token: ADMIN_TOKEN,
      pid: process.pid,
    });
    commons = await startFakeCommons();
  });
  afterAll(async () => {
    unpublish();
    await commons.close();
    await app.close();
    await testDb.dispose(database);
    dataDir.remove();
  });

  test('the CLI finds the server in DATA_DIR, and the server keeps the photos it sends', async () => {
    const [first, second] = await database.db.select().from(plants).orderBy(asc(plants.id)).limit(2);
    commons.files.set(first!.botanicalName, [
      {
        pageid: 7,
        title: 'File:Leaf.jpg',
        licence: 'CC BY 4.0',
        artist: 'Ann Lee',
        bytes: await jpegPhoto(),
      },
    ]);
    const target = await connectPhotoImportTarget(testConfig({ DATA_DIR: dataDir.dir }));
    expect(target.via).toBe('server');
    const lines: string[] = [];
    const summary = await fetchPlantPhotos(
      target,
      photoSource({ WIKIMEDIA_API_URL: commons.apiUrl }),
      { all: false, limit: 2 },
      (line) => lines.push(line),
    );
    await target.close();
    expect(summary).toMatchObject({ wanted: 2, imported: 1, none: 1, failed: 0, unreachable: null });
    // Two plants are fetched at a time: either may finish first.
    expect(lines.map((line) => line.replace(/^[12]\/2 /, '')).sort()).toEqual(
      [
        `${first!.botanicalName}: imported (CC BY 4.0, Ann Lee)`,
        `${second!.botanicalName}: no photo found`,
      ].sort(),
    );
    const [row] = await database.db.select().from(importedPlantPhotos);
    expect(row).toMatchObject({ plantId: first!.id, author: 'Ann Lee', sourceId: 'commons:7' });
    expect(storage.keys()).toEqual([row!.storageKey, row!.thumbnailKey].sort());
  });

  test('the admin calls want the token; a file that is not a picture is 400 and nothing is kept', async () => {
    const [plant] = await database.db.select({ id: plants.id }).from(plants).orderBy(asc(plants.id)).limit(1);
    const photo = {
      plantId: plant!.id,
      sourceId: 'commons:broken',
      credit: { Author: 'A', Licence: 'CC0', LicenceUrl: '', SourceUrl: 'https://example.org/file' },
      image: Buffer.from('not a picture').toString('base64'),
    };
    const url = '/api/admin/data/plant-photos';
    const without = await app.inject({ method: 'POST', url, payload: photo });
    expect(without.statusCode).toBe(401);
    const keys = storage.keys();
    const broken = await app.inject({ method: 'POST', url, headers: admin, payload: photo });
    expect([broken.statusCode, broken.json().message]).toEqual([
      400,
      'the download is not a JPEG, PNG or WebP picture',
    ]);
    expect(storage.keys()).toEqual(keys);
  });

  test('the same source file sent twice is kept once', async () => {
    const [, , plant] = await database.db
      .select({ id: plants.id })
      .from(plants)
      .orderBy(asc(plants.id))
      .limit(3);
    const photo = {
      plantId: plant!.id,
      sourceId: 'commons:twice',
      credit: { Author: 'B', Licence: 'CC0', LicenceUrl: '', SourceUrl: 'https://example.org/twice' },
      image: (await jpegPhoto()).toString('base64'),
    };
    const url = '/api/admin/data/plant-photos';
    const answers = [];
    for (let i = 0; i < 2; i++)
      answers.push((await app.inject({ method: 'POST', url, headers: admin, payload: photo })).json());
    expect(answers).toEqual([{ status: 'imported', id: expect.any(Number) }, { status: 'already imported' }]);
    const known = await app.inject({
      method: 'POST',
      url: `${url}/known`,
      headers: admin,
      payload: { sourceIds: ['commons:twice', 'commons:other'] },
    });
    expect(known.json()).toEqual({ known: ['commons:twice'] });
  });
});
