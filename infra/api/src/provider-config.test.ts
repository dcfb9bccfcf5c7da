import { loadProviderConfig, NO_PROVIDERS } from './provider-config';

describe('DESIGN §4 Providers: each outside service is on only when all its variables are set', () => {
  test('no variables: every provider is off and the embedded defaults answer', () => {
    expect(loadProviderConfig({})).toEqual(NO_PROVIDERS);
  });

  test('all of a provider’s variables turn it on; a trailing slash of its address is dropped', () => {
    const config = loadProviderConfig({
      AI_BASE_URL: 'http://127.0.0.1:9000/v1/',
      AI_API_KEY: 'sk-test',
      AI_MODEL: 'garden-1',
      PLANT_ID_URL: 'https://plantid.example.org',
      PLANT_ID_API_KEY: 'k1',
      PLANT_HEALTH_URL: 'https://health.example.org/api/v3/health_assessment',
      PLANT_HEALTH_API_KEY: 'k2',
    });
    expect(config).toEqual({
      ai: { baseUrl: 'http://127.0.0.1:9000/v1', apiKey: 'sk-test', model: 'garden-1' },
      plantId: { url: 'https://plantid.example.org', apiKey: 'k1' },
      plantHealth: { url: 'https://health.example.org/api/v3/health_assessment', apiKey: 'k2' },
    });
  });

  test('half a configuration is refused with the names that are missing', () => {
    expect(() => loadProviderConfig({ AI_BASE_URL: 'http://127.0.0.1:9000/v1' })).toThrow(
      'AI_BASE_URL set but AI_API_KEY, AI_MODEL not: set all or none',
    );
    expect(() => loadProviderConfig({ PLANT_ID_API_KEY: 'k1' })).toThrow(/PLANT_ID_URL not/);
  });

  test('an address that is not http(s) is refused', () => {
    expect(() => loadProviderConfig({ PLANT_HEALTH_URL: 'ftp://x', PLANT_HEALTH_API_KEY: 'k' })).toThrow(
      'PLANT_HEALTH_URL "ftp://x" must be an http(s) URL',
    );
  });
});
