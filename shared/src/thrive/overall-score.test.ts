import { overallScore } from './overall-score';
import { THRIVE_SCORE } from './scores';

const { Unknown, Poor, Good, Borderline } = THRIVE_SCORE;

describe('overall score (DESIGN §7)', () => {
  test.each([
    [Good, Good],
    [Unknown, Unknown],
    [Poor, Poor],
  ] as const)('overall score: freeze poor -> 0 (sun %i, water %i)', (sun, water) => {
    expect(overallScore(sun, water, Poor)).toBe(Poor);
  });

  test.each([Good, Unknown] as const)('overall score: sun and water both poor -> 0 (freeze %i)', (freeze) => {
    expect(overallScore(Poor, Poor, freeze)).toBe(Poor);
  });

  test.each([
    [Poor, Good, Good],
    [Good, Poor, Good],
    [Poor, Unknown, Good],
    [Unknown, Poor, Unknown],
  ] as const)(
    'overall score: exactly one of sun and water poor -> 2 borderline (sun %i, water %i, freeze %i)',
    (sun, water, freeze) => {
      expect(overallScore(sun, water, freeze)).toBe(Borderline);
    },
  );

  test.each([
    [Unknown, Good, Good],
    [Good, Unknown, Good],
    [Good, Good, Unknown],
  ] as const)(
    'overall score: otherwise any unknown -> -1 (sun %i, water %i, freeze %i)',
    (sun, water, freeze) => {
      expect(overallScore(sun, water, freeze)).toBe(Unknown);
    },
  );

  test.each([
    [Poor, Good, Good],
    [Poor, Unknown, Unknown],
  ] as const)(
    "overall score: sun two or more classes away from the plant's range -> 0 (sun %i, water %i, freeze %i)",
    (sun, water, freeze) => {
      expect(overallScore(sun, water, freeze, 2)).toBe(Poor);
      expect(overallScore(sun, water, freeze, 1)).not.toBe(Poor);
    },
  );

  test('overall score: otherwise 1', () => {
    expect(overallScore(Good, Good, Good)).toBe(Good);
  });
});
