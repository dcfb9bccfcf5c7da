import { EARLY_REMOTE_MAP_URL } from '@thrive/shared/early-start';
import { REMOTE_FRAME_SETTLED, REMOTE_FRAMES_FILE, SEGMENT_OWNERS } from '@thrive/shared/remotes';
import { PAGES_WITH_TIPS } from '../page-tips/page-tips';
import { startRemoteFrame } from './remote-frame';

/** The prerendered frames, as <html data-frame> names them for the CSS (static-frame.css). */
type Frame = 'launch-pad' | 'area' | 'splash';

export interface FrameChoice {
  frame: Frame;
  /** Whether the header's toolbar row shows (<html data-toolbar>): the page has a tip. */
  toolbar: boolean;
}

/**
 * Which prerendered frame fits the address: the hash route never reaches the server, so the
 * page picks it. The launch pad at the empty path (where most visits land: core/landing),
 * core and core/landing; the bare splash on the public pages, which show no header (SPEC
 * §2.1); the header over a loading area anywhere else. The toolbar row shows where the app's
 * header has one from its first frame: on the pages with a tip (page-tips.ts).
 * Self-contained, plain JavaScript once compiled: frameRouteScript ships its text.
 */
export function frameForHash(hash: string, pagesWithTips: readonly string[]): FrameChoice {
  const segments = hash.replace(/^#/, '').split('?')[0]!.split('/').filter(Boolean);
  const path = segments.join('/').toLowerCase();
  const matches = (pattern: string) => {
    const wanted = pattern.split('/').filter(Boolean);
    if (wanted.length !== segments.length) return false;
    return wanted.every((part, i) => part.charAt(0) === ':' || part.toLowerCase() === path.split('/')[i]);
  };
  if (path === '') return { frame: 'launch-pad', toolbar: true };
  if (path === 'public' || path.indexOf('public/') === 0) return { frame: 'splash', toolbar: false };
  const toolbar = pagesWithTips.some(matches);
  return { frame: path === 'core' || path === 'core/landing' ? 'launch-pad' : 'area', toolbar };
}

/** What a page without scripts shows: the launch pad of the empty path. */
export const FRAME_WITHOUT_SCRIPT = frameForHash('', PAGES_WITH_TIPS);

/**
 * The script index.html runs before its body: it marks <html data-frame data-toolbar> for
 * the CSS and, in a remote's area, starts fetching that remote's frame for the route
 * (remote-frame.ts). A file of its own (frame-route.<hash>.js): the gateway's CSP allows no
 * inline script.
 */
export function frameRouteScript(): string {
  const facts = `owners:${JSON.stringify(SEGMENT_OWNERS)},remoteMapUrl:${JSON.stringify(EARLY_REMOTE_MAP_URL)},framesFile:${JSON.stringify(REMOTE_FRAMES_FILE)}`;
  return (
    `(function(choice){var html=document.documentElement;html.dataset.frame=choice.frame;` +
    `html.dataset.toolbar=choice.toolbar?'on':'off';` +
    `if(choice.frame==='area')window[${JSON.stringify(REMOTE_FRAME_SETTLED)}]=new Promise(function(settled){` +
    `(${startRemoteFrame.toString()})` +
    `({doc:document,loc:location,fetchFn:function(url,init){return fetch(url,init);},settled:settled,${facts}});});})` +
    `((${frameForHash.toString()})(location.hash,${JSON.stringify(PAGES_WITH_TIPS)}));\n`
  );
}
