import { circle, leaves, pointsInEllipse, type DrawnPlant, type ShapeInput } from './drawing';
import { CENTRE } from './layout';
import { num } from './svg-numbers';
import { between } from './variation';

const BARK = '#7b5636';

/** A broadleaf tree: a trunk under a crown of overlapping rounds, lit from the upper left. */
export function tree({ box, foliage, next }: ShapeInput): DrawnPlant {
  const crownHeight = box.height * between(next, 0.6, 0.72);
  const centre = { x: CENTRE + between(next, -2, 2), y: box.ground - box.height + crownHeight / 2 };
  const rx = box.width / 2;
  const ry = crownHeight / 2;
  const trunk = Math.min(Math.max(box.width * 0.07, 3), 8);
  const bark = `<path d="M${num(CENTRE - trunk / 2)} ${box.ground}L${num(CENTRE - trunk / 4)} ${num(centre.y)}H${num(CENTRE + trunk / 4)}L${num(CENTRE + trunk / 2)} ${box.ground}Z" fill="${BARK}"/>`;
  const r = Math.min(rx, ry) * 0.5;
  const count = 6 + Math.floor(next() * 3);
  const rounds = Array.from({ length: count }, (_, index) => {
    const angle = ((index + between(next, -0.2, 0.2)) / count) * 2 * Math.PI;
    return circle(
      { x: centre.x + Math.cos(angle) * (rx - r), y: centre.y + Math.sin(angle) * (ry - r) },
      r * between(next, 0.9, 1.1),
    );
  }).join('');
  const highlight = circle({ x: centre.x - rx * 0.25, y: centre.y - ry * 0.25 }, r * 0.9);
  return {
    body:
      bark +
      `<ellipse cx="${num(centre.x)}" cy="${num(centre.y)}" rx="${num(rx * 0.85)}" ry="${num(ry * 0.85)}" fill="${foliage.shade}"/>` +
      leaves(foliage.leaf, foliage, rounds) +
      leaves(foliage.light, foliage, highlight),
    blooms: pointsInEllipse(next, centre, rx, ry, 7 + Math.floor(next() * 3)),
    bloomSize: Math.min(4.5, Math.max(2.6, box.width / 22)),
  };
}

/** A conifer: stacked tiers narrowing to a point over a short trunk. */
export function conifer({ box, foliage, next }: ShapeInput): DrawnPlant {
  const tiers = 3 + Math.floor(next() * 2);
  const trunkHeight = box.height * 0.1;
  const top = box.ground - box.height;
  const span = box.height - trunkHeight;
  const paths = Array.from({ length: tiers }, (_, index) => {
    // Tier 0 is the lowest and widest; each overlaps the one above by a third.
    const bottom = box.ground - trunkHeight - (span / tiers) * index * 0.9;
    const half = (box.width / 2) * (1 - index / (tiers + 0.6));
    const droop = between(next, 1, 4);
    return `<path d="M${CENTRE} ${num(top)}L${num(CENTRE + half)} ${num(bottom)}Q${CENTRE} ${num(bottom - droop)} ${num(CENTRE - half)} ${num(bottom)}Z" fill="${index % 2 ? foliage.leaf : foliage.shade}"/>`;
  }).join('');
  const trunk = `<rect x="${num(CENTRE - 2.5)}" y="${num(box.ground - trunkHeight - 2)}" width="5" height="${num(trunkHeight + 2)}" fill="${BARK}"/>`;
  const blooms = Array.from({ length: 5 }, (_, index) => {
    const y = top + span * between(next, 0.3, 0.9);
    const half = ((box.width / 2) * (y - top)) / span;
    return { x: CENTRE + half * (index % 2 ? 0.6 : -0.6), y };
  });
  return {
    body: trunk + (foliage.variegated ? leaves(foliage.leaf, foliage, paths) : paths),
    blooms,
    bloomSize: 2.4,
  };
}

/** A shrub: a rounded mass of overlapping rounds sitting on the ground. */
export function shrub({ box, foliage, next }: ShapeInput): DrawnPlant {
  const count = 5 + Math.floor(next() * 3);
  const r = Math.min(box.height * 0.42, box.width / 3.2);
  const rounds = (lift: number, shrink: number) =>
    Array.from({ length: count }, (_, index) => {
      const along = index / (count - 1);
      const x = CENTRE - box.width / 2 + r + along * (box.width - 2 * r);
      const y =
        box.ground - r - lift - (box.height - 2 * r) * Math.sin(Math.PI * along) * between(next, 0.85, 1);
      return circle({ x, y }, r * shrink);
    }).join('');
  const centre = { x: CENTRE, y: box.ground - box.height * 0.55 };
  return {
    body:
      leaves(foliage.shade, foliage, rounds(0, 1)) +
      leaves(foliage.leaf, foliage, rounds(r * 0.25, 0.82)) +
      leaves(
        foliage.light,
        foliage,
        circle({ x: CENTRE - box.width * 0.15, y: box.ground - box.height * 0.7 }, r * 0.5),
      ),
    blooms: pointsInEllipse(next, centre, box.width / 2.2, box.height / 2.4, 6 + Math.floor(next() * 3)),
    bloomSize: Math.min(4.5, Math.max(2.8, box.width / 20)),
  };
}
