import { eq } from 'drizzle-orm';
import { IMAGE_TYPES } from '@thrive/shared/contracts';
import { plantZones, yardMembers, zones } from '../../db/schema';
import { jpegPhoto, photoApp, photoForm } from '../../testing/photo-fixture';
import type { Gardener } from '../../testing/seeded-app';
import { testDatabases } from '../../testing/test-databases';

const NOW = new Date('2026-05-04T09:00:00Z');
const VIEWER_REFUSAL = 'You can see this yard but not change it: its owner shared it with you as a viewer.';

describe.each(testDatabases())('photos of a shared yard on $driver', (testDb) => {
  const api = photoApp(testDb, { prefix: 'shared-photos', now: NOW });

  /** The owner's yard with one zone, shared with a gardener and a viewer. */
  const sharedYard = async () => {
    const [owner, gardener, viewer, stranger] = [
      await api.gardener(),
      await api.gardener(),
      await api.gardener(),
      await api.gardener(),
    ];
    const zoneId = await api.zoneOf(owner);
    const [zone] = await api.db.select({ yardId: zones.yardId }).from(zones).where(eq(zones.id, zoneId));
    const yardId = zone!.yardId!;
    await api.db.insert(yardMembers).values([
      { yardId, userId: gardener.identity.Id, role: 'gardener' },
      { yardId, userId: viewer.identity.Id, role: 'viewer' },
    ]);
    return { owner, gardener, viewer, stranger, yardId, zoneId };
  };
  const photosOf = async (who: Gardener, c: number, cid: number) =>
    ((await api.ok(who, 'GET', `/users/{uid}/image?c=${c}&cid=${cid}`)) as { Id: number }[]).map(
      (photo) => photo.Id,
    );

  test('rule: a gardener of a shared yard adds photos of its zones, as their own; everyone in the yard sees them', async () => {
    const { owner, gardener, viewer, zoneId } = await sharedYard();
    const ownersPhoto = await api.uploaded(owner, { imageType: IMAGE_TYPES.zone, zoneId });
    const gardenersPhoto = await api.uploaded(gardener, { imageType: IMAGE_TYPES.zone, zoneId });

    for (const who of [owner, gardener, viewer])
      expect(await photosOf(who, IMAGE_TYPES.zone, zoneId)).toEqual([gardenersPhoto.Id, ownersPhoto.Id]);
    // The photo is the gardener's: in their gallery, not the owner's.
    const gallery = async (who: Gardener) =>
      (
        (await api.ok(who, 'GET', '/users/{uid}/gallery?g=0')) as { Gallery: { Images: { Id: number }[] } }
      ).Gallery.Images.map((photo) => photo.Id);
    expect(await gallery(gardener)).toContain(gardenersPhoto.Id);
    expect(await gallery(owner)).not.toContain(gardenersPhoto.Id);
  });

  test('rule: a viewer adds no photo to a shared yard (403), and nothing is kept', async () => {
    const { viewer, yardId } = await sharedYard();
    const response = await api.upload(
      viewer,
      photoForm([{ name: 'leaf.jpg', bytes: await jpegPhoto() }], { imageType: IMAGE_TYPES.yard, yardId }),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(
      expect.objectContaining({ message: VIEWER_REFUSAL, actionRefused: true }),
    );
    expect(await photosOf(viewer, IMAGE_TYPES.yard, yardId)).toEqual([]);
  });

  test('rule: someone outside the yard neither adds nor sees its photos (the answer of a yard that does not exist)', async () => {
    const { owner, stranger, yardId } = await sharedYard();
    await api.uploaded(owner, { imageType: IMAGE_TYPES.yard, yardId });
    const upload = await api.upload(
      stranger,
      photoForm([{ name: 'leaf.jpg', bytes: await jpegPhoto() }], { imageType: IMAGE_TYPES.yard, yardId }),
    );
    expect(upload.statusCode).toBe(400);
    expect(
      await api.refused(stranger, 'GET', `/users/{uid}/image?c=${IMAGE_TYPES.yard}&cid=${yardId}`),
    ).toEqual({
      status: 400,
      body: expect.objectContaining({ message: `There is no yard ${yardId}.` }),
    });
  });

  test('a member who leaves no longer sees the yard’s photos, and their own photos of it leave the yard’s list', async () => {
    const { owner, gardener, yardId } = await sharedYard();
    const gardenersPhoto = await api.uploaded(gardener, { imageType: IMAGE_TYPES.yard, yardId });
    await api.db.delete(yardMembers).where(eq(yardMembers.userId, gardener.identity.Id));
    expect(await photosOf(owner, IMAGE_TYPES.yard, yardId)).toEqual([]);
    expect((await api.refused(gardener, 'GET', `/users/{uid}/image?c=0&cid=${yardId}`)).status).toBe(400);
    // Still theirs, in their own gallery.
    expect(
      (await api.ok(gardener, 'GET', `/users/{uid}/image?i=${gardenersPhoto.Id}`)) as unknown[],
    ).toHaveLength(1);
  });

  test('a gardener checks the health of a plant of the shared yard with a photo of their own', async () => {
    const { owner, gardener, zoneId } = await sharedYard();
    const [plant] = await api.firstPlants(1);
    const [planted] = await api.db
      .insert(plantZones)
      .values({ userId: owner.identity.Id, zoneId, plantId: plant!.id })
      .returning({ id: plantZones.id });
    const photo = await api.uploaded(gardener, { imageType: IMAGE_TYPES.zone, zoneId, plantId: plant!.id });
    const answer = (await api.ok(gardener, 'POST', '/Plants/0/RunHealthAssessment/', {
      PlantZoneId: planted!.id,
      Symptoms: ['wilting'],
      ImageId: photo.Id,
    })) as { Causes: unknown[] };
    expect(answer.Causes.length).toBeGreaterThan(0);
  });
});
