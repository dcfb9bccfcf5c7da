import type { FlowerColour, FloweringSeason, HeightBand, LeafKeeping } from '@thrive/shared/contracts';

/**
 * The catalogue's own data in the key's terms. Pure functions, so each rule is tested alone.
 */

/**
 * The families of the catalogue's bloom colours. A shade between two families is in both
 * (magenta is pink and purple): a gardener may call it either, and a key that leaves the
 * right plant out is worse than one that keeps a near one in.
 */
const COLOUR_FAMILIES: Record<string, readonly FlowerColour[]> = {
  white: ['white'],
  cream: ['white', 'yellow'],
  silver: ['white'],
  yellow: ['yellow'],
  'pale yellow': ['yellow', 'white'],
  gold: ['yellow', 'orange'],
  chartreuse: ['green', 'yellow'],
  'lime green': ['green', 'yellow'],
  orange: ['orange'],
  coral: ['orange', 'pink'],
  salmon: ['orange', 'pink'],
  bronze: ['brown', 'orange'],
  rust: ['brown', 'orange', 'red'],
  tan: ['brown'],
  red: ['red'],
  scarlet: ['red'],
  burgundy: ['red', 'purple'],
  maroon: ['red', 'brown'],
  pink: ['pink'],
  'pale pink': ['pink', 'white'],
  magenta: ['pink', 'purple'],
  mauve: ['pink', 'purple'],
  purple: ['purple'],
  'pale purple': ['purple'],
  lavender: ['purple', 'blue'],
  blue: ['blue'],
  'pale blue': ['blue'],
  green: ['green'],
  'pale green': ['green'],
  black: ['purple', 'red'],
};

/** Words that place a colour the table does not know (an imported "Dark Red", "Blue-violet"). */
const FAMILY_WORDS: [RegExp, FlowerColour][] = [
  [/white|cream|ivory/, 'white'],
  [/yellow|gold/, 'yellow'],
  [/orange|apricot|peach/, 'orange'],
  [/red|crimson|scarlet/, 'red'],
  [/pink|rose|magenta/, 'pink'],
  [/purple|violet|lavender|lilac/, 'purple'],
  [/blue/, 'blue'],
  [/green/, 'green'],
  [/brown|bronze|tan\b/, 'brown'],
];

export function colourFamilies(bloomColours: readonly string[]): FlowerColour[] {
  const families = new Set<FlowerColour>();
  for (const colour of bloomColours) {
    const name = colour.trim().toLowerCase();
    const known = COLOUR_FAMILIES[name];
    if (known) for (const family of known) families.add(family);
    else for (const [words, family] of FAMILY_WORDS) if (words.test(name)) families.add(family);
  }
  return [...families];
}

/** The season key of a flower-times name ('Early Spring' -> 'early-spring'). */
export function floweringSeason(flowerTimeName: string): FloweringSeason | null {
  const key = flowerTimeName.trim().toLowerCase();
  if (key === 'does not flower showily') return 'not-showy';
  const season = key.replace(/\s+/g, '-');
  const seasons: readonly string[] = [
    'early-spring',
    'late-spring',
    'early-summer',
    'late-summer',
    'fall',
    'winter',
  ];
  return seasons.includes(season) ? (season as FloweringSeason) : null;
}

/** Each band from its lowest height (inclusive) to the next band's (exclusive), in inches. */
const HEIGHT_BAND_FROM: [HeightBand, number][] = [
  ['under-1ft', 0],
  ['1-3ft', 12],
  ['3-6ft', 36],
  ['6-15ft', 72],
  ['over-15ft', 180],
];

/**
 * The bands a grown plant's height range touches: a plant of 2 to 4 ft is answered by both
 * "1 to 3 ft" and "3 to 6 ft". A plant with one end of its range known is taken at that end;
 * with neither, its height is unknown (null).
 */
export function heightBands(minInches: number | null, maxInches: number | null): HeightBand[] | null {
  const low = minInches ?? maxInches;
  const high = maxInches ?? minInches;
  if (low === null || high === null) return null;
  return HEIGHT_BAND_FROM.filter(([, from], index) => {
    const to = HEIGHT_BAND_FROM[index + 1]?.[1] ?? Number.POSITIVE_INFINITY;
    return low < to && high >= from;
  }).map(([band]) => band);
}

/** What a leaf retention looks like in winter; a semi-evergreen plant may do either. */
export function leafKeeping(leafRetentionName: string): LeafKeeping[] | null {
  switch (leafRetentionName) {
    case 'Evergreen':
      return ['evergreen'];
    case 'Semi-evergreen':
      return ['evergreen', 'deciduous'];
    case 'Deciduous':
      return ['deciduous'];
    case 'Herbaceous (dies back)':
      return ['dies-back'];
    default:
      return null;
  }
}
