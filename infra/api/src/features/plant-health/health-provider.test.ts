import {
  fakeHealthService,
  type FakeHealthService,
  KINDWISE_ANSWER,
} from '../../testing/fake-health-service';
import { askHealthService, HealthServiceError } from './health-provider';

/** The Plant.id-style adapter against a fake service on 127.0.0.1 (DESIGN §4 Providers). */
describe('the plant health service adapter', () => {
  let service: FakeHealthService;
  beforeAll(async () => {
    service = await fakeHealthService();
  });
  afterEach(() => service.reset());
  afterAll(() => service.close());
  const config = () => ({ url: service.url, apiKey: 'test-key' });
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => error,
    );

  test('sends the photo, where it was taken and the key, and asks for the description and treatment', async () => {
    const answer = await askHealthService(config(), { base64: 'AAEC', latitude: 45.5, longitude: -122.7 });
    expect(answer.result.disease?.suggestions.map((s) => s.name)).toEqual(
      KINDWISE_ANSWER.result.disease.suggestions.map((s) => s.name),
    );
    expect(service.requests).toEqual([
      {
        url: '/api/v3/health_assessment?details=description%2Ctreatment',
        apiKey: 'test-key',
        body: { images: ['AAEC'], latitude: 45.5, longitude: -122.7, similar_images: false },
      },
    ]);
  });

  test('a configured address that already says which details is left as it is; an unknown place is not sent', async () => {
    await askHealthService({ ...config(), url: `${service.url}?details=treatment` }, { base64: 'AAEC' });
    expect(service.requests[0]).toMatchObject({
      url: '/api/v3/health_assessment?details=treatment',
      body: { images: ['AAEC'], similar_images: false },
    });
    expect(Object.keys(service.requests[0]!.body).sort()).toEqual(['images', 'similar_images']);
  });

  test('an error status, an answer it cannot read, or no service at all is a 502 with a sentence for the gardener and no key', async () => {
    service.answer({ status: 401, body: { error: 'bad key test-key' } });
    const refused = await failure(askHealthService(config(), { base64: 'AAEC' }));
    expect(refused).toBeInstanceOf(HealthServiceError);
    expect(refused).toMatchObject({
      statusCode: 502,
      message:
        'The plant health service could not assess the photo (it answered 401). Try again later, or check without the photo for our own assessment.',
    });
    expect((refused as Error).message).not.toContain('test-key');

    service.answer({ status: 201, body: '<html>maintenance</html>' });
    expect(await failure(askHealthService(config(), { base64: 'AAEC' }))).toMatchObject({
      statusCode: 502,
      message: expect.stringMatching(/^The plant health service answered in a form we cannot read\./),
    });
    service.answer({ status: 201, body: { result: { disease: { suggestions: [{ name: 'x' }] } } } });
    expect(await failure(askHealthService(config(), { base64: 'AAEC' }))).toMatchObject({ statusCode: 502 });

    const closed = await fakeHealthService();
    await closed.close();
    expect(
      await failure(askHealthService({ url: closed.url, apiKey: 'k' }, { base64: 'AAEC' })),
    ).toMatchObject({
      statusCode: 502,
      message: expect.stringMatching(/^The plant health service could not be reached\./),
    });
  });

  test('a service that never answers is given up on: a 504 saying so', async () => {
    service.answer({ status: 201, body: {}, hang: true });
    expect(await failure(askHealthService(config(), { base64: 'AAEC' }, { timeoutMs: 200 }))).toMatchObject({
      statusCode: 504,
      message:
        'The plant health service did not answer within 1 second. Try again later, or check without the photo for our own assessment.',
    });
  });
});
