import type { FastifyInstance } from 'fastify';
import sharp, { type Exif } from 'sharp';
import { buildApp } from '../app';
import type { Database, DatabaseHandle } from '../db/database';
import { galleries, plants, yards, zones } from '../db/schema';
import { seedReferenceData } from '../reference-data/seed';
import { memoryMediaStorage, type MemoryMediaStorage } from '../features/media/memory-media-storage';
import { apiCalls } from './api-calls';
import { signedInDirectly } from './identity-fixture';
import type { Gardener } from './seeded-app';
import { testConfig } from './test-app';
import type { TestDatabase } from './test-databases';

/** Downtown Portland, OR (45.52, -122.68), as a camera writes it into the EXIF (degrees, minutes, seconds). */
export const PORTLAND_EXIF = {
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '45/1 31/1 12/1',
    GPSLongitudeRef: 'W',
    GPSLongitude: '122/1 40/1 48/1',
  },
};

/** The signed address of a photo file, `/media/{key}?e={expiry}&s={signature}`, as a pattern. */
export const signedMediaUrl = (key: string): RegExp =>
  new RegExp(`^/media/${key.replace(/[.]/g, '\\.')}\\?e=\\d+&s=[\\w-]+$`);

/** A small JPEG made on the spot (never a committed file), with the EXIF given. */
export async function jpegPhoto({
  width = 64,
  height = 48,
  exif,
}: { width?: number; height?: number; exif?: Exif } = {}): Promise<Buffer> {
  const picture = sharp({
    create: { width, height, channels: 3, background: { r: 60, g: 150, b: 90 } },
  }).jpeg();
  return (exif ? picture.withExif(exif) : picture).toBuffer();
}

export interface FormFile {
  name: string;
  bytes: Buffer;
  type?: string;
}

/** A multipart body as the app's uploader sends it: `file` parts, then the fields. */
export function photoForm(
  files: readonly FormFile[],
  fields: Record<string, string | number> = {},
): FormData {
  const form = new FormData();
  for (const file of files)
    form.append(
      'file',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/jpeg' }),
      file.name,
    );
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  return form;
}

/**
 * The app on `testDb` with photo files in memory (`storage`), the reference data seeded and a
 * fixed clock (registers its beforeAll/afterAll): gardeners, uploads, any API call, and
 * yards, zones and galleries made straight in the database. `quotaBytes` sets the quota.
 */
export function photoApp(
  testDb: TestDatabase,
  { prefix, now, quotaBytes }: { prefix: string; now: Date; quotaBytes?: number },
) {
  const storage: MemoryMediaStorage = memoryMediaStorage();
  let database: DatabaseHandle | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    database = await testDb.open();
    await seedReferenceData(database.db);
    app = await buildApp({
      database,
      config: testConfig(),
      clock: () => now,
      storage,
      ...(quotaBytes === undefined ? {} : { mediaQuotaBytes: quotaBytes }),
    });
  });
  afterAll(async () => {
    await app?.close();
    if (database) await testDb.dispose(database);
  });
  const opened = () => {
    if (!database || !app) throw new Error('The test database is opened in beforeAll: use it inside a test.');
    return { db: database.db, app };
  };

  let gardeners = 0;
  const gardener = () =>
    signedInDirectly(opened().db, { email: `${prefix}-${++gardeners}@example.com` }, now);
  const { send, ok, refused } = apiCalls(() => opened().app);

  /** POST upload/0/uploadFile/ (or another upload path) as the gardener. */
  const upload = (who: Gardener, form: FormData, url = '/api/upload/0/uploadFile/') =>
    opened().app.inject({ method: 'POST', url, headers: who.headers, payload: form });

  /** Uploads one small JPEG with the fields given and answers its photo. */
  const uploaded = async (who: Gardener, fields: Record<string, string | number> = {}, photo?: Buffer) => {
    const response = await upload(
      who,
      photoForm([{ name: 'leaf.jpg', bytes: photo ?? (await jpegPhoto()) }], fields),
    );
    expect(`${response.statusCode} ${response.body}`).toMatch(/^200 /);
    return (response.json() as { Images: { Id: number; Url: string; Thumbnail: string }[] }).Images[0]!;
  };

  const yardOf = async (who: Gardener) => {
    const [yard] = await opened()
      .db.insert(yards)
      .values({ userId: who.identity.Id, name: 'Home' })
      .returning({ id: yards.id });
    return yard!.id;
  };
  const zoneOf = async (who: Gardener) => {
    const [zone] = await opened()
      .db.insert(zones)
      .values({ userId: who.identity.Id, yardId: await yardOf(who), name: 'Bed' })
      .returning({ id: zones.id });
    return zone!.id;
  };
  let galleryNames = 0;
  const galleryOf = async (who: Gardener, name = `Gallery ${++galleryNames}`) => {
    const [gallery] = await opened()
      .db.insert(galleries)
      .values({ userId: who.identity.Id, name })
      .returning({ id: galleries.id });
    return gallery!.id;
  };
  const firstPlants = async (count: number) =>
    opened()
      .db.select({ id: plants.id, commonName: plants.commonName, botanicalName: plants.botanicalName })
      .from(plants)
      .orderBy(plants.id)
      .limit(count);

  return {
    get db(): Database {
      return opened().db;
    },
    get app(): FastifyInstance {
      return opened().app;
    },
    storage,
    gardener,
    send,
    ok,
    refused,
    upload,
    uploaded,
    yardOf,
    zoneOf,
    galleryOf,
    firstPlants,
  };
}
