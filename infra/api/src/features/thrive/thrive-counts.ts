import type { ThriveCounts, ThriveOverall } from '@thrive/shared/contracts';

const COUNTED_AS: Record<ThriveOverall['Score'], keyof ThriveCounts> = {
  1: 'Good',
  2: 'Borderline',
  0: 'Poor',
  [-1]: 'Unknown',
};

const noCounts = (): ThriveCounts => ({ Good: 0, Borderline: 0, Poor: 0, Unknown: 0 });

/** Counts overall scores by place (zone or yard id): how many plants do well there. */
export class ThriveTally {
  private readonly byPlace = new Map<number, ThriveCounts>();

  add(placeId: number, score: ThriveOverall['Score']): void {
    let counts = this.byPlace.get(placeId);
    if (!counts) this.byPlace.set(placeId, (counts = noCounts()));
    counts[COUNTED_AS[score]] += 1;
  }

  /** The counts of a place, zeros for a place without plants. */
  of(placeId: number): ThriveCounts {
    return this.byPlace.get(placeId) ?? noCounts();
  }
}
