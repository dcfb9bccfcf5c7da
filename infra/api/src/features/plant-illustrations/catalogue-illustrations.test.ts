import { curatedIllustrationTraits } from '../../testing/catalogue-illustration-traits';
import { readSvg } from '../../testing/svg-checks';
import { growthFormOf } from './illustration-traits';
import { plantIllustrationSvg } from './plant-illustration-svg';

/** Issue 17: "small (a few KiB each)". */
const SIZE_BUDGET_BYTES = 4096;
/** What a picture may be made of: shapes and their grouping, nothing that runs or loads. */
const DRAWING_ELEMENTS = new Set(['svg', 'defs', 'g', 'use', 'rect', 'circle', 'ellipse', 'path']);

const CATALOGUE = curatedIllustrationTraits().map((traits) => ({
  traits,
  svg: plantIllustrationSvg(traits),
}));

describe('plant illustrations of the curated catalogue', () => {
  it('draws all of it', () => {
    expect(CATALOGUE.length).toBeGreaterThan(500);
  });

  it('every catalogue plant renders valid SVG under a size budget', () => {
    const faults = CATALOGUE.flatMap(({ traits, svg }) => {
      const { errors, elements, hrefs } = readSvg(svg);
      const bytes = Buffer.byteLength(svg, 'utf8');
      return [
        ...errors.map((error) => `${traits.commonName}: ${error}`),
        ...(elements[0] === 'svg' ? [] : [`${traits.commonName}: the root is ${elements[0]}`]),
        ...elements
          .filter((name) => !DRAWING_ELEMENTS.has(name))
          .map((name) => `${traits.commonName}: <${name}>`),
        ...hrefs.filter((href) => !href.startsWith('#')).map((href) => `${traits.commonName}: href ${href}`),
        ...(bytes <= SIZE_BUDGET_BYTES ? [] : [`${traits.commonName}: ${bytes} bytes`]),
        ...(/<script|on\w+=|<text|url\(/i.test(svg)
          ? [`${traits.commonName}: script, handler, text or url()`]
          : []),
        ...(svg.includes('viewBox="0 0 120 120"') ? [] : [`${traits.commonName}: no 120 x 120 viewBox`]),
      ];
    });
    expect(faults).toEqual([]);
  });

  it('distinct outputs for distinct traits: no two plants of different form or bloom colour look the same', () => {
    const firstWith = new Map<string, (typeof CATALOGUE)[number]>();
    const alike: string[] = [];
    for (const plant of CATALOGUE) {
      const other = firstWith.get(plant.svg);
      if (!other) firstWith.set(plant.svg, plant);
      else {
        const differ =
          growthFormOf(other.traits) !== growthFormOf(plant.traits) ||
          other.traits.bloomColors.join() !== plant.traits.bloomColors.join();
        alike.push(
          `${other.traits.commonName} = ${plant.traits.commonName}${differ ? ' (different form or colour)' : ''}`,
        );
      }
    }
    // Stronger than the rule: every plant differs, even from one of its own form and colours.
    expect(alike).toEqual([]);
  });

  it('stable output for the same plant: a second drawing of the catalogue is byte for byte the same', () => {
    const again = curatedIllustrationTraits().map(plantIllustrationSvg);
    expect(again).toEqual(CATALOGUE.map(({ svg }) => svg));
  });
});
