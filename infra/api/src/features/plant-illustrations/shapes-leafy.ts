import { leafPath, leaves, pt, strokes, type DrawnPlant, type ShapeInput } from './drawing';
import { CENTRE, GROUND, POT_HEIGHT } from './layout';
import { num, type Point } from './svg-numbers';
import { between } from './variation';

/** Broad leaves for vegetables, narrow ones for herbs. */
type LeafBreadth = 'broad' | 'narrow';
const BREADTH: Record<LeafBreadth, number> = { broad: 0.42, narrow: 0.26 };

/** A rosette (lettuce, parsley): leaves radiating from the ground, outer ones darker. */
function rosette(input: ShapeInput, breadth: LeafBreadth): DrawnPlant {
  const { box, foliage, next } = input;
  const base = { x: CENTRE, y: box.ground };
  const length = Math.min(box.height * 1.05, box.width * 0.6);
  const ring = (count: number, scale: number, spread: number) =>
    Array.from({ length: count }, (_, index) => {
      const angle = -spread + (2 * spread * index) / (count - 1) + between(next, -5, 5);
      return leafPath(base, angle, length * scale, length * scale * BREADTH[breadth]);
    }).join('');
  return {
    body:
      leaves(foliage.shade, foliage, `<path d="${ring(7, 1, 78)}"/>`) +
      leaves(foliage.leaf, foliage, `<path d="${ring(5, 0.8, 50)}"/>`) +
      leaves(foliage.light, foliage, `<path d="${ring(3, 0.55, 25)}"/>`),
    blooms: [0, 1, 2].map(() => ({
      x: CENTRE + between(next, -0.3, 0.3) * box.width,
      y: box.ground - length * between(next, 0.7, 0.95),
    })),
    bloomSize: 3,
  };
}

/** An upright plant (tomato, basil): stems with pairs of leaves up them, flowers at the top. */
function upright(input: ShapeInput, breadth: LeafBreadth): DrawnPlant {
  const { box, foliage, next } = input;
  const stemCount = box.width > box.height * 0.6 ? 3 : 1;
  const tops: Point[] = Array.from({ length: stemCount }, (_, index) => ({
    x: CENTRE + (stemCount === 1 ? 0 : (index - 1) * box.width * 0.3),
    y: box.ground - box.height * (index === 1 || stemCount === 1 ? 1 : between(next, 0.75, 0.9)),
  }));
  const length = Math.min(box.width / (stemCount === 1 ? 2.4 : 4), box.height / 3);
  const pairs = tops.flatMap((top) =>
    [0.25, 0.5, 0.75].flatMap((at) => {
      const node = { x: CENTRE + (top.x - CENTRE) * at, y: box.ground + (top.y - box.ground) * at };
      const tilt = between(next, 45, 65);
      return [
        leafPath(node, -tilt, length, length * BREADTH[breadth]),
        leafPath(node, tilt, length, length * BREADTH[breadth]),
      ];
    }),
  );
  const stems = tops.map((top) => `M${CENTRE} ${box.ground}L${pt(top)}`).join('');
  return {
    body: strokes(foliage.shade, 1.6, stems) + leaves(foliage.leaf, foliage, `<path d="${pairs.join('')}"/>`),
    blooms: tops,
    bloomSize: 3.4,
  };
}

/** A vegetable or herb: a rosette when it grows wider than tall, else upright. */
export function leafyPlant(breadth: LeafBreadth) {
  return (input: ShapeInput): DrawnPlant =>
    input.box.width >= input.box.height * 1.1 ? rosette(input, breadth) : upright(input, breadth);
}

const POT = '#c4693c';

/** How a houseplant's leaves are drawn, by the leaf shape the identification key gives it. */
function houseplantLeaves(leafShapes: readonly string[]) {
  const has = (...shapes: string[]) => shapes.some((shape) => leafShapes.includes(shape));
  if (has('succulent', 'none-visible')) return { count: 9, reach: 0.6, breadth: 0.3, spread: 80 };
  if (has('grass-like')) return { count: 7, reach: 1, breadth: 0.1, spread: 55 };
  if (has('compound', 'fan', 'palmate')) return { count: 9, reach: 1, breadth: 0.16, spread: 70 };
  if (has('lance')) return { count: 7, reach: 0.95, breadth: 0.24, spread: 60 };
  return { count: 5, reach: 0.9, breadth: 0.4, spread: 60 };
}

