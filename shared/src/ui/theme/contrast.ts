import type { RgbColour } from './css-colour';

/** WCAG 2.2 SC 1.4.3 Contrast (Minimum): text against its background. */
export const AA_TEXT_CONTRAST = 4.5;
/** WCAG 2.2 SC 1.4.3 for large text, and SC 1.4.11 Non-text Contrast for controls and focus rings. */
export const AA_LARGE_TEXT_AND_UI_CONTRAST = 3;

/** The text colours a partner's background gets: whichever of the two reads better on it. */
export const BLACK_TEXT = '#000000';
export const WHITE_TEXT = '#ffffff';

function linear(channel: number): number {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance: 0 for black, 1 for white. Alpha is ignored (opaque colours only). */
export function relativeLuminance({ r, g, b }: RgbColour): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio, 1 to 21, whichever colour is lighter. */
export function contrastRatio(first: RgbColour, second: RgbColour): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const BLACK: RgbColour = { r: 0, g: 0, b: 0, a: 1 };
const WHITE: RgbColour = { r: 255, g: 255, b: 255, a: 1 };

/**
 * Black or white text for a background, whichever contrasts more. One of the two always
 * reaches at least 4.58:1, so any partner colour keeps text readable (WCAG 1.4.3).
 */
export function readableTextOn(background: RgbColour): typeof BLACK_TEXT | typeof WHITE_TEXT {
  return contrastRatio(background, BLACK) >= contrastRatio(background, WHITE) ? BLACK_TEXT : WHITE_TEXT;
}
