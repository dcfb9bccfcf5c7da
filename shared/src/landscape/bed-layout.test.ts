import { bedLayout, MAX_LAYOUT_SPOTS } from './bed-layout';
import { bedLayoutSvg, feetAndInches } from './bed-layout-svg';
import { shareOut } from './plant-shares';

const bed = (LengthFt: number, WidthFt: number, AvgPlantSpacing: number, LengthIn = 0, WidthIn = 0) => ({
  LengthFt,
  LengthIn,
  WidthFt,
  WidthIn,
  AvgPlantSpacing,
});
const HOSTA = { PlantId: 11, CommonName: 'Hosta' };
const FERN = { PlantId: 12, CommonName: 'Fern' };
const ASTILBE = { PlantId: 13, CommonName: 'Astilbe' };

describe('bed layout: the chosen plants placed by spacing inside the rectangle', () => {
  test('the 12 ft by 4 ft bed at 12 in: a 12 by 4 grid of 48 spots, one spacing apart, centred', () => {
    const layout = bedLayout(bed(12, 4, 12), [HOSTA]);
    expect(layout).toMatchObject({ LengthIn: 144, WidthIn: 48, Spacing: 12, Omitted: 0 });
    expect(layout.Spots).toHaveLength(48);
    expect(layout.Spots[0]).toEqual({ X: 6, Y: 6, Number: 1 });
    expect(layout.Spots.at(-1)).toEqual({ X: 138, Y: 42, Number: 1 });
    for (const spot of layout.Spots) {
      expect(spot.X).toBeGreaterThan(0);
      expect(spot.X).toBeLessThan(144);
      expect(spot.Y).toBeGreaterThan(0);
      expect(spot.Y).toBeLessThan(48);
    }
    expect(layout.Legend).toEqual([{ Number: 1, PlantId: 11, CommonName: 'Hosta', Count: 48 }]);
  });

  test('a margin left over is split at both ends, so the grid sits in the middle', () => {
    // 150 in at 12: 12 spots take 144 in, 3 in spare at each end.
    const layout = bedLayout(bed(12, 1, 12, 6, 0), [HOSTA]);
    expect(layout.Spots.map((spot) => spot.X).slice(0, 2)).toEqual([9, 21]);
    expect(layout.Spots.map((spot) => spot.Y)[0]).toBe(6);
  });

  test('plants are planted in drifts along the length, each taking its share of the spots', () => {
    const layout = bedLayout(bed(12, 4, 12), [HOSTA, FERN, ASTILBE]);
    const numbersByColumn = [0, 4, 8].map((column) => layout.Spots[column * 4]!.Number);
    expect(numbersByColumn).toEqual([1, 2, 3]);
    expect(layout.Legend.map((entry) => entry.Count)).toEqual([16, 16, 16]);
    // A whole column is one plant: rows of the same column share a number.
    expect(new Set(layout.Spots.slice(0, 4).map((spot) => spot.Number))).toEqual(new Set([1]));
  });

  test('a bed narrower than the spacing still gets one row, down its middle', () => {
    const layout = bedLayout(bed(4, 0, 12, 0, 6), [HOSTA]);
    expect(layout.Spots.map((spot) => spot.Y)).toEqual([3, 3, 3, 3]);
  });

  test('no spacing or no sides: nothing to place, the legend still names the plants', () => {
    expect(bedLayout(bed(12, 4, 0), [HOSTA]).Spots).toEqual([]);
    expect(bedLayout(bed(0, 4, 12), [HOSTA]).Legend).toEqual([
      { Number: 1, PlantId: 11, CommonName: 'Hosta', Count: 0 },
    ]);
  });

  test('without chosen plants the spots are drawn as empty places (number 0)', () => {
    const layout = bedLayout(bed(2, 1, 12), []);
    expect(layout.Spots.map((spot) => spot.Number)).toEqual([0, 0]);
    expect(layout.Legend).toEqual([]);
  });

  test(`a grid of more than ${MAX_LAYOUT_SPOTS} spots is drawn in part and the rest counted`, () => {
    const layout = bedLayout(bed(100, 100, 12), [HOSTA, FERN]);
    expect(layout.Spots).toHaveLength(MAX_LAYOUT_SPOTS);
    expect(layout.Omitted).toBe(100 * 100 - MAX_LAYOUT_SPOTS);
    expect(layout.Legend.map((entry) => entry.Count)).toEqual([5000, 5000]);
  });
});

describe('plant shares', () => {
  test('whole plants split as evenly as they go, the first ones taking one more', () => {
    expect(shareOut(48, 3)).toEqual([16, 16, 16]);
    expect(shareOut(10, 3)).toEqual([4, 3, 3]);
    expect(shareOut(2, 3)).toEqual([1, 1, 0]);
    expect(shareOut(5, 0)).toEqual([]);
    expect(shareOut(0, 2)).toEqual([0, 0]);
  });
});

describe('the printable bed layout (SVG)', () => {
  test('the bed to scale with its sides in feet, a circle per spot and a numbered legend', () => {
    const svg = bedLayoutSvg(bedLayout(bed(12, 4, 12), [HOSTA, FERN]), 'Shade <bed> & border');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('<title>Shade &lt;bed&gt; &amp; border</title>');
    // 720 px for the longer side: 144 in at 5 px an inch, so the 48 in side is 240 px.
    expect(svg).toContain('width="720" height="240"');
    expect(svg).toContain('>12 ft</text>');
    expect(svg).toContain('>4 ft</text>');
    expect(svg.match(/<circle /g)).toHaveLength(48 + 2);
    expect(svg).toContain('1. Hosta (24)');
    expect(svg).toContain('2. Fern (24)');
    expect(svg).not.toMatch(/<script|href=/);
  });

  test('an empty bed asks for its sides instead of drawing nothing', () => {
    expect(bedLayoutSvg(bedLayout(bed(0, 0, 12), []), 'New bed')).toContain(
      "Enter the bed's length and width to see its layout.",
    );
  });

  test('plants beyond the drawing are mentioned under the legend', () => {
    const svg = bedLayoutSvg(bedLayout(bed(100, 100, 12), [HOSTA]), 'Meadow');
    expect(svg).toContain(`${100 * 100 - MAX_LAYOUT_SPOTS} more plants at the same spacing are not drawn.`);
  });

  test('sides read in feet and inches', () => {
    expect(feetAndInches(150)).toBe('12 ft 6 in');
    expect(feetAndInches(48)).toBe('4 ft');
    expect(feetAndInches(5)).toBe('0 ft 5 in');
  });
});
