import { IMAGE_TYPES, type GalleryImage } from '@thrive/shared/contracts';
import type { Design, LandscapeStyleImages, LandscapeStylePage } from '@thrive/shared/landscape';
import { ONLY_DESIGN_PHOTOS_PUBLISH } from './image-actions';
import { DESIGN_PHOTO_NEEDS_DESIGN } from './upload-target';
import { jpegPhoto, photoApp, photoForm } from '../../testing/photo-fixture';
import type { Gardener } from '../../testing/seeded-app';
import { testDatabases } from '../../testing/test-databases';

const NOW = new Date('2026-05-02T15:30:00.000Z');

describe.each(testDatabases())(
  "photos of a landscape design (image type 3), published with the design's style, on $driver",
  (testDb) => {
    const api = photoApp(testDb, { prefix: 'design-photos', now: NOW });

    /** The upload's status and body, for the refusals. */
    const uploadTo = async (who: Gardener, fields: Record<string, string | number>) =>
      api.upload(who, photoForm([{ name: 'bed.jpg', bytes: await jpegPhoto() }], fields));
    const styleNamed = async (who: Gardener, name: string) => {
      const page = (await api.ok(who, 'GET', `/LandscapeStyles/0/Search/?k=${name}`)) as LandscapeStylePage;
      return page.Items.find((style) => style.Name === name)!.Id;
    };
    const designIn = async (who: Gardener, styleId: number) =>
      (
        (await api.ok(who, 'POST', `/LandscapeDesign/${styleId}/User/0/`, {
          Name: 'Front bed',
          SunRequirementId: 1,
        })) as Design
      ).Id;
    const styleImageIds = async (who: Gardener, styleId: number) =>
      ((await api.ok(who, 'GET', `/LandscapeStyles/${styleId}/Images/`)) as LandscapeStyleImages).Images.map(
        (image) => image.Id,
      );

    test("a design's photo is listed with the design; published, every gardener sees it with the style", async () => {
      const [me, neighbour] = [await api.gardener(), await api.gardener()];
      const styleId = await styleNamed(me, 'Rain Garden');
      const designId = await designIn(me, styleId);
      const shown = await api.uploaded(me, { imageType: IMAGE_TYPES.design, designId, published: 1 });
      const kept = await api.uploaded(me, { imageType: IMAGE_TYPES.design, designId });

      const listed = (await api.ok(me, 'GET', `/users/{uid}/image/?c=3&cid=${designId}`)) as GalleryImage[];
      expect(listed.map((image) => [image.Id, image.Type, image.EntityId, image.Published])).toEqual([
        [kept.Id, IMAGE_TYPES.design, designId, false],
        [shown.Id, IMAGE_TYPES.design, designId, true],
      ]);
      expect(await styleImageIds(neighbour, styleId)).toEqual([0, shown.Id]);

      // Published and withdrawn again from the photo's own menu.
      const published = (await api.ok(me, 'POST', '/users/{uid}/image', {
        Id: kept.Id,
        Type: IMAGE_TYPES.design,
        Published: true,
      })) as GalleryImage;
      expect(published.Published).toBe(true);
      expect(await styleImageIds(neighbour, styleId)).toEqual([0, kept.Id, shown.Id]);
      await api.ok(me, 'POST', '/users/{uid}/image', {
        Id: shown.Id,
        Type: IMAGE_TYPES.design,
        Published: false,
      });
      expect(await styleImageIds(neighbour, styleId)).toEqual([0, kept.Id]);
    });

    test("another gardener's design is refused to upload to and to list as a missing one is (400); a design photo must name its design", async () => {
      const [me, neighbour] = [await api.gardener(), await api.gardener()];
      const theirs = await designIn(neighbour, 0);
      const response = await uploadTo(me, { imageType: IMAGE_TYPES.design, designId: theirs, published: 1 });
      expect(response.statusCode).toBe(400);
      expect((await api.refused(me, 'GET', `/users/{uid}/image/?c=3&cid=${theirs}`)).status).toBe(400);
      expect(await api.ok(neighbour, 'GET', `/users/{uid}/image/?c=3&cid=${theirs}`)).toEqual([]);

      const noDesign = await uploadTo(me, { imageType: IMAGE_TYPES.design });
      expect(noDesign.statusCode).toBe(400);
      expect(noDesign.json()).toMatchObject({ message: DESIGN_PHOTO_NEEDS_DESIGN });
    });

    test('only a photo of a design can be published; published on another photo is ignored at upload', async () => {
      const me = await api.gardener();
      const zoneId = await api.zoneOf(me);
      const ofZone = await api.uploaded(me, { imageType: IMAGE_TYPES.zone, zoneId, published: 1 });
      expect(
        ((await api.ok(me, 'GET', `/users/{uid}/image/?i=${ofZone.Id}`)) as GalleryImage[])[0]!.Published,
      ).toBe(false);
      expect(
        await api.refused(me, 'POST', '/users/{uid}/image', {
          Id: ofZone.Id,
          Type: IMAGE_TYPES.zone,
          Published: true,
        }),
      ).toEqual({ status: 400, body: expect.objectContaining({ message: ONLY_DESIGN_PHOTOS_PUBLISH }) });
      const designId = await designIn(me, 0);
      const badFields: Record<string, number>[] = [
        { imageType: 4 },
        { imageType: IMAGE_TYPES.design, designId, published: 2 },
      ];
      for (const fields of badFields) {
        const response = await uploadTo(me, fields);
        expect(`${JSON.stringify(fields)}: ${response.statusCode}`).toBe(`${JSON.stringify(fields)}: 400`);
      }
    });
  },
);
