import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, segmentsOwnedBy } from '@thrive/shared/remotes';
import { PAGES_WITH_TIPS, pageTipFor, pageTipsSchema, type PageTips } from './page-tips';

const REPO = path.resolve(__dirname, '../../..');
const TIPS_FILE = path.join(REPO, 'shell/public/assets/tool-tips.json');

/** The shell's own screens (core-page.tsx): the launch pad. */
const SHELL_ROUTES = ['/core', '/core/landing'];

/** The `index` and `path="..."` routes in a piece of a remote's App.tsx, relative to its segment. */
function routesIn(source: string): string[] {
  const routes = [...source.matchAll(/<Route\s+(index\b|path="([^"*]+)")/g)];
  return routes.map((route) => (route[2] ? `/${route[2]}` : ''));
}

/**
 * The routes each remote declares, read from its App.tsx: `remoteApp`'s `screens` gives each
 * segment the remote owns its own routes.
 */
function remoteRoutes(): string[] {
  return REMOTE_NAMES.flatMap((remote) => {
    const source = readFileSync(path.join(REPO, remote, 'src/App.tsx'), 'utf8');
    const screens = /screens: \{\n([\s\S]*?)\n {2}\},/.exec(source)?.[1] ?? '';
    const bySegment = [...screens.matchAll(/^ {4}(\w+): ([\s\S]*?)(?=^ {4}\w+: |$(?![\s\S]))/gm)];
    return bySegment.flatMap(([, segment, block]) => routesIn(block!).map((route) => `/${segment}${route}`));
  });
}

const readTips = (): PageTips => pageTipsSchema.parse(JSON.parse(readFileSync(TIPS_FILE, 'utf8')));

describe('the static tool-tips file (SPEC §7 GET of a static tool-tips JSON file)', () => {
  test('parses, with a title and at least one paragraph per page', () => {
    expect(Object.keys(readTips()).length).toBeGreaterThan(10);
  });

  test("the routes are read from the remotes' App.tsx (a check of the reader below)", () => {
    expect(remoteRoutes()).toEqual(
      expect.arrayContaining(['/yards', '/yards/view/:id', '/zones/view/:id', '/tasks', '/users/gallery']),
    );
    // Each segment has only its own screens: the dashboard has no yard view.
    expect(remoteRoutes()).not.toContain('/dashboard/view/:id');
    // And the reader finds a screen in every segment a remote owns.
    const segmentsRead = new Set(remoteRoutes().map((route) => route.split('/')[1]));
    expect(
      REMOTE_NAMES.flatMap((remote) => segmentsOwnedBy(remote)).filter((s) => !segmentsRead.has(s)),
    ).toEqual([]);
  });

  test('PAGES_WITH_TIPS, which lays out the info button before the file arrives, lists exactly its keys', () => {
    expect([...PAGES_WITH_TIPS].sort()).toEqual(Object.keys(readTips()).sort());
  });

  test('every key is a real route of the shell or of a remote', () => {
    const known = new Set([...SHELL_ROUTES, ...remoteRoutes()]);
    expect(Object.keys(readTips()).filter((key) => !known.has(key))).toEqual([]);
  });

  test('the main pages have a tip', () => {
    const tips = readTips();
    for (const page of [
      '/core/landing',
      '/yards',
      '/yards/view/5',
      '/zones/view/5',
      '/dashboard',
      '/plants/search',
      '/plants/details/5',
      '/plants/suggest',
      '/thrive/table/0',
      '/tasks',
      '/styles',
      '/users/favorites',
      '/users/gallery',
      '/users/profile',
      '/users/settings',
    ]) {
      expect([page, pageTipFor(tips, page)]).toEqual([
        page,
        expect.objectContaining({ title: expect.any(String) }),
      ]);
    }
  });
});

describe('pageTipFor: the tip of the page on screen', () => {
  const tip = (title: string) => ({ title, paragraphs: [`About ${title}.`] });
  const tips: PageTips = {
    '/yards': tip('yards'),
    '/yards/view/:id': tip('a yard'),
    '/styles/:id': tip('a style'),
    '/styles/designs': tip('designs'),
  };

  test('a `:name` segment matches any one segment; the other segments must be equal', () => {
    expect(pageTipFor(tips, '/yards/view/12')?.title).toBe('a yard');
    expect(pageTipFor(tips, '/yards/')?.title).toBe('yards');
    expect(pageTipFor(tips, '/yards/view')).toBeNull();
    expect(pageTipFor(tips, '/yards/view/12/more')).toBeNull();
    expect(pageTipFor(tips, '/users/profile')).toBeNull();
  });

  test('the most specific pattern wins', () => {
    expect(pageTipFor(tips, '/styles/designs')?.title).toBe('designs');
    expect(pageTipFor(tips, '/styles/7')?.title).toBe('a style');
  });

  test('no tips yet, no tip', () => {
    expect(pageTipFor(null, '/yards')).toBeNull();
  });
});

test('a file that is not tips is refused', () => {
  expect(() => pageTipsSchema.parse({ yards: { title: 'Yards', paragraphs: ['x'] } })).toThrow();
  expect(() => pageTipsSchema.parse({ '/yards': { title: '', paragraphs: ['x'] } })).toThrow();
  expect(() => pageTipsSchema.parse({ '/yards': { title: 'Yards', paragraphs: [] } })).toThrow();
});
