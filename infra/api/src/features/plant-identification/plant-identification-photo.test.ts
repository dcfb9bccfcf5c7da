import exifr from 'exifr';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import {
  IDENTIFY_PHOTO_MAX_FILES,
  MEDIA_MESSAGES,
  PLANT_ID_MESSAGES,
  type PhotoIdentification,
} from '@thrive/shared/contracts';
import { plants } from '../../db/schema';
import { plantNetResults } from '../../testing/fake-plantnet-server';
import { blackPng } from '../../testing/megapixel-png';
import { jpegPhoto, PORTLAND_EXIF } from '../../testing/photo-fixture';
import { FAKE_PLANT_ID_KEY, plantIdApp } from '../../testing/plant-id-app';
import type { Gardener } from '../../testing/seeded-app';
import { testDatabases } from '../../testing/test-databases';
import { TOO_MANY_PIXELS_MESSAGE } from '../media/image-processing';
import { PHOTO_IDENTIFICATIONS_PER_HOUR } from './plant-identification-routes';

/** A multipart body as the identify screen sends it: `images` files, then one `organs` each. */
function identifyForm(photos: { name: string; bytes: Buffer; type?: string }[], organs: string[] = []) {
  const form = new FormData();
  for (const photo of photos)
    form.append(
      'images',
      new Blob([new Uint8Array(photo.bytes)], { type: photo.type ?? 'image/jpeg' }),
      photo.name,
    );
  for (const organ of organs) form.append('organs', organ);
  return form;
}

const leafPhoto = async () => ({ name: 'leaf.jpg', bytes: await jpegPhoto({ exif: PORTLAND_EXIF }) });

