import type { GrowthForm } from './illustration-traits';
import { num, type Point } from './svg-numbers';
import { pick, type Variation } from './variation';

export type FlowerShape = 'daisy' | 'cup' | 'spike' | 'umbel' | 'star' | 'bell' | 'blossom' | 'plume';

/** Names that say how the flower looks, checked in order. */
const SHAPE_BY_NAME: [RegExp, FlowerShape][] = [
  [
    /daisy|aster|coneflower|sunflower|zinnia|cosmos|marigold|rudbeckia|echinacea|gaillardia|coreopsis|chamomile/i,
    'daisy',
  ],
  [
    /salvia|sage|lavender|veronica|speedwell|snapdragon|lupin|delphinium|larkspur|liatris|hyssop|celosia|mint/i,
    'spike',
  ],
  [/bell|campanula|foxglove|fuchsia|heuchera|coral bells|lily of the valley|snowdrop|hellebore/i, 'bell'],
  [
    /\broses?\b|peony|tulip|camellia|poppy|ranunculus|begonia|geranium|pansy|viola|petunia|crocus|magnolia/i,
    'cup',
  ],
  [/lily|daffodil|narcissus|amaryllis|iris|clematis|jasmine|allium|star|hosta/i, 'star'],
  [/yarrow|dill|fennel|parsley|cilantro|coriander|elder|hydrangea|phlox|verbena|lantana|sedum/i, 'umbel'],
];

/** Shapes each form's flowers may take when the name says nothing. */
const SHAPES_OF_FORM: Record<GrowthForm, readonly FlowerShape[]> = {
  tree: ['blossom'],
  conifer: ['blossom'],
  shrub: ['blossom', 'umbel', 'cup'],
  clump: ['daisy', 'cup', 'spike', 'umbel'],
  grass: ['plume'],
  vine: ['bell', 'star', 'blossom'],
  bulb: ['star', 'cup', 'bell'],
  vegetable: ['blossom', 'star'],
  herb: ['umbel', 'spike'],
  houseplant: ['cup', 'spike', 'star'],
  groundcover: ['blossom', 'star', 'daisy'],
};

export function flowerShapeOf(form: GrowthForm, names: string, next: Variation): FlowerShape {
  if (form === 'grass') return 'plume';
  return SHAPE_BY_NAME.find(([pattern]) => pattern.test(names))?.[1] ?? pick(next, SHAPES_OF_FORM[form]);
}

const ring = (count: number, radius: number, turn = 0): Point[] =>
  Array.from({ length: count }, (_, index) => {
    const angle = ((index / count) * 2 + turn) * Math.PI;
    return { x: radius * Math.sin(angle), y: -radius * Math.cos(angle) };
  });

const circles = (points: Point[], r: number) =>
  points.map((p) => `<circle cx="${num(p.x)}" cy="${num(p.y)}" r="${num(r)}"/>`).join('');

/** The eye of a flower: gold, so pale petals still read as a flower. */
const EYE = '#e0a723';

/**
 * One flower head of radius r around (0, 0), its petals unfilled so each <use> gives its
 * colour. The shape is drawn once per picture and placed with <use>, which keeps a picture
 * of a dozen flowers small.
 */
function flowerParts(shape: FlowerShape, r: number): string {
  switch (shape) {
    case 'daisy':
      return (
        ring(7, r * 0.62)
          .map((p, index) => {
            const angle = Math.round((index / 7) * 360);
            return `<ellipse cx="${num(p.x)}" cy="${num(p.y)}" rx="${num(r * 0.26)}" ry="${num(r * 0.5)}" transform="rotate(${angle} ${num(p.x)} ${num(p.y)})"/>`;
          })
          .join('') + `<circle r="${num(r * 0.34)}" fill="${EYE}"/>`
      );
    case 'cup':
      return `<path d="M${num(-r)} ${num(-r * 0.5)}Q${num(-r)} ${num(r)} 0 ${num(r)}Q${num(r)} ${num(r)} ${num(r)} ${num(-r * 0.5)}L${num(r * 0.5)} 0L0 ${num(-r * 0.7)}L${num(-r * 0.5)} 0Z"/>`;
    case 'spike':
      return `<path d="M0 ${num(r * 0.6)}C${num(-r * 0.9)} ${num(r * 0.4)} ${num(-r * 0.5)} ${num(-r * 1.8)} 0 ${num(-r * 2.4)}C${num(r * 0.5)} ${num(-r * 1.8)} ${num(r * 0.9)} ${num(r * 0.4)} 0 ${num(r * 0.6)}Z"/>`;
    case 'umbel':
      return circles([{ x: 0, y: -r * 0.45 }, ...ring(6, r * 0.62, 0.08)], r * 0.36);
    case 'star': {
      const points = ring(12, r).map((p, index) => (index % 2 ? { x: p.x * 0.42, y: p.y * 0.42 } : p));
      return `<path d="M${points.map((p) => `${num(p.x)} ${num(p.y)}`).join('L')}Z"/><circle r="${num(r * 0.22)}" fill="${EYE}"/>`;
    }
    case 'bell':
      return `<path d="M${num(-r * 0.45)} ${num(-r)}Q0 ${num(-r * 1.3)} ${num(r * 0.45)} ${num(-r)}L${num(r)} ${num(r * 0.6)}Q0 ${num(r * 0.2)} ${num(-r)} ${num(r * 0.6)}Z"/>`;
    case 'blossom':
      return circles(ring(5, r * 0.55), r * 0.48) + `<circle r="${num(r * 0.26)}" fill="${EYE}"/>`;
    case 'plume':
      return `<ellipse cy="${num(-r)}" rx="${num(r * 0.45)}" ry="${num(r * 1.3)}"/>`;
  }
}

/** The <defs> entry of the picture's flower, with a faint outline so white petals show. */
export function flowerDef(shape: FlowerShape, r: number): string {
  return `<g id="f" stroke="#000" stroke-opacity=".18" stroke-width=".6">${flowerParts(shape, r)}</g>`;
}

/** Flower heads at the points, the colours taken in turn. */
export function flowerHeads(points: readonly Point[], fills: readonly string[]): string {
  return points
    .map(
      (p, index) => `<use href="#f" x="${num(p.x)}" y="${num(p.y)}" fill="${fills[index % fills.length]}"/>`,
    )
    .join('');
}

/** Fruit: round and glossy, in one colour. */
export function fruitDots(points: readonly Point[], fill: string, r: number): string {
  if (!points.length) return '';
  return `<g fill="${fill}" stroke="#000" stroke-opacity=".2" stroke-width=".6">${circles([...points], r)}</g>`;
}
