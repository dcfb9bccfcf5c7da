import { http, HttpResponse } from 'msw';
import { IMAGE_TYPES, type GalleryImage } from '@thrive/shared/contracts';
import { fakePhotoUploads, testGalleryImage } from '@thrive/shared/testing';

/** A photo of design `designId` (image type 3). */
export const designPhoto = (designId: number, overrides: Partial<GalleryImage> = {}): GalleryImage =>
  testGalleryImage({
    Type: IMAGE_TYPES.design,
    EntityId: designId,
    PlantId: 0,
    CommonName: '',
    BotanicalName: '',
    CreatedDate: '2026-05-02T15:30:00.000Z',
    ...overrides,
  });

/**
 * The photo calls a design's page makes, faked at the network boundary: `photos` is what
 * GET users/{uid}/image/?c=3&cid answers (kept uploads are added to it), `changes` the
 * bodies of POST users/{uid}/image and the queries of imageaction.
 */
export function fakeDesignPhotos() {
  const photos: GalleryImage[] = [];
  const changes: unknown[] = [];
  const uploads = fakePhotoUploads((photo, fields) =>
    photos.unshift({
      ...photo,
      Type: Number(fields.imageType),
      EntityId: Number(fields.designId),
      Published: fields.published === '1',
    }),
  );
  const handlers = [
    uploads.handler,
    http.get('/api/users/:uid/image/', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const cid = Number(query.get('cid'));
      return HttpResponse.json(
        photos.filter((photo) => photo.Type === Number(query.get('c')) && photo.EntityId === cid),
      );
    }),
    http.post('/api/users/:uid/image', async ({ request }) => {
      const body = (await request.json()) as { Id: number; Published?: boolean };
      changes.push(body);
      const photo = photos.find((item) => item.Id === body.Id)!;
      if (body.Published !== undefined) photo.Published = body.Published;
      return HttpResponse.json(photo);
    }),
    http.post('/api/users/:uid/imageaction/', ({ request }) => {
      const query = new URL(request.url).searchParams;
      changes.push(Object.fromEntries(query));
      const at = photos.findIndex((photo) => photo.Id === Number(query.get('i')));
      photos.splice(at, 1);
      return HttpResponse.json(photos);
    }),
  ];
  const reset = (initial: GalleryImage[] = []) => {
    photos.splice(0, photos.length, ...initial);
    changes.length = 0;
    uploads.reset();
  };
  return { handlers, photos, changes, uploads, reset };
}
