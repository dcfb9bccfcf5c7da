import { sunPxTable } from './requirements';
import { overallRank, scorePlantInZone } from './plant-scorecard';
import { THRIVE_TOOLTIPS } from './tooltips';

const sunPx = sunPxTable([
  { Id: 1, PX: 1 },
  { Id: 3, PX: 3 },
  { Id: 4, PX: 5 },
  { Id: 6, PX: 8 },
  { Id: 7, PX: 0 },
]);
const shadePlant = {
  SunRequirementId: 3,
  AltSunRequirementId: 0,
  WaterRequirementId: 3,
  ZoneLowId: 7,
  ZoneHighId: 17,
};

test('a shade plant in a sunny, wet, cold zone: each factor with its direction and SPEC §8 text', () => {
  const card = scorePlantInZone(
    shadePlant,
    { sunRequirementId: 6, waterRequirementId: 5, yardHardinessZoneId: 5 },
    sunPx,
  );
  expect(card.Sun).toEqual({ Score: 0, Direction: 'too-much', Tooltip: THRIVE_TOOLTIPS.sun.tooMuch });
  expect(card.Water).toEqual({ Score: 0, Direction: 'too-much', Tooltip: THRIVE_TOOLTIPS.water.tooMuch });
  expect(card.Freeze).toEqual({ Score: 0, Direction: 'too-cold', Tooltip: THRIVE_TOOLTIPS.freeze.tooCold });
  expect(card.Overall).toEqual({ Score: 0, Tooltip: THRIVE_TOOLTIPS.overall.poor });
});

test('the same plant where it belongs scores good on every factor', () => {
  const card = scorePlantInZone(
    shadePlant,
    { sunRequirementId: 3, waterRequirementId: 3, yardHardinessZoneId: 14 },
    sunPx,
  );
  expect([card.Sun.Score, card.Water.Score, card.Freeze.Score, card.Overall.Score]).toEqual([1, 1, 1, 1]);
  expect(card.Overall.Tooltip).toBe(THRIVE_TOOLTIPS.overall.good);
  expect(card.Sun.Direction).toBeNull();
});

describe('overall score: sun two or more classes away -> poor, through the scorecard', () => {
  const tomato = { ...shadePlant, SunRequirementId: 6, ZoneLowId: 5, ZoneHighId: 22 };
  const pachysandra = { ...shadePlant, AltSunRequirementId: 1, ZoneLowId: 5, ZoneHighId: 22 };
  const zone = (sunRequirementId: number) => ({
    sunRequirementId,
    waterRequirementId: 3,
    yardHardinessZoneId: 14,
  });

  test('a tomato (full sun) in full shade is poor, not borderline', () => {
    expect(scorePlantInZone(tomato, zone(1), sunPx).Overall.Score).toBe(0);
  });

  test('a shade groundcover (part to full shade) in full sun is poor', () => {
    expect(scorePlantInZone(pachysandra, zone(6), sunPx).Overall.Score).toBe(0);
  });

  test('a tomato in part shade (2 to 4 hours) is poor too', () => {
    expect(scorePlantInZone(tomato, zone(3), sunPx).Overall.Score).toBe(0);
  });

  test('one class away with good water and hardiness is borderline: a tomato, or pachysandra, in part sun', () => {
    expect(scorePlantInZone(tomato, zone(4), sunPx).Overall.Score).toBe(2);
    expect(scorePlantInZone(pachysandra, zone(4), sunPx).Overall.Score).toBe(2);
  });
});

test('overallRank orders good, borderline, unknown, poor', () => {
  const scores = [0, -1, 2, 1] as const;
  expect([...scores].sort((a, b) => overallRank(a) - overallRank(b))).toEqual([1, 2, -1, 0]);
});
