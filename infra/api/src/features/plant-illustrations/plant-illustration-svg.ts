/**
 * A plant's illustration, drawn as SVG from its traits (issue 17, "Plant imagery"): its
 * growth form's silhouette in the proportions of its mature height and spread, its greens,
 * its flowers in its bloom colours and, for fruit, its fruit. Nobody photographs every
 * catalogue plant for us, so each gets a picture made from its data. Pure: the same traits
 * always give the same bytes, and small differences come from a hash of the botanical name.
 */
import { bloomHexes, foliageOf, fruitHex } from './colours';
import type { DrawnPlant, ShapeInput } from './drawing';
import { flowerDef, flowerHeads, flowerShapeOf, fruitDots } from './flowers';
import { growthFormOf, type GrowthForm, type PlantIllustrationTraits } from './illustration-traits';
import { CENTRE, GROUND, plantBox, SIZE } from './layout';
import { conifer, shrub, tree } from './shapes-woody';
import { bulb, clump, grass, groundcover } from './shapes-herbaceous';
import { houseplant, leafyPlant, vine } from './shapes-leafy';
import { num } from './svg-numbers';
import { nameSeed, variationFrom } from './variation';

const SHAPES: Record<GrowthForm, (input: ShapeInput, traits: PlantIllustrationTraits) => DrawnPlant> = {
  tree,
  conifer,
  shrub,
  clump,
  grass,
  vine,
  bulb,
  vegetable: leafyPlant('broad'),
  herb: leafyPlant('narrow'),
  houseplant: (input, traits) => houseplant(input, traits.leafShapes),
  groundcover,
};

const BACKGROUND = '#eef4e6';
const SOIL = '#d6e2c4';

export function plantIllustrationSvg(traits: PlantIllustrationTraits): string {
  const next = variationFrom(nameSeed(traits.botanicalName));
  const form = growthFormOf(traits);
  const box = plantBox(form, traits);
  const foliage = foliageOf(traits, next);
  const drawn = SHAPES[form]({ box, foliage, next }, traits);
  const blooms = bloomHexes(traits.bloomColors);
  const fruiting = traits.category === 'fruit';
  // A fruit plant shows flowers and fruit side by side: alternate points take each.
  const flowerPoints = fruiting ? drawn.blooms.filter((_, index) => index % 2 === 0) : drawn.blooms;
  const fruitPoints = fruiting ? drawn.blooms.filter((_, index) => index % 2 === 1) : [];
  const flowers = blooms.length
    ? `<defs>${flowerDef(flowerShapeOf(form, traits.commonName, next), drawn.bloomSize)}</defs>` +
      flowerHeads(flowerPoints, blooms)
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">` +
    `<rect width="${SIZE}" height="${SIZE}" rx="12" fill="${BACKGROUND}"/>` +
    `<ellipse cx="${CENTRE}" cy="${GROUND}" rx="${num(Math.min(box.width / 2 + 6, 56))}" ry="5" fill="${SOIL}"/>` +
    drawn.body +
    flowers +
    fruitDots(fruitPoints, fruitHex(traits.commonName), Math.max(drawn.bloomSize * 0.7, 2.2)) +
    '</svg>'
  );
}
