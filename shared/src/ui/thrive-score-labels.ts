import { THRIVE_SCORE, type ThriveScore } from '../thrive/scores';

/** What a score is about: one factor of SPEC §5 or the overall score (DESIGN §7). */
export type ThriveScoreKind = 'sun' | 'water' | 'freeze' | 'overall';

export const THRIVE_KIND_LABELS: Record<ThriveScoreKind, string> = {
  sun: 'Sun',
  water: 'Water',
  freeze: 'Freeze',
  overall: 'Overall',
};

/** The text alternative of each score value (SPEC §4 "Thrive score"). */
export const THRIVE_SCORE_LABELS: Record<ThriveScore, string> = {
  [THRIVE_SCORE.Good]: 'Good',
  [THRIVE_SCORE.Borderline]: 'Borderline',
  [THRIVE_SCORE.Poor]: 'Poor',
  [THRIVE_SCORE.Unknown]: 'Unknown',
};

/** Scores in the order a gardener reads them, best first (filters, summaries). */
export const THRIVE_SCORES_BEST_FIRST: ThriveScore[] = [
  THRIVE_SCORE.Good,
  THRIVE_SCORE.Borderline,
  THRIVE_SCORE.Poor,
  THRIVE_SCORE.Unknown,
];

export function thriveScoreLabel(score: ThriveScore): string {
  return THRIVE_SCORE_LABELS[score];
}
