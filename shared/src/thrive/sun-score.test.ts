import { sunPxTable } from './requirements';
import { FULL_RANGE_SUN_ID, THRIVE_SCORE } from './scores';
import { sunClassesAway, sunDirection, sunScore } from './sun-score';

// The SunRequirements list as reference-data/lists/sun-requirements.json writes it: ids ordered
// by sun, PX = hours of direct sun, 7 "Sun to Shade" with PX 0 (not a single amount).
const SUN_PX = sunPxTable([
  { Id: 1, PX: 1 },
  { Id: 2, PX: 2 },
  { Id: 3, PX: 3 },
  { Id: 4, PX: 5 },
  { Id: 5, PX: 6 },
  { Id: 6, PX: 8 },
  { Id: 7, PX: 0 },
]);
const FULL_SHADE = 1;
const MOSTLY_SHADE = 2;
const PART_SHADE = 3;
const PART_SUN = 4;
const MOSTLY_SUN = 5;
const FULL_SUN = 6;

const plant = (SunRequirementId: number, AltSunRequirementId = 0) => ({
  SunRequirementId,
  AltSunRequirementId,
});
const zone = (sunRequirementId: number) => ({ sunRequirementId });

describe('sun score (SPEC §5)', () => {
  test('sun score: -1 (unknown) if the zone value is 0', () => {
    expect(sunScore(plant(FULL_SUN), zone(0), SUN_PX)).toBe(THRIVE_SCORE.Unknown);
  });

  test('sun score: -1 (unknown) if the plant value is 0', () => {
    expect(sunScore(plant(0, FULL_SUN), zone(FULL_SUN), SUN_PX)).toBe(THRIVE_SCORE.Unknown);
  });

  test('sun score: 0 wins over 7: an unset value is unknown even beside a full-range value', () => {
    expect(sunScore(plant(0), zone(FULL_RANGE_SUN_ID), SUN_PX)).toBe(THRIVE_SCORE.Unknown);
  });

  test('sun score: 7 is a full-range value and scores good (zone 7)', () => {
    expect(sunScore(plant(FULL_SUN), zone(FULL_RANGE_SUN_ID), SUN_PX)).toBe(THRIVE_SCORE.Good);
  });

  test('sun score: 7 is a full-range value and scores good (plant 7)', () => {
    expect(sunScore(plant(FULL_RANGE_SUN_ID), zone(1), SUN_PX)).toBe(THRIVE_SCORE.Good);
  });

  test('sun score: a plant whose alternate is 7 is full-range too and scores good', () => {
    expect(sunScore(plant(FULL_SUN, FULL_RANGE_SUN_ID), zone(1), SUN_PX)).toBe(THRIVE_SCORE.Good);
  });

  test('sun score: equal values score good', () => {
    expect(sunScore(plant(PART_SHADE), zone(PART_SHADE), SUN_PX)).toBe(THRIVE_SCORE.Good);
  });

  test('sun score: zone PX between primary (lower) and alternate (higher) scores good', () => {
    expect(sunScore(plant(PART_SHADE, MOSTLY_SUN), zone(PART_SUN), SUN_PX)).toBe(THRIVE_SCORE.Good);
  });

  test('sun score: zone PX between primary (higher) and alternate (lower) scores good', () => {
    expect(sunScore(plant(MOSTLY_SUN, PART_SHADE), zone(PART_SUN), SUN_PX)).toBe(THRIVE_SCORE.Good);
  });

  test('sun score: zone equal to the alternate lies in the range and scores good', () => {
    expect(sunScore(plant(FULL_SUN, PART_SUN), zone(PART_SUN), SUN_PX)).toBe(THRIVE_SCORE.Good);
  });

  test('sun score: otherwise 0 (zone PX outside the range)', () => {
    expect(sunScore(plant(FULL_SUN, MOSTLY_SUN), zone(PART_SHADE), SUN_PX)).toBe(THRIVE_SCORE.Poor);
  });

  test('sun score: without an alternate the range is the primary alone, so a different value is 0', () => {
    expect(sunScore(plant(FULL_SUN), zone(MOSTLY_SUN), SUN_PX)).toBe(THRIVE_SCORE.Poor);
  });

  test('sun score: an id with no PX in the list cannot be judged and is -1', () => {
    expect(sunScore(plant(FULL_SUN), zone(42), SUN_PX)).toBe(THRIVE_SCORE.Unknown);
  });
});

