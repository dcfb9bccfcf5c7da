import { cacheControlFor } from './cache-policy';

const LONG = 'public, max-age=31536000, immutable';

describe('cacheControlFor: long cache for hashed names only (DESIGN §5)', () => {
  test.each([
    'main.0123456789.js',
    '/apps/mfe-plants/dist/__federation_expose_App.abcdef0123.js',
    '/apps/shell/dist/styles.0a1b2c3d4e.css',
    'logo.abcdefabcd.png',
    '/apps/shell/dist/main.0123456789.js.br', // the build's compressed copies, as their file
    '/apps/shell/dist/main.0123456789.js.gz',
  ])('a file with a 10-hex content hash is cached for a year, immutable: %s', (file) => {
    expect(cacheControlFor(file)).toBe(LONG);
  });

  test.each([
    '/apps/shell/dist/index.html',
    '/apps/mfe-plants/dist/remoteEntry.js',
    '/apps/mfe-plants/dist/mf-manifest.json',
    'main.js',
    'main.012345678.js', // 9 hex digits: not our hash
    'main.0123456789g.js', // not hex
    'main.ABCDEF0123.js', // our hashes are lower-case
    '/build.0123456789/index.html', // a hash in a folder name does not count
    '/apps/mfe-plants/dist/remoteEntry.js.br',
  ])('an entry point or unhashed file is revalidated every time (no-cache): %s', (file) => {
    expect(cacheControlFor(file)).toBe('no-cache');
  });
});
