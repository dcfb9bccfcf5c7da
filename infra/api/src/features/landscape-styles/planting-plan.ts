import { countText } from '@thrive/shared/count-text';
import { bloomFill } from '../common/bloom-fills';

/**
 * The planting plan of a landscape style, drawn as SVG from its palette. Nobody can
 * photograph our styles for us, so the picture is made from the data: each plant is a
 * circle sized by its mature spread and coloured by its first bloom colour, tallest at the
 * back of the bed, with a numbered legend. The same palette always gives the same bytes.
 */

/** What the plan needs of a palette plant (catalogue values: inches, lower-case colour words). */
export interface PlanPlant {
  commonName: string;
  heightIn: number;
  spreadIn: number;
  bloomColors: readonly string[];
}

export const PLAN_WIDTH = 640;
export const PLAN_HEIGHT = 400;

/**
 * Circle radius for a mature spread. It grows with the square root of the spread, so a
 * 40-foot tree is a large canopy over the bed rather than a disc that hides every other plant.
 */
export function circleRadius(spreadIn: number): number {
  return 8 + 7 * Math.sqrt(Math.max(spreadIn, 0) / 12);
}

/** The bed, the legend and how many plants go in a row. */
const BED = { x: 16, y: 40, width: 400, height: 330 };
const LEGEND = { x: 430, y: 48, line: 21 };
const PER_ROW = 5;

const round = (value: number) => String(Math.round(value * 10) / 10);

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!,
  );

/** Tallest first; equal heights by name, so the order never depends on the input's. */
function backToFront(plants: readonly PlanPlant[]): PlanPlant[] {
  return [...plants].sort(
    (a, b) => b.heightIn - a.heightIn || a.commonName.localeCompare(b.commonName, 'en'),
  );
}

interface PlacedPlant {
  plant: PlanPlant;
  number: number;
  cx: number;
  cy: number;
  r: number;
  fill: string;
}

/** Rows from the back of the bed (top) to the front; every other row is staggered. */
function place(plants: readonly PlanPlant[]): PlacedPlant[] {
  const sorted = backToFront(plants);
  const rows = Math.max(1, Math.ceil(sorted.length / PER_ROW));
  return sorted.map((plant, index) => {
    const row = Math.floor(index / PER_ROW);
    const inRow = Math.min(PER_ROW, sorted.length - row * PER_ROW);
    const slot = BED.width / inRow;
    // Staggered rows let the plants of one row show between those of the row behind.
    const stagger = row % 2 === 1 ? slot / 8 : 0;
    return {
      plant,
      number: index + 1,
      cx: BED.x + slot * ((index % PER_ROW) + 0.5) + stagger,
      cy: BED.y + (BED.height / rows) * (row + 0.5),
      r: circleRadius(plant.spreadIn),
      fill: bloomFill(plant.bloomColors),
    };
  });
}

const feet = (inches: number) => `${Math.round((inches / 12) * 10) / 10} ft`;

/** The planting plan of one style as an SVG document. */
export function plantingPlanSvg(styleName: string, plants: readonly PlanPlant[]): string {
  const placed = place(plants);
  const title = escapeXml(`Planting plan: ${styleName}`);
  const desc = escapeXml(
    `${countText(placed.length, 'plant', 'plants')}, tallest at the back: ${placed.map((p) => p.plant.commonName).join(', ')}.`,
  );
  const circles = placed.map(
    ({ cx, cy, r, fill }) => `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="${fill}"/>`,
  );
  const numbers = placed.map(
    ({ number, cx, cy }) => `<text x="${round(cx)}" y="${round(cy + 3)}">${number}</text>`,
  );
  const legendY = (index: number) => LEGEND.y + index * LEGEND.line;
  const swatches = placed.map(
    ({ fill }, index) => `<circle cx="${LEGEND.x + 6}" cy="${legendY(index)}" r="6" fill="${fill}"/>`,
  );
  const labels = placed.map(({ plant, number }, index) => {
    const label = escapeXml(`${number}. ${plant.commonName} (${feet(plant.heightIn)})`);
    return `<text x="${LEGEND.x + 18}" y="${legendY(index) + 4}">${label}</text>`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PLAN_WIDTH} ${PLAN_HEIGHT}" width="${PLAN_WIDTH}" height="${PLAN_HEIGHT}" role="img" aria-labelledby="plan-title plan-desc">`,
    `<title id="plan-title">${title}</title>`,
    `<desc id="plan-desc">${desc}</desc>`,
    `<rect width="${PLAN_WIDTH}" height="${PLAN_HEIGHT}" fill="#f7f5ee"/>`,
    `<text x="${BED.x}" y="26" font-family="sans-serif" font-size="15" fill="#2f3b2a">${escapeXml(styleName)}</text>`,
    `<rect x="${BED.x}" y="${BED.y}" width="${BED.width}" height="${BED.height}" rx="28" fill="#e6d8bd" stroke="#8a6f47" stroke-width="2"/>`,
    `<g font-family="sans-serif" font-size="9" fill="#6b5a3e"><text x="${BED.x + 10}" y="${BED.y + 14}">back</text><text x="${BED.x + 10}" y="${BED.y + BED.height - 6}">front</text></g>`,
    // Drawn in order, so the first (tallest) plants are underneath: at the back.
    `<g class="plants" stroke="#33502a" fill-opacity="0.9">${circles.join('')}</g>`,
    `<g font-family="sans-serif" font-size="9" text-anchor="middle" fill="#1f2a1a">${numbers.join('')}</g>`,
    `<g class="legend" stroke="#33502a">${swatches.join('')}</g>`,
    `<g font-family="sans-serif" font-size="10" fill="#2f3b2a">${labels.join('')}</g>`,
    `</svg>`,
  ].join('\n');
}
