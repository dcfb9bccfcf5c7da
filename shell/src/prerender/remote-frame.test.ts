import { startRemoteFrame, type RemoteFrameContext } from './remote-frame';

const MAP = { 'mfe-plants': 'https://partner.example/plants/mf-manifest.json' };
const SEARCH_FRAME = {
  routes: ['plants', 'plants/search'],
  html: '<section><h2>Plant ID &amp; Search</h2><p>Type a plant’s name</p></section>',
  css: 'h2{margin:0}',
};
const FRAMES_URL = 'https://partner.example/plants/frames.json';

/** The built page's static layer: the header over an empty loading area (static-frame.ts). */
function staticLayer() {
  document.documentElement.removeAttribute('data-remote-frame');
  document.body.innerHTML =
    '<div id="root"></div><div id="app-splash"><div class="sf-frame"><div class="sf-main"></div></div></div>';
}

/** The app's first screen over a remote's area still loading (remote-area.tsx). */
function appOverLoadingArea() {
  document.getElementById('app-splash')?.remove();
  document.getElementById('root')!.innerHTML =
    '<main id="main"><p class="thrive-area-loading" role="status">Loading Plants...</p></main>';
}

const answer = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

function start(hash: string, answers: Record<string, () => Promise<Response>>, settled = () => {}) {
  const asked: string[] = [];
  const context: RemoteFrameContext = {
    doc: document,
    loc: { hash, href: `https://shell.example/${hash}` },
    fetchFn: (url: string) => {
      asked.push(url);
      const reply = answers[url];
      return reply ? reply() : answer({}, 404);
    },
    owners: { plants: 'mfe-plants', yards: 'mfe-yards' },
    remoteMapUrl: '/remotes.json',
    framesFile: 'frames.json',
    settled,
  };
  stops.push(startRemoteFrame(context));
  return asked;
}

/** Each test's frame ends with it: one page runs one. */
const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

const DEFAULT_ANSWERS = {
  '/remotes.json': () => answer(MAP),
  [FRAMES_URL]: () => answer({ frames: [SEARCH_FRAME] }),
};

/** Lets the fetches answer and the page's mutation observers run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const shownFrame = () => document.querySelector<HTMLElement>('.remote-frame');

beforeEach(staticLayer);

describe('a deep link into a remote paints that remote’s own frame before its code arrives', () => {
  test('the frame is found through the remote map, beside the remote’s manifest', async () => {
    const asked = start('#/plants/search?key=abc', DEFAULT_ANSWERS);
    await settle();
    expect(asked).toEqual(['/remotes.json', FRAMES_URL]);
    const frame = shownFrame()!;
    expect(frame.parentElement?.className).toBe('sf-main');
    expect(frame.querySelector('h2')?.textContent).toBe('Plant ID & Search');
    expect(frame.querySelector('style')?.textContent).toBe('h2{margin:0}');
    // A picture of the page: screen readers hear the loading status, nothing can be clicked.
    expect(frame.getAttribute('aria-hidden')).toBe('true');
    expect(frame.hasAttribute('inert')).toBe(true);
    expect(document.documentElement.dataset.remoteFrame).toBe('mfe-plants');
  });

  test('the app’s start is released once the frame has been drawn, not before', async () => {
    const settled = jest.fn();
    start('#/plants/search', DEFAULT_ANSWERS, settled);
    await settle();
    expect(shownFrame()).not.toBeNull();
    expect(settled).not.toHaveBeenCalled();
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    await settle();
    expect(settled).toHaveBeenCalledTimes(1);
  });

  test('it moves into the app’s loading area when the app draws, and goes when the page does', async () => {
    start('#/plants/search', DEFAULT_ANSWERS);
    await settle();
    appOverLoadingArea();
    await settle();
    const loading = document.querySelector('.thrive-area-loading')!;
    expect(loading.nextElementSibling).toBe(shownFrame());

    // The remote's page replaces the loading line (Suspense): the frame goes in that same change.
    loading.replaceWith(Object.assign(document.createElement('div'), { innerHTML: '<h2>Plant ID</h2>' }));
    await settle();
    expect(shownFrame()).toBeNull();
    expect(document.documentElement.dataset.remoteFrame).toBeUndefined();
  });

  test('anything else the app draws instead (sign-in required) ends the frame', async () => {
    start('#/plants', DEFAULT_ANSWERS);
    await settle();
    expect(shownFrame()).not.toBeNull();
    document.getElementById('app-splash')!.remove();
    document.getElementById('root')!.innerHTML = '<main id="main"><h2>Sign in required</h2></main>';
    await settle();
    expect(shownFrame()).toBeNull();
  });

  test('an answer arriving after the page is drawn shows nothing', async () => {
    let release: () => void = () => undefined;
    const late = new Promise<void>((resolve) => (release = resolve));
    start('#/plants/search', {
      ...DEFAULT_ANSWERS,
      [FRAMES_URL]: () => late.then(() => answer({ frames: [SEARCH_FRAME] })),
    });
    document.getElementById('app-splash')!.remove();
    document.getElementById('root')!.innerHTML =
      '<main id="main"><div data-remote="mfe-plants">page</div></main>';
    release();
    await settle();
    await settle();
    expect(shownFrame()).toBeNull();
    expect(document.documentElement.dataset.remoteFrame).toBeUndefined();
  });
});

describe('the frame is optional: without one the loading area shows as before', () => {
  test.each([
    ['a route the remote has no frame for', '#/plants/details/5', DEFAULT_ANSWERS],
    [
      'a remote publishing no frames',
      '#/yards',
      { '/remotes.json': () => answer({ 'mfe-yards': '/remotes/mfe-yards/mf-manifest.json' }) },
    ],
    ['a failed remote map', '#/plants/search', { '/remotes.json': () => answer({}, 500) }],
    [
      'a remote map that does not answer',
      '#/plants/search',
      { '/remotes.json': () => Promise.reject(new TypeError('offline')) },
    ],
    [
      'frames.json that is not JSON',
      '#/plants/search',
      { ...DEFAULT_ANSWERS, [FRAMES_URL]: () => Promise.resolve(new Response('<html>')) },
    ],
  ])('%s', async (_, hash, answers) => {
    const settled = jest.fn();
    start(hash, answers, settled);
    await settle();
    expect(shownFrame()).toBeNull();
    // The app's start waits for nothing more.
    expect(settled).toHaveBeenCalledTimes(1);
    expect(document.documentElement.dataset.remoteFrame).toBeUndefined();
  });

  test('the shell’s own routes ask for nothing and keep no start waiting', () => {
    const settled = jest.fn();
    expect(start('#/core', DEFAULT_ANSWERS, settled)).toEqual([]);
    expect(start('#/', DEFAULT_ANSWERS, settled)).toEqual([]);
    expect(settled).toHaveBeenCalledTimes(2);
  });

  test('leaving the route takes the frame away', async () => {
    const location = { hash: '#/plants/search', href: 'https://shell.example/#/plants/search' };
    stops.push(
      startRemoteFrame({
        doc: document,
        loc: location,
        fetchFn: (url: string) =>
          url === '/remotes.json' ? answer(MAP) : answer({ frames: [SEARCH_FRAME] }),
        owners: { plants: 'mfe-plants' },
        remoteMapUrl: '/remotes.json',
        framesFile: 'frames.json',
        settled: () => {},
      }),
    );
    await settle();
    expect(shownFrame()).not.toBeNull();
    location.hash = '#/core';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(shownFrame()).toBeNull();
  });
});
