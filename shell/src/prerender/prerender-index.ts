import { createHash } from 'node:crypto';
import { minifySync } from '@swc/core';
import { EARLY_REMOTE_MAP_URL } from '@thrive/shared/early-start';
import { staticFrameMarkup } from './static-frame';
import { FRAME_WITHOUT_SCRIPT, frameRouteScript } from './frame-route';

/**
 * Where shell/public/index.html takes the prerendered parts: empty elements, since the
 * build's HTML minifier drops comments.
 */
const HEAD_MARKER = /<template data-prerender="?head"?><\/template>/;
const FRAME_MARKER = /<template data-prerender="?frame"?><\/template>/;
const HTML_TAG = /<html lang="?en"?>/;

export interface PrerenderedIndex {
  html: string;
  /** The frame-route script, served beside the page under a content-hashed name. */
  script: { name: string; source: string };
}

const contentHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10);

function replaceOnce(html: string, marker: RegExp, by: string): string {
  if (!marker.test(html)) throw new Error(`index.html has no ${marker.source}`);
  return html.replace(marker, () => by);
}

/**
 * The shell's index.html with its first screen in it (DESIGN §5): the header and the launch
 * pad's frame inside the static layer, their critical CSS (the theme's tokens and the frame's
 * own rules) inline, the launch pad frame chosen for a visit without scripts, and the small
 * script that picks another frame for a deep link.
 */
export function prerenderIndexHtml(template: string, criticalCss: string): PrerenderedIndex {
  // Minified like the app's bundles: it runs before the body is parsed, so each byte counts.
  const source = minifySync(frameRouteScript(), { compress: true, mangle: true }).code;
  const script = { name: `frame-route.${contentHash(source)}.js`, source };
  // The remote map is asked for as the page arrives, before any script runs: the first read
  // of it takes the answer, the frame-route script's on a deep link into a remote (its frame,
  // remote-frame.ts, needs the map before the app's scripts take the main thread), otherwise
  // the app's early read. `crossorigin`: it matches fetch's defaults (cors, same-origin).
  const head =
    `<link rel="preload" href="${EARLY_REMOTE_MAP_URL}" as="fetch" crossorigin>` +
    `<style>${criticalCss}</style><script src="${script.name}"></script>`;
  let html = replaceOnce(template, HEAD_MARKER, head);
  html = replaceOnce(html, FRAME_MARKER, staticFrameMarkup());
  const { frame, toolbar } = FRAME_WITHOUT_SCRIPT;
  html = replaceOnce(
    html,
    HTML_TAG,
    `<html lang="en" data-frame="${frame}" data-toolbar="${toolbar ? 'on' : 'off'}">`,
  );
  return { html, script };
}
