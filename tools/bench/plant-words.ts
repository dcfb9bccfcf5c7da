/**
 * Words the bench catalogue's names and descriptions are made of, in the styles nurseries
 * name cultivars: two words ('Blue Angel', 'Summer Wine') or one ('Brandywine'). A few are
 * plant words themselves ('Rose Glow', 'Lavender Lace'), as real cultivar names are, so a
 * search for "rose" also meets plants that are not roses.
 */

/** A list written as words separated by blanks. */
const words = (text: string) => text.split(/\s+/).filter(Boolean);

export const CULTIVAR_FIRST = words(`
  Blue Golden Royal Summer Autumn Winter Spring Midnight Silver Crimson Scarlet Ruby Purple Snow
  Velvet Sweet Little Big Early Lady Cherry Lemon Orange Pink White Black Green Sun Moon Star Fire Ice
  Honey Wild Dwarf Giant Mystic Prairie Dancing Painted Ivory Copper Amber Coral Electric Frosted
  Double Queen King Emerald Rose Lavender Peach Plum Sapphire Twilight Morning Evening Northern Tiny
`);

export const CULTIVAR_SECOND = words(`
  Angel Beauty Glow Gem Dream Queen Lace Sunset Sunrise Wave Cascade Sky Flame Bouquet Charm Delight
  Magic Parade Spire Jewel Princess Prince Mist Blush Kiss Heart Wine Spice Candy Frost Halo Ribbon
  Treasure Whisper Wonder Crown Sparkle Dancer Meadow Garden Harvest Belle Pearl Satin Tiger Cloud
  Fountain Lantern Carpet Flare Ember Splash Surprise Legacy Classic Supreme Giant Dwarf Pixie Ruffles
`);

export const CULTIVAR_SINGLE = words(`
  Brandywine Cherokee Moonglow Sunburst Bloodgood Stella Annabelle Goldsturm Magnus Jubilee
  Firecracker Excelsior Aurora Nocturne Galaxy Velour Harlequin Crimsonette Snowflake Firefly
  Buttercup Serenade Rhapsody Calypso Bonanza Celebration Goliath Tinkerbell Cleopatra Duchess
  Majestic Radiance Sorbet Tangerine Marmalade Cinnamon Pistachio Blackberry Lemonade Champagne
`);

/** What a plant of a species without a cultivar is called: "<modifier> <kind>". */
export const SPECIES_MODIFIERS = words(`
  Common Japanese American European Chinese Dwarf Giant Golden Siberian Mountain Meadow Woodland Swamp
  Prairie Creeping Upright Hairy Smooth Fragrant Showy Korean Alpine Coastal Desert Southern Northern
  Eastern Western Himalayan Caucasian
`);

/** Epithets of garden hybrids, written with "×" as catalogues do ("Lavandula × intermedia"). */
export const HYBRID_EPITHETS = new Set(
  words(`
  ananassa atkinsiana intermedia jackmanii hybridus faassenii superbum arendsii frikartii
  cantabrigiense sylvestris acutiflora meserveae soulangeana yedoensis freemanii generalis hortulanus
  hortorum tuberhybrida wittrockiana piperita heckrottii vanhouttei mertonensis giganteus
`),
);

/** Bloom colours, the commonest first, as the curated catalogue spells them. */
export const BLOOM_COLORS = [
  'white',
  'pink',
  'purple',
  'red',
  'yellow',
  'blue',
  'orange',
  'lavender',
  'cream',
  'pale pink',
  'magenta',
  'coral',
  'apricot',
  'burgundy',
];

export const HABITS = words(`
  Compact Vigorous Upright Mounding Spreading Heirloom Reliable Award-winning Dwarf Tall Long-blooming
  Free-flowering Hardy Fast-growing Low-maintenance
`);

/** The second half of a description; "{other}" is another kind of plant. */
export const CARE_TIPS = [
  'deadhead spent blooms to keep it flowering',
  'mulch in fall to protect the roots',
  'give it room for air to move to prevent mildew',
  'water deeply once a week in dry spells',
  'a good companion for {other}',
  'plant it beside {other} for contrast',
  'divide clumps every three or four years',
  'prune right after flowering',
  'stake tall stems before they flop',
  'feed lightly in spring and again in midsummer',
  'tolerates heat and humidity once established',
  'pinch young shoots for a bushier plant',
];
