import { isPublicRoute, withCarriedParams } from './carried-link';

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

describe('a public link never carries a sign-in key (issue 30)', () => {
  test('the key stays off a public page; the other carried parameters still ride along', () => {
    expect(withCarriedParams('/public/yard/5', { key: 'k3y', ptl: '1' })).toBe('/public/yard/5?ptl=1');
    expect(withCarriedParams('/public', { key: 'k3y' })).toBe('/public');
  });

  test('even a key the path names itself is taken off', () => {
    expect(withCarriedParams('/public/yard/5?key=k3y&x=1', { key: 'k3y' })).toBe('/public/yard/5?x=1');
  });

  test('other pages, even ones whose name starts like it, still carry the key', () => {
    expect(withCarriedParams('/publications', { key: 'k3y' })).toBe('/publications?key=k3y');
    expect(withCarriedParams('/yards/view/5', { key: 'k3y' })).toBe('/yards/view/5?key=k3y');
  });

  test('isPublicRoute reads the first segment of the route', () => {
    expect(isPublicRoute('/public/yard/1?key=k')).toBe(true);
    expect(isPublicRoute('public')).toBe(true);
    expect(isPublicRoute('/yards/public')).toBe(false);
  });
});
