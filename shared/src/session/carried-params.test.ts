import { readCarriedParams } from './carried-params';

describe('carried query parameters (SPEC §2.1)', () => {
  test('keeps exactly key, lat, lon, loc, av, ptl, nots, camera and dt', () => {
    const search =
      '?key=k3y&lat=40.7&lon=-74.0&loc=1&av=3.2.1&ptl=1&nots=1&camera=0&dt=2024-05-01&utm_source=mail&yard=7';
    expect(readCarriedParams(search)).toEqual({
      key: 'k3y',
      lat: '40.7',
      lon: '-74.0',
      loc: '1',
      av: '3.2.1',
      ptl: '1',
      nots: '1',
      camera: '0',
      dt: '2024-05-01',
    });
  });

  test('drops empty values', () => {
    expect(readCarriedParams('?key=&lat=1&lon=&ptl=1')).toEqual({ lat: '1', ptl: '1' });
  });

  test('reads a query with or without its leading "?", and decodes values', () => {
    expect(readCarriedParams('key=a%2Bb&loc=Austin%2C%20TX')).toEqual({ key: 'a+b', loc: 'Austin, TX' });
    expect(readCarriedParams('')).toEqual({});
  });
});
