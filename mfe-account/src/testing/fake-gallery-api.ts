import { http, HttpResponse } from 'msw';
import type { GalleryImage, GallerySummary } from '@thrive/shared/contracts';
import { setupTestServer, testGalleryImage } from '@thrive/shared/testing';

const MB = 1024 * 1024;

/** A photo taken at this local time, so its shown date does not depend on the test machine's zone. */
export const takenAt = (year: number, month: number, day: number, hour: number, minute: number) =>
  new Date(year, month - 1, day, hour, minute).toISOString();

export function galleryPhoto(overrides: Partial<GalleryImage> = {}): GalleryImage {
  const id = overrides.Id ?? 1;
  return testGalleryImage({
    Id: id,
    EntityId: 101,
    PlantId: 101,
    Url: `/media/photos/${id}.jpg`,
    Thumbnail: `/media/photos/${id}-thumb.jpg`,
    City: 'Ames',
    State: 'IA',
    Latitude: 42.03,
    Longitude: -93.62,
    CreatedDate: takenAt(2026, 4, 5, 14, 30),
    ...overrides,
  });
}

/** Newest first, as the server lists them. */
function freshPhotos(): GalleryImage[] {
  return [
    galleryPhoto({
      Id: 3,
      GalleryId: 10,
      CommonName: 'Rose',
      BotanicalName: 'Rosa rugosa',
      IsFavorite: true,
    }),
    galleryPhoto({ Id: 2, City: 'Columbus', State: 'OH', CreatedDate: takenAt(2026, 3, 1, 9, 5) }),
    galleryPhoto({ Id: 1, GalleryId: 10, CommonName: 'Hosta', BotanicalName: 'Hosta sieboldiana' }),
  ];
}

const freshGalleries = () => [{ Id: 10, Type: 2, Name: 'Roses' }];

interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

async function bodyOf(request: Request): Promise<unknown> {
  const text = await request.text();
  return text ? JSON.parse(text) : undefined;
}

/**
 * The gallery calls faked at the fetch level, holding state as the server does: `data.photos`
 * (newest first) and `data.galleries` (named ones); `data.saveError` answers the next gallery
 * saves with a 400, `data.failList` the gallery reads with a 500. `reads` holds the query of
 * every gallery read, `calls` every call that changes something, in order.
 */
export function setupFakeGalleryApi() {
  const server = setupTestServer();
  const data = {
    photos: freshPhotos(),
    galleries: freshGalleries(),
    saveError: '',
    failList: false,
    usedBytes: Math.round(12.3 * MB),
    quotaBytes: 500 * MB,
  };
  const reads: Record<string, string>[] = [];
  const calls: Call[] = [];
  let nextGalleryId = 11;

  const record = async (request: Request) => {
    const url = new URL(request.url);
    const call = {
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: await bodyOf(request),
    };
    calls.push(call);
    return call;
  };
  const summaries = (): GallerySummary[] =>
    data.galleries.map((gallery) => ({
      ...gallery,
      ImageCount: data.photos.filter((photo) => photo.GalleryId === gallery.Id).length,
    }));

  beforeEach(() => {
    Object.assign(data, {
      photos: freshPhotos(),
      galleries: freshGalleries(),
      saveError: '',
      failList: false,
    });
    reads.length = 0;
    calls.length = 0;
    nextGalleryId = 11;
    server.use(
      http.get('/api/users/:uid/gallery', ({ request }) => {
        const query = Object.fromEntries(new URL(request.url).searchParams);
        reads.push(query);
        if (data.failList) return HttpResponse.json({ message: 'Photos are resting.' }, { status: 500 });
        const g = Number(query.g ?? 0);
        const i = Number(query.i ?? 0);
        const c = Number(query.c ?? 24);
        const gallery = data.galleries.find((one) => one.Id === g);
        const matching = data.photos.filter(
          (photo) => (g === 0 || photo.GalleryId === g) && (query.f !== '1' || photo.IsFavorite),
        );
        return HttpResponse.json({
          Galleries: summaries(),
          Gallery: {
            ...(gallery ?? { Id: 0, Type: 2, Name: 'All photos' }),
            Images: matching.slice(i * c, i * c + c),
          },
          TotalRows: matching.length,
          PageIndex: i,
          PageSize: c,
          UsedBytes: data.usedBytes,
          QuotaBytes: data.quotaBytes,
        });
      }),
      http.post('/api/users/:uid/gallery', async ({ request }) => {
        const { body } = await record(request);
        const input = body as { Id: number; Type: number; Name: string };
        if (data.saveError) return HttpResponse.json({ message: data.saveError }, { status: 400 });
        if (input.Id === 0) data.galleries.push({ Id: nextGalleryId++, Type: input.Type, Name: input.Name });
        else
          data.galleries = data.galleries.map((one) =>
            one.Id === input.Id ? { ...one, Name: input.Name } : one,
          );
        const saved = summaries().find((one) => one.Name === input.Name);
        return HttpResponse.json(saved);
      }),
      http.delete('/api/users/:uid/gallery/:id', async ({ request, params }) => {
        await record(request);
        const id = Number(params.id);
        data.galleries = data.galleries.filter((one) => one.Id !== id);
        data.photos = data.photos.map((photo) =>
          photo.GalleryId === id ? { ...photo, GalleryId: 0 } : photo,
        );
        return HttpResponse.json({ message: 'The gallery was deleted. Its photos are still in All photos.' });
      }),
      http.post('/api/users/:uid/image', async ({ request }) => {
        const { body } = await record(request);
        const change = body as { Id: number; IsFavorite?: boolean; GalleryId?: number };
        data.photos = data.photos.map((photo) =>
          photo.Id === change.Id
            ? {
                ...photo,
                IsFavorite: change.IsFavorite ?? photo.IsFavorite,
                GalleryId: change.GalleryId ?? photo.GalleryId,
              }
            : photo,
        );
        return HttpResponse.json(data.photos.find((photo) => photo.Id === change.Id));
      }),
      http.get('/api/users/:uid/image/', ({ request }) => {
        const id = Number(new URL(request.url).searchParams.get('i'));
        const photo = data.photos.find((one) => one.Id === id);
        return photo
          ? HttpResponse.json([photo])
          : HttpResponse.json({ message: 'That photo is not one of yours.' }, { status: 400 });
      }),
      http.post('/api/users/:uid/rotate', async ({ request }) => {
        const { body } = await record(request);
        const id = (body as { Id: number }).Id;
        data.photos = data.photos.map((photo) =>
          photo.Id === id
            ? { ...photo, Width: photo.Height, Height: photo.Width, Url: `${photo.Url.split('?')[0]}?turned` }
            : photo,
        );
        return HttpResponse.json(data.photos.find((photo) => photo.Id === id));
      }),
      http.post('/api/users/:uid/imageaction/', async ({ request }) => {
        const { query } = await record(request);
        const id = Number(query.i);
        if (query.k === 'd') data.photos = data.photos.filter((photo) => photo.Id !== id);
        else
          data.photos = data.photos.map((photo) =>
            photo.Id === id ? { ...photo, Width: photo.Height, Height: photo.Width } : photo,
          );
        return HttpResponse.json(data.photos.filter((photo) => photo.EntityId === Number(query.cid)));
      }),
    );
  });

  return { server, data, reads, calls };
}