/** A houseplant: its leaves (plump for succulents, straps for grass-like, broad otherwise) in a pot. */
export function houseplant(input: ShapeInput, leafShapes: readonly string[]): DrawnPlant {
  const { box, foliage, next } = input;
  const potWidth = Math.min(Math.max(box.width * 0.5, 30), 46);
  const rim = GROUND - POT_HEIGHT;
  const pot =
    `<path d="M${num(CENTRE - potWidth / 2 + 2)} ${rim + 5}H${num(CENTRE + potWidth / 2 - 2)}L${num(CENTRE + potWidth * 0.38)} ${GROUND}H${num(CENTRE - potWidth * 0.38)}Z" fill="${POT}"/>` +
    `<rect x="${num(CENTRE - potWidth / 2)}" y="${rim}" width="${num(potWidth)}" height="6" rx="1.5" fill="#b35a30"/>`;
  // A houseplant taller than wide (a fig, a dracaena, a palm) holds its leaves up on a stem.
  const stem = box.height > box.width * 1.15 ? box.height * 0.45 : 0;
  const base = { x: CENTRE, y: rim + 2 - stem };
  const look = houseplantLeaves(leafShapes);
  const length = Math.min(box.height * look.reach, box.width * 0.8);
  const width = length * look.breadth;
  const spread = look.spread;
  const count = look.count;
  const foliagePath = Array.from({ length: count }, (_, index) => {
    const angle = -spread + (2 * spread * index) / (count - 1) + between(next, -6, 6);
    return leafPath(base, angle, length * between(next, 0.75, 1), width);
  }).join('');
  return {
    body:
      (stem ? strokes('#6b4a2e', 2.4, `M${CENTRE} ${rim + 2}V${num(base.y)}`) : '') +
      leaves(foliage.leaf, foliage, `<path d="${foliagePath}"/>`) +
      pot,
    blooms: [0, 1].map(() => ({
      x: CENTRE + between(next, -0.25, 0.25) * box.width,
      y: base.y - length * between(next, 0.75, 0.95),
    })),
    bloomSize: 4,
  };
}

const TRELLIS = '#b08a5c';

/** A vine: a stem climbing a trellis, leaves along it in turn. */
export function vine(input: ShapeInput): DrawnPlant {
  const { box, foliage, next } = input;
  const half = Math.max(box.width / 2, 16);
  const top = box.ground - box.height;
  const [left, right] = [num(CENTRE - half), num(CENTRE + half)];
  const rungs = [0.3, 0.6, 0.9].map((at) => `M${left} ${num(box.ground - box.height * at)}H${right}`);
  const trellis = strokes(
    TRELLIS,
    1.6,
    `M${left} ${box.ground}V${num(top)}M${right} ${box.ground}V${num(top)}${rungs.join('')}`,
  );
  const turns = 4;
  const path: Point[] = Array.from({ length: turns + 1 }, (_, index) => ({
    x: CENTRE + (index % 2 ? 1 : -1) * half * between(next, 0.35, 0.75) * (index ? 1 : 0.2),
    y: box.ground - (box.height * index) / turns,
  }));
  const stem = path
    .slice(1)
    .map((p, index) => `Q${pt({ x: path[index]!.x * 0.3 + p.x * 0.7, y: path[index]!.y })} ${pt(p)}`);
  const nodes = path.slice(1).flatMap((p, index) => {
    const from = path[index]!;
    return [0.35, 0.8].map((at) => ({ x: from.x + (p.x - from.x) * at, y: from.y + (p.y - from.y) * at }));
  });
  const length = Math.min(13, Math.max(7, box.width / 4));
  const foliageDraw = nodes
    .map((node, index) => leafPath(node, index % 2 ? 60 : -60, length, length * 0.4))
    .join('');
  return {
    body:
      trellis +
      strokes(foliage.shade, 1.6, `M${pt(path[0]!)}${stem.join('')}`) +
      leaves(foliage.leaf, foliage, `<path d="${foliageDraw}"/>`),
    blooms: nodes.filter((_, index) => index % 2 === 1),
    bloomSize: 3.6,
  };
}
