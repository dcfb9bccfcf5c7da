import { freezeDirection, freezeScore } from './freeze-score';
import { THRIVE_SCORE } from './scores';

// Hardiness zone ids 1 (1a) .. 26 (13b), colder to warmer.
const plant = (ZoneLowId: number, ZoneHighId: number) => ({ ZoneLowId, ZoneHighId });
const yard = (yardHardinessZoneId: number) => ({ yardHardinessZoneId });

describe('freeze score (SPEC §5)', () => {
  test.each([
    ['the yard zone', plant(5, 18), yard(0)],
    ["the plant's low zone", plant(0, 18), yard(10)],
    ["the plant's high zone", plant(5, 0), yard(10)],
  ])('freeze score: -1 if any of the three values is 0 (%s)', (_, p, y) => {
    expect(freezeScore(p, y)).toBe(THRIVE_SCORE.Unknown);
  });

  test("freeze score: 1 if the yard hardiness zone lies between the plant's low and high zone", () => {
    expect(freezeScore(plant(5, 18), yard(10))).toBe(THRIVE_SCORE.Good);
  });

  test('freeze score: the low and high zones themselves are between (inclusive)', () => {
    expect(freezeScore(plant(5, 18), yard(5))).toBe(THRIVE_SCORE.Good);
    expect(freezeScore(plant(5, 18), yard(18))).toBe(THRIVE_SCORE.Good);
  });

  test('freeze score: else 0', () => {
    expect(freezeScore(plant(5, 18), yard(19))).toBe(THRIVE_SCORE.Poor);
  });
});

describe('freeze direction (DESIGN §7)', () => {
  test('freeze direction: a yard zone below ZoneLow is too cold', () => {
    expect(freezeDirection(plant(5, 18), yard(4))).toBe('too-cold');
  });

  test('freeze direction: a yard zone above ZoneHigh is too hot', () => {
    expect(freezeDirection(plant(5, 18), yard(19))).toBe('too-hot');
  });

  test('freeze direction: none when the score is not poor', () => {
    expect(freezeDirection(plant(5, 18), yard(10))).toBeNull();
    expect(freezeDirection(plant(5, 18), yard(0))).toBeNull();
  });
});
