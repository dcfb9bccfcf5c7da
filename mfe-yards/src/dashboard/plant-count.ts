import type { ThriveCounts, ThriveTable } from '@thrive/shared/contracts';
import { NO_COUNTS } from '../common/score-counts';

export const totalOf = (counts: ThriveCounts) =>
  counts.Good + counts.Borderline + counts.Poor + counts.Unknown;

/**
 * A yard's scorecard summary: every plant of the yard is counted once in one of its four
 * counts; a yard the table does not name has no plants.
 */
export function countsOfYard(thrive: ThriveTable, yardId: number): ThriveCounts {
  return thrive.Yards.find((yard) => yard.YardId === yardId) ?? NO_COUNTS;
}
