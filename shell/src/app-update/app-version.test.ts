import { compareVersions, isAppUpdateRequired, parseVersion } from './app-version';

describe('app version compare (SPEC §4: the app-update dialog is decided from the app version compared with a control code)', () => {
  test.each([
    ['1.0.0', '1.0.1', true],
    ['1.2.9', '1.2.10', true],
    ['1.9', '1.10.0', true],
    ['0.9.9', '1.0.0', true],
    ['1.0.0', '1.0.0', false],
    ['2.0', '2.0.0', false],
    ['1.2.10', '1.2.9', false],
    ['3.0.0', '1.0.0', false],
  ])('app %s against MinAppVersion %s: update required %s', (app, min, required) => {
    expect(isAppUpdateRequired(app, min)).toBe(required);
  });

  test('versions compare number by number, not as text', () => {
    expect(compareVersions([1, 10], [1, 9])).toBeGreaterThan(0);
  });

  test('a leading v and a build or pre-release suffix are ignored', () => {
    expect(parseVersion('v1.4.2')).toEqual([1, 4, 2]);
    expect(parseVersion('1.4.2-beta')).toEqual([1, 4, 2]);
    expect(parseVersion('1.4.2 (35)')).toEqual([1, 4, 2]);
  });

  test('an unreadable or missing version never requires an update', () => {
    expect(isAppUpdateRequired('beta', '1.0.0')).toBe(false);
    expect(isAppUpdateRequired(undefined, '1.0.0')).toBe(false);
    expect(isAppUpdateRequired('0.1.0', undefined)).toBe(false);
    expect(isAppUpdateRequired('0.1.0', '')).toBe(false);
  });
});
