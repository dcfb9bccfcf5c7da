import type { ThriveCounts, ThriveTable } from '@thrive/shared/contracts';

export const totalOf = (counts: ThriveCounts) =>
  counts.Good + counts.Borderline + counts.Poor + counts.Unknown;

/** Every plant of a yard is counted once in one of its scorecard summary's four counts. */
export function plantCountOfYard(thrive: ThriveTable, yardId: number): number {
  const summary = thrive.Yards.find((yard) => yard.YardId === yardId);
  return summary ? totalOf(summary) : 0;
}
