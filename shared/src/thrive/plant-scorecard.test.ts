import { sunPxTable } from './requirements';
import { overallRank, scorePlantInZone } from './plant-scorecard';
import { THRIVE_TOOLTIPS } from './tooltips';

const sunPx = sunPxTable([
  { Id: 3, PX: 3 },
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

test('overallRank orders good, borderline, unknown, poor', () => {
  const scores = [0, -1, 2, 1] as const;
  expect([...scores].sort((a, b) => overallRank(a) - overallRank(b))).toEqual([1, 2, -1, 0]);
});
