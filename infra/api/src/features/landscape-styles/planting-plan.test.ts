import sharp from 'sharp';
import { catalogueEntrySchema } from '../../reference-data/catalogue-entry';
import { readLandscapeStyles } from '../../reference-data/landscape-styles-file';
import { readCatalogueFiles } from '../../reference-data/reference-files';
import { bloomFill, FOLIAGE_GREEN } from '../common/bloom-fills';
import { circleRadius, plantingPlanSvg, type PlanPlant } from './planting-plan';

const PLAN_BYTES_MAX = 8 * 1024;

const catalogue = new Map(
  readCatalogueFiles().flatMap(({ entries }) =>
    entries.map((raw) => {
      const entry = catalogueEntrySchema.parse(raw);
      const plant: PlanPlant = {
        commonName: entry.commonName,
        heightIn: entry.heightInches.max,
        spreadIn: entry.spreadInches.max,
        bloomColors: entry.bloomColors,
      };
      return [entry.botanicalName, plant] as const;
    }),
  ),
);
const styles = readLandscapeStyles().map((style) => ({
  name: style.name,
  plants: style.palette.map((name) => catalogue.get(name)!),
}));

const plant = (
  commonName: string,
  heightIn: number,
  spreadIn: number,
  bloomColors: string[] = [],
): PlanPlant => ({
  commonName,
  heightIn,
  spreadIn,
  bloomColors,
});

/** The plants' circles in drawing order: those of the plants group. */
function plantCircles(svg: string) {
  const group = /<g class="plants"[^>]*>(.*?)<\/g>/s.exec(svg)?.[1] ?? '';
  return [
    ...group.matchAll(/<circle cx="([\d.]+)" cy="([\d.]+)" r="([\d.]+)" fill="(#[0-9a-f]{6})"\/>/g),
  ].map((match) => ({ cx: Number(match[1]), cy: Number(match[2]), r: Number(match[3]), fill: match[4] }));
}

describe('planting plan (SVG drawn from a palette)', () => {
  test('is deterministic: the same palette, in any order, gives the same bytes', () => {
    const [cottage] = styles;
    const first = plantingPlanSvg(cottage!.name, cottage!.plants);
    expect(plantingPlanSvg(cottage!.name, [...cottage!.plants])).toBe(first);
    expect(plantingPlanSvg(cottage!.name, [...cottage!.plants].reverse())).toBe(first);
  });

  test('circles scale with mature spread', () => {
    expect(circleRadius(6)).toBeLessThan(circleRadius(24));
    expect(circleRadius(24)).toBeLessThan(circleRadius(120));
    expect(circleRadius(120)).toBeLessThan(circleRadius(600));
    const circles = plantCircles(
      plantingPlanSvg('Sizes', [plant('Wide', 40, 96), plant('Narrow', 40, 6), plant('Middling', 40, 24)]),
    );
    const bySpread = [...circles].sort((a, b) => a.r - b.r).map((circle) => circle.r);
    expect(bySpread).toEqual(
      [circleRadius(6), circleRadius(24), circleRadius(96)].map((r) => Math.round(r * 10) / 10),
    );
  });

  test('tallest drawn first, at the back (top) of the bed; shorter ones in front', () => {
    const plants = [
      plant('Groundcover', 4, 18),
      plant('Tree', 360, 240),
      plant('Perennial', 36, 24),
      plant('Shrub', 96, 72),
      plant('Bulb', 12, 6),
      plant('Grass', 60, 30),
      plant('Annual', 18, 12),
    ];
    const svg = plantingPlanSvg('Layers', plants);
    const circles = plantCircles(svg);
    const sizes = [...plants].sort((a, b) => b.heightIn - a.heightIn).map((p) => circleRadius(p.spreadIn));
    expect(circles.map((circle) => circle.r)).toEqual(sizes.map((r) => Math.round(r * 10) / 10));
    for (let at = 1; at < circles.length; at++)
      expect(circles[at]!.cy).toBeGreaterThanOrEqual(circles[at - 1]!.cy);
    expect(circles.at(-1)!.cy).toBeGreaterThan(circles[0]!.cy);
    // The legend follows the same order: 1 is the tallest.
    expect(svg).toContain('>1. Tree (30 ft)<');
  });

  test('coloured by first bloom colour, foliage plants green', () => {
    expect(bloomFill(['purple', 'pink'])).toBe(bloomFill(['purple']));
    expect(bloomFill([])).toBe(FOLIAGE_GREEN);
    expect(bloomFill(['not a colour'])).toBe(FOLIAGE_GREEN);
    expect(bloomFill(['pale pink'])).not.toBe(bloomFill(['pink']));
    const [foliage, flowering] = plantCircles(
      plantingPlanSvg('Colours', [plant('Fern', 30, 24), plant('Daisy', 20, 18, ['yellow'])]),
    );
    expect(foliage!.fill).toBe(FOLIAGE_GREEN);
    expect(flowering!.fill).toBe(bloomFill(['yellow']));
  });

  test('names are escaped: the plan stays well-formed XML', () => {
    const svg = plantingPlanSvg("Tom & Jerry's <bed>", [plant('Lady\'s "Mantle" & <co>', 18, 24)]);
    expect(svg).toContain('Tom &amp; Jerry&apos;s &lt;bed&gt;');
    expect(svg).not.toMatch(/<co>|<bed>/);
  });

  test.each(styles.map((style) => [style.name, style] as const))(
    'valid SVG with a title, under 8 KiB: %s',
    async (_name, style) => {
      const svg = plantingPlanSvg(style.name, style.plants);
      expect(Buffer.byteLength(svg)).toBeLessThan(PLAN_BYTES_MAX);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).toContain(
        `<title id="plan-title">Planting plan: ${style.name.replace("'", '&apos;')}</title>`,
      );
      expect(plantCircles(svg)).toHaveLength(style.plants.length);
      // librsvg (through sharp) refuses anything that is not well-formed SVG.
      const { width, height } = await sharp(Buffer.from(svg)).metadata();
      expect([width, height]).toEqual([640, 400]);
      await expect(sharp(Buffer.from(svg)).png().toBuffer()).resolves.toBeInstanceOf(Buffer);
    },
  );

  test('a malformed document is refused by the same check (the check can fail)', async () => {
    await expect(
      sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>')).png().toBuffer(),
    ).rejects.toThrow();
  });
});
