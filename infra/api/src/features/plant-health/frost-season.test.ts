import { frostSeason } from './frost-season';

/** A zone 7b yard's typical dates (reference-data/care/zone-frost-dates.json). */
const ZONE_7B = { lastSpring: '04-10', firstFall: '10-28', frostFree: false, explanation: '' };

describe('frost season of a yard, from its median frost dates (frost damage is weighed by it)', () => {
  test.each([
    ['2026-01-15', true],
    ['2026-04-10', true],
    // Late frosts still come for a while after the median last one: Apr 10 + 21 days.
    ['2026-05-01', true],
    ['2026-05-02', false],
    ['2026-07-15', false],
    ['2026-10-27', false],
    ['2026-10-28', true],
    ['2026-12-31', true],
  ])('on %s frost is possible: %s', (today, now) => {
    expect(frostSeason(today, 'Home', ZONE_7B)?.now).toBe(now);
  });

  test('the sentence cites the dates; a frost-free yard is never in season; no dates, no judgement', () => {
    expect(frostSeason('2026-07-15', 'Home', ZONE_7B)?.text).toBe(
      'Frosts are over for now in Home: its last spring frost comes about Apr 10 and its first fall frost about Oct 28',
    );
    expect(frostSeason('2026-01-15', 'Patio', { ...ZONE_7B, frostFree: true })).toEqual({
      now: false,
      text: 'NOAA expects no freeze in Patio',
      summary: 'NOAA expects no freeze in Patio',
    });
    expect(frostSeason('2026-01-15', 'Home', null)).toBeNull();
    expect(frostSeason('2026-01-15', 'Home', { ...ZONE_7B, lastSpring: null })).toBeNull();
  });
});
