import { withCarriedParams } from './carried-link';

describe('navigation carries the parameters (SPEC §2.1)', () => {
  test('adds every carried parameter to a path', () => {
    expect(withCarriedParams('/core/landing', { key: 'k3y', lat: '40.7', ptl: '1' })).toBe(
      '/core/landing?key=k3y&lat=40.7&ptl=1',
    );
  });

  test("keeps the path's own query, which wins over a carried value", () => {
    expect(withCarriedParams('/plants/search?m=1&ptl=0', { key: 'k', ptl: '1' })).toBe(
      '/plants/search?m=1&ptl=0&key=k',
    );
  });

  test('leaves a path alone when nothing is carried, and encodes values', () => {
    expect(withCarriedParams('/core', {})).toBe('/core');
    expect(withCarriedParams('/core', { loc: 'Austin, TX' })).toBe('/core?loc=Austin%2C+TX');
  });
});
