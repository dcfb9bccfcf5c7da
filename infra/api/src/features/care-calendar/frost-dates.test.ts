import type { ZoneFrostDates } from './care-data-schema';
import { customOccurrences } from './custom-occurrences';
import { frostDatesOf, type StationNormals } from './frost-dates';
import { hardinessOf, yardConditionsHold } from './rule-match';
import { plantingDay, SEASON_LEAD_DAYS } from './planting-day';
import { addDays } from '../common/calendar-days';

const zoneTable: ZoneFrostDates[] = [
  { Zone: '8a', LastSpringFrost: '03-28', FirstFallFrost: '11-08', FrostFree: false },
  { Zone: '10b', LastSpringFrost: '01-20', FirstFallFrost: '12-20', FrostFree: true },
];
// Raleigh-Durham International Airport, as the NOAA 1981-2010 normals give it.
const rdu: StationNormals = {
  id: 'USW00013722',
  name: 'RALEIGH DURHAM INTL AP',
  frostStatus: 'dates',
  lastSpringP50: '04/03',
  firstFallP50: '11/04',
};

describe('a yard’s frost dates', () => {
  test('the station’s median (50%) 32°F dates come first', () => {
    expect(frostDatesOf({ zoneLabel: '8a', station: rdu, zoneTable })).toMatchObject({
      source: 'station',
      lastFrost: '04-03',
      firstFrost: '11-04',
      frostFree: false,
    });
  });

  test('without station dates, the hardiness zone’s typical dates are used', () => {
    const gddOnly = { ...rdu, frostStatus: 'none', lastSpringP50: null, firstFallP50: null };
    for (const station of [null, gddOnly])
      expect(frostDatesOf({ zoneLabel: '8a', station, zoneTable })).toMatchObject({
        source: 'zone',
        lastFrost: '03-28',
        firstFrost: '11-08',
      });
  });

  test('where NOAA expects no freeze, the zone’s cool season frames the calendar', () => {
    const keyWest = {
      ...rdu,
      name: 'KEY WEST',
      frostStatus: 'no-freeze',
      lastSpringP50: null,
      firstFallP50: null,
    };
    expect(frostDatesOf({ zoneLabel: '10b', station: keyWest, zoneTable })).toMatchObject({
      source: 'zone',
      frostFree: true,
      lastFrost: '01-20',
    });
  });

  test('with neither a station nor a zone there are no dates', () => {
    expect(frostDatesOf({ zoneLabel: '', station: null, zoneTable })).toMatchObject({
      source: 'none',
      lastFrost: null,
    });
  });
});

describe('yard conditions of a rule', () => {
  test('tender below the plant’s ZoneLow, marginal within one whole zone, hardy above', () => {
    // Dahlia hardy from 8a (15): tender in 6b (12), marginal in 8a/8b, hardy in 9a (17).
    expect([12, 15, 16, 17].map((yardZone) => hardinessOf(yardZone, 15))).toEqual([
      'tender',
      'marginal',
      'marginal',
      'hardy',
    ]);
    expect(hardinessOf(0, 15)).toBeNull();
    expect(yardConditionsHold({ hardiness: ['tender'] }, { zoneId: 12, frostFree: false }, 15)).toBe(true);
    expect(yardConditionsHold({ hardiness: ['tender'] }, { zoneId: 0, frostFree: false }, 15)).toBe(false);
  });

  test('yard zone ranges and frost-free yards', () => {
    const coldOnly = { yardZoneTo: '6b' };
    expect(yardConditionsHold(coldOnly, { zoneId: 12, frostFree: false }, 0)).toBe(true);
    expect(yardConditionsHold(coldOnly, { zoneId: 15, frostFree: false }, 0)).toBe(false);
    expect(yardConditionsHold({ frostFree: true }, { zoneId: 20, frostFree: false }, 0)).toBe(false);
  });
});

describe('a gardener’s own tasks', () => {
  test('a one-off task is due on its date, even a past one', () => {
    expect(
      customOccurrences({ startDate: '2026-05-01', intervalDays: 0, endDate: null }, '2026-06-10'),
    ).toEqual([{ due: '2026-05-01', index: 0, reason: 'Once, on May 1, 2026.' }]);
  });

  test('a repeating task is numbered from its start and stops at its end date', () => {
    const every10 = customOccurrences(
      { startDate: '2026-05-01', intervalDays: 10, endDate: '2026-06-25' },
      '2026-06-10',
    );
    expect(every10.map((o) => [o.due, o.index])).toEqual([
      ['2026-06-10', 4],
      ['2026-06-20', 5],
    ]);
    expect(every10[0]!.reason).toBe('Every 10 days from May 1, 2026 until Jun 25, 2026.');
  });
});

describe('care counted from planting starts in the growing season', () => {
  const raleigh = frostDatesOf({ zoneLabel: '8a', station: rdu, zoneTable });
  const shrub = { categoryKey: 'shrubs', lifecycle: 'perennial' };
  const tomato = { categoryKey: 'vegetables', lifecycle: 'annual' };

  test('a plant added in the season is cared for from that day', () => {
    expect(plantingDay('2027-05-10', raleigh, shrub)).toBe('2027-05-10');
    expect(plantingDay('2027-02-25', raleigh, tomato)).toBe('2027-02-25');
  });

  test('a perennial added after the first fall frost starts with next season; an annual gets no planting care', () => {
    expect(plantingDay('2026-11-24', raleigh, shrub)).toBe(addDays('2027-04-03', -SEASON_LEAD_DAYS));
    expect(plantingDay('2027-01-05', raleigh, shrub)).toBe(addDays('2027-04-03', -SEASON_LEAD_DAYS));
    expect(plantingDay('2026-11-24', raleigh, tomato)).toBeNull();
  });

  test('houseplants and frost-free yards have no season', () => {
    expect(plantingDay('2026-12-20', raleigh, { categoryKey: 'houseplants', lifecycle: 'perennial' })).toBe(
      '2026-12-20',
    );
    const keyWest = frostDatesOf({ zoneLabel: '10b', station: null, zoneTable });
    expect(plantingDay('2026-12-20', keyWest, tomato)).toBe('2026-12-20');
  });
});