describe('sun direction (DESIGN §7: zone PX above the plant range is too much)', () => {
  test('sun direction: zone PX above the plant range is too much sun', () => {
    expect(sunDirection(plant(PART_SHADE, PART_SUN), zone(FULL_SUN), SUN_PX)).toBe('too-much');
  });

  test('sun direction: zone PX below the plant range is too little sun', () => {
    expect(sunDirection(plant(FULL_SUN, MOSTLY_SUN), zone(PART_SHADE), SUN_PX)).toBe('too-little');
  });

  test('sun direction: below the range whichever order primary and alternate are in', () => {
    expect(sunDirection(plant(MOSTLY_SUN, FULL_SUN), zone(PART_SHADE), SUN_PX)).toBe('too-little');
  });

  test('sun direction: none when the score is not poor', () => {
    expect(sunDirection(plant(PART_SHADE, MOSTLY_SUN), zone(PART_SUN), SUN_PX)).toBeNull();
    expect(sunDirection(plant(FULL_SUN), zone(FULL_RANGE_SUN_ID), SUN_PX)).toBeNull();
    expect(sunDirection(plant(FULL_SUN), zone(0), SUN_PX)).toBeNull();
  });
});

describe('broad sun classes (DESIGN §7): full sun, part sun, part shade, shade', () => {
  test('sun classes away: a full sun plant is three classes from full or mostly shade', () => {
    expect(sunClassesAway(plant(FULL_SUN), zone(FULL_SHADE))).toBe(3);
    expect(sunClassesAway(plant(MOSTLY_SUN), zone(MOSTLY_SHADE))).toBe(3);
  });

  test('sun classes away: a deep shade plant is two classes from full sun', () => {
    expect(sunClassesAway(plant(PART_SHADE, FULL_SHADE), zone(FULL_SUN))).toBe(2);
  });

  test('sun classes away: the next class is one (a tomato in part sun, a shade plant in part shade)', () => {
    expect(sunClassesAway(plant(FULL_SUN), zone(PART_SUN))).toBe(1);
    expect(sunClassesAway(plant(FULL_SHADE), zone(PART_SHADE))).toBe(1);
  });

  test("sun classes away: a full sun plant in part shade is two; mostly sun is full sun's class", () => {
    expect(sunClassesAway(plant(FULL_SUN), zone(PART_SHADE))).toBe(2);
    expect(sunClassesAway(plant(FULL_SUN), zone(MOSTLY_SUN))).toBe(0);
  });

  test("sun classes away: 0 within the plant's range, however wide", () => {
    expect(sunClassesAway(plant(FULL_SUN, PART_SHADE), zone(PART_SUN))).toBe(0);
    expect(sunClassesAway(plant(FULL_SHADE, FULL_SUN), zone(MOSTLY_SHADE))).toBe(0);
  });

  test('sun classes away: 0 when a value is not set or is the full range (the sun score judges those)', () => {
    expect(sunClassesAway(plant(0), zone(FULL_SUN))).toBe(0);
    expect(sunClassesAway(plant(FULL_SUN), zone(0))).toBe(0);
    expect(sunClassesAway(plant(FULL_SHADE, FULL_RANGE_SUN_ID), zone(FULL_SUN))).toBe(0);
    expect(sunClassesAway(plant(FULL_SUN), zone(FULL_RANGE_SUN_ID))).toBe(0);
  });
});
