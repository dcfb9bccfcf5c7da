/**
 * Catalogue bloom colour words as fills: the planting plan of a landscape style and the plant
 * illustrations draw flowers in the same colours.
 */

/** Plants without showy flowers are drawn in the green of their leaves. */
export const FOLIAGE_GREEN = '#5f8f45';

/** Catalogue colour words -> fill. Unknown words fall back to foliage green. */
const BLOOM_FILLS: Record<string, string> = {
  white: '#fbfaf4',
  cream: '#f3ead0',
  yellow: '#f4d23c',
  gold: '#e0a91e',
  orange: '#f08a24',
  rust: '#b5542a',
  bronze: '#a8743a',
  tan: '#cfb48a',
  red: '#d2312e',
  scarlet: '#e2261c',
  coral: '#f0785f',
  salmon: '#f59a80',
  pink: '#f28cb6',
  magenta: '#c8338f',
  burgundy: '#7d1f3a',
  maroon: '#6e1f2b',
  mauve: '#c393b8',
  lavender: '#b7a2de',
  purple: '#8450b8',
  blue: '#4f78d6',
  silver: '#c9ccd1',
  green: '#7fb356',
  chartreuse: '#c4d83c',
  black: '#2b2b2b',
};

/** Fill for a plant: its first bloom colour ("pale pink" is drawn lighter than pink). */
export function bloomFill(colors: readonly string[]): string {
  const [first] = colors;
  if (!first) return FOLIAGE_GREEN;
  const pale = first.startsWith('pale ');
  const word = pale ? first.slice('pale '.length) : first;
  const lime = word === 'lime green' ? '#b5d957' : undefined;
  const fill = lime ?? BLOOM_FILLS[word];
  if (!fill) return FOLIAGE_GREEN;
  return pale ? lighten(fill) : fill;
}

/** Halfway to white. */
function lighten(hex: string): string {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `#${channels
    .map((value) =>
      Math.round((value + 255) / 2)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
