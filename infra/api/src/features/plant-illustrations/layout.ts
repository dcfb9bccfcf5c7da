import { matureSize, type GrowthForm, type PlantIllustrationTraits } from './illustration-traits';

/** The picture is 120 units square; plants stand on the ground line, centred. */
export const SIZE = 120;
export const GROUND = 108;
export const CENTRE = 60;

/** Where one plant is drawn: centred on CENTRE, standing on `ground`, w wide and h tall. */
export interface PlantBox {
  ground: number;
  width: number;
  height: number;
}

/** Spread : height when the catalogue has no sizes: a typical plant of the form. */
const TYPICAL_ASPECT: Record<GrowthForm, number> = {
  tree: 0.75,
  conifer: 0.45,
  shrub: 1.2,
  clump: 1,
  grass: 0.9,
  vine: 0.5,
  bulb: 0.5,
  vegetable: 1,
  herb: 1,
  houseplant: 1,
  groundcover: 5,
};

/** How far each form may lean from its typical shape, so a columnar tree still reads as a tree. */
const ASPECT_LIMITS: Record<GrowthForm, [number, number]> = {
  tree: [0.35, 1.6],
  conifer: [0.2, 0.9],
  shrub: [0.5, 2.4],
  clump: [0.4, 2.2],
  grass: [0.4, 1.8],
  vine: [0.35, 1.2],
  bulb: [0.25, 1],
  vegetable: [0.35, 2.2],
  herb: [0.35, 2.2],
  houseplant: [0.5, 1.8],
  groundcover: [3, 9],
};

/** Houseplants stand in a pot this tall. */
export const POT_HEIGHT = 28;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * The plant's box from its mature height and spread: the proportions are the plant's own
 * (within its form's limits), scaled to fill the frame; plants under about two feet are
 * drawn a little smaller, so a bedding plant does not look like a tree.
 */
export function plantBox(form: GrowthForm, traits: PlantIllustrationTraits): PlantBox {
  const { heightIn, spreadIn } = matureSize(traits);
  const [low, high] = ASPECT_LIMITS[form];
  const aspect = heightIn && spreadIn ? clamp(spreadIn / heightIn, low, high) : TYPICAL_ASPECT[form];
  const ground = form === 'houseplant' ? GROUND - POT_HEIGHT + 4 : GROUND;
  const maxHeight = ground - 12;
  const maxWidth = 104;
  const scale = heightIn ? clamp(0.78 + 0.09 * Math.log2(heightIn / 12), 0.78, 1) : 0.9;
  let height = maxHeight;
  let width = height * aspect;
  if (width > maxWidth) {
    width = maxWidth;
    height = width / aspect;
  }
  return { ground, width: Math.max(width * scale, 24), height: Math.max(height * scale, 12) };
}
