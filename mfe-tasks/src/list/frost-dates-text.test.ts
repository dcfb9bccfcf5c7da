import { frostDates } from '../testing/task-fixtures';
import { frostDatesText, frostDay } from './frost-dates-text';

describe('where the task dates come from', () => {
  test('a station’s NOAA normals', () => {
    expect(frostDatesText('Demo backyard', frostDates())).toBe(
      'Dates for Demo backyard: last frost about Apr 3, first frost about Nov 4 — NOAA normals of RALEIGH DURHAM INTL AP',
    );
  });

  test('a hardiness zone’s typical dates', () => {
    expect(frostDatesText('Patio', frostDates({ Source: 'zone', HardinessZone: '7b' }))).toBe(
      'Dates for Patio: last frost about Apr 3, first frost about Nov 4 — typical dates of hardiness zone 7b',
    );
  });

  test('no dates known, or no frost at all: the server’s sentence', () => {
    const none = frostDates({
      Source: 'none',
      LastSpringFrost: null,
      FirstFallFrost: null,
      Explanation: 'Add a ZIP code.',
    });
    expect(frostDatesText('Patio', none)).toBe('Dates for Patio: Add a ZIP code.');
    const free = frostDates({ FrostFree: true, Explanation: 'No freeze is expected here.' });
    expect(frostDatesText('Patio', free)).toBe('Dates for Patio: No freeze is expected here.');
  });

  test('MM-DD in words', () => {
    expect(frostDay('11-04')).toBe('Nov 4');
  });
});
