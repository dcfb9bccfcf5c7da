import { createElement as h, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Info, Menu } from 'lucide-react';
import { PRODUCT_NAME, ThriveLogo } from '../common/logo';
import { ALWAYS_SHOWN_TILES, LAUNCH_PAD_TITLE } from '../common/launch-pad-title';

/*
 * The shell's first screen as index.html carries it (DESIGN §5): painted from the HTML and
 * its inline CSS, before any script has run, then taken over by the app (static-splash.ts).
 * Plain createElement, no JSX: the build renders it in the rspack config's own loader.
 * Nothing here belongs to a gardener: the page is the same for everyone and cached.
 */

/** The header's and toolbar's icon buttons, drawn in place but not yet working. */
const iconPlace = (icon: ReactNode) => h('span', { className: 'sf-icon-button' }, icon);

/** The header bar and its toolbar row at the React header's sizes (header.module.css). */
function StaticHeader() {
  return h(
    'div',
    { className: 'sf-header' },
    h(
      'div',
      { className: 'sf-bar' },
      h('span', { className: 'sf-logo' }, h(ThriveLogo, {})),
      h(
        'p',
        { className: 'sf-title' },
        h('span', { className: 'sf-launch-pad-only' }, LAUNCH_PAD_TITLE),
        h('span', { className: 'sf-area-only' }, PRODUCT_NAME),
      ),
      iconPlace(h(Menu, { size: 24 })),
    ),
    // The row of a page with a tip (its button); html[data-toolbar] says whether it shows.
    h('div', { className: 'sf-toolbar' }, iconPlace(h(Info, { size: 22 }))),
  );
}

/** The launch pad's frame (launch-pad.tsx): its heading and room for the tiles every gardener has. */
function LaunchPadFrame() {
  const tiles = Array.from({ length: ALWAYS_SHOWN_TILES }, (_, index) =>
    h('li', { key: index, className: 'sf-tile' }),
  );
  return h(
    'div',
    { className: 'sf-launch-pad-only' },
    h('p', { className: 'sf-brand' }, h(ThriveLogo, { size: 40 }), PRODUCT_NAME),
    h('ul', { className: 'sf-grid' }, tiles),
  );
}

/** The header and the page frame, in the static layer (#app-splash) beside the splash art. */
export function staticFrameMarkup(): string {
  return renderToStaticMarkup(
    h(
      'div',
      { className: 'sf-frame', 'aria-hidden': 'true' },
      h(StaticHeader),
      h('div', { className: 'sf-main' }, h(LaunchPadFrame)),
    ),
  );
}
