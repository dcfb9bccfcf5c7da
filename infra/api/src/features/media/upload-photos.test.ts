import { eq } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../db/database';
import { images } from '../../db/schema';
import { createUser } from '../../identity/users-service';
import { jpegPhoto } from '../../testing/photo-fixture';
import { testDatabases } from '../../testing/test-databases';
import { createMediaUrls } from './media-url-signer';
import { memoryMediaStorage } from './memory-media-storage';
import type { UploadPart } from './upload-parts';
import { uploadPhotos } from './upload-photos';

const NOW = new Date('2026-05-02T15:30:00.000Z');

async function* partsOf(...parts: UploadPart[]): AsyncGenerator<UploadPart> {
  yield* parts;
}

describe.each(testDatabases())('uploadPhotos keeps every file or none on $driver', (testDb) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await testDb.open();
  });
  afterAll(async () => {
    await testDb.dispose(database);
  });

  const depsWith = (db: Database) => ({
    db,
    storage: memoryMediaStorage(),
    urls: createMediaUrls('test-secret', () => NOW),
    quotaBytes: 10_000_000,
    clock: () => NOW,
  });

  test('the stored files are deleted again when the rows cannot be added', async () => {
    const { id: userId } = await createUser(database.db, { email: 'upload-fails@example.com' });
    // The database refuses the transaction that adds the rows (as a lost connection would).
    const failing = new Proxy(database.db, {
      get: (target, name, receiver) =>
        name === 'transaction'
          ? () => Promise.reject(new Error('connection lost'))
          : Reflect.get(target, name, receiver),
    });
    const deps = depsWith(failing);
    const photo = await jpegPhoto();
    await expect(
      uploadPhotos(
        deps,
        userId,
        partsOf(
          { kind: 'file', filename: 'a.jpg', bytes: photo },
          { kind: 'file', filename: 'b.jpg', bytes: photo },
        ),
      ),
    ).rejects.toThrow('connection lost');
    expect(deps.storage.keys()).toEqual([]);
    expect(await database.db.select().from(images).where(eq(images.userId, userId))).toEqual([]);
  });

  test('with a working database the same upload keeps both files and rows', async () => {
    const { id: userId } = await createUser(database.db, { email: 'upload-works@example.com' });
    const deps = depsWith(database.db);
    const photo = await jpegPhoto();
    const { Images } = await uploadPhotos(
      deps,
      userId,
      partsOf(
        { kind: 'file', filename: 'a.jpg', bytes: photo },
        { kind: 'field', name: 'origin', value: '1' },
      ),
    );
    expect(Images).toHaveLength(1);
    expect(deps.storage.keys()).toHaveLength(2);
    expect(await database.db.select().from(images).where(eq(images.userId, userId))).toEqual([
      expect.objectContaining({ origin: 1 }),
    ]);
  });
});
