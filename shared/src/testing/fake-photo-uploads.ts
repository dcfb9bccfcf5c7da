import { http, HttpResponse } from 'msw';
import type { GalleryImage } from '../contracts';
import { testGalleryImage } from './gallery-image';

/**
 * POST upload/0/uploadFile/ faked at the network boundary (the queue sends it by XMLHttpRequest):
 * `uploads` holds the form fields of each upload with its file names; `data.failWith` answers
 * the next uploads with a 400 of that message; `data.gate`, while set, holds answers back so a
 * screen's uploading state can be seen. Each kept photo gets the next id from 900 and is handed
 * to `onKept` (a fake gallery adds it to its photos).
 */
export function fakePhotoUploads(
  onKept: (photo: GalleryImage, fields: Record<string, string>) => void = () => {},
) {
  const uploads: Record<string, string>[] = [];
  const data = { failWith: '', gate: null as Promise<unknown> | null };
  let nextId = 900;
  const handler = http.post('/api/upload/0/uploadFile/', async ({ request }) => {
    const form = await request.formData();
    const fields: Record<string, string> = {};
    for (const [name, value] of form.entries())
      fields[name] = typeof value === 'string' ? value : [fields[name], value.name].filter(Boolean).join(',');
    uploads.push(fields);
    await data.gate;
    if (data.failWith) return HttpResponse.json({ message: data.failWith }, { status: 400 });
    const photo = testGalleryImage({
      Id: nextId++,
      Url: `/media/photos/${nextId - 1}.jpg`,
      GalleryId: Number(fields.galleryId ?? 0),
      CommonName: '',
      BotanicalName: '',
      Thumbnail: `/media/photos/${nextId - 1}-thumb.jpg`,
    });
    onKept(photo, fields);
    return HttpResponse.json({ Images: [photo] });
  });
  const reset = () => {
    uploads.length = 0;
    data.failWith = '';
    data.gate = null;
    nextId = 900;
  };
  return { handler, uploads, data, reset };
}
