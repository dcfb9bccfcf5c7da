import type { BedLayout } from './bed-layout';

/** The bed's longer side is drawn this long (px), whatever its size: a page's width. */
const DRAWN_SIDE = 720;
const MARGIN = 48;
const LEGEND_LINE = 22;
/** Foot ticks along the sides while they stay readable. */
const MAX_TICKED_FEET = 60;
const PALETTE = ['#5b8c2a', '#c0504d', '#8064a2', '#f79646', '#4bacc6', '#9bbb59', '#d16b9e', '#7f6000'];

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
const round = (value: number) => Math.round(value * 10) / 10;

/** 150 inches -> "12 ft 6 in"; 48 -> "4 ft". */
export function feetAndInches(inches: number): string {
  const feet = Math.floor(inches / 12);
  const rest = Math.round(inches - feet * 12);
  return rest ? `${feet} ft ${rest} in` : `${feet} ft`;
}

function ticks(feet: number, along: (inch: number) => string): string {
  if (feet > MAX_TICKED_FEET) return '';
  return Array.from({ length: feet + 1 }, (_, foot) => along(foot * 12)).join('');
}

/**
 * The printable bed layout: the bed to scale with its sides labelled in feet and inches,
 * each plant a circle of the spacing's diameter numbered as in the legend below it.
 * Self-contained (no scripts, no outside references), so it can be served as is.
 */
export function bedLayoutSvg(layout: BedLayout, title: string): string {
  const { LengthIn: length, WidthIn: width } = layout;
  const scale = length > 0 && width > 0 ? DRAWN_SIDE / Math.max(length, width) : 0;
  const bedWidth = round(length * scale);
  const bedHeight = round(width * scale);
  const legendTop = MARGIN + bedHeight + 40;
  const notes = layout.Omitted > 0 ? 1 : 0;
  const empty = scale === 0;
  const height = legendTop + (layout.Legend.length + notes + (empty ? 1 : 0)) * LEGEND_LINE + MARGIN / 2;
  const widthPx = Math.max(bedWidth, 360) + 2 * MARGIN;
  const x = (inch: number) => round(MARGIN + inch * scale);
  const y = (inch: number) => round(MARGIN + inch * scale);
  const radius = round(Math.max(2, (layout.Spacing / 2) * scale * 0.9));
  const colour = (n: number) => (n > 0 ? PALETTE[(n - 1) % PALETTE.length]! : '#9e9e9e');
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${widthPx}" height="${height}" viewBox="0 0 ${widthPx} ${height}" font-family="sans-serif" font-size="14">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    `<text x="${MARGIN}" y="28" font-size="18" font-weight="bold">${escapeXml(title)}</text>`,
  ];
  if (empty) {
    parts.push(
      `<text x="${MARGIN}" y="${legendTop}">Enter the bed's length and width to see its layout.</text>`,
    );
  } else {
    parts.push(
      `<rect x="${MARGIN}" y="${MARGIN}" width="${bedWidth}" height="${bedHeight}" fill="#f3ead8" stroke="#6d4c41" stroke-width="2"/>`,
      ticks(
        Math.floor(length / 12),
        (inch) =>
          `<line x1="${x(inch)}" y1="${MARGIN - 6}" x2="${x(inch)}" y2="${MARGIN}" stroke="#6d4c41"/>`,
      ),
      ticks(
        Math.floor(width / 12),
        (inch) =>
          `<line x1="${MARGIN - 6}" y1="${y(inch)}" x2="${MARGIN}" y2="${y(inch)}" stroke="#6d4c41"/>`,
      ),
      `<text x="${round(MARGIN + bedWidth / 2)}" y="${MARGIN + bedHeight + 24}" text-anchor="middle">${feetAndInches(length)}</text>`,
      `<text x="${MARGIN - 12}" y="${round(MARGIN + bedHeight / 2)}" text-anchor="middle" transform="rotate(-90 ${MARGIN - 12} ${round(MARGIN + bedHeight / 2)})">${feetAndInches(width)}</text>`,
    );
    for (const spot of layout.Spots) {
      parts.push(
        `<circle cx="${x(spot.X)}" cy="${y(spot.Y)}" r="${radius}" fill="${colour(spot.Number)}" fill-opacity="0.75" stroke="#33691e"/>`,
      );
      if (spot.Number > 0 && radius >= 8)
        parts.push(
          `<text x="${x(spot.X)}" y="${y(spot.Y)}" dy="0.35em" text-anchor="middle" font-size="${Math.min(14, radius)}" fill="#ffffff">${spot.Number}</text>`,
        );
    }
  }
  // Below the "enter the sides" line when there is no bed to draw.
  const firstLine = legendTop + (empty ? LEGEND_LINE : 0);
  layout.Legend.forEach((entry, at) => {
    const top = firstLine + at * LEGEND_LINE;
    parts.push(
      `<circle cx="${MARGIN + 8}" cy="${top - 5}" r="8" fill="${colour(entry.Number)}"/>`,
      `<text x="${MARGIN + 24}" y="${top}">${entry.Number}. ${escapeXml(entry.CommonName)} (${entry.Count})</text>`,
    );
  });
  if (notes)
    parts.push(
      `<text x="${MARGIN}" y="${firstLine + layout.Legend.length * LEGEND_LINE}">${layout.Omitted} more plants at the same spacing are not drawn.</text>`,
    );
  parts.push('</svg>');
  return parts.join('');
}
