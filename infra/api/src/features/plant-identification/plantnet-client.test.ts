import { PLANT_ID_MESSAGES } from '@thrive/shared/contracts';
import { plantNetResults, startFakePlantNet, type FakePlantNet } from '../../testing/fake-plantnet-server';
import { identifyUrl, identifyWithPlantNet, PlantIdServiceError, type ServicePhoto } from './plantnet-client';

const PHOTO: ServicePhoto = {
  bytes: Buffer.from([0xff, 0xd8, 0xff, 0xd9]),
  contentType: 'image/jpeg',
  filename: 'leaf.jpg',
  organ: 'leaf',
};

describe('the Pl@ntNet-compatible client, against a fake service on 127.0.0.1', () => {
  let fake: FakePlantNet;
  beforeAll(async () => {
    fake = await startFakePlantNet();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.received.length = 0;
  });

  const identify = (timeoutMs?: number) =>
    identifyWithPlantNet({ url: fake.url, apiKey: 'k 1' }, [PHOTO], { maxResults: 2, timeoutMs });

  test('sends the photos and organs to /v2/identify/all with the key; answers the best species first', async () => {
    fake.answerWith(
      plantNetResults([
        ['Rosa rugosa', 0.2, ['Rugosa rose']],
        ['Rosa canina', 0.7, ['Dog rose']],
        ['Rosa gallica', 0.05],
      ]),
    );
    expect(await identify()).toEqual([
      { score: 0.7, botanicalName: 'Rosa canina', commonName: 'Dog rose' },
      { score: 0.2, botanicalName: 'Rosa rugosa', commonName: 'Rugosa rose' },
    ]);
    const [sent] = fake.received;
    expect(sent!.path).toBe('/v2/identify/all');
    expect(sent!.query.get('api-key')).toBe('k 1');
    expect(sent!.images.map(({ filename, type, bytes }) => [filename, type, bytes.length])).toEqual([
      ['leaf.jpg', 'image/jpeg', 4],
    ]);
    expect(sent!.organs).toEqual(['leaf']);
  });

  test('a service that does not answer in time is a timeout, with a message to try again', async () => {
    fake.answerWith('hang');
    const error = await identify(200).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(PlantIdServiceError);
    expect(error).toMatchObject({ statusCode: 504, message: PLANT_ID_MESSAGES.timedOut });
  });

  test('a service that cannot be reached is unavailable', async () => {
    const gone = await startFakePlantNet();
    await gone.close();
    const error = await identifyWithPlantNet({ url: gone.url, apiKey: 'k' }, [PHOTO], {
      maxResults: 1,
    }).catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({ statusCode: 503, message: PLANT_ID_MESSAGES.unavailable });
  });

  test('a photo the service refuses is said to be the photo', async () => {
    fake.answerWith({ status: 400, body: { message: 'Unsupported file type' } });
    await expect(identify()).rejects.toMatchObject({
      statusCode: 502,
      message: PLANT_ID_MESSAGES.refusedPhoto,
    });
  });

  test('PLANT_ID_URL may be the root or the identify address itself', () => {
    expect(identifyUrl('https://my-api.plantnet.org', 'K', 5)).toBe(
      'https://my-api.plantnet.org/v2/identify/all?api-key=K&nb-results=5&lang=en',
    );
    expect(identifyUrl('https://example.org/plantnet/v2/identify/weurope', 'K', 3)).toBe(
      'https://example.org/plantnet/v2/identify/weurope?api-key=K&nb-results=3&lang=en',
    );
  });
});
