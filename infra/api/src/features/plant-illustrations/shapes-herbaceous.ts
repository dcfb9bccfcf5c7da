import { circle, leafPath, leaves, pt, strokes, type DrawnPlant, type ShapeInput } from './drawing';
import { CENTRE } from './layout';
import type { Point } from './svg-numbers';
import { between } from './variation';

/** A fan of pointed leaves from one base, from `from` to `to` degrees. */
function fan(
  input: ShapeInput,
  base: Point,
  count: number,
  length: number,
  width: number,
  from = -70,
  to = 70,
) {
  return Array.from({ length: count }, (_, index) => {
    const angle = from + ((to - from) * index) / Math.max(count - 1, 1) + between(input.next, -6, 6);
    return leafPath(base, angle, length * between(input.next, 0.8, 1), width);
  }).join('');
}

/** Flower stems rising from the clump to heads spread across the top of the box. */
function stemsTo(input: ShapeInput, count: number, low: number): { stems: string; heads: Point[] } {
  const { box, next } = input;
  const heads = Array.from({ length: count }, (_, index) => ({
    x:
      CENTRE +
      (box.width / 2) * 0.8 * ((count === 1 ? 0.5 : index / (count - 1)) * 2 - 1) +
      between(next, -2, 2),
    y: box.ground - box.height * between(next, low, 1),
  }));
  const stems = heads
    .map((head) => `M${pt({ x: CENTRE + (head.x - CENTRE) * 0.3, y: box.ground - 4 })}L${pt(head)}`)
    .join('');
  return { stems: strokes(input.foliage.shade, 1.2, stems), heads };
}

/** A perennial or annual: a clump of leaves with flower heads held above it. */
export function clump(input: ShapeInput): DrawnPlant {
  const { box, foliage, next } = input;
  const base = { x: CENTRE, y: box.ground };
  const leafLength = Math.min(box.height * 0.55, box.width * 0.7);
  const { stems, heads } = stemsTo(input, 4 + Math.floor(next() * 4), 0.72);
  return {
    body:
      stems +
      leaves(
        foliage.shade,
        foliage,
        `<path d="${fan(input, base, 6, leafLength, leafLength * 0.28, -80, 80)}"/>`,
      ) +
      leaves(
        foliage.leaf,
        foliage,
        `<path d="${fan(input, base, 5, leafLength * 0.8, leafLength * 0.24, -55, 55)}"/>`,
      ),
    blooms: heads,
    bloomSize: Math.min(6.5, Math.max(4, box.width / 11)),
  };
}

/** An ornamental grass: arching blades from one base, plumes at some tips. */
export function grass(input: ShapeInput): DrawnPlant {
  const { box, foliage, next } = input;
  const count = 11 + Math.floor(next() * 5);
  const blades = Array.from({ length: count }, (_, index) => {
    const lean = (index / (count - 1)) * 2 - 1;
    const base = { x: CENTRE + lean * box.width * 0.08, y: box.ground };
    const rise = box.height * (1 - Math.abs(lean) * 0.45) * between(next, 0.82, 1);
    const tip = { x: CENTRE + lean * (box.width / 2), y: box.ground - rise * 0.8 };
    const bend = { x: CENTRE + lean * box.width * 0.2, y: box.ground - rise * 1.1 };
    return { d: `M${pt(base)}Q${pt(bend)} ${pt(tip)}`, top: { x: bend.x, y: box.ground - rise * 0.92 } };
  });
  const layer = (odd: number) =>
    blades
      .filter((_, index) => index % 2 === odd)
      .map((blade) => blade.d)
      .join('');
  return {
    body:
      strokes(foliage.shade, 2.2, layer(0)) +
      strokes(foliage.leaf, 2, layer(1)) +
      (foliage.variegated ? strokes('#f3eec4', 0.7, layer(1)) : ''),
    blooms: blades.filter((_, index) => index % 3 === 1).map((blade) => blade.top),
    bloomSize: Math.min(5, Math.max(2.6, box.height / 16)),
  };
}

/** A bulb: strap leaves from the ground and one to three bare stalks, each with a flower. */
export function bulb(input: ShapeInput): DrawnPlant {
  const { box, foliage, next } = input;
  const leafCount = 3 + Math.floor(next() * 3);
  const straps = Array.from({ length: leafCount }, (_, index) => {
    const lean = (index / (leafCount - 1)) * 2 - 1;
    const tip = { x: CENTRE + lean * box.width * 0.55, y: box.ground - box.height * between(next, 0.4, 0.6) };
    const bend = { x: CENTRE + lean * box.width * 0.1, y: tip.y - box.height * 0.12 };
    return `M${pt({ x: CENTRE + lean * 2, y: box.ground })}Q${pt(bend)} ${pt(tip)}`;
  }).join('');
  const stalkCount = 1 + Math.floor(next() * 3);
  const heads = Array.from({ length: stalkCount }, (_, index) => ({
    x: CENTRE + (index - (stalkCount - 1) / 2) * Math.min(box.width * 0.35, 14),
    y: box.ground - box.height * (index % 2 ? 0.86 : 0.98),
  }));
  const stalks = heads.map((head) => `M${pt({ x: CENTRE, y: box.ground })}L${pt(head)}`).join('');
  return {
    body:
      strokes(foliage.shade, 1.4, stalks) +
      strokes(foliage.leaf, 3.4, straps) +
      (foliage.variegated ? strokes('#f3eec4', 1, straps) : ''),
    blooms: heads,
    bloomSize: Math.min(9, Math.max(5.5, box.width / 4.5)),
  };
}

/** A groundcover: a low mat of overlapping rounds across the width, small flowers on top. */
export function groundcover(input: ShapeInput): DrawnPlant {
  const { box, foliage, next } = input;
  const r = Math.min(Math.max(box.height * 0.6, 7), 12);
  const count = Math.max(4, Math.round(box.width / (r * 1.3)));
  const mat = (lift: number) =>
    Array.from({ length: count }, (_, index) => {
      const x = CENTRE - box.width / 2 + r + (index * (box.width - 2 * r)) / (count - 1);
      return circle(
        { x, y: box.ground - r * 0.7 - lift - between(next, 0, r * 0.4) },
        r * between(next, 0.85, 1.05),
      );
    }).join('');
  const blooms = Array.from({ length: 6 + Math.floor(next() * 5) }, () => ({
    x: CENTRE + between(next, -0.45, 0.45) * box.width,
    y: box.ground - r * between(next, 1.1, 1.8),
  }));
  return {
    body: leaves(foliage.shade, foliage, mat(0)) + leaves(foliage.leaf, foliage, mat(r * 0.35)),
    blooms,
    bloomSize: Math.min(4, Math.max(2.4, r * 0.38)),
  };
}
