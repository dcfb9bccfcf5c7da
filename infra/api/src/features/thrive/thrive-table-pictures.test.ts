import { eq } from 'drizzle-orm';
import type { ThriveTableAnswer } from '@thrive/shared/contracts';
import { plantIllustrations, plantZones } from '../../db/schema';
import { photoApp, signedMediaUrl as signed } from '../../testing/photo-fixture';
import { importedPhotoRow, storedIllustrationAddress } from '../../testing/plant-pictures';
import type { Gardener } from '../../testing/seeded-app';
import { testDatabases } from '../../testing/test-databases';

const NOW = new Date('2026-05-02T15:30:00.000Z');

/**
 * The Thrive Scorecard reads its plants' pictures with its garden, in one statement: the
 * same choice as every card list (plant-pictures.test.ts), plant by plant.
 */
describe.each(testDatabases())(
  'the Thrive Scorecard shows each plant’s picture (issue 17) on $driver',
  (testDb) => {
    const api = photoApp(testDb, { prefix: 'thrive-pictures', now: NOW });

    /** The gardener's one zone growing these plants; answers ThriveTable of every yard. */
    const tableGrowing = async (who: Gardener, plantIds: number[]) => {
      const zoneId = await api.zoneOf(who);
      await api.db
        .insert(plantZones)
        .values(plantIds.map((plantId) => ({ userId: who.identity.Id, zoneId, plantId })));
      const table = (await api.ok(who, 'GET', '/users/{uid}/ThriveTable/0')) as ThriveTableAnswer;
      return new Map(table.Plants.map(([id, , , thumbnail]) => [id, thumbnail]));
    };

    test('own newest photo, else the first imported one, else the illustration, else ""; never another gardener’s', async () => {
      const [me, other] = [await api.gardener(), await api.gardener()];
      const [photographed, imported, drawn, bare] = await api.firstPlants(4);
      await api.uploaded(me, { plantId: photographed!.id });
      const newest = await api.uploaded(me, { plantId: photographed!.id });
      await api.uploaded(other, { plantId: imported!.id });
      const first = await importedPhotoRow(api.db, imported!.id, `thrive-${imported!.id}-first`);
      await importedPhotoRow(api.db, imported!.id, `thrive-${imported!.id}-second`);
      await api.db.delete(plantIllustrations).where(eq(plantIllustrations.plantId, bare!.id));

      const pictures = await tableGrowing(me, [photographed!.id, imported!.id, drawn!.id, bare!.id]);
      expect(pictures.get(photographed!.id)).toBe(newest.Thumbnail);
      expect(pictures.get(imported!.id)).toEqual(expect.stringMatching(signed(first.thumbnailKey)));
      expect(pictures.get(drawn!.id)).toBe(await storedIllustrationAddress(api.db, drawn!.id));
      expect(pictures.get(bare!.id)).toBe('');

      // The other gardener sees the drawing of the plant I photographed, not my photo.
      const theirs = await tableGrowing(other, [photographed!.id]);
      expect(theirs.get(photographed!.id)).toBe(await storedIllustrationAddress(api.db, photographed!.id));
    });
  },
);
