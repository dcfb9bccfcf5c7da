import { isPublicPath } from './public-path';

describe('isPublicPath: the public segment removes the top padding (SPEC §2.1)', () => {
  test.each(['/public', '/public/', '/public/yard/12'])('%s is public', (path) => {
    expect(isPublicPath(path)).toBe(true);
  });

  test.each(['/', '/core', '/publicity', '/yards/public', '/Public'])('%s is not', (path) => {
    expect(isPublicPath(path)).toBe(false);
  });
});
