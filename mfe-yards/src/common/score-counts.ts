import { THRIVE_SCORES_BEST_FIRST, thriveScoreLabel } from '@thrive/shared';
import type { ThriveCounts, ZonePlant } from '@thrive/shared/contracts';
import { THRIVE_SCORE, type ThriveScore } from '@thrive/shared/thrive';

/** Which of the four counts a plant's overall score (DESIGN §7) falls in. */
const COUNT_OF: Record<ThriveScore, keyof ThriveCounts> = {
  [THRIVE_SCORE.Good]: 'Good',
  [THRIVE_SCORE.Borderline]: 'Borderline',
  [THRIVE_SCORE.Poor]: 'Poor',
  [THRIVE_SCORE.Unknown]: 'Unknown',
};

export const NO_COUNTS: ThriveCounts = { Good: 0, Borderline: 0, Poor: 0, Unknown: 0 };

/** One coloured part of a score summary bar. */
export interface ScoreSegment {
  score: ThriveScore;
  count: number;
  /** Share of all the plants, 0-100: the segment's width. */
  percent: number;
}

/** The scores that have plants, best first, each with its share of the whole. */
export function scoreSegments(counts: ThriveCounts): ScoreSegment[] {
  const total = THRIVE_SCORES_BEST_FIRST.reduce<number>((sum, score) => sum + counts[COUNT_OF[score]], 0);
  if (total === 0) return [];
  return THRIVE_SCORES_BEST_FIRST.filter((score) => counts[COUNT_OF[score]] > 0).map((score) => {
    const count = counts[COUNT_OF[score]];
    return { score, count, percent: (count / total) * 100 };
  });
}

/** "2 Good, 1 Borderline, 1 Poor": the Scorecard's own words, scores without plants left out. */
export function scoreSummaryText(segments: ScoreSegment[]): string {
  return segments.map(({ score, count }) => `${count} ${thriveScoreLabel(score)}`).join(', ');
}

/**
 * Counts plants by their overall score, as the Scorecard's summaries do, so a zone card
 * read from ZonePlants agrees with the Scorecard.
 */
export function countPlants(plants: readonly Pick<ZonePlant, 'Overall'>[]): ThriveCounts {
  const counts = { ...NO_COUNTS };
  for (const plant of plants) counts[COUNT_OF[plant.Overall.Score]] += 1;
  return counts;
}
