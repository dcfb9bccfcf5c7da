import { readList } from '../../reference-data/reference-files';
import { readCareData } from './care-data';

/** Typical frost dates per hardiness zone (reference-data/care), the fallback of every yard without station dates. */
const table = readCareData().zoneFrostDates;
const zones = readList('hardiness-zones').map((zone) => zone.Name);

function dayOfYear(monthDay: string): number {
  const [month, day] = monthDay.split('-').map(Number);
  return Math.round((Date.UTC(2001, month! - 1, day!) - Date.UTC(2001, 0, 1)) / 86_400_000) + 1;
}

describe('zone frost dates (reference-data/care)', () => {
  test('zone frost dates cover 1a..13b in order; colder zones have later last and earlier first frosts', () => {
    expect(table.map((z) => z.Zone)).toEqual(zones);
    expect(zones).toHaveLength(26);
    table.forEach((z, i) => {
      const last = dayOfYear(z.LastSpringFrost);
      const first = dayOfYear(z.FirstFallFrost);
      expect(`${z.Zone}: ${last < first ? 'last before first' : 'inverted'}`).toBe(
        `${z.Zone}: last before first`,
      );
      const warmer = table[i + 1];
      if (!warmer) return;
      expect(
        `${z.Zone} last ${z.LastSpringFrost} later than ${warmer.Zone} ${warmer.LastSpringFrost}: ${last > dayOfYear(warmer.LastSpringFrost)}`,
      ).toMatch(/true$/);
      expect(first).toBeLessThanOrEqual(dayOfYear(warmer.FirstFallFrost));
      // Frost-free zones form the warm end of the table.
      if (z.FrostFree)
        expect(`${warmer.Zone} frost-free: ${warmer.FrostFree}`).toBe(`${warmer.Zone} frost-free: true`);
    });
  });
});
