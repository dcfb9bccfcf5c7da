import { THRIVE_SCORE } from './scores';
import { waterDirection, waterScore } from './water-score';

const DRY = 1;
const MEDIUM = 3;
const WET = 5;
const plant = (WaterRequirementId: number) => ({ WaterRequirementId });
const zone = (waterRequirementId: number) => ({ waterRequirementId });

describe('water score (SPEC §5)', () => {
  test('water score: -1 if the zone value is 0', () => {
    expect(waterScore(plant(MEDIUM), zone(0))).toBe(THRIVE_SCORE.Unknown);
  });

  test('water score: -1 if the plant value is 0', () => {
    expect(waterScore(plant(0), zone(MEDIUM))).toBe(THRIVE_SCORE.Unknown);
  });

  test('water score: 1 if equal', () => {
    expect(waterScore(plant(MEDIUM), zone(MEDIUM))).toBe(THRIVE_SCORE.Good);
  });

  test('water score: else 0', () => {
    expect(waterScore(plant(MEDIUM), zone(WET))).toBe(THRIVE_SCORE.Poor);
  });
});

describe('water direction (DESIGN §7: ids run dry -> wet)', () => {
  test('water direction: a zone id above the plant id is too much water', () => {
    expect(waterDirection(plant(DRY), zone(WET))).toBe('too-much');
  });

  test('water direction: a zone id below the plant id is too little water', () => {
    expect(waterDirection(plant(WET), zone(MEDIUM))).toBe('too-little');
  });

  test('water direction: none when the score is not poor', () => {
    expect(waterDirection(plant(MEDIUM), zone(MEDIUM))).toBeNull();
    expect(waterDirection(plant(MEDIUM), zone(0))).toBeNull();
  });
});
