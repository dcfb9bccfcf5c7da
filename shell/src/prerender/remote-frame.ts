/**
 * A deep link into a remote's route paints that remote's own prerendered frame at once
 * (DESIGN §5): the remote publishes frames.json beside its manifest (its build writes it:
 * shared/src/mf/remote-frames.ts), so the shell knows no remote's layout or text, and a
 * partner's remotes bring their own frames through the same remote map.
 *
 * `startRemoteFrame` runs in the frame-route script before the body is parsed: it reads the
 * remote map and the owning remote's frames.json, and shows the route's frame in the loading
 * area: first in the static layer's frame (#app-splash), then, once the app has drawn its own
 * first screen, after the remote area's loading line (which the CSS hides while a frame
 * stands in for it: html[data-remote-frame]). It goes the moment anything else fills the
 * area: the remote's page, a sign-in screen, an error, another route. The frame is optional:
 * no map, no frames.json, no frame for the route, a failed or late answer all leave the
 * loading area as it was.
 *
 * Self-contained, plain JavaScript once compiled (no imports, no async syntax):
 * frameRouteScript ships its text.
 */

/** What the frame-route script passes in: the page's own globals and the build's facts. */
export interface RemoteFrameContext {
  doc: Document;
  loc: Pick<Location, 'hash' | 'href'>;
  fetchFn: (url: string, init?: RequestInit) => Promise<Response>;
  /** The remote that owns each top-level route segment (SEGMENT_OWNERS). */
  owners: Record<string, string>;
  /** The remote map's address (/remotes.json). */
  remoteMapUrl: string;
  /** The frames file's name beside a remote's manifest (REMOTE_FRAMES_FILE). */
  framesFile: string;
  /**
   * Called once, when the frame has been painted or is known not to come (no frame for the
   * route, a failed read): the app's start waits for it (REMOTE_FRAME_SETTLED).
   */
  settled: () => void;
}

/** Returns what ends the frame at once (the page never needs it: it ends by itself). */
export function startRemoteFrame(context: RemoteFrameContext): () => void {
  const doc = context.doc;
  const loc = context.loc;
  const win = doc.defaultView;
  const routeOf = function () {
    return loc.hash.replace(/^#/, '').split('?')[0]!.split('/').filter(Boolean).join('/').toLowerCase();
  };
  const route = routeOf();
  const segment = route.split('/')[0]!;
  let settledYet = false;
  const settle = function () {
    if (settledYet) return;
    settledYet = true;
    context.settled();
  };
  if (!Object.prototype.hasOwnProperty.call(context.owners, segment)) {
    settle();
    return function () {};
  }
  const remote = context.owners[segment]!;
  const root = doc.documentElement;
  let frame: HTMLElement | null = null;
  let watcher: MutationObserver | null = null;
  let gone = false;

  const fits = function (pattern: unknown) {
    if (typeof pattern !== 'string') return false;
    const wanted = pattern.toLowerCase().split('/').filter(Boolean);
    const parts = route.split('/');
    if (wanted.length !== parts.length) return false;
    for (let i = 0; i < wanted.length; i += 1) {
      if (wanted[i]!.charAt(0) !== ':' && wanted[i] !== parts[i]) return false;
    }
    return true;
  };
  const remove = function () {
    gone = true;
    if (watcher) watcher.disconnect();
    if (frame && frame.parentNode) frame.parentNode.removeChild(frame);
    frame = null;
    root.removeAttribute('data-remote-frame');
    if (win) win.removeEventListener('hashchange', place);
    doc.removeEventListener('readystatechange', place);
  };
  // Where the frame stands now, or its end: run on every change of the page until it goes.
  const place = function () {
    if (!frame) return;
    if (routeOf() !== route) return remove();
    const layer = doc.getElementById('app-splash');
    if (layer) {
      const frameMain = layer.querySelector('.sf-main');
      if (frameMain && frame.parentNode !== frameMain) frameMain.appendChild(frame);
      if (frameMain || doc.readyState === 'loading') return;
      return remove();
    }
    const main = doc.getElementById('main');
    const loading = main ? main.querySelector('.thrive-area-loading') : null;
    if (loading && loading.parentNode) {
      if (loading.nextSibling !== frame) loading.parentNode.insertBefore(frame, loading.nextSibling);
      return;
    }
    // The body may still be on its way: the frame goes in as its static layer arrives.
    if (doc.readyState !== 'loading') remove();
  };
  const show = function (found: { routes?: unknown; html?: unknown; css?: unknown } | undefined) {
    if (gone || !found || typeof found.html !== 'string') return settle();
    frame = doc.createElement('div');
    frame.className = 'remote-frame';
    frame.setAttribute('data-remote-frame', remote);
    // A picture of the page, not the page: not read out, not focusable, not clickable.
    frame.setAttribute('aria-hidden', 'true');
    frame.setAttribute('inert', '');
    const style = doc.createElement('style');
    style.textContent = typeof found.css === 'string' ? found.css : '';
    frame.appendChild(style);
    const page = doc.createElement('div');
    page.innerHTML = found.html;
    frame.appendChild(page);
    root.setAttribute('data-remote-frame', remote);
    place();
    if (!frame) return settle();
    // Settled once the frame is on screen: after the next frame is drawn.
    if (win)
      win.requestAnimationFrame(function () {
        win.setTimeout(settle, 0);
      });
    else settle();
    watcher = new MutationObserver(place);
    watcher.observe(root, { childList: true, subtree: true });
    if (win) win.addEventListener('hashchange', place);
    doc.addEventListener('readystatechange', place);
  };
  const json = function (response: Response) {
    return response.ok ? response.json() : null;
  };

  context
    // The page's preload of the map (prerender-index.ts) answers this: no cache option, so it matches.
    .fetchFn(context.remoteMapUrl)
    .then(json)
    .then(function (map: Record<string, unknown> | null) {
      const manifest = map ? map[remote] : null;
      if (typeof manifest !== 'string' || gone) return null;
      return context.fetchFn(new URL(context.framesFile, new URL(manifest, loc.href)).href).then(json);
    })
    .then(function (published: { frames?: unknown } | null) {
      const frames = published && Array.isArray(published.frames) ? published.frames : [];
      const found = frames.filter(function (candidate: { routes?: unknown }) {
        return Array.isArray(candidate.routes) && candidate.routes.some(fits);
      })[0];
      show(found);
    })
    .catch(function () {
      remove();
      settle();
    });
  return remove;
}
