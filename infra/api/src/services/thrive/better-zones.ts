import type { BetterZone, ThriveOverall } from '@thrive/shared/contracts';
import { overallRank, THRIVE_SCORE } from '@thrive/shared/thrive';
import type { GardenPlant, GardenZone } from './garden-plants';
import type { GardenScorer } from './garden-scorer';

/** The Thrive Scorecard suggests at most this many zones per plant. */
export const MAX_BETTER_ZONES = 3;

type Score = ThriveOverall['Score'];
// overallRank of every score, looked up once: a table asks it for every row and zone.
const RANK = new Map<Score, number>(([-1, 0, 1, 2] as const).map((score) => [score, overallRank(score)]));
const rankOf = (score: Score) => RANK.get(score)!;
const GOOD_RANK = rankOf(THRIVE_SCORE.Good);

interface Candidate {
  zone: GardenZone;
  overall: ThriveOverall;
  rank: number;
  /** 0 in the plant's own yard, 1 in another. */
  elsewhere: number;
  /** Position in the zone list. */
  order: number;
}

const byBestFirst = (a: Candidate, b: Candidate) =>
  a.rank - b.rank || a.elsewhere - b.elsewhere || a.order - b.order;

/**
 * What to change for a plant that is not good where it is: the gardener's zones (never
 * its own) where it would score good, in its own yard first, then in their other yards;
 * when it would be good nowhere, the zones where it would rank better than here
 * (`overallRank`), best first. Within a rank, the order of the zone list.
 */
export function betterZones(
  plant: GardenPlant,
  here: GardenZone,
  zones: readonly GardenZone[],
  score: GardenScorer,
): BetterZone[] {
  const hereRank = rankOf(score(plant, here).Overall.Score);
  if (hereRank === GOOD_RANK) return [];
  const better: Candidate[] = [];
  let anyGood = false;
  zones.forEach((zone, order) => {
    if (zone.id === here.id) return;
    const overall = score(plant, zone).Overall;
    const rank = rankOf(overall.Score);
    if (rank >= hereRank) return;
    anyGood ||= rank === GOOD_RANK;
    better.push({ zone, overall, rank, elsewhere: zone.yardId === here.yardId ? 0 : 1, order });
  });
  // Good zones when there are any; otherwise every zone that ranks better than here.
  const chosen = anyGood ? better.filter((candidate) => candidate.rank === GOOD_RANK) : better;
  return chosen
    .sort(byBestFirst)
    .slice(0, MAX_BETTER_ZONES)
    .map(({ zone, overall }) => ({
      ZoneId: zone.id,
      ZoneName: zone.name,
      YardId: zone.yardId,
      YardName: zone.yardName,
      Overall: overall,
    }));
}
