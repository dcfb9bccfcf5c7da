import { parseCssColour, type RgbColour } from '@thrive/shared';

/** Valid for `color` but no colour of their own: they would take the page's text colour. */
const NOT_A_COLOUR = /^(inherit|initial|unset|revert|revert-layer|currentcolor)$|var\(|env\(|attr\(/i;

/** The colour the browser computes for a value it accepts (a name, hsl() ...): rgb() or rgba(). */
function computedColour(value: string): string {
  const probe = document.createElement('span');
  probe.style.color = value;
  document.body.append(probe);
  try {
    return getComputedStyle(probe).color;
  } finally {
    probe.remove();
  }
}

/**
 * Reads a partner's colour setting. Where the browser can say (CSS.supports), any valid CSS
 * colour is read, as the browser computes it; elsewhere only the strict rgb() / #hex forms.
 * Null for anything else, and for a colour the browser keeps in a space other than sRGB
 * (oklch() ...), whose text colour could not be measured: the default colour then stays.
 */
export function readBrowserColour(value: string): RgbColour | null {
  const text = value.trim();
  if (typeof CSS === 'undefined' || typeof CSS.supports !== 'function') return parseCssColour(text);
  if (NOT_A_COLOUR.test(text) || !CSS.supports('color', text)) return null;
  return parseCssColour(text) ?? parseCssColour(computedColour(text));
}
