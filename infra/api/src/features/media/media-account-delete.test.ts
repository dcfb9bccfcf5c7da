import { eq } from 'drizzle-orm';
import { galleries, images } from '../../db/schema';
import { photoApp } from '../../testing/photo-fixture';
import { testDatabases } from '../../testing/test-databases';

const NOW = new Date('2026-05-02T15:30:00.000Z');

describe.each(testDatabases())(
  'DELETE users/{uid} deletes every photo file of the gardener on $driver',
  (testDb) => {
    const api = photoApp(testDb, { prefix: 'delete-photos', now: NOW });

    test("every row and file of the gardener is gone, and nothing of another's", async () => {
      const [me, other] = [await api.gardener(), await api.gardener()];
      const galleryId = await api.galleryOf(me);
      await api.uploaded(me, { galleryId });
      await api.uploaded(me);
      const rotated = await api.uploaded(me);
      await api.ok(me, 'POST', '/users/{uid}/rotate', { Id: rotated.Id });
      const theirs = await api.uploaded(other);
      const filesOf = (userId: number) => api.storage.keys().filter((key) => key.startsWith(`u${userId}/`));
      expect(filesOf(me.identity.Id)).toHaveLength(6);

      expect(await api.ok(me, 'DELETE', '/users/{uid}')).toEqual({ message: expect.any(String) });

      expect(await api.db.select().from(images).where(eq(images.userId, me.identity.Id))).toEqual([]);
      expect(await api.db.select().from(galleries).where(eq(galleries.userId, me.identity.Id))).toEqual([]);
      expect(filesOf(me.identity.Id)).toEqual([]);
      expect(filesOf(other.identity.Id)).toHaveLength(2);
      expect((await api.app.inject({ url: theirs.Url })).statusCode).toBe(200);
    });
  },
);
