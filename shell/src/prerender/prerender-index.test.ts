import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HEADER_HEIGHT_PX, TOOLBAR_HEIGHT_PX } from '../layout/layout-constants';
import { PAGES_WITH_TIPS } from '../page-tips/page-tips';
import { frameForHash, frameRouteScript } from './frame-route';
import { prerenderIndexHtml } from './prerender-index';

const SHELL = path.resolve(__dirname, '../..');
const TEMPLATE = readFileSync(path.join(SHELL, 'public/index.html'), 'utf8');
const FRAME_CSS = readFileSync(path.join(__dirname, 'static-frame.css'), 'utf8');
const TOKENS_CSS = readFileSync(require.resolve('@thrive/shared/theme/tokens.css'), 'utf8');
const built = prerenderIndexHtml(TEMPLATE, `${TOKENS_CSS}\n${FRAME_CSS}`);
const doc = new DOMParser().parseFromString(built.html, 'text/html');
const layer = doc.getElementById('app-splash')!;
const headCss = [...doc.querySelectorAll('head > style')].map((style) => style.textContent).join('\n');

describe('the prerendered index.html (DESIGN §5): the first screen paints before any script', () => {
  test('the static layer holds the header, the launch pad frame and the splash status', () => {
    expect(layer.querySelector('.sf-header .sf-title')?.textContent).toContain('Launch Pad');
    expect(layer.querySelector('.sf-header .sf-toolbar')).not.toBeNull();
    expect(layer.querySelector('.sf-brand')?.textContent).toBe('Thrive Garden');
    expect(layer.querySelectorAll('.sf-grid > li.sf-tile')).toHaveLength(6);
    expect(layer.querySelector('[role="status"]')?.textContent?.trim()).toBe('Loading...');
  });

  test('the launch pad frame is chosen in the HTML itself: no script is needed to see it', () => {
    expect(doc.documentElement.dataset).toMatchObject({ frame: 'launch-pad', toolbar: 'on' });
    expect(layer.querySelector('script')).toBeNull();
    // Its drawings are inline: nothing to fetch before the first paint but the page.
    expect(layer.querySelector('img, link')).toBeNull();
  });

  test('its critical CSS is inline in the head: the theme, light and dark, and the frame', () => {
    expect(headCss).toContain('--thrive-brand-bg');
    expect(headCss).toMatch(/@media \(prefers-color-scheme: dark\)/);
    expect(headCss).toContain("html[data-frame='launch-pad'] #app-splash .sf-frame");
    expect(headCss).toContain('#app-splash .sf-header {');
  });

  test('the remote map is preloaded from the head, for the script to read before the app starts', () => {
    const preload = doc.querySelector('head > link[rel="preload"][href="/remotes.json"]');
    expect(preload?.getAttribute('as')).toBe('fetch');
    // Credentials as the script's fetch has them, or the browser would ask twice.
    expect(preload?.getAttribute('crossorigin')).toBe('');
    expect(preload?.compareDocumentPosition(doc.querySelector('head > script')!)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  test('a remote’s frame takes the place of the loading wheel and the area’s loading line', () => {
    expect(headCss).toContain('html[data-remote-frame] #app-splash .wheel');
    expect(headCss).toContain('html[data-remote-frame] #main .thrive-area-loading');
  });

  test('the one script before the body is the frame-route file, named by its content', () => {
    const scripts = [...doc.querySelectorAll('head > script')].map((script) => script.getAttribute('src'));
    expect(scripts).toEqual([built.script.name]);
    expect(built.script.name).toMatch(/^frame-route\.[0-9a-f]{10}\.js$/);
    // frameRouteScript's text, minified: the shipped file is what the tests below run.
    expect(built.script.source.length).toBeLessThan(frameRouteScript().length * 0.7);
  });

  test('nothing of a gardener is in it: it is the same page for everyone, cached on a CDN', () => {
    const frameTexts: string[] = [];
    const walker = doc.createTreeWalker(layer.querySelector('.sf-frame')!, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) frameTexts.push(walker.currentNode.textContent ?? '');
    expect(frameTexts).toEqual(['Launch Pad', 'Thrive Garden', 'Thrive Garden']);
    // Mode-dependent tiles are left out: the boxes hold no label or link.
    expect(layer.querySelector('.sf-grid a, .sf-grid span')).toBeNull();
  });

  test('a template without its markers fails the build instead of shipping an empty page', () => {
    expect(() => prerenderIndexHtml('<html lang="en"><head></head><body></body></html>', '')).toThrow(
      /prerender/,
    );
  });
});

describe('frameForHash: the frame a deep link shows (the hash route never reaches the server)', () => {
  const frame = (hash: string) => frameForHash(hash, PAGES_WITH_TIPS);

  test.each([
    ['', 'launch-pad', true],
    ['#/', 'launch-pad', true],
    ['#/?key=abc', 'launch-pad', true],
    ['#/core?key=abc', 'launch-pad', false],
    ['#/core/landing', 'launch-pad', true],
    ['#/plants/search?k=rose', 'area', true],
    ['#/yards/view/12', 'area', true],
    ['#/help/questions', 'area', false],
    ['#/public/styles', 'splash', false],
  ])('%j shows the %s frame (toolbar row: %s)', (hash, expected, toolbar) => {
    expect(frame(hash)).toEqual({ frame: expected, toolbar });
  });

  test('the shipped script the page runs makes the same choice as the function', () => {
    const html = { dataset: {} as Record<string, string> };
    const fetchFn = jest.fn(() => new Promise<Response>(() => undefined));
    new Function('document', 'location', 'fetch', built.script.source)(
      { documentElement: html },
      { hash: '#/plants/search?k=1', href: 'https://garden.example/#/plants/search?k=1' },
      fetchFn,
    );
    expect(html.dataset).toEqual({ frame: 'area', toolbar: 'on' });
    // In a remote's area it asks for the remote map, to find that remote's frame (remote-frame.ts).
    expect(fetchFn).toHaveBeenCalledWith('/remotes.json', undefined);
  });

  test('on the shell’s own pages the script asks for no remote frame', () => {
    const fetchFn = jest.fn(() => new Promise<Response>(() => undefined));
    new Function('document', 'location', 'fetch', built.script.source)(
      { documentElement: { dataset: {} } },
      { hash: '#/core', href: 'https://garden.example/#/core' },
      fetchFn,
    );
    expect(fetchFn).not.toHaveBeenCalled();
  });
});

describe("the frame is drawn at the app's sizes, so the takeover moves nothing", () => {
  const moduleCss = (file: string) => readFileSync(path.join(SHELL, 'src', file), 'utf8');
  /** The value of `property` in the first rule of `css` whose selector ends with `selector`. */
  const declared = (css: string, selector: string, property: string) => {
    const rule = new RegExp(`${selector.replace('.', '\\.')}\\s*{([^}]*)}`).exec(css)?.[1] ?? '';
    return new RegExp(`(?:^|;|\\s)${property}:\\s*([^;]+);`).exec(rule)?.[1]?.trim();
  };

  test('the header bar and the toolbar row have the layout constants’ heights', () => {
    expect(declared(FRAME_CSS, '.sf-bar', 'height')).toBe(`${HEADER_HEIGHT_PX}px`);
    expect(declared(FRAME_CSS, '.sf-toolbar', 'height')).toBe(`${TOOLBAR_HEIGHT_PX}px`);
    expect(declared(FRAME_CSS, '.sf-main', 'padding')).toContain(
      `calc(${HEADER_HEIGHT_PX}px + ${TOOLBAR_HEIGHT_PX}px + 16px)`,
    );
  });

  test.each([
    ['layout/header.module.css', '.title', '.sf-title', 'font-size'],
    ['layout/header.module.css', '.iconButton', '.sf-icon-button', 'width'],
    ['layout/shell-layout.module.css', '.main', '.sf-main', 'max-width'],
    ['core/launch-pad.module.css', '.brand', '.sf-brand', 'font-size'],
    ['core/launch-pad.module.css', '.brand', '.sf-brand', 'gap'],
    ['core/launch-pad.module.css', '.grid', '.sf-grid', 'gap'],
    ['core/launch-pad.module.css', '.tile', '.sf-tile', 'min-height'],
  ])('%s %s and the frame’s %s have one %s', (file, appSelector, frameSelector, property) => {
    const app = declared(moduleCss(file), appSelector, property);
    expect(app).toBeDefined();
    expect(declared(FRAME_CSS, frameSelector, property)).toBe(app);
  });
});
