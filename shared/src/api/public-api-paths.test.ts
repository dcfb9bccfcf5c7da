import { isPublicApiPath } from './public-api-paths';

describe('isPublicApiPath: the calls that go out without a session', () => {
  test.each(['bridge', 'bridge/0/countries', 'Bridge/12/states', 'public/yard/5', '/health', 'docs'])(
    '%s is public',
    (path) => expect(isPublicApiPath(path)).toBe(true),
  );
  test.each([
    'Common/0/GrowingConditions',
    'users/0/PlantSearch/',
    'publicity',
    'bridges',
    'Plants/0/Search/?k=bridge',
  ])('%s needs a session', (path) => expect(isPublicApiPath(path)).toBe(false));
});