describe.each(testDatabases())(
  'identification by photo with a Pl@ntNet-compatible service, on $driver',
  (testDb) => {
    const api = plantIdApp(testDb, { prefix: 'photo-id', service: true });
    let me: Gardener;
    beforeAll(async () => {
      me = await api.gardener();
    });
    beforeEach(() => {
      api.service.received.length = 0;
    });

    const plantIdOf = async (botanicalName: string) =>
      (await api.db.select({ id: plants.id }).from(plants).where(eq(plants.botanicalName, botanicalName)))[0]!
        .id;

    test('GET Plants/0/IdentificationMethods/ says a photo service is set up, to every gardener alike', async () => {
      const neighbour = await api.gardener();
      for (const who of [me, neighbour])
        expect(await api.ok(who, 'GET', '/Plants/0/IdentificationMethods/')).toEqual({ PhotoService: true });
    });

    test('the photo goes to the service with our key and its organ, without its GPS; results are matched to the catalogue by botanical name', async () => {
      api.service.answerWith(
        plantNetResults([
          ['Hydrangea macrophylla', 0.91, ['Bigleaf hydrangea', 'French hydrangea']],
          ['Hosta plantaginea', 0.05, ['August lily']],
          ['Brassica oleracea', 0.02],
          ['Quercus imaginaria', 0.01],
        ]),
      );
      const response = await api.identify(me, identifyForm([await leafPhoto()], ['leaf']));
      expect(`${response.statusCode} ${response.body}`).toMatch(/^200 /);

      const [sent] = api.service.received;
      expect(sent).toMatchObject({ method: 'POST', path: '/v2/identify/all', organs: ['leaf'] });
      expect(sent!.query.get('api-key')).toBe(FAKE_PLANT_ID_KEY);
      expect(sent!.images).toHaveLength(1);
      expect(sent!.images[0]!.type).toBe('image/jpeg');
      expect((await sharp(sent!.images[0]!.bytes).metadata()).format).toBe('jpeg');
      // The position the camera wrote stays with the gardener.
      expect(await exifr.gps(sent!.images[0]!.bytes).catch(() => undefined)).toBeFalsy();

      const answer = response.json() as PhotoIdentification;
      expect(answer.Method).toBe('photo-service');
      expect(
        answer.Results.map((result) => [
          result.BotanicalName,
          result.Score,
          result.CommonName,
          result.PlantId,
        ]),
      ).toEqual([
        ['Hydrangea macrophylla', 0.91, 'Bigleaf hydrangea', await plantIdOf('Hydrangea macrophylla')],
        // A species of a genus the catalogue keeps as a whole.
        ['Hosta plantaginea', 0.05, 'August lily', await plantIdOf('Hosta spp.')],
        // Six varieties of it in the catalogue and not the species itself: which one is not known.
        ['Brassica oleracea', 0.02, '', null],
        ['Quercus imaginaria', 0.01, '', null],
      ]);
      expect(answer.Results[0]!.Plant).toMatchObject({
        CommonName: 'Bigleaf Hydrangea',
        CategoryName: 'Shrubs',
      });
      expect(answer.Results[3]!.Plant).toBeNull();
    });

    test('names are matched whatever their case, author or hybrid sign', async () => {
      api.service.answerWith({
        status: 200,
        body: {
          results: [
            { score: 0.6, species: { scientificName: 'Petunia x atkinsiana (Sweet) D.Don ex W.H.Baxter' } },
            { score: 0.3, species: { scientificNameWithoutAuthor: 'PRUNUS PERSICA VAR. NUCIPERSICA' } },
          ],
        },
      });
      const answer = (
        await api.identify(me, identifyForm([await leafPhoto()]))
      ).json() as PhotoIdentification;
      expect(answer.Results.map((result) => result.PlantId)).toEqual([
        await plantIdOf('Petunia × atkinsiana'),
        await plantIdOf('Prunus persica var. nucipersica'),
      ]);
      // No organ sent: the service decides.
      expect(api.service.received[0]!.organs).toEqual(['auto']);
    });

    test('no species found by the service is an empty answer, not an error', async () => {
      api.service.answerWith({ status: 404, body: { message: 'Species not found' } });
      const response = await api.identify(me, identifyForm([await leafPhoto()]));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ Method: 'photo-service', Results: [] });
    });

    test('a service error is a clear message, never its details or a stack; its 401 never ends our session', async () => {
      api.service.answerWith({ status: 500, body: { message: 'NullPointerException at line 42' } });
      const failed = await api.identify(me, identifyForm([await leafPhoto()]));
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toEqual({ message: PLANT_ID_MESSAGES.unavailable });

      api.service.answerWith({ status: 401, body: { message: 'Invalid API key' } });
      const keyRefused = await api.identify(me, identifyForm([await leafPhoto()]));
      expect([keyRefused.statusCode, keyRefused.json()]).toEqual([
        502,
        { message: PLANT_ID_MESSAGES.unavailable },
      ]);
      expect((await api.send(me, 'GET', '/users/{uid}')).statusCode).toBe(200);

      api.service.answerWith({ status: 429, body: { message: 'Too many requests' } });
      const busy = await api.identify(me, identifyForm([await leafPhoto()]));
      expect([busy.statusCode, busy.json()]).toEqual([503, { message: PLANT_ID_MESSAGES.busy }]);

      api.service.answerWith({ status: 200, body: '<html>maintenance</html>' });
      const garbled = await api.identify(me, identifyForm([await leafPhoto()]));
      expect([garbled.statusCode, garbled.json()]).toEqual([502, { message: PLANT_ID_MESSAGES.unavailable }]);
    });

    test('what is not an image is refused before anything reaches the service', async () => {
      const text = { name: 'notes.txt', bytes: Buffer.from('not a photo at all'), type: 'image/jpeg' };
      const response = await api.identify(me, identifyForm([text]));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(`notes.txt: ${MEDIA_MESSAGES.notAnImage}`);
      expect(api.service.received).toEqual([]);
    });

    test('a photo of more than 40 megapixels is refused as too big (not as "not a photo"), before decoding', async () => {
      const huge = { name: 'huge.png', bytes: blackPng(10_000, 10_000), type: 'image/png' };
      const response = await api.identify(me, identifyForm([huge]));
      expect([response.statusCode, response.json().message]).toEqual([
        400,
        `huge.png: ${TOO_MANY_PIXELS_MESSAGE}`,
      ]);
      expect(api.service.received).toEqual([]);
    });

    test('bad input is 400 with its message: no photo, too many, an unknown organ or field', async () => {
      const photo = await leafPhoto();
      const cases: [FormData, string][] = [
        [identifyForm([]), PLANT_ID_MESSAGES.noPhoto],
        [
          identifyForm(Array.from({ length: IDENTIFY_PHOTO_MAX_FILES + 1 }, () => photo)),
          PLANT_ID_MESSAGES.tooMany,
        ],
        [identifyForm([photo], ['root']), PLANT_ID_MESSAGES.organ],
        [identifyForm([photo], ['leaf', 'flower']), PLANT_ID_MESSAGES.organ],
      ];
      const extraField = identifyForm([photo]);
      extraField.append('latitude', '45.5');
      cases.push([extraField, PLANT_ID_MESSAGES.unknownField]);
      for (const [form, message] of cases) {
        const response = await api.identify(me, form);
        expect(`${response.statusCode} ${response.json().message}`).toBe(`400 ${message}`);
      }
      expect(api.service.received).toEqual([]);
    });

    test('several photos of one plant go together, each with its organ', async () => {
      api.service.answerWith(plantNetResults([['Acer palmatum', 0.8]]));
      const flower = {
        name: 'flower.png',
        bytes: await sharp({ create: { width: 40, height: 40, channels: 3, background: '#c33' } })
          .png()
          .toBuffer(),
        type: 'image/png',
      };
      const response = await api.identify(me, identifyForm([await leafPhoto(), flower], ['leaf', 'flower']));
      expect(response.statusCode).toBe(200);
      const [sent] = api.service.received;
      expect(sent!.images.map((image) => image.type)).toEqual(['image/jpeg', 'image/jpeg']);
      expect(sent!.organs).toEqual(['leaf', 'flower']);
    });
  },
);

