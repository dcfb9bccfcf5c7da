import { VARIEGATION, type Foliage } from './colours';
import type { PlantBox } from './layout';
import { num, type Point } from './svg-numbers';
import type { Variation } from './variation';

/** What every silhouette is given. */
export interface ShapeInput {
  box: PlantBox;
  foliage: Foliage;
  next: Variation;
}

/** A drawn plant: its SVG and where its flower heads (or fruit) go, with their size. */
export interface DrawnPlant {
  body: string;
  blooms: Point[];
  bloomSize: number;
}

export const pt = (p: Point) => `${num(p.x)} ${num(p.y)}`;

/**
 * A pointed leaf from `base` at `angle` degrees from upright (positive leans right), as path
 * data: many leaves share one <path>, which keeps the picture small.
 */
export function leafPath(base: Point, angle: number, length: number, width: number): string {
  const radians = (angle * Math.PI) / 180;
  const along = { x: Math.sin(radians), y: -Math.cos(radians) };
  const across = { x: -along.y, y: along.x };
  const tip = { x: base.x + along.x * length, y: base.y + along.y * length };
  const mid = { x: base.x + (along.x * length) / 2, y: base.y + (along.y * length) / 2 };
  const side = (sign: number) => ({ x: mid.x + across.x * width * sign, y: mid.y + across.y * width * sign });
  return `M${pt(base)}Q${pt(side(1))} ${pt(tip)}Q${pt(side(-1))} ${pt(base)}`;
}

/** Leaves in one colour; a variegated plant's leaves get cream margins. */
export function leaves(fill: string, foliage: Foliage, content: string): string {
  const margins = foliage.variegated ? ` stroke="${VARIEGATION}" stroke-width="1.3"` : '';
  return `<g fill="${fill}"${margins}>${content}</g>`;
}

export const circle = (p: Point, r: number) => `<circle cx="${num(p.x)}" cy="${num(p.y)}" r="${num(r)}"/>`;

/** Stems, stalks and trellises: unfilled lines. */
export const strokes = (colour: string, width: number, d: string) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${num(width)}" stroke-linecap="round"/>`;

/** `count` points scattered inside an ellipse, away from its rim. */
export function pointsInEllipse(
  next: Variation,
  centre: Point,
  rx: number,
  ry: number,
  count: number,
): Point[] {
  return Array.from({ length: count }, (_, index) => {
    const angle = ((index + next() * 0.8) / count) * 2 * Math.PI;
    const distance = 0.35 + next() * 0.5;
    return { x: centre.x + Math.cos(angle) * rx * distance, y: centre.y + Math.sin(angle) * ry * distance };
  });
}
