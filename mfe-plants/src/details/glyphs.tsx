import {
  Bird,
  Bug,
  BugOff,
  Cat,
  CloudRain,
  Dog,
  Droplets,
  Factory,
  Flower,
  Flower2,
  Footprints,
  Hand,
  HandGrab,
  Layers,
  Leaf,
  PawPrint,
  PersonStanding,
  Rabbit,
  Scissors,
  Shovel,
  Snowflake,
  Sprout,
  Sun,
  ThermometerSun,
  TreeDeciduous,
  Trees,
  Virus,
  Waves,
  Wheat,
  type LucideIcon,
} from 'lucide-react';

/**
 * The catalogue names each attribute's and care category's icon (kebab-case, see the
 * reference lists); these are the drawings we show for them. An unknown name shows a leaf.
 */
const GLYPHS: Record<string, LucideIcon> = {
  // Attracts
  butterflies: Flower2,
  hummingbirds: Bird,
  bees: Flower,
  birds: Bird,
  'beneficial-insects': Bug,
  // Resistant to
  deer: Footprints,
  rabbits: Rabbit,
  disease: Virus,
  'insect-pests': BugOff,
  'black-walnut': TreeDeciduous,
  // Tolerates
  drought: Sun,
  heat: ThermometerSun,
  humidity: Droplets,
  salt: Waves,
  'clay-soil': Layers,
  'wet-soil': CloudRain,
  'air-pollution': Factory,
  frost: Snowflake,
  // Toxicity
  'toxic-to-dogs': Dog,
  'toxic-to-cats': Cat,
  'toxic-to-horses': PawPrint,
  'toxic-to-people': PersonStanding,
  'skin-irritant': Hand,
  // Care categories
  watering: Droplets,
  fertilizing: Sprout,
  pruning: Scissors,
  planting: Shovel,
  pestcontrol: Bug,
  mulching: Layers,
  winter: Snowflake,
  harvesting: Wheat,
  dividing: Trees,
  deadheading: Flower,
  weeding: HandGrab,
};

/** A catalogue icon by name, decorative (the text beside it says what it is). */
export function Glyph({ name, size = 20 }: { name: string; size?: number }) {
  const Icon = GLYPHS[name.trim().toLowerCase()] ?? Leaf;
  return <Icon aria-hidden="true" size={size} />;
}
