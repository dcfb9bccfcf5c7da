import { overall, zonePlant } from '../testing/fixtures';
import { countPlants, scoreSegments } from './score-counts';

describe('score counts', () => {
  test('count plants by their overall score, as the Scorecard summaries do (DESIGN §7: 2 is borderline)', () => {
    const plants = [1, 1, 2, 0, -1, 2].map((score, index) =>
      zonePlant({ Id: index, Overall: overall(score as 1 | 2 | 0 | -1) }),
    );
    expect(countPlants(plants)).toEqual({ Good: 2, Borderline: 2, Poor: 1, Unknown: 1 });
  });

  test('segments add up to the whole bar', () => {
    const segments = scoreSegments({ Good: 7, Borderline: 3, Poor: 1, Unknown: 0 });
    expect(segments.map((segment) => segment.score)).toEqual([1, 2, 0]);
    expect(segments.reduce((sum, segment) => sum + segment.percent, 0)).toBeCloseTo(100);
  });
});
