import { createElement as h } from 'react';

/*
 * Plain createElement, no JSX: the build's prerender of index.html (shell/build) draws the
 * same mark and reads the same name, in a config loader that does not compile JSX.
 */

/** The Thrive Garden mark: a leaf on a round bed. Decorative; the text beside it names it. */
export function ThriveLogo({ size = 32 }: { size?: number }) {
  return h(
    'svg',
    { width: size, height: size, viewBox: '0 0 32 32', 'aria-hidden': 'true', focusable: 'false' },
    h('circle', { cx: '16', cy: '16', r: '15', fill: '#fff' }),
    h('path', { d: 'M9 23c0-8 5-14 15-15-1 10-7 15-15 15z', fill: '#6aa84f' }),
    h('path', {
      d: 'M9 23c3-4 7-8 11-11',
      stroke: '#2f5f22',
      strokeWidth: '1.5',
      fill: 'none',
      strokeLinecap: 'round',
    }),
  );
}

export const PRODUCT_NAME = 'Thrive Garden';
