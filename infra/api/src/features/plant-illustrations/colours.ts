import { bloomFill, FOLIAGE_GREEN } from '../common/bloom-fills';
import type { PlantIllustrationTraits } from './illustration-traits';
import { between, type Variation } from './variation';

/** The greens of one plant: a back (shade) tone, the leaf tone and a highlight. */
export interface Foliage {
  shade: string;
  leaf: string;
  light: string;
  /** Leaf margins in cream, drawn over the leaves, when the plant is variegated. */
  variegated: boolean;
}

/** Colour words the planting plan's list lacks but imported tables use. */
const MORE_BLOOM_FILLS: Record<string, string> = {
  brown: '#7a4b2a',
  violet: '#7448c4',
  rose: '#e3577f',
};

/**
 * A bloom colour word as a fill, the planting plan's colours first ("pale" drawn lighter);
 * null for a word neither knows, which is left out rather than guessed.
 */
export function bloomHex(word: string): string | null {
  const key = word.trim().toLowerCase();
  const extra = MORE_BLOOM_FILLS[key];
  if (extra) return extra;
  const fill = bloomFill([key]);
  return fill === FOLIAGE_GREEN ? null : fill;
}

/** The plant's bloom colours as fills, in its order, each once. */
export function bloomHexes(colors: readonly string[]): string[] {
  return [...new Set(colors.flatMap((word) => bloomHex(word) ?? []))];
}

function hslHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const chroma = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = l - chroma * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

type Hsl = [hue: number, saturation: number, lightness: number];

/** Leaf retention -> green: evergreens darker and bluer, herbaceous plants fresh and yellower. */
const RETENTION_GREENS: Record<string, Hsl> = {
  Evergreen: [138, 40, 29],
  'Semi-evergreen': [120, 40, 34],
  Deciduous: [102, 46, 38],
  'Herbaceous (dies back)': [92, 48, 41],
};
const NEEDLE_GREEN: Hsl = [156, 34, 27];

/** Foliage the description names: "silvery leaves", "purple foliage", "blue needles" ... */
const TINTS: [RegExp, Hsl][] = [
  [/\b(silver|silvery|gr[ae]y)\b[^.]{0,24}\b(foliage|leaves|leaf|fronds)/i, [120, 10, 58]],
  [/\b(purple|burgundy|bronze|maroon)\b[^.]{0,16}\b(foliage|leaves|leaf)/i, [338, 34, 32]],
  [/\b(gold|golden|chartreuse|lime|yellow)\b[^.]{0,16}\b(foliage|leaves|leaf|needles)/i, [68, 62, 47]],
  [/\bblue\b[^.]{0,16}\b(foliage|leaves|needles|blades)/i, [186, 26, 44]],
];

const VARIEGATED = /variegat/i;

/** The plant's greens, nudged a little by its name so neighbours of one kind differ. */
export function foliageOf(traits: PlantIllustrationTraits, next: Variation): Foliage {
  const text = `${traits.commonName}. ${traits.description}`;
  const needles = traits.leafShapes.includes('needle') || traits.leafShapes.includes('scale');
  const base =
    TINTS.find(([pattern]) => pattern.test(text))?.[1] ??
    (needles ? NEEDLE_GREEN : (RETENTION_GREENS[traits.leafRetention] ?? RETENTION_GREENS.Deciduous!));
  const hue = base[0] + between(next, -8, 8);
  const lightness = base[2] + between(next, -4, 4);
  return {
    shade: hslHex(hue, base[1], lightness - 8),
    leaf: hslHex(hue, base[1], lightness),
    light: hslHex(hue + 6, base[1], lightness + 10),
    variegated: VARIEGATED.test(text),
  };
}

/** Colour of fruit by the plant's name; red when the name says nothing. */
const FRUIT_FILLS: [RegExp, string][] = [
  [/lemon|banana|pineapple|pear|quince|grapefruit/i, '#f0c419'],
  [/orange|mandarin|kumquat|apricot|peach|nectarine|persimmon|mango/i, '#f08c1e'],
  [/blue|black|grape|muscadine|plum|fig|elder|aronia|passion|juneberry|serviceberry/i, '#4a2b6e'],
  [/lime|kiwi|gooseberry|avocado/i, '#86b83a'],
];

export function fruitHex(commonName: string): string {
  return FRUIT_FILLS.find(([pattern]) => pattern.test(commonName))?.[1] ?? '#c8302c';
}

/** Cream leaf margins: the mark of a variegated plant. */
export const VARIEGATION = '#f3eec4';