describe.each(testDatabases())('identification by photo where no service is set up, on $driver', (testDb) => {
  const api = plantIdApp(testDb, { prefix: 'photo-id-off', service: false });

  test('GET Plants/0/IdentificationMethods/ says no photo service is set up, so the screen offers the key alone', async () => {
    const me = await api.gardener();
    expect(await api.ok(me, 'GET', '/Plants/0/IdentificationMethods/')).toEqual({ PhotoService: false });
    expect((await api.send(null, 'GET', '/Plants/0/IdentificationMethods/')).statusCode).toBe(401);
  });

  test('the call says so and points to the key (400), photo or not', async () => {
    const me = await api.gardener();
    const response = await api.identify(me, identifyForm([await leafPhoto()]));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: PLANT_ID_MESSAGES.notSetUp });
    expect(PLANT_ID_MESSAGES.notSetUp).toBe(
      'Photo identification is not set up here: use the identification key.',
    );
  });

  test(`a gardener may ask ${PHOTO_IDENTIFICATIONS_PER_HOUR} times an hour; then 429, while another gardener still may`, async () => {
    const [me, neighbour] = [await api.gardener(), await api.gardener()];
    const form = () => identifyForm([]);
    for (let call = 0; call < PHOTO_IDENTIFICATIONS_PER_HOUR; call += 1)
      expect((await api.identify(me, form())).statusCode).toBe(400);
    const limited = await api.identify(me, form());
    expect([limited.statusCode, limited.json().message]).toEqual([429, PLANT_ID_MESSAGES.tooOften]);
    expect((await api.identify(neighbour, form())).statusCode).toBe(400);
  });

  test('signed out, the call is 401', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/Plants/0/IdentifyByPhoto/',
      payload: identifyForm([await leafPhoto()]),
    });
    expect(response.statusCode).toBe(401);
  });
});
