import { NWS_API_URL, weatherConfigFrom } from './weather-config';

describe('the weather service’s configuration (WEATHER_API_URL)', () => {
  test('unset, the yards’ weather comes from the NWS, naming the app’s address to it', () => {
    expect(weatherConfigFrom({ PUBLIC_URL: 'https://garden.example' })).toEqual({
      apiUrl: NWS_API_URL,
      userAgent: 'ThriveGarden/1.0 (https://garden.example)',
    });
    expect(weatherConfigFrom({ WEATHER_CONTACT: 'ops@garden.example' })?.userAgent).toBe(
      'ThriveGarden/1.0 (ops@garden.example)',
    );
  });

  test('empty or none: no weather is asked for; another service is taken without its trailing slash', () => {
    expect(weatherConfigFrom({ WEATHER_API_URL: '' })).toBeNull();
    expect(weatherConfigFrom({ WEATHER_API_URL: 'None' })).toBeNull();
    expect(weatherConfigFrom({ WEATHER_API_URL: 'http://127.0.0.1:9000/' })?.apiUrl).toBe(
      'http://127.0.0.1:9000',
    );
  });

  test('a value that is no http(s) URL stops the start with a message naming the variable', () => {
    expect(() => weatherConfigFrom({ WEATHER_API_URL: 'weather.gov' })).toThrow(
      'WEATHER_API_URL "weather.gov" must be an http(s) URL, or none',
    );
    expect(() => weatherConfigFrom({ WEATHER_API_URL: 'ftp://weather.gov' })).toThrow(
      /must be an http\(s\) URL/,
    );
  });
});
